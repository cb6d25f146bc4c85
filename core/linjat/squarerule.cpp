#include "linjat/rules.h"

namespace tessera::linjat {

// Square: two open dots that only P and Q can reach. When Q has no line through both, Q covers at most
// one of them, so P covers at least one: P's placements through neither are removed (and the same with
// P and Q swapped). The original asked instead whether P could cover both, which lets a Q long enough
// for both dots produce a wrong deduction.
void findSquare(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    auto examine = [&](int a, int b, std::uint64_t pair) {
        const int p = lowestBit(pair), q = highestBit(pair);
        const PlacementMask pa = board.cover(p, a), pb = board.cover(p, b);
        const PlacementMask qa = board.cover(q, a), qb = board.cover(q, b);
        const PlacementMask placeP = state.place[std::size_t(p)], placeQ = state.place[std::size_t(q)];
        if (!(placeQ & qa & qb)) out.prune(p, placeP & ~(pa | pb));
        if (!(placeP & pa & pb)) out.prune(q, placeQ & ~(qa | qb));
    };
    if (in.newDotsFrom >= 0) {
        // Only dots were added since an empty result: only pairs with a new dot can give anything. A
        // partner of new dot b has b's two candidates, so it lies in the reach of either: a few bits of
        // the open-dot masks on P's row and column. (A pair of two new dots is examined twice: the
        // deductions are a union.)
        for (int d = in.newDotsFrom; d < board.dotCount; ++d) {
            const int b = board.dotList[std::size_t(d)];
            const std::uint64_t pair = state.cand[std::size_t(b)];
            if (state.owner[std::size_t(b)] >= 0 || bitCount(pair) != 2) continue;
            const int p = lowestBit(pair);
            const NumberGeometry &g = board.num[std::size_t(p)];
            for (std::uint64_t m = state.openDotRows[std::size_t(g.row)] & state.reachRow[std::size_t(p)]; m;
                 m &= m - 1) {
                const int a = g.row * board.cols + lowestBit(m);
                if (a != b && state.cand[std::size_t(a)] == pair) examine(a, b, pair);
            }
            for (std::uint64_t m = state.openDotCols[std::size_t(g.col)] & state.reachCol[std::size_t(p)]; m;
                 m &= m - 1) {
                const int a = lowestBit(m) * board.cols + g.col;
                if (a != b && state.cand[std::size_t(a)] == pair) examine(a, b, pair);
            }
        }
        return;
    }
    std::array<std::int16_t, kMaxCells> cells;
    int k = 0;
    // The open dots two or more numbers reach are bits of the state's masks (covered ones are not
    // listed at all); appended without a branch, as which have exactly two is hard to predict. The
    // order does not matter: the deductions are a union.
    for (int r = 0; r < board.rows; ++r)
        for (std::uint64_t m = state.openDotRows[std::size_t(r)] & state.sharedRows[std::size_t(r)]; m;
             m &= m - 1) {
            const int cell = r * board.cols + lowestBit(m);
            cells[std::size_t(k)] = std::int16_t(cell);
            k += int(bitCount(state.cand[std::size_t(cell)]) == 2);
        }
    for (int j = 1; j < k; ++j) {
        const int b = cells[std::size_t(j)];
        const std::uint64_t pair = state.cand[std::size_t(b)];
        for (int i = 0; i < j; ++i) {
            const int a = cells[std::size_t(i)];
            if (state.cand[std::size_t(a)] == pair) examine(a, b, pair);
        }
    }
}

} // namespace tessera::linjat
