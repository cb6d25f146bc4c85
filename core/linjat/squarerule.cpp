#include "linjat/rules.h"

namespace tessera::linjat {

// Square: two open dots that only P and Q can reach. When Q has no line through both, Q covers at most
// one of them, so P covers at least one: P's placements through neither are removed (and the same with
// P and Q swapped). The original asked instead whether P could cover both, which lets a Q long enough
// for both dots produce a wrong deduction.
void findSquare(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    std::array<std::int16_t, kMaxCells> cells;
    std::array<std::int16_t, kMaxCells> order; // index in the dot list, to tell new dots from old
    int k = 0;
    // Appended without a branch: which dots qualify is hard to predict.
    for (int d = 0; d < board.dotCount; ++d) {
        const int cell = board.dotList[std::size_t(d)];
        cells[std::size_t(k)] = std::int16_t(cell);
        order[std::size_t(k)] = std::int16_t(d);
        k += int(state.owner[std::size_t(cell)] < 0) & int(bitCount(state.cand[std::size_t(cell)]) == 2);
    }
    // Dots are only ever appended, so the new ones come last; pairs of two old dots were examined already.
    int firstNew = 0;
    if (in.newDotsFrom >= 0)
        while (firstNew < k && order[std::size_t(firstNew)] < in.newDotsFrom) ++firstNew;
    for (int j = std::max(firstNew, 1); j < k; ++j) {
        const std::uint64_t pair = state.cand[std::size_t(cells[std::size_t(j)])];
        for (int i = 0; i < j; ++i) {
            const int a = cells[std::size_t(i)];
            if (state.cand[std::size_t(a)] != pair) continue;
            const int b = cells[std::size_t(j)];
            const int p = lowestBit(pair), q = highestBit(pair);
            const PlacementMask pa = board.cover(p, a), pb = board.cover(p, b);
            const PlacementMask qa = board.cover(q, a), qb = board.cover(q, b);
            const PlacementMask placeP = state.place[std::size_t(p)], placeQ = state.place[std::size_t(q)];
            if (!(placeQ & qa & qb)) out.prune(p, placeP & ~(pa | pb));
            if (!(placeP & pa & pb)) out.prune(q, placeQ & ~(qa | qb));
        }
    }
}

} // namespace tessera::linjat
