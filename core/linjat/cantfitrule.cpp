#include "linjat/rules.h"

namespace tessera::linjat {

// Cant-fit: the cells every remaining placement of a number covers are covered by it. This includes
// "it no longer fits horizontally, so it is vertical": the common cells of a one-orientation set are a
// run through the number.
void findCantFit(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    for (int n = 0; n < board.count; ++n) {
        // An unchanged number's common cells are the ones found last time.
        if (!in.changed(n)) continue;
        const PlacementMask m = state.place[std::size_t(n)];
        if (!m) continue;
        const NumberGeometry &g = board.num[std::size_t(n)];
        if (g.intersectionSize(m) <= state.fixedCount[std::size_t(n)]) continue;
        const Span cs = g.intersectionColumns(m);
        for (int c = cs.lo; c <= cs.hi; ++c) {
            const int cell = g.row * board.cols + c;
            if (state.owner[std::size_t(cell)] < 0) out.fix(cell, n);
        }
        const Span rs = g.intersectionRows(m);
        for (int r = rs.lo; r <= rs.hi; ++r) {
            const int cell = r * board.cols + g.col;
            if (state.owner[std::size_t(cell)] < 0) out.fix(cell, n);
        }
    }
}

} // namespace tessera::linjat
