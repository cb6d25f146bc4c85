#include "linjat/optimizer.h"

#include "common/bench.h"
#include "common/rng.h"
#include "linjat/generator.h"
#include "linjat/layeredsolver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <mutex>
#include <new>
#include <thread>
#include <type_traits>
#include <unordered_map>

namespace tessera::linjat {

void OptimizerOptions::check() const {
    generator.check();
    if (iterations < 0) throw Error("expected a non-negative count", "iterations");
    if (poolSize < 1 || poolSize > 1000) throw Error("expected 1 to 1000", "pool");
    if (pools < 1 || pools > 256) throw Error("expected 1 to 256", "pools");
    if (threads < 1 || threads > 256) throw Error("expected 1 to 256", "threads");
    if (seenLimit < 0) throw Error("expected a non-negative count", "seen-limit");
    if (mutateMinValue < kMinValue || mutateMaxValue > kMaxValue || mutateMinValue > mutateMaxValue)
        throw Error("value bounds must satisfy 1 <= min <= max <= 9", "mutate-values");
    if (targetMin && targetMax && *targetMin > *targetMax)
        throw Error("target-min is above target-max", "target");
}

OrderedJson OptimizerOptions::toJson() const {
    OrderedJson j = generator.toJson();
    j["iterations"] = iterations;
    j["pool"] = poolSize;
    j["mutateMinValue"] = mutateMinValue;
    j["mutateMaxValue"] = mutateMaxValue;
    if (targetMin) j["targetMin"] = *targetMin;
    if (targetMax) j["targetMax"] = *targetMax;
    j["pools"] = pools;
    if (dotsFromNumbers) j["dotsFromNumbers"] = true; // absent when off: older levels read the same
    return j;
}

OptimizerOptions OptimizerOptions::fromJson(const JsonCursor &cursor) {
    OptimizerOptions o;
    o.generator = GeneratorOptions::fromJson(cursor);
    o.iterations = int(cursor.integerOr("iterations", 0, 2000000000, o.iterations));
    o.poolSize = int(cursor.integerOr("pool", 1, 1000, o.poolSize));
    o.mutateMinValue = int(cursor.integerOr("mutateMinValue", kMinValue, kMaxValue, o.mutateMinValue));
    o.mutateMaxValue = int(cursor.integerOr("mutateMaxValue", kMinValue, kMaxValue, o.mutateMaxValue));
    if (cursor.has("targetMin")) o.targetMin = cursor["targetMin"].number();
    if (cursor.has("targetMax")) o.targetMax = cursor["targetMax"].number();
    o.pools = int(cursor.integerOr(renamedKey(cursor, "pools", "threads"), 1, 256, o.pools));
    o.dotsFromNumbers = cursor.booleanOr("dotsFromNumbers", false);
    return o;
}

namespace {

double bandDistance(double score, const OptimizerOptions &o) {
    if (o.targetMin && score < *o.targetMin) return *o.targetMin - score;
    if (o.targetMax && score > *o.targetMax) return score - *o.targetMax;
    return 0;
}

} // namespace

bool ranksBefore(const Classification &a, const Classification &b, const OptimizerOptions &options) {
    const double da = bandDistance(a.score, options), db = bandDistance(b.score, options);
    if (da != db) return da < db;
    return a.score > b.score;
}

namespace {

struct Member {
    PoolEntry entry;
    std::uint64_t hash = 0;
};

// What a worker shares with the thread that reports snapshots.
struct Shared {
    std::mutex mutex;
    std::vector<double> poolScores;
    std::optional<PoolEntry> best;
    std::atomic<long long> iterations{0};
    std::atomic<long long> kept{0};
    std::atomic<long long> bestChanges{0}; // publishes whose best differed from the one before
};

struct WorkerResult {
    std::vector<Member> pool;
    long long iterations = 0, solved = 0, checked = 0, kept = 0, duplicates = 0, ambiguous = 0, leaky = 0,
              outsideTier = 0, scoredAgain = 0;
    bool cancelled = false;
    double startSeconds = 0;
    double cpuSeconds = 0;
};

class Worker {
public:
    Worker(const OptimizerOptions &options, Rng rng, long long iterations, Shared &shared)
        : mOptions(options)
        , mRng(rng)
        , mIterations(iterations)
        , mShared(shared)
        , mGenerator(options.generator)
        , mTieSeed(Rng(rng).next() ^ 0x7469652d62726b73) {} // a copy: the run's stream is untouched

    // The calling thread's worker reports; the others only publish.
    void run(const CancelToken *cancel, const std::function<void()> &tick) {
        const double t0 = nowSeconds(), cpu0 = threadCpuSeconds();
        runPool(cancel, tick, t0);
        mResult.cpuSeconds = threadCpuSeconds() - cpu0;
    }

    WorkerResult &result() { return mResult; }

private:
    void runPool(const CancelToken *cancel, const std::function<void()> &tick, double t0) {
        const SolverOptions &so = mOptions.generator.solver;
        const bool advancedWeighted =
            (so.uses(Rule::Square) && so.weight[std::size_t(Rule::Square)] > 0) ||
            (so.uses(Rule::Dependency) && so.weight[std::size_t(Rule::Dependency)] > 0) ||
            (so.uses(Rule::OneOf) && so.weight[std::size_t(Rule::OneOf)] > 0);
        auto start = mGenerator.generate(mRng, advancedWeighted, mOptions.startAttempts, cancel);
        mResult.startSeconds = nowSeconds() - t0;
        if (!start) {
            mResult.cancelled = cancel && cancel->cancelled();
            return;
        }
        insert(Member{PoolEntry{start->puzzle, start->verdict.classification}, start->puzzle.hash()});
        publish();
        for (long long i = 0; i < mIterations; ++i) {
            if (cancel && cancel->cancelled()) {
                mResult.cancelled = true;
                break;
            }
            iterate();
            mShared.iterations.fetch_add(1, std::memory_order_relaxed);
            if ((i & 255) == 255) publish();
            if (tick && (i & 63) == 0) tick();
        }
        publish();
    }

    void mutate(Puzzle &p) {
        do {
            const int i = int(mRng.below(std::uint64_t(p.numberCount())));
            const int value = p.number(i).value;
            switch (mRng.below(3)) {
            case 0:
                if (value > mOptions.mutateMinValue) p.setValue(i, value - 1);
                break;
            case 1:
                if (value < mOptions.mutateMaxValue) p.setValue(i, value + 1);
                break;
            default:
                for (;;) {
                    const int cell = int(mRng.below(std::uint64_t(p.cellCount())));
                    const int r = cell / p.cols(), c = cell % p.cols();
                    if (p.numberAt(r, c) >= 0) continue;
                    p.moveNumber(i, r, c);
                    break;
                }
            }
        } while (mRng.below(3) == 0);
    }

    // The mutant's dots and its scoring solve (leaks as the options say).
    Classification score() {
        LayeredSolver &solver = mGenerator.verificationSolver();
        solver.reset(mGenerator.leakFreeSolver().board(), mGenerator.startState());
        return solver.run();
    }

    // The scoring solve is a function of the mutant (numbers and dots), and a pool meets the same
    // mutant again: over a quarter of all mutants on 9x6, under 1% on 13x9. So the last ones are kept
    // in a direct-mapped memo (OptimizerOptions::seenLimit bounds it; any slot policy gives the same
    // result).
    Classification scoreOnce(const Puzzle &p, std::uint64_t hash) {
        if (mOptions.seenLimit <= 0 || hash == 0) return score(); // a hash of 0 marks an empty slot
        if (mScoredHash.empty()) {
            std::size_t slots = 1;
            while (slots * 2 <= std::size_t(std::min(mOptions.seenLimit, kScoredSlots))) slots *= 2;
            mScoredHash.assign(slots, 0);
            // Left unwritten until used: zeroing 1.7 MB per pool was most of the memo's last-level
            // cache misses on 11x8.
            mScoredData.reset(new std::byte[slots * sizeof(Scored)]);
        }
        const std::size_t slot = std::size_t(hash) & (mScoredHash.size() - 1);
        std::byte *at = mScoredData.get() + slot * sizeof(Scored);
        if (mScoredHash[slot] == hash) {
            const Scored &known = *std::launder(reinterpret_cast<const Scored *>(at));
            if (known.puzzle == p) {
                ++mResult.scoredAgain;
                return known.score;
            }
        }
        const Classification c = score();
        new (at) Scored{p, c}; // trivially destructible: it simply replaces the slot's entry
        mScoredHash[slot] = hash;
        return c;
    }

    // OptimizerOptions::dotsFromNumbers: the dots and score of a mutant (numbers only, no dots) as
    // generated from its numbers, the first time or from the table; false when no dots make it.
    bool fromNumbers(Puzzle &p, Classification &c, std::uint64_t &hash) {
        const std::uint64_t key = p.hash();
        const bool table = mOptions.seenLimit > 0;
        if (auto seen = table ? mSeen.find(key) : mSeen.end(); seen != mSeen.end()) {
            if (seen->second.puzzle.sameNumbers(p)) { // else another mutant with the same hash: made again
                if (!seen->second.generated) return false;
                p = seen->second.puzzle;
                c = seen->second.score;
                hash = seen->second.hash;
                return true;
            }
        }
        Rng ties(mTieSeed ^ key);
        const bool generated = mGenerator.addDots(p, ties);
        if (generated) {
            c = score();
            hash = p.hash();
        }
        if (!table) return generated;
        // A bounded table; emptied when full, so the run stays the same whatever came before.
        if (mSeen.size() >= std::size_t(mOptions.seenLimit)) mSeen.clear();
        mSeen[key] = Seen{p, c, hash, generated};
        return generated;
    }

    void iterate() {
        ++mResult.iterations;
        Puzzle p = mResult.pool[std::size_t(mRng.below(mResult.pool.size()))].entry.puzzle;
        p.clearDots();
        mutate(p);
        std::optional<Classification> scored;
        std::uint64_t h = 0;
        if (mOptions.dotsFromNumbers) {
            Classification known;
            if (!fromNumbers(p, known, h)) return;
            scored = known;
        } else if (mGenerator.addDots(p, mRng)) {
            h = p.hash();
        } else {
            return;
        }
        for (const Member &m : mResult.pool)
            if (m.hash == h && m.entry.puzzle == p) {
                ++mResult.duplicates;
                return;
            }
        const Classification c = scored ? *scored : scoreOnce(p, h);
        if (!c.solved() && !c.leaked()) return;
        ++mResult.solved;
        const auto &pool = mResult.pool;
        if (int(pool.size()) >= mOptions.poolSize &&
            !ranksBefore(c, pool.back().entry.classification, mOptions))
            return;
        // A candidate for the pool: it must be valid before it is accepted.
        ++mResult.checked;
        const std::optional<Tier> tier = mOptions.generator.tier;
        if (c.leaked()) {
            LayeredSolver &leakFree = mGenerator.leakFreeSolver();
            leakFree.reset(p);
            const Classification lf = leakFree.run();
            if (!lf.solved()) {
                ++mResult.leaky;
                return;
            }
            if (tier && !passesTier(*tier, lf)) {
                ++mResult.outsideTier;
                return;
            }
        } else if (tier && !passesTier(*tier, c)) {
            ++mResult.outsideTier;
            return;
        }
        if (mGenerator.counter().count(p, 2) != 1) {
            ++mResult.ambiguous;
            return;
        }
        insert(Member{PoolEntry{p, c}, h});
        ++mResult.kept;
        mShared.kept.fetch_add(1, std::memory_order_relaxed);
    }

    void insert(Member m) {
        auto &pool = mResult.pool;
        if (int(pool.size()) >= mOptions.poolSize) {
            if (!ranksBefore(m.entry.classification, pool.back().entry.classification, mOptions)) return;
            pool.pop_back();
        }
        // Stable: a newcomer goes after members it ties with.
        auto at = std::upper_bound(pool.begin(), pool.end(), m, [&](const Member &a, const Member &b) {
            return ranksBefore(a.entry.classification, b.entry.classification, mOptions);
        });
        pool.insert(at, std::move(m));
    }

    void publish() {
        std::lock_guard<std::mutex> lock(mShared.mutex);
        mShared.poolScores.clear();
        for (const Member &m : mResult.pool) mShared.poolScores.push_back(m.entry.classification.score);
        if (mResult.pool.empty()) return;
        const PoolEntry &best = mResult.pool.front().entry;
        if (!mShared.best || mShared.best->classification.score != best.classification.score)
            mShared.bestChanges.fetch_add(1, std::memory_order_relaxed);
        mShared.best = best;
    }

    const OptimizerOptions &mOptions;
    Rng mRng;
    long long mIterations;
    Shared &mShared;
    Generator mGenerator;
    WorkerResult mResult;
    // OptimizerOptions::dotsFromNumbers: the seed of every mutant's tie-breaks, and the mutants met.
    struct Seen {
        Puzzle puzzle; // with its dots
        Classification score;
        std::uint64_t hash = 0; // the puzzle's, dots included
        bool generated = false;
    };
    std::uint64_t mTieSeed;
    std::unordered_map<std::uint64_t, Seen> mSeen;
    // The scoring solves kept by scoreOnce (made on first use).
    struct Scored {
        Puzzle puzzle;
        Classification score;
    };
    static_assert(std::is_trivially_copyable_v<Scored> && std::is_trivially_destructible_v<Scored>);
    static constexpr int kScoredSlots = 4096;
    std::vector<std::uint64_t> mScoredHash;   // per slot: the puzzle's hash (dots included), 0 = empty
    std::unique_ptr<std::byte[]> mScoredData; // per slot: a Scored, once its hash is set
};

// One level's result from its pools' (pool order); oneAfterAnother when they ran on one thread.
OptimizerResult collect(const OptimizerOptions &options, std::vector<WorkerResult> &workers,
                        bool oneAfterAnother) {
    OptimizerResult result;
    for (WorkerResult &w : workers) {
        result.iterations += w.iterations;
        result.solved += w.solved;
        result.checked += w.checked;
        result.kept += w.kept;
        result.leaky += w.leaky;
        result.outsideTier += w.outsideTier;
        result.duplicates += w.duplicates;
        result.ambiguous += w.ambiguous;
        result.scoredAgain += w.scoredAgain;
        result.cancelled = result.cancelled || w.cancelled;
        // The starting levels are made side by side, or one after another on one thread.
        result.startSeconds = oneAfterAnother ? result.startSeconds + w.startSeconds
                                              : std::max(result.startSeconds, w.startSeconds);
        result.workerCpuSeconds.push_back(w.cpuSeconds);
        result.pools.emplace_back();
        for (const Member &m : w.pool) result.pools.back().push_back(m.entry);
        if (!w.pool.empty() && (!result.best || ranksBefore(w.pool.front().entry.classification,
                                                            result.best->classification, options)))
            result.best = w.pool.front().entry;
    }
    if (result.best) {
        LayeredSolver solver(options.generator.solver.withoutLeaks());
        solver.reset(result.best->puzzle);
        solver.run();
        result.solution = solver.solution();
    }
    return result;
}

// A level's iterations split over its pools: the first ones take the remainder.
long long workerShare(const OptimizerOptions &options, int pool) {
    return options.iterations / options.pools + (pool < options.iterations % options.pools ? 1 : 0);
}

// The threads a run uses: no more than it has pools to run, one when sequential.
int runningThreads(const OptimizerOptions &options, std::size_t tasks) {
    if (options.sequential) return 1;
    return int(std::max<std::size_t>(1, std::min(std::size_t(options.threads), tasks)));
}

// Runs tasks 0..count-1 from a queue on that many threads; the calling thread is one of them and the
// only one told to report. A task's result must not depend on which thread runs it or when.
void runQueue(int threads, std::size_t count, const std::function<void(std::size_t, bool)> &task) {
    std::atomic<std::size_t> next{0};
    auto take = [&](bool reporting) {
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < count;) task(i, reporting);
    };
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t) others.emplace_back([&] { take(false); });
    take(true);
    for (auto &th : others) th.join();
}

} // namespace

OptimizerResult optimize(const OptimizerOptions &options, std::uint64_t seed,
                         const SnapshotCallback &onSnapshot, ProgressSink *progress,
                         const CancelToken *cancel) {
    options.check();
    const double t0 = nowSeconds();
    Rng master(seed);
    const int pools = options.pools;
    std::vector<std::unique_ptr<Shared>> shared;
    std::vector<std::unique_ptr<Worker>> workers;
    for (int t = 0; t < pools; ++t) {
        shared.push_back(std::make_unique<Shared>());
        workers.push_back(
            std::make_unique<Worker>(options, master.split(), workerShare(options, t), *shared.back()));
    }

    ProgressReporter reporter(progress, cancel);
    // Snapshots go out five times a second, and sooner (10 ms apart at least) when a pool's best
    // score changed, the first at once: a run of a tenth of a second (10,000 easy iterations)
    // still draws its curve.
    auto lastSnapshot = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    long long reportedChanges = -1;
    auto snapshot = [&](bool force) {
        const auto now = std::chrono::steady_clock::now();
        long long changes = 0;
        for (const auto &sh : shared) changes += sh->bestChanges.load(std::memory_order_relaxed);
        const auto since = now - lastSnapshot;
        if (!force && since < std::chrono::milliseconds(200) &&
            (changes == reportedChanges || since < std::chrono::milliseconds(10)))
            return;
        lastSnapshot = now;
        reportedChanges = changes;
        OptimizerSnapshot s;
        s.iterations = options.iterations;
        long long kept = 0;
        for (int t = 0; t < pools; ++t) {
            Shared &sh = *shared[std::size_t(t)];
            s.iteration += sh.iterations.load(std::memory_order_relaxed);
            kept += sh.kept.load(std::memory_order_relaxed);
            std::lock_guard<std::mutex> lock(sh.mutex);
            s.poolScores.insert(s.poolScores.end(), sh.poolScores.begin(), sh.poolScores.end());
            if (sh.best && (!s.best || ranksBefore(sh.best->classification, s.best->classification, options)))
                s.best = sh.best;
        }
        std::sort(s.poolScores.begin(), s.poolScores.end(), std::greater<>());
        s.bestScore = s.best ? s.best->classification.score : 0;
        s.acceptanceRate = s.iteration ? double(kept) / double(s.iteration) : 0;
        if (onSnapshot) onSnapshot(s);
        reporter.report(options.iterations ? double(s.iteration) / double(options.iterations) : 1.0,
                        "iteration " + std::to_string(s.iteration) + ", best score " +
                            std::to_string(s.bestScore));
    };
    const bool reporting = bool(onSnapshot) || progress;
    const std::function<void()> tick =
        reporting ? std::function<void()>([&] { snapshot(false); }) : std::function<void()>();

    const int running = runningThreads(options, workers.size());
    runQueue(running, workers.size(), [&](std::size_t t, bool reporting) {
        workers[t]->run(cancel, reporting ? tick : std::function<void()>());
    });
    if (reporting) snapshot(true);

    std::vector<WorkerResult> results;
    for (auto &w : workers) results.push_back(std::move(w->result()));
    OptimizerResult result = collect(options, results, running == 1);
    result.seconds = nowSeconds() - t0;
    return result;
}

std::vector<OptimizerResult> optimizeEach(const OptimizerOptions &options,
                                          const std::vector<std::uint64_t> &seeds, ProgressSink *progress,
                                          const CancelToken *cancel) {
    options.check();
    const int pools = options.pools;
    // Each level's pools get the streams optimize() gives them: its seed's splits in pool order.
    struct Task {
        std::size_t level;
        Rng rng;
        long long iterations;
        double start = 0, end = 0;
    };
    std::vector<Task> tasks;
    std::vector<std::unique_ptr<Shared>> shared;
    for (std::size_t l = 0; l < seeds.size(); ++l) {
        Rng master(seeds[l]);
        shared.push_back(std::make_unique<Shared>());
        for (int t = 0; t < pools; ++t) tasks.push_back(Task{l, master.split(), workerShare(options, t)});
    }
    std::vector<WorkerResult> done(tasks.size());

    ProgressReporter reporter(progress, cancel);
    const double planned = double(options.iterations) * double(seeds.size());
    auto lastTick = std::chrono::steady_clock::now();
    const std::function<void()> tick = progress ? std::function<void()>([&] {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastTick < std::chrono::milliseconds(200)) return;
        lastTick = now;
        long long sum = 0;
        for (const auto &sh : shared) sum += sh->iterations.load(std::memory_order_relaxed);
        reporter.report(planned > 0 ? double(sum) / planned : 1.0,
                        "iteration " + std::to_string(sum) + " of " + std::to_string((long long)planned));
    })
                                                : std::function<void()>();
    const int running = runningThreads(options, tasks.size());
    runQueue(running, tasks.size(), [&](std::size_t i, bool reporting) {
        Task &task = tasks[i];
        task.start = nowSeconds();
        auto worker = std::make_unique<Worker>(options, task.rng, task.iterations, *shared[task.level]);
        worker->run(cancel, reporting ? tick : std::function<void()>());
        done[i] = std::move(worker->result());
        task.end = nowSeconds();
    });

    std::vector<OptimizerResult> results;
    for (std::size_t l = 0; l < seeds.size(); ++l) {
        std::vector<WorkerResult> own(std::make_move_iterator(done.begin() + std::ptrdiff_t(l) * pools),
                                      std::make_move_iterator(done.begin() + std::ptrdiff_t(l + 1) * pools));
        results.push_back(collect(options, own, running == 1));
        // The level's wall time: from its first worker's start to its last one's end.
        double first = 0, last = 0;
        for (int t = 0; t < pools; ++t) {
            const Task &task = tasks[l * std::size_t(pools) + std::size_t(t)];
            first = t == 0 ? task.start : std::min(first, task.start);
            last = std::max(last, task.end);
        }
        results.back().seconds = last - first;
    }
    return results;
}

} // namespace tessera::linjat
