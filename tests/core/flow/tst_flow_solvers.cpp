// Flow solvers: hand-made boards with known solution counts under both rules, the fast solver, the
// seed's reference solver and a brute-force enumerator agreeing on every small board, and the
// independent validator accepting and refusing what it should.
#include "flowtestutil.h"

#include "common/rng.h"
#include "flow/fastsolver.h"
#include "flow/pathcover.h"
#include "flow/referencesolver.h"

#include <QtTest>

using namespace flowtest;

namespace {

int fastCount(const Puzzle &p, Rule rule, int limit = 1000) {
    FastSolveOptions o;
    o.rule = rule;
    o.limit = limit;
    o.keep = limit;
    const SolveResult r = solveFast(p, o);
    for (const Solution &s : r.solutions) {
        const Verdict v = validateSolution(p, s, rule);
        if (!v.ok) qFatal("fast solver returned an invalid solution: %s", v.problem.c_str());
    }
    if (r.rejected != 0) qFatal("fast solver produced a leaf the validator refused");
    if (r.count < limit && !r.exhausted) qFatal("fast solver stopped early");
    return r.count;
}

int referenceCount(const Puzzle &p, Rule rule, int limit = 1000) {
    ReferenceSolveOptions o;
    o.rule = rule;
    o.limit = limit;
    o.keep = limit;
    const SolveResult r = solveReference(p, o);
    for (const Solution &s : r.solutions)
        if (!validateSolution(p, s, rule).ok) qFatal("reference solver returned an invalid solution");
    return r.count;
}

Puzzle randomEndpoints(Rng &rng, int rows, int cols, int colours) {
    Puzzle p;
    p.rows = rows;
    p.cols = cols;
    std::vector<int> cells(static_cast<std::size_t>(rows * cols));
    for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
    rng.shuffle(cells);
    for (int c = 0; c < colours; ++c) {
        const int a = cells[static_cast<std::size_t>(2 * c)], b = cells[static_cast<std::size_t>(2 * c + 1)];
        p.pairs.push_back(
            {kLabelOrder[static_cast<std::size_t>(c)], {a / cols, a % cols}, {b / cols, b % cols}});
    }
    return p;
}

Solution paths(std::vector<std::vector<Point>> list) {
    return Solution{std::move(list)};
}

} // namespace

class TestFlowSolvers : public QObject {
    Q_OBJECT

private slots:
    void knownCounts_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("strict");
        QTest::addColumn<int>("any");
        // Worked out by hand:
        // a straight corridor has one path;
        QTest::newRow("corridor") << "A.A" << 1 << 1;
        // two stacked pairs fill a 2x2 board one way;
        QTest::newRow("two pairs") << "AB\nAB" << 1 << 1;
        // side-by-side endpoints must go around the board, touching themselves at the start;
        QTest::newRow("round the square") << "AA\n.." << 0 << 1;
        // corner to corner of 3x3: the two snakes, both touching themselves;
        QTest::newRow("two snakes") << "A..\n...\n..A" << 0 << 2;
        // a path covering 2x3 from one top corner to the other would need an even number of cells
        // of each checkerboard colour between two cells of the same colour;
        QTest::newRow("parity") << "A.A\n..." << 0 << 0;
        // a colour walled off from its partner.
        QTest::newRow("walled off") << "AB.\nBA." << 0 << 0;
        // Found by search and confirmed by the brute-force enumerator below:
        QTest::newRow("wiggles") << "A...\n..B.\n.A..\n...B" << 1 << 5;
        QTest::newRow("two ways") << "B....\n.A.C.\n.C.A.\n....B" << 2 << 2;
        QTest::newRow("strict none") << "AB..\n.AB.\n...." << 0 << 1;
    }

    void knownCounts() {
        QFETCH(QString, board);
        QFETCH(int, strict);
        QFETCH(int, any);
        const Puzzle p = ascii(board.toStdString() + "\n");
        QCOMPARE(bruteForceCount(p, Rule::Strict), strict);
        QCOMPARE(bruteForceCount(p, Rule::AnyFilling), any);
        QCOMPARE(fastCount(p, Rule::Strict), strict);
        QCOMPARE(fastCount(p, Rule::AnyFilling), any);
        QCOMPARE(referenceCount(p, Rule::Strict), strict);
        QCOMPARE(referenceCount(p, Rule::AnyFilling), any);
    }

    void statusFollowsCountAndLimit() {
        const Puzzle snakes = ascii("A..\n...\n..A\n");
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        SolveResult r = solveFast(snakes, o);
        QCOMPARE(r.status(), SolveStatus::Multiple);
        QCOMPARE(r.solutions.size(), std::size_t(2));
        QVERIFY(r.solutions[0] != r.solutions[1]);
        QVERIFY(!differingCells(snakes, r.solutions[0], r.solutions[1]).empty());
        o.limit = 1;
        r = solveFast(snakes, o);
        QCOMPARE(r.status(), SolveStatus::Solved);
        QCOMPARE(r.count, 1);
        o.rule = Rule::Strict;
        QCOMPARE(solveFast(snakes, o).status(), SolveStatus::Unsolvable);
        QCOMPARE(solveFast(ascii("A.A\n")).status(), SolveStatus::Unique);
        ReferenceSolveOptions ro;
        ro.rule = Rule::AnyFilling;
        QCOMPARE(solveReference(snakes, ro).status(), SolveStatus::Multiple);
    }

    void bruteForceAgreesOnTinyBoards() {
        Rng rng(11);
        int solvable = 0;
        for (int t = 0; t < 400; ++t) {
            const int rows = rng.range(1, 3), cols = rng.range(2, 4);
            const int colours = rng.range(1, std::max(1, rows * cols / 2));
            const Puzzle p = randomEndpoints(rng, rows, cols, colours);
            for (Rule rule : {Rule::Strict, Rule::AnyFilling}) {
                const int expected = bruteForceCount(p, rule);
                const int fast = fastCount(p, rule), reference = referenceCount(p, rule);
                if (fast != expected || reference != expected)
                    QFAIL(qPrintable(q(toAscii(p)) + " rule " + ruleName(rule) + ": brute force " +
                                     QString::number(expected) + ", fast " + QString::number(fast) +
                                     ", reference " + QString::number(reference)));
                solvable += expected > 0 ? 1 : 0;
            }
        }
        QVERIFY(solvable > 50); // the sample is not all dead boards
    }

    void bruteForceAgreesOn4x4() {
        // Boards made solvable by construction (random path covers), then with one endpoint moved, so
        // unique, multiple and unsolvable boards all occur.
        Rng rng(12);
        int counts[3] = {0, 0, 0};
        for (int t = 0; t < 60; ++t) {
            Puzzle p;
            p.rows = 4;
            p.cols = rng.range(3, 4);
            const auto cover = randomPathCover(p.rows, p.cols, CoverOptions{2, 4, 2, 0, 0, 0.5}, rng);
            if (!cover) continue;
            for (std::size_t i = 0; i < cover->size(); ++i)
                p.pairs.push_back({kLabelOrder[i], cover->at(i).front(), cover->at(i).back()});
            if (t % 2 == 1) {
                // Move one endpoint to a random free cell.
                const Grid<int> ends = p.endpointGrid();
                std::vector<Point> free;
                for (int i = 0; i < ends.size(); ++i)
                    if (ends[i] < 0) free.push_back(ends.point(i));
                if (!free.empty()) p.pairs[0].b = rng.pick(free);
            }
            for (Rule rule : {Rule::Strict, Rule::AnyFilling}) {
                const int expected = bruteForceCount(p, rule);
                QCOMPARE(fastCount(p, rule), expected);
                QCOMPARE(referenceCount(p, rule), expected);
                ++counts[std::min(expected, 2)];
            }
        }
        QVERIFY(counts[0] > 0);
        QVERIFY(counts[1] > 0);
        QVERIFY(counts[2] > 0);
    }

    void referenceAndFastAgreeOnSmallBoards() {
        Rng rng(13);
        int compared = 0, multiple = 0, unique = 0;
        for (int t = 0; t < 300; ++t) {
            const int size = rng.range(4, 6);
            const auto cover =
                randomPathCover(size, size, CoverOptions{size - 1, size + 1, 2, 0, 0, 0.5}, rng);
            if (!cover) continue;
            Puzzle p;
            p.rows = p.cols = size;
            for (std::size_t i = 0; i < cover->size(); ++i)
                p.pairs.push_back({kLabelOrder[i], cover->at(i).front(), cover->at(i).back()});
            if (t % 3 == 0) std::swap(p.pairs[0].b, p.pairs[1].b); // often ambiguous or unsolvable
            for (Rule rule : {Rule::Strict, Rule::AnyFilling}) {
                ReferenceSolveOptions ro;
                ro.rule = rule;
                ro.limit = 20;
                ro.maxWork = 3000000;
                const SolveResult ref = solveReference(p, ro);
                if (ref.budgetHit) continue;
                const int fast = fastCount(p, rule, 20);
                if (fast != ref.count)
                    QFAIL(qPrintable(q(toAscii(p)) + " rule " + ruleName(rule) + ": reference " +
                                     QString::number(ref.count) + ", fast " + QString::number(fast)));
                ++compared;
                multiple += ref.count >= 2 ? 1 : 0;
                unique += ref.count == 1 ? 1 : 0;
            }
        }
        QVERIFY2(compared > 300, qPrintable(QString::number(compared)));
        QVERIFY(multiple > 20);
        QVERIFY(unique > 20);
    }

    void validatorAcceptsASolution() {
        const Puzzle p = ascii("A.A\nB.B\n");
        const Solution good = paths({{{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}});
        QVERIFY(validateSolution(p, good, Rule::Strict).ok);
        QVERIFY(validateSolution(p, good, Rule::AnyFilling).ok);
    }

    void validatorRefusesBrokenSolutions() {
        struct Case {
            const char *board;
            Solution solution;
            const char *problem;
        };
        const std::vector<Case> cases{
            {"A.A\nB.B\n", paths({{{0, 0}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}}), "not one orthogonal step"},
            {"A.A\nB.B\n", paths({{{0, 0}, {1, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}}),
             "not one orthogonal step"},
            {"A.A\nB.B\n", paths({{{0, 0}, {0, 1}, {1, 1}}, {{1, 0}, {1, 1}, {1, 2}}}),
             "does not end at its endpoint"},
            {"A.A\nB.B\n", paths({{{0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}}),
             "does not start at its endpoint"},
            {"A.A\nB.B\n", paths({{{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {0, 1}, {1, 1}, {1, 2}}}),
             "used twice"},
            {"A.A.\nB.B.\n", paths({{{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}}), "not covered"},
            {"A.A\nB.B\n", paths({{{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}, {0, 2}, {1, 2}}}),
             "runs through the endpoint"},
            {"A.A\nB.B\n", paths({{{0, 0}, {0, 1}, {0, 2}}}), "1 paths for 2 colours"},
            {"A.A\nB.B\n", paths({{{0, 0}, {-1, 0}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}}), "off the board"},
            {"A.A\nB.B\n", paths({{{0, 0}}, {{1, 0}, {1, 1}, {1, 2}}}), "fewer than two cells"},
        };
        for (const Case &c : cases) {
            const Verdict v = validateSolution(ascii(c.board), c.solution, Rule::AnyFilling);
            QVERIFY2(!v.ok, c.problem);
            QVERIFY2(v.problem.find(c.problem) != std::string::npos,
                     (v.problem + " / expected: " + c.problem).c_str());
        }
    }

    void validatorAppliesTheStrictRule() {
        const Puzzle p = ascii("AA\n..\n");
        const Solution around = paths({{{0, 0}, {1, 0}, {1, 1}, {0, 1}}});
        QVERIFY(validateSolution(p, around, Rule::AnyFilling).ok);
        const Verdict v = validateSolution(p, around, Rule::Strict);
        QVERIFY(!v.ok);
        QVERIFY2(q(v.problem).contains("touches itself"), v.problem.c_str());
    }

    void fastSolverNeverWrongOnGeneratedLevels() {
        // Long winding 20x20 levels: the kind the best-known C solver wrongly called unsolvable.
        for (const char *file : {"generated-14x14.txt", "long-15x15.txt", "long-20x20.txt"}) {
            for (const Puzzle &p : dataSet(file)) {
                const SolveResult r = solveFast(p);
                QCOMPARE(r.status(), SolveStatus::Unique);
                QCOMPARE(r.rejected, 0);
                QVERIFY(validateSolution(p, r.solutions[0], Rule::Strict).ok);
                // Without bottleneck analysis the count is the same (pruning only).
                FastSolveOptions plain;
                plain.blocks = false;
                QCOMPARE(solveFast(p, plain).count, 1);
            }
        }
    }

    void budgetAndCancelStopEarly() {
        // One colour from a corner to the cell beside the opposite one: very many fillings.
        const Puzzle open =
            ascii("A.......\n........\n........\n........\n........\n........\n........\n......A.\n",
                  Rule::AnyFilling);
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        o.limit = 1000000;
        o.maxNodes = 50;
        SolveResult r = solveFast(open, o);
        QVERIFY(r.budgetHit);
        QVERIFY(!r.exhausted);
        QVERIFY(r.nodes <= 51);
        CancelToken cancel;
        cancel.cancel();
        o.maxNodes = 0;
        r = solveFast(open, o, nullptr, &cancel);
        QVERIFY(r.cancelled);
        QCOMPARE(r.status() == SolveStatus::Unknown || r.status() == SolveStatus::Solved ||
                     r.status() == SolveStatus::Multiple,
                 true);
        ReferenceSolveOptions ro;
        ro.rule = Rule::AnyFilling;
        ro.limit = 1000000;
        ro.maxWork = 1000;
        const SolveResult ref = solveReference(open, ro);
        QVERIFY(ref.budgetHit);
        QVERIFY(!ref.exhausted);
    }
};

QTEST_APPLESS_MAIN(TestFlowSolvers)
#include "tst_flow_solvers.moc"
