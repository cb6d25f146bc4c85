// Budgets and fast proofs: under the any-filling rule a second filling is found as a local change of
// the first, a level with one filling is still proven unique, and every bounded call (solve, grade,
// packLevel) says "unknown within budget" instead of a count when its budget or cancel stops it.
#include "flowtestutil.h"

#include "flow/fastsolver.h"
#include "flow/generator.h"
#include "flow/grader.h"
#include "flow/packlevel.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <thread>

using namespace flowtest;

namespace {

// One colour from a corner to the cell beside the opposite one: very many fillings.
const char *const kOpen8 = "A.......\n........\n........\n........\n........\n........\n........\n......A.\n";

bool hasTag(const pack::Level &level, const std::string &tag) {
    return std::find(level.tags.begin(), level.tags.end(), tag) != level.tags.end();
}

} // namespace

class TestFlowBudgets : public QObject {
    Q_OBJECT

private slots:
    void openBoardIsTwoOrMoreLocally() {
        // An open board: the second filling is a local change of the first, found without the search.
        const Puzzle p = ascii(kOpen8, Rule::AnyFilling);
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        o.localSecond = true;
        const SolveResult r = solveFast(p, o);
        QCOMPARE(r.status(), SolveStatus::Multiple);
        QVERIFY(r.provedLocally);
        QCOMPARE(r.solutions.size(), std::size_t(2));
        QVERIFY(r.solutions[0] != r.solutions[1]);
        QVERIFY(validateSolution(p, r.solutions[1], Rule::AnyFilling).ok);
        QCOMPARE(r.rejected, 0);
    }

    void sampleUnderAnyRuleEndsWithinBudget() {
        // The sample's 14x14 under the any rule by the search alone: the first filling, then the
        // budget; "one filling, uniqueness unknown", never "unique", and it ends. (The clauses prove it
        // unique: tst_flow_sat.)
        const Puzzle p = ascii(kSample14, Rule::AnyFilling);
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        o.satProof = false;
        o.maxNodes = 60000;
        const SolveResult r = solveFast(p, o);
        QCOMPARE(r.status(), SolveStatus::Solved);
        QVERIFY(r.stopped());
        QVERIFY(r.nodes <= o.maxNodes + 1);
        // And the strict rule still proves the level unique.
        QCOMPARE(solveFast(ascii(kSample14), FastSolveOptions{}).status(), SolveStatus::Unique);
    }

    void oneFillingIsStillUnique_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("any");
        // Boards whose any-filling count the brute-force enumerator (no solver code) confirms.
        QTest::newRow("corridor") << "A.A" << 1;
        QTest::newRow("two pairs") << "AB\nAB" << 1;
        QTest::newRow("round the square") << "AA\n.." << 1;
        QTest::newRow("strict none") << "AB..\n.AB.\n...." << 1;
        QTest::newRow("two snakes") << "A..\n...\n..A" << 2;
        QTest::newRow("wiggles") << "A...\n..B.\n.A..\n...B" << 2;
    }

    void oneFillingIsStillUnique() {
        QFETCH(QString, board);
        QFETCH(int, any);
        const Puzzle p = ascii(board.toStdString() + "\n", Rule::AnyFilling);
        QCOMPARE(std::min(bruteForceCount(p, Rule::AnyFilling), 2), any);
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        const SolveResult r = solveFast(p, o);
        QCOMPARE(r.status(), any == 1 ? SolveStatus::Unique : SolveStatus::Multiple);
        QVERIFY(!r.stopped());
    }

    void generatedAnyUniqueLevelIsProvenUnique() {
        // A 7x7 level the generator made unique under the any-filling rule: the windows find nothing,
        // the exhaustive search or the clauses then prove it.
        GeneratorOptions g;
        g.rows = g.cols = 7;
        g.minColours = g.maxColours = 7;
        g.rule = Rule::AnyFilling;
        const GenerationRun run = generateLevels(g, 11, 2);
        QVERIFY(!run.levels.empty());
        for (const auto &e : run.levels) {
            Puzzle p = e.level.puzzle;
            p.rule = Rule::AnyFilling;
            FastSolveOptions o;
            o.rule = Rule::AnyFilling;
            o.localSecond = true;
            const SolveResult r = solveFast(p, o);
            QCOMPARE(r.status(), SolveStatus::Unique);
            QVERIFY(!r.provedLocally);
            QVERIFY(r.localNodes > 0);
            QVERIFY(r.exhausted);
        }
    }

    void budgetReportsUnknown() {
        // The exhaustive search alone, stopped by its budget after the first filling: one solution,
        // uniqueness unknown within the budget, never "unique".
        const Puzzle p = ascii(kSample14, Rule::AnyFilling);
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        o.satProof = false;
        o.maxNodes = 3000;
        const SolveResult r = solveFast(p, o);
        QVERIFY(r.budgetHit);
        QVERIFY(r.stopped());
        QCOMPARE(QString(r.stopReason()), QString("budget"));
        QVERIFY(r.status() == SolveStatus::Solved || r.status() == SolveStatus::Unknown);
        QVERIFY(r.nodes <= o.maxNodes + 1);
        // The grader's counter takes the same budget.
        GraderOptions g;
        g.rule = Rule::AnyFilling;
        g.maxNodes = 50;
        const GradeResult graded = grade(ascii(kOpen8, Rule::AnyFilling), g);
        QVERIFY(graded.uniqueness != SolveStatus::Unique);
    }

    void packLevelIsBoundedAndHonest() {
        // An open board is proven ambiguous...
        const pack::Level ambiguous = packLevel(ascii(kOpen8, Rule::AnyFilling), {});
        QCOMPARE(ambiguous.statistics["solutions"].get<int>(), 2);
        QVERIFY(!ambiguous.difficulty);
        QVERIFY(hasTag(ambiguous, "not-unique"));
        // ... the sample's 14x14 under the any rule is proven unique within a small node budget (the
        // clauses take over after 2,000 nodes)...
        const pack::Level sample = packLevel(ascii(kSample14, Rule::AnyFilling), {}, 5000);
        QCOMPARE(sample.statistics["solutions"].get<int>(), 1);
        // ... and with a budget too small to answer, the statistics say unknown, not a count.
        const pack::Level unknown = packLevel(ascii(kOpen8, Rule::AnyFilling), {}, 5);
        QCOMPARE(unknown.statistics["solutions"].get<std::string>(), std::string("unknown"));
        QCOMPARE(unknown.statistics["uniqueness"].get<std::string>(), std::string("unknown"));
        QVERIFY(!unknown.difficulty);
        QVERIFY(hasTag(unknown, "unproven"));
        QVERIFY(!hasTag(unknown, "not-unique"));
        // A unique level keeps its count and difficulty.
        const pack::Level unique = packLevel(ascii(kSample14), {});
        QCOMPARE(unique.statistics["solutions"].get<int>(), 1);
        QVERIFY(unique.difficulty.has_value());
    }

    void defaultBudgetShrinksOnLargeBoards() {
        // A node's propagation costs about the board's size: the CLI's default budget keeps the time,
        // not the node count (a 40x40 under the any rule took 67 s on 200,000 nodes).
        auto board = [](int side) {
            Puzzle p;
            p.rows = p.cols = side;
            p.pairs.push_back({'A', {0, 0}, {side - 1, side - 1}});
            return p;
        };
        QCOMPARE(defaultSolveNodes(board(5)), kDefaultSolveNodes);
        QCOMPARE(defaultSolveNodes(board(14)), kDefaultSolveNodes);
        QCOMPARE(defaultSolveNodes(board(40)), 24500LL);
        QCOMPARE(defaultSolveNodes(board(64)), 9570LL);
    }

    void cancelStopsTheSearch() {
        // A search with no budget that would run for minutes, cancelled from another thread: it returns
        // soon after (the bound is generous; the design asks for 100 ms) and says it was cancelled.
        const Puzzle p = ascii(kOpen8, Rule::AnyFilling);
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        o.limit = 1000000000;
        CancelToken cancel;
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            cancel.cancel();
        });
        const auto t0 = std::chrono::steady_clock::now();
        const SolveResult r = solveFast(p, o, nullptr, &cancel);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        stopper.join();
        QVERIFY(r.cancelled);
        QVERIFY(r.stopped());
        QVERIFY2(seconds < 5, qPrintable(QString::number(seconds)));
        // A token already set stops packLevel's counter at once: unknown, not a count.
        CancelToken set;
        set.cancel();
        const pack::Level level = packLevel(ascii(kSample14, Rule::AnyFilling), {}, 0, &set);
        QCOMPARE(level.statistics["solutions"].get<std::string>(), std::string("unknown"));
    }
};

QTEST_APPLESS_MAIN(TestFlowBudgets)
#include "tst_flow_budgets.moc"
