#include "linjat/rules.h"

#include <array>

namespace tessera::linjat {

// Dependency: for an open dot D with several candidate numbers, every line through D covers the cells
// common to all of them. Another open dot T among those cells is covered by whichever line covers D,
// so a number that cannot reach D cannot cover T either: T's candidates shrink to D's.
void findDependency(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    // With only new dots since an empty result, an old dot D matters only as a partner of a new one: the
    // dots on the new dots' rows and columns. Otherwise every row (and so every column).
    std::uint64_t rows = (std::uint64_t(1) << board.rows) - 1, cols = 0;
    if (in.newDotsFrom >= 0) {
        rows = 0;
        for (int d = in.newDotsFrom; d < board.dotCount; ++d) {
            const int cell = board.dotList[std::size_t(d)];
            rows |= std::uint64_t(1) << board.rowOf[std::size_t(cell)];
            cols |= std::uint64_t(1) << board.colOf[std::size_t(cell)];
        }
    }
    // Open dots with several candidates there: the state keeps both as row and column masks.
    std::array<std::int16_t, kMaxCells> open;
    int k = 0;
    for (std::uint64_t left = rows; left; left &= left - 1) {
        const int r = lowestBit(left);
        for (std::uint64_t m = state.openDotRows[std::size_t(r)] & state.sharedRows[std::size_t(r)]; m;
             m &= m - 1)
            open[std::size_t(k++)] = std::int16_t(r * board.cols + lowestBit(m));
    }
    for (std::uint64_t left = cols; left; left &= left - 1) {
        const int c = lowestBit(left);
        for (std::uint64_t m = state.openDotCols[std::size_t(c)] & state.sharedCols[std::size_t(c)] & ~rows;
             m; m &= m - 1)
            open[std::size_t(k++)] = std::int16_t(lowestBit(m) * board.cols + c);
    }
    for (int i = 0; i < k; ++i) {
        const int cell = open[std::size_t(i)];
        const std::uint64_t cands = state.cand[std::size_t(cell)];
        const int r = board.rowOf[std::size_t(cell)], c = board.colOf[std::size_t(cell)];
        // Candidates both in D's row and in its column share only D itself.
        const bool horizontal = (cands & board.rowNumbers[std::size_t(r)]) == cands;
        if (!horizontal && (cands & board.colNumbers[std::size_t(c)]) != cands) continue;
        // A partner T is another open dot that every candidate reaches, so one candidate's reach is a
        // first filter (most dots have none there).
        const int first = lowestBit(cands);
        const std::uint64_t partners =
            horizontal ? state.openDotRows[std::size_t(r)] & state.reachRow[std::size_t(first)] &
                             ~(std::uint64_t(1) << c)
                       : state.openDotCols[std::size_t(c)] & state.reachCol[std::size_t(first)] &
                             ~(std::uint64_t(1) << r);
        if (!partners) continue;
        Span common{0, horizontal ? board.cols - 1 : board.rows - 1};
        for (std::uint64_t m = cands; m; m &= m - 1) {
            const int p = lowestBit(m);
            const NumberGeometry &g = board.num[std::size_t(p)];
            const PlacementMask through = state.place[std::size_t(p)] & board.cover(p, cell);
            const Span s = horizontal ? g.intersectionColumns(through) : g.intersectionRows(through);
            common.lo = std::max(common.lo, s.lo);
            common.hi = std::min(common.hi, s.hi);
        }
        if (common.size() <= 1) continue;
        const int self = horizontal ? c : r;
        for (int at = common.lo; at <= common.hi; ++at) {
            if (at == self) continue;
            const int t = horizontal ? r * board.cols + at : at * board.cols + c;
            if (!board.dot[std::size_t(t)] || state.owner[std::size_t(t)] >= 0) continue;
            for (std::uint64_t extra = state.cand[std::size_t(t)] & ~cands; extra; extra &= extra - 1) {
                const int q = lowestBit(extra);
                out.prune(q, state.place[std::size_t(q)] & board.cover(q, t));
            }
        }
    }
}

} // namespace tessera::linjat
