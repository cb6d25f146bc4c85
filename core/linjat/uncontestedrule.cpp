#include "linjat/rules.h"

namespace tessera::linjat {

// Uncontested-no-cover (a uniqueness leak): a number that can no longer reach an open dot, that shares
// some reachable cell with another number, and that has a placement whose open cells nobody else can
// reach. Moving the number there from anywhere else would give a second solution, so a player who
// trusts uniqueness puts it there. Found to be penalised, and the generator adds a dot to prevent it.
void findUncontestedNoCover(const RuleInput &in, Deductions &out) {
    // More dots only take patterns away.
    if (in.newDotsFrom >= 0) return;
    findUncontestedNoCoverAmong(in, ~std::uint64_t(0), out);
}

void findUncontestedNoCoverAmong(const RuleInput &in, std::uint64_t among, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    // First the numbers that reach no open dot, without a branch per number (which number passes is
    // hard to predict), then the rest of the test for those few.
    std::uint64_t candidates = 0;
    for (std::uint64_t numbers = state.undecided & among; numbers; numbers &= numbers - 1) {
        const int n = lowestBit(numbers);
        const NumberGeometry &g = board.num[std::size_t(n)];
        const std::uint64_t dots = (state.openDotRows[std::size_t(g.row)] & state.reachRow[std::size_t(n)]) |
                                   (state.openDotCols[std::size_t(g.col)] & state.reachCol[std::size_t(n)]);
        candidates |= std::uint64_t(dots == 0) << n;
    }
    for (; candidates; candidates &= candidates - 1) {
        const int n = lowestBit(candidates);
        const PlacementMask m = state.place[std::size_t(n)];
        const NumberGeometry &g = board.num[std::size_t(n)];
        const std::size_t r = std::size_t(g.row), c = std::size_t(g.col);
        const std::uint64_t rowReach = state.reachRow[std::size_t(n)],
                            colReach = state.reachCol[std::size_t(n)];
        if (!(state.sharedRows[r] & rowReach) && !(state.sharedCols[c] & colReach)) continue;
        const PlacementMask alone =
            m & g.window(state.sharedRows[r], state.sharedCols[c], board.rows, board.cols);
        if (alone) out.prune(n, m & ~(alone & (~alone + 1)));
    }
}

} // namespace tessera::linjat
