// Flow grader: layers apply one rule each, only add to the board, and end on the unique solution;
// depth, width and difficulty add up; stalls hand the rest to a search layer; contradictions and
// non-unique puzzles are reported.
#include "flowtestutil.h"

#include "flow/fastsolver.h"
#include "flow/grader.h"

#include <QtTest>

using namespace flowtest;

namespace {

// Layer views only add: links stay, decided colours stay.
void checkMonotone(const GradeResult &g) {
    for (std::size_t i = 1; i < g.layers.size(); ++i) {
        const BoardView &a = g.layers[i - 1].after, &b = g.layers[i].after;
        for (int c = 0; c < a.colour.size(); ++c) {
            QCOMPARE(static_cast<unsigned>(a.links[c] & ~b.links[c]), 0u);
            if (a.colour[c] >= 0) QCOMPARE(b.colour[c], a.colour[c]);
        }
    }
}

void checkEndsOnSolution(const Puzzle &p, const GradeResult &g) {
    const SolveResult r = solveFast(p);
    QCOMPARE(r.status(), SolveStatus::Unique);
    QVERIFY(!g.layers.empty());
    const BoardView &last = g.layers.back().after;
    QCOMPARE(last.colour, colourGrid(p, r.solutions[0]));
    QCOMPARE(last.links, linkGrid(p, r.solutions[0]));
}

void checkBookkeeping(const GradeResult &g, const GraderOptions &o) {
    int layers = 0, widest = 0;
    double difficulty = 0;
    for (const GradeLayer &l : g.layers) {
        QCOMPARE(l.width, static_cast<int>(l.cells.size()));
        QVERIFY(l.width > 0);
        if (l.rule != GradeRule::Search) widest = std::max(widest, l.width);
        difficulty += o.weight[static_cast<std::size_t>(l.rule)];
    }
    for (int d : g.depth) layers += d;
    QCOMPARE(layers, static_cast<int>(g.layers.size()));
    QCOMPARE(g.maxWidth, widest);
    difficulty += widest * o.widthWeight + g.searchCells * o.searchCellWeight;
    QVERIFY(std::abs(g.difficulty - difficulty) < 1e-9);
}

} // namespace

class TestFlowGrader : public QObject {
    Q_OBJECT

private slots:
    void classicLevelsAreDeduced() {
        for (const Puzzle &p : dataSet("classic.txt")) {
            const GraderOptions o;
            const GradeResult g = grade(p, o);
            QVERIFY(g.solvedByDeduction);
            QVERIFY(!g.contradiction);
            QCOMPARE(g.uniqueness, SolveStatus::Unique);
            QCOMPARE(g.deducedFraction(), 1.0);
            QCOMPARE(g.searchCells, 0);
            QCOMPARE(g.depth[static_cast<std::size_t>(GradeRule::Search)], 0);
            QVERIFY(g.difficulty > 0);
            checkMonotone(g);
            checkEndsOnSolution(p, g);
            checkBookkeeping(g, o);
        }
    }

    void firstLayerOfAnEasyLevelIsAForcedExit() {
        // Every endpoint sits in a corner or beside another colour, with one free side.
        const Puzzle p = ascii("A.A\nB.B\nC.C\n");
        const GradeResult g = grade(p);
        QVERIFY(!g.layers.empty());
        QCOMPARE(g.layers[0].rule, GradeRule::ForcedExit);
        QVERIFY(g.solvedByDeduction);
    }

    void harderLevelsNeedStrongerRules() {
        // On long winding levels the simple rules are not enough; lookahead or bottlenecks appear,
        // and their difficulty is above that of the small classic ones.
        double classicMax = 0, longMin = 1e9;
        for (const Puzzle &p : dataSet("classic.txt")) classicMax = std::max(classicMax, grade(p).difficulty);
        int strong = 0;
        for (const Puzzle &p : dataSet("long-15x15.txt")) {
            const GraderOptions o;
            const GradeResult g = grade(p, o);
            longMin = std::min(longMin, g.difficulty);
            strong += g.depth[static_cast<std::size_t>(GradeRule::Lookahead)] +
                      g.depth[static_cast<std::size_t>(GradeRule::Bottleneck)] +
                      g.depth[static_cast<std::size_t>(GradeRule::Corner)];
            checkMonotone(g);
            checkBookkeeping(g, o);
            checkEndsOnSolution(p, g);
        }
        QVERIFY(strong > 0);
        QVERIFY2(longMin > classicMax, qPrintable(QString("%1 vs %2").arg(longMin).arg(classicMax)));
    }

    void stallsEndInASearchLayer() {
        GraderOptions o;
        o.lookahead = false;
        int stalled = 0;
        for (const Puzzle &p : dataSet("long-20x20.txt")) {
            const GradeResult g = grade(p, o);
            checkMonotone(g);
            checkBookkeeping(g, o);
            checkEndsOnSolution(p, g);
            if (g.solvedByDeduction) continue;
            ++stalled;
            QCOMPARE(g.layers.back().rule, GradeRule::Search);
            QCOMPARE(g.searchCells, g.layers.back().width);
            QCOMPARE(g.cells - g.decidedByDeduction, g.searchCells);
            QVERIFY(g.deducedFraction() < 1.0);
            QCOMPARE(g.depth[static_cast<std::size_t>(GradeRule::Lookahead)], 0);
            // With lookahead back on, more of the board is deduced.
            QVERIFY(grade(p).deducedFraction() >= g.deducedFraction());
        }
        QVERIFY(stalled > 0);
    }

    void unsolvableAndAmbiguousPuzzles() {
        // Walled off: the grader meets the contradiction.
        const GradeResult walled = grade(ascii("AB.\nBA.\n"));
        QVERIFY(walled.contradiction);
        QVERIFY(!walled.solvedByDeduction);
        QCOMPARE(walled.uniqueness, SolveStatus::Unsolvable);
        // Two solutions: deduction cannot finish and there is no single answer to search for.
        const GradeResult two = grade(ascii("B....\n.A.C.\n.C.A.\n....B\n"));
        QCOMPARE(two.uniqueness, SolveStatus::Multiple);
        QVERIFY(!two.solvedByDeduction);
        QCOMPARE(two.depth[static_cast<std::size_t>(GradeRule::Search)], 0);
    }

    void anyFillingRuleSkipsStrictRules() {
        GraderOptions o;
        o.rule = Rule::AnyFilling;
        const GradeResult g = grade(dataSet("classic.txt").at(0), o);
        QCOMPARE(g.depth[static_cast<std::size_t>(GradeRule::NoTouch)], 0);
        QCOMPARE(g.depth[static_cast<std::size_t>(GradeRule::Corner)], 0);
        QCOMPARE(g.uniqueness, SolveStatus::Unique);
        checkMonotone(g);
    }

    void jsonSummary() {
        const GradeResult g = grade(dataSet("classic.txt").at(3));
        const Json j = g.toJson(true);
        for (const GradeRuleInfo &info : gradeRules()) QVERIFY(j["depth"].contains(info.id));
        QCOMPARE(j["layers"].get<std::size_t>(), g.layers.size());
        QCOMPARE(j["trace"].size(), g.layers.size());
        QCOMPARE(j["trace"][0]["rule"].get<std::string>(), std::string(gradeRuleId(g.layers[0].rule)));
        QCOMPARE(j["trace"][0]["cells"].size(), g.layers[0].cells.size());
        QVERIFY(!g.toJson(false).contains("trace"));
    }
};

QTEST_APPLESS_MAIN(TestFlowGrader)
#include "tst_flow_grader.moc"
