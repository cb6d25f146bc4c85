#include "linjat/rules.h"

namespace tessera::linjat {

// Cover: a dot only one number can still reach is covered by that number.
void findCover(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    for (int d = in.newDotsFrom < 0 ? 0 : in.newDotsFrom; d < board.dotCount; ++d) {
        const int cell = board.dotList[std::size_t(d)];
        if (state.owner[std::size_t(cell)] >= 0) continue;
        const std::uint64_t cand = state.cand[std::size_t(cell)];
        if (singleBit(cand)) out.fix(cell, lowestBit(cand));
    }
}

} // namespace tessera::linjat
