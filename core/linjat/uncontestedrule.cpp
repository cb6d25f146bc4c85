#include "linjat/linemasks.h"
#include "linjat/rules.h"

namespace tessera::linjat {

// Uncontested-no-cover (a uniqueness leak): a number that can no longer reach an open dot, that shares
// some reachable cell with another number, and that has a placement whose open cells nobody else can
// reach. Moving the number there from anywhere else would give a second solution, so a player who
// trusts uniqueness puts it there. Found to be penalised, and the generator adds a dot to prevent it.
void findUncontestedNoCover(const Board &board, const SolverState &state, Deductions &out) {
    const LineMasks masks = LineMasks::build(board, state);
    for (int n = 0; n < board.count; ++n) {
        const PlacementMask m = state.place[std::size_t(n)];
        if (!(m & (m - 1))) continue;
        const NumberGeometry &g = board.num[std::size_t(n)];
        const std::uint64_t rowReach = spanMask(g.unionColumns(m)), colReach = spanMask(g.unionRows(m));
        if ((masks.dotRows[std::size_t(g.row)] & rowReach) || (masks.dotCols[std::size_t(g.col)] & colReach))
            continue;
        if (!(masks.sharedRows[std::size_t(g.row)] & rowReach) &&
            !(masks.sharedCols[std::size_t(g.col)] & colReach))
            continue;
        const PlacementMask alone =
            m & g.window(masks.sharedRows[std::size_t(g.row)], masks.sharedCols[std::size_t(g.col)],
                         board.rows, board.cols);
        if (alone) out.prune(n, m & ~(alone & (~alone + 1)));
    }
}

} // namespace tessera::linjat
