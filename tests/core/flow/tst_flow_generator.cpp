// Flow generator: every level is proven unique by the counter (and by the reference solver on small
// boards), quality options hold, same seed and options give the same level, shards add up to the
// whole run, progress is reported and cancel stops the run.
#include "flowtestutil.h"

#include "flow/fastsolver.h"
#include "flow/generator.h"
#include "flow/pathcover.h"
#include "flow/referencesolver.h"

#include <QtTest>

#include <set>

using namespace flowtest;

namespace {

struct CountingSink : ProgressSink {
    int updates = 0;
    double last = -1;
    bool monotone = true;
    CancelToken *cancelAt = nullptr;
    int cancelAfter = 0;
    void progress(const ProgressUpdate &u) override {
        ++updates;
        if (u.fraction >= 0 && u.fraction + 1e-12 < last) monotone = false;
        if (u.fraction >= 0) last = u.fraction;
        if (cancelAt && updates >= cancelAfter) cancelAt->cancel();
    }
};

void checkLevel(const GeneratorOptions &o, const GeneratedLevel &level) {
    const Puzzle &p = level.puzzle;
    QCOMPARE(p.rows, o.rows);
    QCOMPARE(p.cols, o.cols);
    QVERIFY(p.colourCount() >= o.minColours && p.colourCount() <= o.maxColours);
    QCOMPARE(p.rule, o.rule);
    QVERIFY(validateSolution(p, level.solution, o.rule).ok);
    FastSolveOptions f;
    f.rule = o.rule;
    const SolveResult r = solveFast(p, f);
    QCOMPARE(r.status(), SolveStatus::Unique);
    QCOMPARE(r.solutions[0], level.solution);
    for (const auto &path : level.solution.paths) {
        QVERIFY(static_cast<int>(path.size()) >= o.minPathLength);
        if (o.maxStraight > 0) QVERIFY(longestStraight(path) <= o.maxStraight);
        QVERIFY(bendCount(path) >= o.minBends);
    }
    for (const Pair &pair : p.pairs) {
        if (!o.allowAdjacentPair) QVERIFY(manhattan(pair.a, pair.b) > 1);
        if (!o.allowTouchingEndpoints)
            for (const Pair &other : p.pairs)
                for (Point x : {pair.a, pair.b})
                    for (Point y : {other.a, other.b}) QVERIFY(x == y || manhattan(x, y) > 1);
    }
}

} // namespace

class TestFlowGenerator : public QObject {
    Q_OBJECT

private slots:
    void pathCoversAreValid() {
        Rng rng(5);
        int made = 0;
        for (int t = 0; t < 100; ++t) {
            const int rows = rng.range(2, 12), cols = rng.range(2, 12);
            const int lo = std::max(1, rows * cols / 12), hi = std::max(lo, rows * cols / 6);
            const auto cover = randomPathCover(rows, cols, CoverOptions{lo, hi, 3, 0, 0, 0.5}, rng);
            if (!cover) continue;
            ++made;
            QVERIFY(static_cast<int>(cover->size()) >= lo && static_cast<int>(cover->size()) <= hi);
            Grid<int> seen(rows, cols, 0);
            for (const auto &path : *cover) {
                QVERIFY(path.size() >= 3);
                QVERIFY(!touchesItself(path));
                for (std::size_t i = 0; i < path.size(); ++i) {
                    QVERIFY(seen.inside(path[i]));
                    ++seen[path[i]];
                    if (i > 0) QCOMPARE(manhattan(path[i - 1], path[i]), 1);
                }
            }
            for (int v : seen) QCOMPARE(v, 1);
        }
        QVERIFY(made > 60);
    }

    void pathFigures() {
        const std::vector<Point> l{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 3}};
        QCOMPARE(longestStraight(l), 3);
        QCOMPARE(bendCount(l), 2);
        QVERIFY(!touchesItself(l));
        QVERIFY(touchesItself({{0, 0}, {0, 1}, {1, 1}, {1, 0}}));
    }

    void levelsAreUnique_data() {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("minColours");
        QTest::addColumn<int>("maxColours");
        QTest::addColumn<int>("count");
        QTest::newRow("5x5") << 5 << 4 << 6 << 20;
        QTest::newRow("7x7") << 7 << 6 << 8 << 20;
        QTest::newRow("9x9 9 colours") << 9 << 9 << 9 << 20;
        QTest::newRow("14x14") << 14 << 10 << 16 << 8;
        QTest::newRow("20x20") << 20 << 16 << 22 << 3;
    }

    void levelsAreUnique() {
        QFETCH(int, size);
        QFETCH(int, minColours);
        QFETCH(int, maxColours);
        QFETCH(int, count);
        GeneratorOptions o;
        o.rows = o.cols = size;
        o.minColours = minColours;
        o.maxColours = maxColours;
        const GenerationRun run = generateLevels(o, 77, count);
        QCOMPARE(static_cast<int>(run.levels.size()), count);
        QCOMPARE(run.failed, 0);
        for (const auto &e : run.levels) {
            checkLevel(o, e.level);
            if (size <= 7) {
                ReferenceSolveOptions ro;
                const SolveResult ref = solveReference(e.level.puzzle, ro);
                QCOMPARE(ref.status(), SolveStatus::Unique);
                QCOMPARE(ref.solutions[0], e.level.solution);
            }
        }
    }

    void qualityOptionsHold() {
        GeneratorOptions o;
        o.rows = 10;
        o.cols = 8;
        o.minColours = 7;
        o.maxColours = 10;
        o.minPathLength = 5;
        o.maxStraight = 5;
        o.minBends = 1;
        o.allowTouchingEndpoints = false;
        const GenerationRun run = generateLevels(o, 3, 6);
        QCOMPARE(run.levels.size(), std::size_t(6));
        for (const auto &e : run.levels) checkLevel(o, e.level);
    }

    void anyFillingLevelsAreUniqueUnderThatRule() {
        GeneratorOptions o;
        o.rows = o.cols = 5;
        o.minColours = 5;
        o.maxColours = 7;
        o.rule = Rule::AnyFilling;
        const GenerationRun run = generateLevels(o, 9, 5);
        QCOMPARE(run.levels.size(), std::size_t(5));
        for (const auto &e : run.levels) {
            checkLevel(o, e.level);
            QCOMPARE(bruteForceCount(e.level.puzzle, Rule::AnyFilling, 3), 1);
        }
    }

    void randomEndpointsMethod() {
        GeneratorOptions o;
        o.rows = o.cols = 4;
        o.minColours = 3;
        o.maxColours = 4;
        o.method = GeneratorMethod::RandomEndpoints;
        o.maxAttempts = 200000;
        for (int i = 0; i < 3; ++i) {
            const auto level = generateLevel(o, levelSeed(21, i));
            QVERIFY(level.has_value());
            QVERIFY(level->attempts >= 1);
            checkLevel(o, *level);
            QCOMPARE(bruteForceCount(level->puzzle, Rule::Strict, 3), 1);
        }
    }

    void sameSeedSameLevel() {
        GeneratorOptions o;
        o.rows = 12;
        o.cols = 9;
        o.minColours = 8;
        o.maxColours = 12;
        const auto a = generateLevel(o, 1234), b = generateLevel(o, 1234), c = generateLevel(o, 1235);
        QVERIFY(a && b && c);
        QCOMPARE(a->puzzle, b->puzzle);
        QCOMPARE(a->solution, b->solution);
        QCOMPARE(a->attempts, b->attempts);
        QCOMPARE(toAscii(a->puzzle), toAscii(b->puzzle));
        QVERIFY(a->puzzle != c->puzzle);
        o.method = GeneratorMethod::RandomEndpoints;
        o.rows = o.cols = 4;
        o.minColours = 3;
        o.maxColours = 4;
        o.maxAttempts = 200000;
        const auto d = generateLevel(o, 8), e = generateLevel(o, 8);
        QVERIFY(d && e);
        QCOMPARE(d->puzzle, e->puzzle);
    }

    void shardsAddUpToTheRun() {
        GeneratorOptions o;
        o.rows = o.cols = 6;
        o.minColours = 5;
        o.maxColours = 7;
        const GenerationRun whole = generateLevels(o, 50, 7);
        QCOMPARE(whole.levels.size(), std::size_t(7));
        std::vector<GenerationRun::Entry> merged;
        for (int shard = 0; shard < 3; ++shard) {
            const GenerationRun part = generateLevels(o, 50, 7, shard, 3);
            for (const auto &e : part.levels) {
                QCOMPARE(e.index % 3, shard);
                merged.push_back(e);
            }
        }
        std::sort(merged.begin(), merged.end(),
                  [](const auto &x, const auto &y) { return x.index < y.index; });
        QCOMPARE(merged.size(), whole.levels.size());
        for (std::size_t i = 0; i < merged.size(); ++i) {
            QCOMPARE(merged[i].index, whole.levels[i].index);
            QCOMPARE(merged[i].level.puzzle, whole.levels[i].level.puzzle);
            // A level is made again from its own seed alone.
            const auto again = generateLevel(o, levelSeed(50, merged[i].index));
            QVERIFY(again.has_value());
            QCOMPARE(again->puzzle, merged[i].level.puzzle);
        }
    }

    void progressAndCancel() {
        GeneratorOptions o;
        o.rows = o.cols = 8;
        o.minColours = 7;
        o.maxColours = 9;
        CountingSink sink;
        const GenerationRun run = generateLevels(o, 4, 5, 0, 1, &sink);
        QCOMPARE(run.levels.size(), std::size_t(5));
        QVERIFY(sink.updates >= 2);
        QVERIFY(sink.monotone);
        QCOMPARE(sink.last, 1.0);

        // Cancelled before it starts: nothing is made.
        CancelToken cancel;
        cancel.cancel();
        const GenerationRun none = generateLevels(o, 4, 5, 0, 1, nullptr, &cancel);
        QVERIFY(none.cancelled);
        QVERIFY(none.levels.empty());
        QVERIFY(!generateLevel(o, 4, nullptr, &cancel).has_value());

        // Cancelled from the progress callback mid-run: the finished levels are kept and are whole.
        CancelToken midway;
        CountingSink stopper;
        stopper.cancelAt = &midway;
        stopper.cancelAfter = 3;
        const GenerationRun part = generateLevels(o, 4, 50, 0, 1, &stopper, &midway);
        QVERIFY(part.cancelled);
        QVERIFY(part.levels.size() < 50);
        for (const auto &e : part.levels) {
            const auto again = generateLevel(o, levelSeed(4, e.index));
            QVERIFY(again.has_value());
            QCOMPARE(e.level.puzzle, again->puzzle);
        }
    }

    void optionsRoundTripAndChecks() {
        GeneratorOptions o;
        o.rows = 11;
        o.cols = 13;
        o.minColours = 9;
        o.maxColours = 14;
        o.rule = Rule::AnyFilling;
        o.method = GeneratorMethod::RandomEndpoints;
        o.minPathLength = 4;
        o.maxStraight = 6;
        o.minBends = 2;
        o.allowTouchingEndpoints = false;
        o.repairs = 9;
        const GeneratorOptions back = generatorOptionsFromJson(generatorOptionsToJson(o));
        QCOMPARE(generatorOptionsToJson(back), generatorOptionsToJson(o));
        QCOMPARE(back.method, GeneratorMethod::RandomEndpoints);
        QCOMPARE(back.rule, Rule::AnyFilling);
        GeneratorOptions bad;
        bad.minColours = 5;
        bad.maxColours = 4;
        QVERIFY_THROWS_EXCEPTION(Error, checkGeneratorOptions(bad));
        bad = GeneratorOptions{};
        bad.rows = 3;
        bad.cols = 3;
        bad.minColours = bad.maxColours = 9;
        QVERIFY_THROWS_EXCEPTION(Error, generateLevel(bad, 1));
    }
};

QTEST_APPLESS_MAIN(TestFlowGenerator)
#include "tst_flow_generator.moc"
