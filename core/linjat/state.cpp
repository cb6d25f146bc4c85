#include "linjat/state.h"

#include <vector>

namespace tessera::linjat {

void SolverState::init(const Board &board) {
    contradiction = false;
    std::memset(owner.data(), -1, std::size_t(board.cells));
    std::memset(cand.data(), 0, std::size_t(board.cells) * sizeof(std::uint64_t));
    for (int n = 0; n < board.count; ++n) {
        const NumberGeometry &g = board.num[std::size_t(n)];
        const PlacementMask m = g.window(board.numberRows[std::size_t(g.row)],
                                         board.numberCols[std::size_t(g.col)], board.rows, board.cols);
        place[std::size_t(n)] = m;
        changedAt[std::size_t(n)] = 0;
        fixedCount[std::size_t(n)] = 1;
        owner[std::size_t(g.cell)] = std::int8_t(n);
        const std::uint64_t bit = std::uint64_t(1) << n;
        cand[std::size_t(g.cell)] = bit;
        if (!m) {
            contradiction = true;
            continue;
        }
        const Span cs = g.unionColumns(m), rs = g.unionRows(m);
        reachRow[std::size_t(n)] = spanMask(cs);
        reachCol[std::size_t(n)] = spanMask(rs);
        for (int c = cs.lo; c <= cs.hi; ++c) cand[std::size_t(g.row * board.cols + c)] |= bit;
        for (int r = rs.lo; r <= rs.hi; ++r) cand[std::size_t(r * board.cols + g.col)] |= bit;
    }
    version = 0;
    const std::size_t rows = std::size_t(board.rows), cols = std::size_t(board.cols);
    std::memset(sharedRows.data(), 0, rows * sizeof(std::uint64_t));
    std::memset(sharedCols.data(), 0, cols * sizeof(std::uint64_t));
    std::memset(openDotRows.data(), 0, rows * sizeof(std::uint64_t));
    std::memset(openDotCols.data(), 0, cols * sizeof(std::uint64_t));
    std::memcpy(ownedRows.data(), board.numberRows.data(), rows * sizeof(std::uint64_t));
    for (int r = 0, cell = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c, ++cell) {
            const std::uint64_t m = cand[std::size_t(cell)];
            if ((m & (m - 1)) && owner[std::size_t(cell)] < 0) {
                sharedRows[std::size_t(r)] |= std::uint64_t(1) << c;
                sharedCols[std::size_t(c)] |= std::uint64_t(1) << r;
            }
        }
    for (int d = 0; d < board.dotCount; ++d) {
        const int cell = board.dotList[std::size_t(d)];
        if (!cand[std::size_t(cell)]) contradiction = true;
        addDot(board, cell);
    }
}

bool SolverState::consistent(const Board &board) const {
    std::array<std::uint8_t, kMaxCells> covered{};
    for (int n = 0; n < board.count; ++n) {
        const PlacementMask m = place[std::size_t(n)];
        if (!singleBit(m)) return false;
        const NumberGeometry &g = board.num[std::size_t(n)];
        const int p = lowestBit(m);
        const Span s = g.cells(p);
        if (s.lo < 0 || s.hi >= (g.isHorizontal(p) ? board.cols : board.rows)) return false;
        for (int i = s.lo; i <= s.hi; ++i) {
            const int cell = g.isHorizontal(p) ? board.cellOf(g.row, i) : board.cellOf(i, g.col);
            const int on = board.numberAt[std::size_t(cell)];
            if (on >= 0 && on != n) return false;
            if (covered[std::size_t(cell)]++) return false;
        }
    }
    for (int d = 0; d < board.dotCount; ++d)
        if (!covered[std::size_t(board.dotList[std::size_t(d)])]) return false;
    return true;
}

} // namespace tessera::linjat
