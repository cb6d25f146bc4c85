#pragma once

#include "common/progress.h"
#include "linjat/classification.h"
#include "linjat/generatoroptions.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace tessera::linjat {

struct OptimizerOptions {
    GeneratorOptions generator;
    int iterations = 10000;
    int poolSize = 10;
    // Bounds for the value mutations. A 1 covers only its own cell and gives the player nothing to
    // deduce; the original's output and its published puzzles hold none, so the default lower bound is
    // 2 (1 only when asked for).
    int mutateMinValue = 2;
    int mutateMaxValue = 8;
    // Optimise toward a score band instead of only upward: the distance outside [targetMin, targetMax]
    // ranks first, then the score.
    std::optional<double> targetMin;
    std::optional<double> targetMax;
    // Independent pools per level, each with its own split of the Rng and its share of the
    // iterations; the best result wins, ties to the lower pool. The result depends on the seed and
    // the pool count (before pools and threads were told apart, "threads" meant this).
    int pools = 1;
    // Not the original's: the generator's tie-breaks for a mutant are drawn from its numbers (and the
    // pool's seed) instead of the run's stream, so a mutant's dots and score are a function of its
    // numbers, and a mutant met again (most of them, once a pool settles) is looked up instead of
    // generated and solved again. Other levels than without it, equally verified; saved with the
    // options when on.
    bool dotsFromNumbers = false;
    // Its table of the mutants met: at most this many per pool, emptied when full; 0 makes every
    // mutant again (the same result, slower). A speed knob, not saved. Without dotsFromNumbers it
    // bounds the memo of scoring solves the same way (at most 4,096 slots; 0: none).
    int seenLimit = 1 << 15;
    // Worker threads: a speed knob only, the result does not depend on it, and it is not saved with
    // the options. optimize() runs its pools on min(threads, pools) threads, optimizeEach() all
    // levels' pools on this many.
    int threads = 1;
    // Runs every pool one after another on the calling thread, whatever threads says: the same result,
    // so it is the honest one-core baseline for the parallel speed-up. Not saved with the options.
    bool sequential = false;
    // Start from a level that uses square, dependency or one-of when those rules carry weight (as the
    // original did); give up looking for one after this many random levels.
    int startAttempts = 2000;

    void check() const;
    // As a level's provenance records them: the generator's members, then iterations, pool,
    // mutateMinValue, mutateMaxValue, targetMin, targetMax, pools (camelCase, as every module's).
    OrderedJson toJson() const;
    // Reads what toJson writes; missing members keep their defaults. The old keys are still read:
    // "threads" (what pools was called, so an older level is made again with its pools) and the
    // generator's snake_case ones.
    static OptimizerOptions fromJson(const JsonCursor &cursor);
};

struct PoolEntry {
    Puzzle puzzle;
    Classification classification;
};

// What the studio's optimizer panel draws while a run goes on.
struct OptimizerSnapshot {
    long long iteration = 0;  // done so far, all pools
    long long iterations = 0; // planned
    double bestScore = 0;
    std::vector<double> poolScores; // every pool's scores, best first
    double acceptanceRate = 0;      // mutants taken into a pool / mutants
    std::optional<PoolEntry> best;
};

struct OptimizerResult {
    std::optional<PoolEntry> best; // always a verified level: one solution, solved without leaks
    std::vector<Line> solution;
    std::vector<std::vector<PoolEntry>> pools; // each pool's final members, best first
    long long iterations = 0;                  // mutants made
    long long solved = 0;                      // mutants the layered solver solved (with the options' rules)
    long long checked = 0;     // of those, good enough for a pool: solved again without leaks, counted
    long long kept = 0;        // of those, taken into a pool (every one has exactly one solution)
    long long duplicates = 0;  // mutants identical to a pool member (not solved again)
    long long ambiguous = 0;   // checked mutants the counter did not find unique (expected: 0)
    long long leaky = 0;       // checked mutants that need a uniqueness leak to be solved
    long long outsideTier = 0; // checked mutants the tier's filter refused
    long long scoredAgain = 0; // mutants met before with the same numbers and dots: score looked up
    bool cancelled = false;
    double seconds = 0;                   // wall time of the whole run
    double startSeconds = 0;              // of which finding the starting levels (the slowest pool's)
    std::vector<double> workerCpuSeconds; // each pool's worker, CPU time of its thread (pool order)
};

using SnapshotCallback = std::function<void(const OptimizerSnapshot &)>;

// The pool optimizer: start from a generated level, then each iteration copy a random pool member,
// clear its dots, mutate its numbers (value -1, value +1, or move to a random free cell; one mutation
// plus another with probability 1/3, repeatedly), regenerate dots, solve and score, and keep the mutant
// if it is better than the pool's worst, valid and (when options.generator.tier is set) passes the
// tier's filter on its leak-free classification: before it enters the pool it is solved again with the
// uniqueness leaks off (when the scoring solve used one) and its solutions are counted; only a level
// with exactly one solution is accepted. The pool never holds two identical levels.
// The options.pools pools run on min(options.threads, options.pools) threads; the result is the same
// for any thread count. Snapshots go to onSnapshot (from the calling thread, a few per second, while it
// runs a pool); progress to the sink. On cancel, returns the best level so far within ~100 ms.
OptimizerResult optimize(const OptimizerOptions &options, std::uint64_t seed,
                         const SnapshotCallback &onSnapshot = {}, ProgressSink *progress = nullptr,
                         const CancelToken *cancel = nullptr);

// One level per seed, each exactly the level optimize(options, seed) makes (the same bytes for any
// thread count). The options.threads threads take whole pools of all the levels (each depends only on
// its level's seed) from a queue, so with several levels every core stays busy to the end instead of
// waiting on the others within one level. The results are in seed order; progress reports iterations
// over all levels.
std::vector<OptimizerResult> optimizeEach(const OptimizerOptions &options,
                                          const std::vector<std::uint64_t> &seeds,
                                          ProgressSink *progress = nullptr,
                                          const CancelToken *cancel = nullptr);

// The ranking used by the pool: true when a ranks before b.
bool ranksBefore(const Classification &a, const Classification &b, const OptimizerOptions &options);

} // namespace tessera::linjat
