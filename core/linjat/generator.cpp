#include "linjat/generator.h"

#include "common/scalarloop.h"
#include "linjat/rules.h"

#include <algorithm>

namespace tessera::linjat {

Generator::Generator(const GeneratorOptions &options)
    : mOptions(options)
    , mSolver(options.solver.withoutLeaks())
    , mVerifier(options.solver) {}

Puzzle Generator::randomNumbers(Rng &rng) const {
    Puzzle p(mOptions.rows, mOptions.cols);
    while (p.numberCount() < mOptions.numbers) {
        const int cell = int(rng.below(std::uint64_t(p.cellCount())));
        const int r = cell / p.cols(), c = cell % p.cols();
        if (p.numberAt(r, c) >= 0) continue;
        p.addNumber(r, c, rng.range(mOptions.minValue, mOptions.maxValue));
    }
    return p;
}

bool Generator::addBestDot(std::uint64_t numbers, Rng &rng) {
    const Board &b = mSolver.board();
    const SolverState &s = mSolver.state();
    // Cells in order of falling start reach. A cell scores its start reach plus its reach now, which is
    // at most its start reach, so the scan stops once twice the start reach cannot tie the best.
    int best = -1, ties = 0;
    if (singleBit(numbers)) {
        // One number's reach: its row and column spans.
        const int n = lowestBit(numbers);
        const NumberGeometry &g = b.num[std::size_t(n)];
        auto consider = [&](int cell) {
            const std::uint64_t cand = s.cand[std::size_t(cell)];
            if (!(cand & numbers) || s.owner[std::size_t(cell)] >= 0 || b.dot[std::size_t(cell)]) return;
            const int score = mStartReach[std::size_t(cell)] + bitCount(cand);
            if (score < best) return;
            if (score > best) {
                best = score;
                ties = 0;
            }
            mTies[std::size_t(ties++)] = std::int16_t(cell);
        };
        for (std::uint64_t m = s.reachRow[std::size_t(n)]; m; m &= m - 1)
            consider(g.row * b.cols + lowestBit(m));
        for (std::uint64_t m = s.reachCol[std::size_t(n)]; m; m &= m - 1)
            consider(lowestBit(m) * b.cols + g.col);
        return pickTie(best, ties, rng);
    }
    // A cell that nobody can reach, is drawn, or holds a dot stays so until the next addDots: it leaves
    // the list, so later scans skip it without looking. Whether a cell is gone, and how it scores, is
    // hard to predict, so the loop body has no branch on it.
    int prev = kOrderHead;
    for (int i = mOrderNext[kOrderHead]; i < mOrderCount; i = mOrderNext[std::size_t(i)]) {
        const int cell = mOrder[std::size_t(i)];
        const int start = mStartReach[std::size_t(cell)];
        if (2 * start < best) break;
        const std::uint64_t cand = s.cand[std::size_t(cell)];
        // Branch-free on purpose (ints, so no compiler reads it as a mistyped ||).
        const bool gone =
            (int(cand == 0) | int(s.owner[std::size_t(cell)] >= 0) | int(b.dot[std::size_t(cell)] != 0)) != 0;
        const int next = mOrderNext[std::size_t(i)];
        mOrderNext[std::size_t(prev)] = std::int16_t(gone ? next : i);
        prev = gone ? prev : i;
        // Below any best (best starts at -1).
        const int score = (gone | ((cand & numbers) == 0)) ? -2 : start + bitCount(cand);
        const bool better = score > best;
        ties = better ? 0 : ties;
        best = better ? score : best;
        mTies[std::size_t(ties)] = std::int16_t(cell);
        ties += score == best;
    }
    return pickTie(best, ties, rng);
}

bool Generator::pickTie(int best, int ties, Rng &rng) {
    if (best < 0) return false;
    const int pick = ties == 1 ? 0 : int(rng.below(std::uint64_t(ties)));
    mSolver.addDot(mTies[std::size_t(pick)]);
    return true;
}

bool Generator::addDots(Puzzle &puzzle, Rng &rng) {
    puzzle.clearDots();
    mSolver.reset(puzzle);
    mLayers = 0;
    mLeakCheckedAt = 0;
    const Board &b = mSolver.board();
    const SolverState &s = mSolver.state();
    mStart.copyFrom(s, b);
    // Open cells by falling start reach: a counting sort without branches. A number's cell counts as
    // reach 0 (it never takes a dot); those cells sort after the list's end. A reach is at most the
    // number count.
    std::array<int, kMaxNumbers + 1> bucket;
    std::fill_n(bucket.begin(), b.count + 1, 0);
    TESSERA_SCALAR_LOOP
    for (int cell = 0; cell < b.cells; ++cell) {
        const int reach = bitCount(s.cand[std::size_t(cell)]) & -int(b.numberAt[std::size_t(cell)] < 0);
        mStartReach[std::size_t(cell)] = std::uint8_t(reach);
        ++bucket[std::size_t(reach)];
    }
    int at = 0;
    for (int reach = b.count; reach > 0; --reach) {
        const int n = bucket[std::size_t(reach)];
        bucket[std::size_t(reach)] = at;
        at += n;
    }
    mOrderCount = at;
    bucket[0] = at;
    TESSERA_SCALAR_LOOP
    for (int cell = 0; cell < b.cells; ++cell)
        mOrder[std::size_t(bucket[mStartReach[std::size_t(cell)]]++)] = std::int16_t(cell);
    mOrderNext[kOrderHead] = 0;
    for (int i = 0; i < mOrderCount; ++i) mOrderNext[std::size_t(i)] = std::int16_t(i + 1);
    std::uint64_t leaking = 0; // numbers showing the uncontested-no-cover pattern at the last look
    for (;;) {
        if (mSolver.contradiction()) return false;
        if (mSolver.complete()) break;
        // Prevent the uncontested-no-cover leak: one dot in reach of each number that shows it (each
        // dot can change the pattern for the next number, so they are checked one at a time).
        std::uint64_t skip = 0;
        // Dots only take the pattern away, so an unchanged state needs no second look.
        for (; s.version + 1 != mLeakCheckedAt;) {
            // Only numbers the last changes concern can have started or stopped showing the pattern.
            const std::uint64_t look = mSolver.takeTouched();
            mLeak.clear();
            findUncontestedNoCoverAmong(RuleInput{b, s}, look, mLeak);
            leaking = (leaking & ~look) | mLeak.pruned;
            const std::uint64_t open = leaking & ~skip;
            if (!open) {
                mLeakCheckedAt = s.version + 1;
                break;
            }
            const std::uint64_t first = open & (~open + 1);
            if (!addBestDot(first, rng)) skip |= first;
        }
        const LayerResult layer = mSolver.step();
        if (layer.progress) {
            ++mLayers;
            continue;
        }
        if (!addBestDot(~std::uint64_t(0), rng)) return false;
    }
    for (int r = 0; r < b.rows; ++r) puzzle.setDotRow(r, std::uint32_t(b.dotRows[std::size_t(r)]));
    return true;
}

std::optional<Generator::Result> Generator::generate(Rng &rng, bool requireAdvanced, int maxAttempts,
                                                     const CancelToken *cancel) {
    std::optional<Result> fallback;
    for (int attempt = 1;; ++attempt) {
        if (cancel && cancel->cancelled()) return fallback;
        if (attempt > maxAttempts && fallback) return fallback;
        if (attempt > 100 * maxAttempts) return fallback;
        Puzzle p = randomNumbers(rng);
        if (!addDots(p, rng)) continue;
        const Verdict v = verify(p, mOptions.solver, mVerifier, mCounter);
        if (!v.valid()) continue;
        // A tier's filter is strict: a level outside it is no fallback either.
        if (mOptions.tier && !passesTier(*mOptions.tier, v.leakFree)) continue;
        if (!requireAdvanced || v.classification.usesAdvancedRules()) return Result{p, v, attempt};
        if (!fallback) fallback = Result{p, v, attempt};
    }
}

} // namespace tessera::linjat
