#include "linjat/rules.h"

namespace tessera::linjat {

// Cover: a dot only one number can still reach is covered by that number. The state keeps those dots
// (state.coverRows), so this reads them off instead of scanning every dot; the order of the fixes does
// not matter (a layer applies them together). After a run that found nothing only new dots can be in
// there, so the incremental case needs nothing special.
void findCover(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    for (std::uint64_t rows = state.coverRowMask; rows; rows &= rows - 1) {
        const int r = lowestBit(rows);
        for (std::uint64_t m = state.coverRows[std::size_t(r)]; m; m &= m - 1) {
            const int cell = r * board.cols + lowestBit(m);
            const std::uint64_t cand = state.cand[std::size_t(cell)];
            if (singleBit(cand)) out.fix(cell, lowestBit(cand));
        }
    }
}

} // namespace tessera::linjat
