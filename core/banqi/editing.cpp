#include "banqi/editing.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::banqi {

namespace {
int countOf(const Position &p, int type) {
    int n = p.pool[std::size_t(type)];
    for (Cell c : p.board) n += c == Cell(type + 1);
    return n;
}

std::string typeName(int type) {
    return std::string(colourName(type / 7)) + " " + rankName(type % 7);
}
} // namespace

Position editCell(const Position &p, int cell, Cell what, int poolType) {
    if (cell < 0 || cell >= kCells) throw Error("no such cell");
    Position q = p;
    Cell &at = q.board[std::size_t(cell)];
    if (at == kHidden) {
        const auto most = std::max_element(q.pool.begin(), q.pool.end());
        --*most;
    }
    at = kEmpty;
    if (isPiece(what)) {
        const int type = what - 1;
        if (countOf(q, type) >= kRankCount[type % 7])
            throw Error("a set has " + std::to_string(kRankCount[type % 7]) + " " + typeName(type) + " only");
        at = what;
    } else if (what == kHidden) {
        if (poolType < 0 || poolType >= kTypes) throw Error("no such piece type");
        if (countOf(q, poolType) >= kRankCount[poolType % 7])
            throw Error("a set has " + std::to_string(kRankCount[poolType % 7]) + " " + typeName(poolType) +
                        " only");
        at = kHidden;
        ++q.pool[std::size_t(poolType)];
    }
    const bool fresh = q.hiddenCount() == kCells;
    bool revealed = false;
    for (Cell c : q.board) revealed = revealed || isPiece(c);
    if (fresh)
        q.side = -1;
    else if (q.side < 0)
        q.side = 0;
    (void)revealed;
    return parsePosition(toNotation(q));
}

Position editSide(const Position &p, int side) {
    if (p.side < 0) throw Error("a fresh deal has no side to move until the first flip");
    Position q = p;
    q.side = side;
    return q;
}

} // namespace tessera::banqi
