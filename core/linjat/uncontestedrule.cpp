#include "linjat/rules.h"

namespace tessera::linjat {

// Uncontested-no-cover (a uniqueness leak): a number that can no longer reach an open dot, that shares
// some reachable cell with another number, and that has a placement whose open cells nobody else can
// reach. Moving the number there from anywhere else would give a second solution, so a player who
// trusts uniqueness puts it there. Found to be penalised, and the generator adds a dot to prevent it.
void findUncontestedNoCover(const RuleInput &in, Deductions &out) {
    // More dots only take patterns away.
    if (in.newDotsFrom >= 0) return;
    const Board &board = in.board;
    const SolverState &state = in.state;
    // Only numbers that reach no open dot qualify; the dots' candidates say who reaches one.
    std::uint64_t reachDot = 0;
    for (int d = 0; d < board.dotCount; ++d) {
        const int cell = board.dotList[std::size_t(d)];
        if (state.owner[std::size_t(cell)] < 0) reachDot |= state.cand[std::size_t(cell)];
    }
    const std::uint64_t all = board.count == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << board.count) - 1;
    for (std::uint64_t left = all & ~reachDot; left; left &= left - 1) {
        const int n = lowestBit(left);
        const PlacementMask m = state.place[std::size_t(n)];
        if (!(m & (m - 1))) continue;
        const NumberGeometry &g = board.num[std::size_t(n)];
        const std::uint64_t rowReach = spanMask(g.unionColumns(m)), colReach = spanMask(g.unionRows(m));
        if (!(state.sharedRows[std::size_t(g.row)] & rowReach) &&
            !(state.sharedCols[std::size_t(g.col)] & colReach))
            continue;
        const PlacementMask alone =
            m & g.window(state.sharedRows[std::size_t(g.row)], state.sharedCols[std::size_t(g.col)],
                         board.rows, board.cols);
        if (alone) out.prune(n, m & ~(alone & (~alone + 1)));
    }
}

} // namespace tessera::linjat
