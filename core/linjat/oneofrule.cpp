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
// both sets would overlap whichever it is, and is removed. Only A's and B's lines make those sets, so a
// pair neither of which changed since the rule last ran has nothing new to give.
void findOneOf(const RuleInput &in, Deductions &out) {
    const Board &board = in.board;
    const SolverState &state = in.state;
    // Per number and direction, the cells X on its row (column) where its lines avoiding X could share
    // more than its own cell: within its reach, and, when it can still lie both ways, only where every
    // line along the row (column) passes, so that the lines avoiding X all lie across.
    //
    // A number whose line is drawn gives nothing: the cells of its line are its own, so no third number
    // reaches them. Only the others are paired.
    const std::uint64_t drawing = state.undrawn;
    std::uint64_t changed = 0;
    for (std::uint64_t numbers = drawing; numbers; numbers &= numbers - 1) {
        const int n = lowestBit(numbers);
        changed |= std::uint64_t(in.changed(n)) << n;
    }
    if (!changed) return;
    int alongLo[2][kMaxNumbers], alongHi[2][kMaxNumbers]; // set below for every number used
    std::uint64_t ready = 0;
    auto prepare = [&](std::uint64_t numbers) {
        for (std::uint64_t unprepared = numbers & ~ready; unprepared; unprepared &= unprepared - 1) {
            const int n = lowestBit(unprepared);
            const NumberGeometry &g = board.num[std::size_t(n)];
            const PlacementMask m = state.place[std::size_t(n)];
            const PlacementMask h = g.horizontalBits(m), v = g.verticalBits(m) << g.value;
            Span row = g.unionColumns(m), col = g.unionRows(m);
            if (h && v) {
                const Span hc = g.intersectionColumns(h), vc = g.intersectionRows(v);
                row = Span{std::max(row.lo, hc.lo), std::min(row.hi, hc.hi)};
                col = Span{std::max(col.lo, vc.lo), std::min(col.hi, vc.hi)};
            }
            alongLo[0][n] = row.lo;
            alongHi[0][n] = row.hi;
            alongLo[1][n] = col.lo;
            alongHi[1][n] = col.hi;
        }
        ready |= numbers;
    };
    auto pairsOnLine = [&](std::uint64_t numbers, bool horizontal) {
        const int *rangeLo = alongLo[horizontal ? 0 : 1], *rangeHi = alongHi[horizontal ? 0 : 1];
        for (std::uint64_t ma = numbers; ma; ma &= ma - 1) {
            const int a = lowestBit(ma);
            const NumberGeometry &ga = board.num[std::size_t(a)];
            for (std::uint64_t mb = ma & (ma - 1); mb; mb &= mb - 1) {
                const int b = lowestBit(mb);
                if (!((changed >> a) & 1) && !((changed >> b) & 1)) continue;
                const int lo = std::max(rangeLo[a], rangeLo[b]);
                const int hi = std::min(rangeHi[a], rangeHi[b]);
                if (lo > hi) continue;
                const NumberGeometry &gb = board.num[std::size_t(b)];
                const PlacementMask pa = state.place[std::size_t(a)], pb = state.place[std::size_t(b)];
                for (int i = lo; i <= hi; ++i) {
                    const int x = horizontal ? ga.row * board.cols + i : i * board.cols + ga.col;
                    if (state.owner[std::size_t(x)] >= 0) continue;
                    const PlacementMask awayA = pa & ~board.cover(a, x);
                    const PlacementMask awayB = pb & ~board.cover(b, x);
                    if (!awayA || !awayB) continue;
                    const Run runA = commonRun(ga, awayA);
                    if (runA.span.size() <= 1) continue;
                    const Run runB = commonRun(gb, awayB);
                    if (runB.span.size() <= 1) continue;
                    const std::uint64_t pairBits = (std::uint64_t(1) << a) | (std::uint64_t(1) << b);
                    std::uint64_t reachA = 0, reachB = 0;
                    for (int k = runA.span.lo; k <= runA.span.hi; ++k)
                        reachA |= state.cand[std::size_t(runCell(board, runA, k))];
                    for (int k = runB.span.lo; k <= runB.span.hi; ++k)
                        reachB |= state.cand[std::size_t(runCell(board, runB, k))];
                    for (std::uint64_t third = reachA & reachB & ~pairBits; third; third &= third - 1) {
                        const int t = lowestBit(third);
                        PlacementMask hitA = 0, hitB = 0;
                        for (int k = runA.span.lo; k <= runA.span.hi; ++k)
                            hitA |= board.cover(t, runCell(board, runA, k));
                        for (int k = runB.span.lo; k <= runB.span.hi; ++k)
                            hitB |= board.cover(t, runCell(board, runB, k));
                        out.prune(t, state.place[std::size_t(t)] & hitA & hitB);
                    }
                }
            }
        }
    };
    for (int r = 0; r < board.rows; ++r) {
        const std::uint64_t m = board.rowNumbers[std::size_t(r)] & drawing;
        if (!(m & (m - 1)) || !(m & changed)) continue;
        prepare(m);
        pairsOnLine(m, true);
    }
    for (int c = 0; c < board.cols; ++c) {
        const std::uint64_t m = board.colNumbers[std::size_t(c)] & drawing;
        if (!(m & (m - 1)) || !(m & changed)) continue;
        prepare(m);
        pairsOnLine(m, false);
    }
}

} // namespace tessera::linjat
