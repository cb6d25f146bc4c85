#include "linjat/rules.h"

namespace tessera::linjat {

// Square: two open dots that only P and Q can reach. When Q has no line through both, Q covers at most
// one of them, so P covers at least one: P's placements through neither are removed (and the same with
// P and Q swapped). The original asked instead whether P could cover both, which lets a Q long enough
// for both dots produce a wrong deduction.
void findSquare(const Board &board, const SolverState &state, Deductions &out) {
    std::array<std::int16_t, kMaxCells> cells;
    int k = 0;
    for (int d = 0; d < board.dotCount; ++d) {
        const int cell = board.dotList[std::size_t(d)];
        if (state.owner[std::size_t(cell)] >= 0) continue;
        if (bitCount(state.cand[std::size_t(cell)]) == 2) cells[std::size_t(k++)] = std::int16_t(cell);
    }
    for (int i = 0; i < k; ++i) {
        const int a = cells[std::size_t(i)];
        const std::uint64_t pair = state.cand[std::size_t(a)];
        for (int j = i + 1; j < k; ++j) {
            const int b = cells[std::size_t(j)];
            if (state.cand[std::size_t(b)] != pair) continue;
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
