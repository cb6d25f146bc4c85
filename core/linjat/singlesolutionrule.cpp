#include "linjat/rules.h"

namespace tessera::linjat {

// Single-solution (a uniqueness leak): two or more placements of a number that cover no open dot and
// no cell another number could reach are interchangeable: swapping one for another turns any solution
// into a second one. A player who trusts uniqueness rules them all out, if anything else remains and the
// rest then share a cell not yet drawn.
void findSingleSolution(const RuleInput &in, Deductions &out) {
    // More dots only take patterns away.
    if (in.newDotsFrom >= 0) return;
    const Board &board = in.board;
    const SolverState &state = in.state;
    for (std::uint64_t numbers = state.undecided; numbers; numbers &= numbers - 1) {
        const int n = lowestBit(numbers);
        const PlacementMask m = state.place[std::size_t(n)];
        const NumberGeometry &g = board.num[std::size_t(n)];
        const std::size_t r = std::size_t(g.row), c = std::size_t(g.col);
        const PlacementMask silent =
            m & g.window(state.sharedRows[r] | state.openDotRows[r],
                         state.sharedCols[c] | state.openDotCols[c], board.rows, board.cols);
        if (!(silent & (silent - 1)) || !(m & ~silent)) continue;
        // As in the original, the leak only counts when it shows: the placements left share cells that
        // are not drawn yet.
        if (g.intersectionSize(m & ~silent) > state.fixedCount[std::size_t(n)]) out.prune(n, silent);
    }
}

} // namespace tessera::linjat
