#include "balls/editing.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::balls {

namespace {
void requireInside(const Board &board, Point p) {
    if (!board.inside(p)) throw Error(cellName(p) + " is outside the field");
}
} // namespace

Board withCell(const Board &board, Point p, char cell) {
    requireInside(board, p);
    const int i = board.index(p);
    if (board.start.black == i) throw Error(cellName(p) + " holds the black ball; move it first");
    if (cell != '.' && cell != 'o' && cell != '#')
        throw Error(std::string("'") + cell + "' is not a cell (expected '.', 'o' or '#')");
    Board out = board;
    out.start.whites.reset(i);
    out.blocks.reset(i);
    if (cell == 'o') out.start.whites.set(i);
    if (cell == '#') out.blocks.set(i);
    return out;
}

Board withCellCycled(const Board &board, Point p) {
    requireInside(board, p);
    const char now = board.at(p);
    return withCell(board, p, now == '.' ? 'o' : now == 'o' ? '#' : '.');
}

Board withBlack(const Board &board, Point p) {
    requireInside(board, p);
    Board out = board;
    const int i = board.index(p);
    out.start.whites.reset(i);
    out.blocks.reset(i);
    out.start.black = i;
    return out;
}

Board withResized(const Board &board, int rows, int cols) {
    if (rows < kMinSide || rows > kMaxSide || cols < kMinSide || cols > kMaxSide)
        throw Error("a side must be " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) +
                    " cells");
    Board out = emptyBoard(rows, cols);
    for (int r = 0; r < std::min(rows, board.rows); ++r)
        for (int c = 0; c < std::min(cols, board.cols); ++c) {
            const char ch = board.at({r, c});
            if (ch == 'o') out.start.whites.set(out.index({r, c}));
            if (ch == '#') out.blocks.set(out.index({r, c}));
        }
    const Point b = board.point(board.start.black);
    return withBlack(out, {std::min(b.row, rows - 1), std::min(b.col, cols - 1)});
}

} // namespace tessera::balls
