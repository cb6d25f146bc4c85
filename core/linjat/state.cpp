#include "linjat/state.h"

#include <algorithm>

namespace tessera::linjat {

void SolverState::init(const Board &board) {
    contradiction = false;
    undecided = undrawn = 0;
    touchedNumbers = touchedRows = touchedCols = ~std::uint64_t(0);
    openCells = 0;
    openDots = 0;
    coverRowMask = 0;
    std::memset(owner.data(), -1, std::size_t(board.cells));
    std::memset(cand.data(), 0, std::size_t(board.cells) * sizeof(std::uint64_t));
    for (int n = 0; n < board.count; ++n) {
        const NumberGeometry &g = board.num[std::size_t(n)];
        const PlacementMask m = g.window(board.numberRows[std::size_t(g.row)],
                                         board.numberCols[std::size_t(g.col)], board.rows, board.cols);
        place[std::size_t(n)] = m;
        changedAt[std::size_t(n)] = 0;
        fixedCount[std::size_t(n)] = 1;
        openCells += g.value - 1;
        owner[std::size_t(g.cell)] = std::int8_t(n);
        const std::uint64_t bit = std::uint64_t(1) << n;
        if (m & (m - 1)) undecided |= bit;
        if (g.value > 1) undrawn |= bit;
        cand[std::size_t(g.cell)] = bit;
        if (!m) {
            contradiction = true;
            reachRow[std::size_t(n)] = reachCol[std::size_t(n)] = 0;
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
    std::memset(sharedCols.data(), 0, cols * sizeof(std::uint64_t));
    std::memset(openDotRows.data(), 0, rows * sizeof(std::uint64_t));
    std::memset(openDotCols.data(), 0, cols * sizeof(std::uint64_t));
    std::memset(coverRows.data(), 0, rows * sizeof(std::uint64_t));
    std::memcpy(ownedRows.data(), board.numberRows.data(), rows * sizeof(std::uint64_t));
    // Cells two or more numbers reach. A number reaches no other number's cell, and its own cell only
    // by itself, so these are the cells with two or more candidates: one branch-free pass.
    for (int r = 0, cell = 0; r < board.rows; ++r) {
        std::uint64_t shared = 0;
        for (int c = 0; c < board.cols; ++c, ++cell) {
            const std::uint64_t k = cand[std::size_t(cell)];
            const std::uint64_t multi = (k & (k - 1)) != 0;
            shared |= multi << c;
            sharedCols[std::size_t(c)] |= multi << r;
        }
        sharedRows[std::size_t(r)] = shared;
    }
    for (int d = 0; d < board.dotCount; ++d) {
        const int cell = board.dotList[std::size_t(d)];
        if (!cand[std::size_t(cell)]) contradiction = true;
        addDot(board, cell);
    }
}

void SolverState::copyFrom(const SolverState &o, const Board &board) {
    const std::size_t n = std::size_t(board.count), cells = std::size_t(board.cells);
    const std::size_t rows = std::size_t(board.rows), cols = std::size_t(board.cols);
    std::memcpy(place.data(), o.place.data(), n * sizeof(PlacementMask));
    std::memcpy(fixedCount.data(), o.fixedCount.data(), n);
    std::memcpy(changedAt.data(), o.changedAt.data(), n * sizeof(std::uint64_t));
    std::memcpy(reachRow.data(), o.reachRow.data(), n * sizeof(std::uint64_t));
    std::memcpy(reachCol.data(), o.reachCol.data(), n * sizeof(std::uint64_t));
    std::memcpy(owner.data(), o.owner.data(), cells);
    std::memcpy(cand.data(), o.cand.data(), cells * sizeof(std::uint64_t));
    std::memcpy(sharedRows.data(), o.sharedRows.data(), rows * sizeof(std::uint64_t));
    std::memcpy(openDotRows.data(), o.openDotRows.data(), rows * sizeof(std::uint64_t));
    std::memcpy(ownedRows.data(), o.ownedRows.data(), rows * sizeof(std::uint64_t));
    std::memcpy(sharedCols.data(), o.sharedCols.data(), cols * sizeof(std::uint64_t));
    std::memcpy(openDotCols.data(), o.openDotCols.data(), cols * sizeof(std::uint64_t));
    std::memcpy(coverRows.data(), o.coverRows.data(), rows * sizeof(std::uint64_t));
    coverRowMask = o.coverRowMask;
    undecided = o.undecided;
    undrawn = o.undrawn;
    touchedNumbers = o.touchedNumbers;
    touchedRows = o.touchedRows;
    touchedCols = o.touchedCols;
    openCells = o.openCells;
    openDots = o.openDots;
    version = o.version;
    contradiction = o.contradiction;
}

bool SolverState::consistent(const Board &board) const {
    // Covered cells per row (bit = column).
    std::array<std::uint64_t, kMaxSide> covered;
    std::fill_n(covered.begin(), board.rows, 0);
    for (int n = 0; n < board.count; ++n) {
        const PlacementMask m = place[std::size_t(n)];
        if (!singleBit(m)) return false;
        const NumberGeometry &g = board.num[std::size_t(n)];
        const int p = lowestBit(m);
        const Span s = g.cells(p);
        if (s.lo < 0 || s.hi >= (g.isHorizontal(p) ? board.cols : board.rows)) return false;
        if (g.isHorizontal(p)) {
            const std::uint64_t line = spanMask(s);
            const std::size_t r = std::size_t(g.row);
            if (covered[r] & line) return false;
            if (board.numberRows[r] & line & ~(std::uint64_t(1) << g.col)) return false;
            covered[r] |= line;
        } else {
            const std::uint64_t bit = std::uint64_t(1) << g.col;
            for (int i = s.lo; i <= s.hi; ++i) {
                if (covered[std::size_t(i)] & bit) return false;
                if (i != g.row && (board.numberRows[std::size_t(i)] & bit)) return false;
                covered[std::size_t(i)] |= bit;
            }
        }
    }
    for (int r = 0; r < board.rows; ++r)
        if (board.dotRows[std::size_t(r)] & ~covered[std::size_t(r)]) return false;
    return true;
}

} // namespace tessera::linjat
