// The generator and the pool optimizer: validity of everything they return, determinism, the pool's
// uniqueness, the target band, snapshots, progress and cancel.
#include "common/rng.h"
#include "linjat/generator.h"
#include "linjat/layeredsolver.h"
#include "linjat/levelio.h"
#include "linjat/optimizer.h"
#include "linjat/presets.h"
#include "linjat/solutioncounter.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::linjat;

namespace {

// Exactly one solution, solved by the layered solver with the leaks off.
void requireValid(const Puzzle &p) {
    SolutionCounter counter;
    QCOMPARE(counter.count(p, 2), 1);
    QVERIFY(classify(p, SolverOptions().withoutLeaks()).solved());
}

OptimizerOptions small(int iterations, int pools = 1, int threads = 1) {
    OptimizerOptions o;
    applyPreset(*findPreset("easy"), o.generator);
    o.iterations = iterations;
    o.pools = pools;
    o.threads = threads;
    return o;
}

// The same level, counts and final pools, member for member.
void requireSameResult(const OptimizerResult &a, const OptimizerResult &b) {
    QVERIFY(a.best && b.best);
    QVERIFY(a.best->puzzle == b.best->puzzle);
    QVERIFY(a.best->classification == b.best->classification);
    QVERIFY(a.solution == b.solution);
    QCOMPARE(a.iterations, b.iterations);
    QCOMPARE(a.solved, b.solved);
    QCOMPARE(a.kept, b.kept);
    QCOMPARE(a.pools.size(), b.pools.size());
    for (std::size_t t = 0; t < a.pools.size(); ++t) {
        QCOMPARE(a.pools[t].size(), b.pools[t].size());
        for (std::size_t k = 0; k < a.pools[t].size(); ++k)
            QVERIFY(a.pools[t][k].puzzle == b.pools[t][k].puzzle);
    }
}

struct Collect : ProgressSink {
    int calls = 0;
    double last = -1;
    void progress(const ProgressUpdate &u) override {
        ++calls;
        last = u.fraction;
    }
};

} // namespace

class TestLinjatGenerator : public QObject {
    Q_OBJECT

private slots:
    void randomNumbersFollowOptions() {
        GeneratorOptions o;
        o.rows = 7;
        o.cols = 5;
        o.numbers = 9;
        o.minValue = 3;
        o.maxValue = 4;
        Generator g(o);
        Rng rng(1);
        const Puzzle p = g.randomNumbers(rng);
        QCOMPARE(p.rows(), 7);
        QCOMPARE(p.cols(), 5);
        QCOMPARE(p.numberCount(), 9);
        QCOMPARE(p.dotCount(), 0);
        for (const Number &n : p.numbers()) QVERIFY(n.value >= 3 && n.value <= 4);
    }

    void addDotsMakesSolvableLevels() {
        GeneratorOptions o;
        Generator g(o);
        Rng rng(3);
        int finished = 0;
        for (int i = 0; i < 200; ++i) {
            Puzzle p = g.randomNumbers(rng);
            if (!g.addDots(p, rng)) continue;
            ++finished;
            QVERIFY(p.dotCount() > 0 || classify(p, SolverOptions().withoutLeaks()).solved());
            // Finished means the leak-free solver solves it; uniqueness follows from sound rules.
            requireValid(p);
        }
        QVERIFY(finished > 50);
    }

    // The optimizer solves a finished level from the generator's board and start state instead of from
    // scratch; both must give the same classification and final state.
    void fastResetMatchesFreshSolve() {
        int compared = 0;
        for (const char *preset : {"easy", "expert"}) {
            GeneratorOptions o;
            applyPreset(*findPreset(preset), o);
            Generator g(o);
            Rng rng(12);
            LayeredSolver fresh(o.solver), fast(o.solver);
            for (int i = 0; i < 600; ++i) {
                Puzzle p = g.randomNumbers(rng);
                if (!g.addDots(p, rng)) continue;
                fresh.reset(p);
                fast.reset(g.leakFreeSolver().board(), g.startState());
                SolveTrace a, b;
                QVERIFY(fresh.run(&a) == fast.run(&b));
                QCOMPARE(a.finalState().placements, b.finalState().placements);
                QCOMPARE(a.finalState().owner, b.finalState().owner);
                ++compared;
            }
        }
        QVERIFY(compared > 100);
    }

    void generateIsValidAndDeterministic() {
        GeneratorOptions o;
        o.rows = 10;
        o.cols = 7;
        o.numbers = 15;
        Generator g(o);
        Rng a(9), b(9), c(10);
        const auto x = g.generate(a, false, 100), y = g.generate(b, false, 100),
                   z = g.generate(c, false, 100);
        QVERIFY(x && y && z);
        QVERIFY(x->puzzle == y->puzzle);
        QVERIFY(!(x->puzzle == z->puzzle));
        QVERIFY(x->verdict.valid());
        requireValid(x->puzzle);
        // An advanced level is asked for: the result uses square, dependency or one-of.
        Rng d(4);
        const auto adv = g.generate(d, true, 5000);
        QVERIFY(adv && adv->verdict.classification.usesAdvancedRules());
    }

    void optimizeReturnsValidLevels() {
        const OptimizerResult r = optimize(small(1500), 11);
        QVERIFY(r.best);
        requireValid(r.best->puzzle);
        QCOMPARE(r.iterations, 1500);
        // Every mutant accepted into the pool was checked first.
        QVERIFY(r.kept > 0 && r.kept <= r.checked && r.checked <= r.solved && r.solved <= r.iterations);
        QCOMPARE(r.ambiguous, 0);
        QCOMPARE(checkSolution(r.best->puzzle, r.solution), std::string());
        // The result is the pool's best and the pool holds distinct, valid levels, best first.
        QCOMPARE(int(r.pools.size()), 1);
        const auto &pool = r.pools[0];
        QVERIFY(!pool.empty() && int(pool.size()) <= 10);
        QVERIFY(pool.front().puzzle == r.best->puzzle);
        for (std::size_t i = 0; i < pool.size(); ++i) {
            requireValid(pool[i].puzzle);
            if (i > 0) QVERIFY(pool[i - 1].classification.score >= pool[i].classification.score);
            for (std::size_t j = i + 1; j < pool.size(); ++j) QVERIFY(!(pool[i].puzzle == pool[j].puzzle));
        }
        // Mutated values stay in 1..8.
        for (const auto &e : pool)
            for (const Number &n : e.puzzle.numbers()) QVERIFY(n.value >= 1 && n.value <= 8);
    }

    void optimizeIsDeterministic() {
        const OptimizerResult a = optimize(small(800), 5), b = optimize(small(800), 5);
        QVERIFY(a.best && b.best);
        QVERIFY(a.best->puzzle == b.best->puzzle);
        QVERIFY(a.best->classification == b.best->classification);
        QCOMPARE(a.solved, b.solved);
        QCOMPARE(a.kept, b.kept);
        // Same pool count, same result: the two pools run in parallel, one after the other on this
        // thread (the benchmark's one-core baseline), or on one thread or three: the thread count and
        // timing never change the result.
        const OptimizerResult c = optimize(small(1600, 2, 2), 5);
        QCOMPARE(int(c.pools.size()), 2);
        QCOMPARE(c.iterations, 1600);
        OptimizerOptions oneCore = small(1600, 2, 2);
        oneCore.sequential = true;
        requireSameResult(c, optimize(oneCore, 5));
        requireSameResult(c, optimize(small(1600, 2, 1), 5));
        requireSameResult(c, optimize(small(1600, 2, 3), 5));
        requireValid(c.best->puzzle);
        // Three pools on two threads: one thread runs two of them.
        requireSameResult(optimize(small(1600, 3, 1), 5), optimize(small(1600, 3, 2), 5));
    }

    // The memo of scoring solves (default mode) gives what solving again gives: the same result with it,
    // without it and with a small one, and it is used.
    void scoringMemoIsExact() {
        const OptimizerOptions o = small(3000);
        const OptimizerResult r = optimize(o, 7);
        QVERIFY(r.scoredAgain > 100); // an easy pool meets the same mutant again
        OptimizerOptions none = o;
        none.seenLimit = 0;
        const OptimizerResult again = optimize(none, 7);
        QCOMPARE(again.scoredAgain, 0);
        requireSameResult(r, again);
        QCOMPARE(again.checked, r.checked);
        QCOMPARE(again.duplicates, r.duplicates);
        OptimizerOptions few = o;
        few.seenLimit = 50; // 32 slots, overwritten all the time
        requireSameResult(r, optimize(few, 7));
        OptimizerOptions two = small(3000, 2, 2);
        OptimizerOptions twoNone = two;
        twoNone.seenLimit = 0;
        requireSameResult(optimize(two, 7), optimize(twoNone, 7));
    }

    // Not the original's option: tie-breaks from the numbers. Valid levels, the same result on any
    // thread count, the same result with the table of mutants met as without it (so a lookup is what
    // making the mutant again gives), other levels than the default, and saved with the options.
    void dotsFromNumbersIsAnExactLookup() {
        OptimizerOptions o = small(3000);
        o.dotsFromNumbers = true;
        const OptimizerResult r = optimize(o, 7);
        QVERIFY(r.best);
        requireValid(r.best->puzzle);
        for (const auto &e : r.pools[0]) requireValid(e.puzzle);
        QCOMPARE(r.ambiguous, 0);
        requireSameResult(r, optimize(o, 7));
        OptimizerOptions noTable = o;
        noTable.seenLimit = 0;
        requireSameResult(r, optimize(noTable, 7));
        OptimizerOptions smallTable = o;
        smallTable.seenLimit = 50; // emptied many times
        requireSameResult(r, optimize(smallTable, 7));
        OptimizerOptions two = small(3000, 2, 2);
        two.dotsFromNumbers = true;
        OptimizerOptions twoOnOne = two;
        twoOnOne.threads = 1;
        requireSameResult(optimize(two, 7), optimize(twoOnOne, 7));
        const OptimizerResult plain = optimize(small(3000), 7);
        QVERIFY(!(plain.pools[0].front().puzzle == r.pools[0].front().puzzle) ||
                !(plain.pools[0].back().puzzle == r.pools[0].back().puzzle));
        const OrderedJson j = o.toJson();
        QCOMPARE(j["dotsFromNumbers"].get<bool>(), true);
        QVERIFY(OptimizerOptions::fromJson(JsonCursor(Json::parse(j.dump()))).dotsFromNumbers);
        QVERIFY(!small(10).toJson().contains("dotsFromNumbers")); // off: the options read as before
    }

    void optionsJsonKeepsPoolsNotThreads() {
        OptimizerOptions o = small(1234, 3, 2);
        o.targetMin = 4;
        o.targetMax = 9.5;
        o.mutateMinValue = 1;
        o.generator.minValue = 3;
        const OrderedJson j = o.toJson();
        QCOMPARE(j["pools"].get<int>(), 3);
        QVERIFY(!j.contains("threads")); // a speed knob, not part of the result
        const OptimizerOptions back = OptimizerOptions::fromJson(JsonCursor(Json::parse(j.dump())));
        QCOMPARE(back.toJson().dump(), j.dump());
        QCOMPARE(back.threads, 1);
        // Levels made before pools and threads were told apart say "threads" for the pools.
        Json old = Json::parse(j.dump());
        old.erase("pools");
        old["threads"] = 2;
        QCOMPARE(OptimizerOptions::fromJson(JsonCursor(old)).pools, 2);
        Json bad = old;
        bad["threads"] = 0;
        QVERIFY_THROWS_EXCEPTION(Error, OptimizerOptions::fromJson(JsonCursor(bad)));
    }

    void severalLevelsAreEachTheirSeedsLevel() {
        // optimizeEach shares whole pools out between the threads; each level must still be the one
        // optimize() makes from its seed and pool count alone, on any number of threads and on one core.
        const std::vector<std::uint64_t> seeds{5, 6, 9};
        for (const int pools : {1, 2, 3}) {
            std::vector<OptimizerResult> alone;
            for (const std::uint64_t seed : seeds) alone.push_back(optimize(small(601, pools), seed));
            for (const int threads : {1, 2, 3}) {
                for (const bool sequential : {false, true}) {
                    OptimizerOptions o = small(601, pools, threads);
                    o.sequential = sequential;
                    Collect progress;
                    const std::vector<OptimizerResult> all = optimizeEach(o, seeds, &progress);
                    QCOMPARE(all.size(), seeds.size());
                    for (std::size_t i = 0; i < seeds.size(); ++i) {
                        requireSameResult(all[i], alone[i]);
                        QCOMPARE(all[i].iterations, 601);
                        QCOMPARE(int(all[i].pools.size()), pools);
                    }
                }
            }
        }
    }

    void targetBand() {
        OptimizerOptions o = small(1500);
        o.targetMin = 4;
        o.targetMax = 6;
        const OptimizerResult r = optimize(o, 2);
        QVERIFY(r.best);
        QVERIFY2(r.best->classification.score >= 4 && r.best->classification.score <= 6,
                 std::to_string(r.best->classification.score).c_str());
        // Without the band the same run climbs above it.
        const OptimizerResult up = optimize(small(1500), 2);
        QVERIFY(up.best->classification.score > 6);
        QVERIFY(ranksBefore(r.best->classification, up.best->classification, o));
    }

    void snapshotsAndProgress() {
        std::vector<OptimizerSnapshot> snaps;
        Collect progress;
        const OptimizerResult r = optimize(
            small(3000), 8, [&](const OptimizerSnapshot &s) { snaps.push_back(s); }, &progress, nullptr);
        // The start level's snapshot at once, whatever the throttle; the end's last: a curve, not a point.
        QVERIFY(snaps.size() >= 2);
        QVERIFY(snaps.front().best.has_value());
        QVERIFY(snaps.front().iteration < 64);
        const OptimizerSnapshot &last = snaps.back();
        QCOMPARE(last.iteration, 3000);
        QCOMPARE(last.iterations, 3000);
        QVERIFY(last.best.has_value());
        QCOMPARE(last.bestScore, r.best->classification.score);
        QVERIFY(!last.poolScores.empty() && last.poolScores.front() == last.bestScore);
        QVERIFY(last.acceptanceRate > 0 && last.acceptanceRate <= 1);
        for (std::size_t i = 1; i < snaps.size(); ++i) {
            QVERIFY(snaps[i].iteration >= snaps[i - 1].iteration);
            QVERIFY(snaps[i].bestScore >= snaps[i - 1].bestScore);
        }
        QVERIFY(progress.calls >= 1);
    }

    void cancelReturnsBestSoFar() {
        CancelToken cancel;
        cancel.cancel();
        const OptimizerResult early = optimize(small(1000000), 3, {}, nullptr, &cancel);
        QVERIFY(early.cancelled);
        QVERIFY(early.iterations < 1000000);
        // Cancelled from a snapshot, after some work: a valid level comes back.
        CancelToken later;
        const auto t0 = std::chrono::steady_clock::now();
        const OptimizerResult r = optimize(
            small(100000000), 3,
            [&](const OptimizerSnapshot &s) {
                if (s.iteration > 0) later.cancel();
            },
            nullptr, &later);
        QVERIFY(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(5));
        QVERIFY(r.cancelled);
        QVERIFY(r.best);
        requireValid(r.best->puzzle);
    }

    void badOptionsAreRefused() {
        OptimizerOptions o = small(10);
        o.generator.numbers = 40; // more than half of 9x6
        QVERIFY_THROWS_EXCEPTION(Error, optimize(o, 1));
        o = small(10);
        o.targetMin = 5;
        o.targetMax = 1;
        QVERIFY_THROWS_EXCEPTION(Error, optimize(o, 1));
    }
};

QTEST_APPLESS_MAIN(TestLinjatGenerator)
#include "tst_linjat_generator.moc"
