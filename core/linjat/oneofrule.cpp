#include "linjat/rules.h"

namespace tessera::linjat {

namespace {

// The cells (other than the number's own) that every placement in m covers, as a run along the row or
// the column; empty when the placements disagree on the orientation.
struct Run {
    bool horizontal = true;
    int line = 0; // row (horizontal) or column
    Span span;
};

Run commonRun(const NumberGeometry &g, PlacementMask m) {
    const PlacementMask h = g.horizontalBits(m), v = g.verticalBits(m);
    if (h && v) return {};
    if (h) return {true, g.row, g.intersectionColumns(m)};
    return {false, g.col, g.intersectionRows(m)};
}

int runCell(const Board &board, const Run &run, int i) {
    return run.horizontal ? run.line * board.cols + i : i * board.cols + run.line;
}

} // namespace

// One-of: two numbers A and B on one row or column can both reach an open cell X, but only one of
// them can cover it. So A avoids X or B does, and then the cells common to A's lines avoiding X (or to
// B's) are covered. One of the two cell sets is certainly covered: a third number's placement that hits
// both sets would overlap whichever it is, and is removed.
void findOneOf(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    for (int x = 0; x < board.cells; ++x) {
        if (state.owner[std::size_t(x)] >= 0) continue;
        const std::uint64_t cands = state.cand[std::size_t(x)];
        if (!(cands & (cands - 1))) continue;
        const int r = board.rowOf[std::size_t(x)], c = board.colOf[std::size_t(x)];
        for (const std::uint64_t line :
             {cands & board.rowNumbers[std::size_t(r)], cands & board.colNumbers[std::size_t(c)]}) {
            if (!(line & (line - 1))) continue;
            for (std::uint64_t ma = line; ma; ma &= ma - 1) {
                const int a = lowestBit(ma);
                const NumberGeometry &ga = board.num[std::size_t(a)];
                const PlacementMask awayA = state.place[std::size_t(a)] & ~board.cover(a, x);
                if (!awayA) continue;
                const Run runA = commonRun(ga, awayA);
                if (runA.span.size() <= 1) continue;
                for (std::uint64_t mb = ma & (ma - 1); mb; mb &= mb - 1) {
                    const int b = lowestBit(mb);
                    const NumberGeometry &gb = board.num[std::size_t(b)];
                    const PlacementMask awayB = state.place[std::size_t(b)] & ~board.cover(b, x);
                    if (!awayB) continue;
                    const Run runB = commonRun(gb, awayB);
                    if (runB.span.size() <= 1) continue;
                    const std::uint64_t pairBits = (std::uint64_t(1) << a) | (std::uint64_t(1) << b);
                    std::uint64_t reachA = 0, reachB = 0;
                    for (int i = runA.span.lo; i <= runA.span.hi; ++i)
                        reachA |= state.cand[std::size_t(runCell(board, runA, i))];
                    for (int i = runB.span.lo; i <= runB.span.hi; ++i)
                        reachB |= state.cand[std::size_t(runCell(board, runB, i))];
                    for (std::uint64_t third = reachA & reachB & ~pairBits; third; third &= third - 1) {
                        const int t = lowestBit(third);
                        PlacementMask hitA = 0, hitB = 0;
                        for (int i = runA.span.lo; i <= runA.span.hi; ++i)
                            hitA |= board.cover(t, runCell(board, runA, i));
                        for (int i = runB.span.lo; i <= runB.span.hi; ++i)
                            hitB |= board.cover(t, runCell(board, runB, i));
                        out.prune(t, state.place[std::size_t(t)] & hitA & hitB);
                    }
                }
            }
        }
    }
}

} // namespace tessera::linjat
