// Each rule of the layered solver triggered in isolation by a level built for it, the rule table,
// rule switches, the trace, and the consistency check.
#include "common/rng.h"
#include "linjat/generator.h"
#include "linjat/layeredsolver.h"
#include "linjat/levelio.h"
#include "linjat/solutioncounter.h"
#include "linjat/verifier.h"

#include <QtTest>

#include <set>

using namespace tessera::linjat;

Q_DECLARE_METATYPE(tessera::linjat::Puzzle)

namespace {

Puzzle rows(std::initializer_list<const char *> r) {
    std::vector<std::string> v;
    for (const char *s : r) v.push_back(s);
    return puzzleFromRows(v);
}

bool hasLayer(const SolveTrace &t, Rule rule) {
    for (const TraceLayer &l : t.layers)
        if (l.rule == rule) return true;
    return false;
}

} // namespace

class TestLinjatRules : public QObject {
    Q_OBJECT

private slots:
    void table() {
        // The original's order: leaks first, then by complexity.
        const Rule order[] = {
            Rule::UncontestedNoCover, Rule::Cover, Rule::SingleSolution, Rule::CantFit, Rule::Square,
            Rule::Dependency,         Rule::OneOf};
        QCOMPARE(int(kRules.size()), 7);
        for (int i = 0; i < 7; ++i) {
            QCOMPARE(kRules[std::size_t(i)].rule, order[i]);
            QCOMPARE(ruleFromName(kRules[std::size_t(i)].name), std::optional<Rule>(order[i]));
        }
        QVERIFY(ruleInfo(Rule::UncontestedNoCover).leak && ruleInfo(Rule::SingleSolution).leak);
        QVERIFY(!ruleInfo(Rule::Cover).leak && !ruleInfo(Rule::OneOf).leak);
        QVERIFY(!ruleFromName("squares"));
        QCOMPARE(SolverOptions().weight[std::size_t(Rule::SingleSolution)], -50.0);
        QVERIFY(!SolverOptions().withoutLeaks().leaksEnabled());
    }

    // Each level is the smallest found whose first layer is won by the rule; for the sound rules the
    // level has one solution, which the solver (leaks off) finds.
    void ownsFirstLayer_data() {
        QTest::addColumn<Puzzle>("puzzle");
        QTest::addColumn<int>("rule");
        QTest::newRow("cover") << rows({"    ", "  1 ", " .  ", " 4  "}) << int(Rule::Cover);
        QTest::newRow("cant-fit") << rows({"    ", "1   ", "    ", "3   "}) << int(Rule::CantFit);
        QTest::newRow("square") << rows({".2. ", "3.  ", "  3 ", "    "}) << int(Rule::Square);
        QTest::newRow("dependency") << rows({"  31 1", "      ", " 4..4 ", "     2"})
                                    << int(Rule::Dependency);
        QTest::newRow("one-of") << rows({"3  3", "    ", " 4  ", "    "}) << int(Rule::OneOf);
        QTest::newRow("single-solution")
            << rows({"   4", "    ", "  2.", "  4 "}) << int(Rule::SingleSolution);
        QTest::newRow("uncontested-no-cover")
            << rows({"    ", " . 4", "3   ", "    "}) << int(Rule::UncontestedNoCover);
    }
    void ownsFirstLayer() {
        QFETCH(Puzzle, puzzle);
        QFETCH(int, rule);
        const Rule r = Rule(rule);
        SolveTrace trace;
        const Classification c = classify(puzzle, SolverOptions(), &trace);
        QVERIFY(!trace.layers.empty());
        QCOMPARE(trace.layers.front().rule, r);
        QVERIFY(trace.layers.front().width >= 1);
        QVERIFY(c.stats(r).depth >= 1);
        SolutionCounter counter;
        std::vector<Line> truth;
        QCOMPARE(counter.count(puzzle, 2, &truth), 1);
        if (!ruleInfo(r).leak) {
            LayeredSolver solver(SolverOptions().withoutLeaks());
            solver.reset(puzzle);
            QVERIFY(solver.run().solved());
            QCOMPARE(solver.solution(), truth);
        } else {
            // With the leaks off the rule never wins a layer.
            SolveTrace off;
            classify(puzzle, SolverOptions().withoutLeaks(), &off);
            QVERIFY(!hasLayer(off, r));
        }
    }

    void disabledRuleNeverWins() {
        const Puzzle p = rows({".2. ", "3.  ", "  3 ", "    "});
        SolverOptions o;
        o.enabled[std::size_t(Rule::Square)] = false;
        SolveTrace t;
        const Classification c = classify(p, o, &t);
        QVERIFY(!hasLayer(t, Rule::Square));
        QCOMPARE(c.stats(Rule::Square).depth, 0);
    }

    void statisticsAndScore() {
        const Puzzle p = rows({"  31 1", "      ", " 4..4 ", "     2"});
        SolverOptions o;
        o.setWeight(Rule::Dependency, 100);
        o.widthWeight = -2;
        SolveTrace t;
        const Classification c = classify(p, o, &t);
        QVERIFY(c.solved());
        QCOMPARE(int(t.layers.size()), c.depth);
        int depthSum = 0, widest = 0;
        double score = 0;
        for (const RuleInfo &info : kRules) {
            depthSum += c.stats(info.rule).depth;
            score += c.stats(info.rule).depth * o.weight[std::size_t(info.rule)];
        }
        for (const TraceLayer &l : t.layers) widest = std::max(widest, l.width);
        QCOMPARE(depthSum, c.depth);
        QCOMPARE(widest, c.maxWidth);
        QCOMPARE(c.score, score - 2 * widest);
    }

    void traceStates() {
        const Puzzle p = rows({".2. ", "3.  ", "  3 ", "    "});
        SolveTrace t;
        const Classification c = classify(p, SolverOptions(), &t);
        QVERIFY(c.solved());
        QCOMPARE(t.status, SolveStatus::Solved);
        QCOMPARE(int(t.start.placements.size()), p.numberCount());
        QCOMPARE(int(t.start.owner.size()), p.cellCount());
        // Knowledge only grows: placements shrink, fixed cells stay fixed.
        const TraceState *prev = &t.start;
        for (const TraceLayer &l : t.layers) {
            for (int n = 0; n < p.numberCount(); ++n)
                QCOMPARE(l.after.placements[std::size_t(n)] & ~prev->placements[std::size_t(n)], 0u);
            for (int cell = 0; cell < p.cellCount(); ++cell)
                if (prev->owner[std::size_t(cell)] >= 0)
                    QCOMPARE(l.after.owner[std::size_t(cell)], prev->owner[std::size_t(cell)]);
            prev = &l.after;
        }
        // Solved: one placement per number, every line cell owned by its number.
        for (PlacementMask m : t.finalState().placements) QCOMPARE(__builtin_popcount(m), 1);
        for (const Number &n : p.numbers())
            QCOMPARE(int(t.finalState().owner[std::size_t(p.cellIndex(n.row, n.col))]),
                     p.numberAt(n.row, n.col));
    }

    void stallIsReported() {
        // Two 2s that can swap their lines: nothing to deduce.
        const Puzzle p = rows({"2   ", " 2  ", "    ", "    "});
        SolveTrace t;
        const Classification c = classify(p, SolverOptions().withoutLeaks(), &t);
        QCOMPARE(c.status, SolveStatus::Stuck);
        for (PlacementMask m : t.finalState().placements) QVERIFY(__builtin_popcount(m) > 1);
    }

    // A "solved" state whose lines overlap or miss a dot is a contradiction.
    void consistencyCheck() {
        const Puzzle p = rows({"2.  ", " 2  ", "    ", ".   "});
        Board board;
        board.setup(p);
        SolverState s;
        s.init(board);
        // Number 0 (row 0) horizontal over (0,1); number 1 (row 1) vertical up over (0,1) too.
        s.place[0] = 1u << 0;       // cols 0-1
        s.place[1] = 1u << (2 + 1); // vertical, rows 0-1
        QVERIFY(!s.consistent(board));
        // Without the overlap the dot at (3,0) is still uncovered.
        s.place[1] = 1u << 0; // horizontal, cols 1-2
        QVERIFY(!s.consistent(board));
        QVERIFY(!checkSolution(p, {Line{true, 0, 1}, Line{true, 1, 2}}).empty());
    }

    // The original's failure: a uniqueness leak "solves" a level that has several solutions. Such a
    // level must never count as valid.
    void leakOnAmbiguousLevelIsRejected() {
        const Puzzle p = rows({"  3  ", "2    ", "     ", "     "});
        const Classification leaky = classify(p, SolverOptions());
        QVERIFY(leaky.solved());
        QVERIFY(leaky.leaked());
        SolutionCounter counter;
        QVERIFY(counter.count(p, 2) == 2);
        const Verdict v = verify(p);
        QVERIFY(!v.solvedWithoutLeaks);
        QVERIFY(!v.valid());
    }

    void noSolutionEndsInContradiction() {
        const Puzzle p = rows({"3 4 ", "    ", " 2. ", " 3  "});
        SolutionCounter counter;
        QCOMPARE(counter.count(p, 2), 0);
        const Classification c = classify(p, SolverOptions());
        QCOMPARE(c.status, SolveStatus::Contradiction);
        QVERIFY(!verify(p).valid());
    }

    // RuleInput::newDotsFrom: on a state every rule found empty, with only dots added since, each rule
    // that looks at dots (cover, square, dependency) finds what it finds when asked about the whole board.
    // Random expert-sized boards, solved leak-free, one to three random dots at each stall, as the generator
    // does.
    void rulesAskedAboutNewDotsFindWhatAFullLookFinds() {
        tessera::Rng rng(2026);
        LayeredSolver solver(SolverOptions().withoutLeaks());
        SolutionCounter counter;
        int compared = 0, found = 0;
        for (int boards = 0; boards < 200;) {
            Puzzle p(13, 9);
            while (p.numberCount() < 24) {
                const int r = rng.range(0, 12), c = rng.range(0, 8);
                if (p.numberAt(r, c) < 0) p.addNumber(r, c, rng.range(2, 5));
            }
            // Dots only on cells one solution covers, so the solve goes on to the end.
            std::vector<Line> lines;
            if (counter.count(p, 1, &lines) != 1) continue;
            ++boards;
            std::vector<bool> covered(std::size_t(p.cellCount()));
            for (int i = 0; i < p.numberCount(); ++i)
                for (int x = lines[std::size_t(i)].first; x <= lines[std::size_t(i)].last; ++x)
                    covered[std::size_t(lines[std::size_t(i)].horizontal ? p.number(i).row * 9 + x
                                                                         : x * 9 + p.number(i).col)] = true;
            solver.reset(p);
            for (int steps = 0; steps < 200 && !solver.contradiction() && !solver.complete(); ++steps) {
                if (solver.step().progress) continue;
                const int before = solver.board().dotCount;
                for (int added = rng.range(1, 3), tries = 0; added > 0 && tries < 500; ++tries) {
                    const int cell = rng.range(0, solver.board().cells - 1);
                    if (!covered[std::size_t(cell)] || solver.state().owner[std::size_t(cell)] >= 0 ||
                        solver.board().dot[std::size_t(cell)] || p.numberAt(cell / 9, cell % 9) >= 0)
                        continue;
                    solver.addDot(cell);
                    --added;
                }
                if (solver.board().dotCount == before) break;
                for (const RuleInfo &info : kRules) {
                    // The leaks are off in this solve, so they did not find the stalled state empty.
                    if (!info.usesDots || info.leak) continue;
                    Deductions full, incremental;
                    info.find(RuleInput{solver.board(), solver.state()}, full);
                    info.find(RuleInput{solver.board(), solver.state(), before}, incremental);
                    QCOMPARE(incremental.pruned, full.pruned);
                    for (std::uint64_t m = full.pruned; m; m &= m - 1)
                        QCOMPARE(incremental.remove[std::size_t(lowestBit(m))],
                                 full.remove[std::size_t(lowestBit(m))]);
                    std::set<std::pair<int, int>> a, b;
                    for (int i = 0; i < full.fixCount; ++i)
                        a.insert({full.fixCell[std::size_t(i)], full.fixNumber[std::size_t(i)]});
                    for (int i = 0; i < incremental.fixCount; ++i)
                        b.insert(
                            {incremental.fixCell[std::size_t(i)], incremental.fixNumber[std::size_t(i)]});
                    QCOMPARE(b, a);
                    ++compared;
                    found += !full.empty();
                }
            }
        }
        QVERIFY(compared > 5000);
        QVERIFY(found > 1000); // the rules did find things after new dots, so the comparison means something
    }

    // Whatever the level, "solved" means a real solution.
    void solvedImpliesSolution() {
        tessera::Rng rng(77);
        SolutionCounter counter;
        LayeredSolver solver;
        int solved = 0;
        for (int t = 0; t < 3000; ++t) {
            Puzzle p(rng.range(4, 6), rng.range(4, 6));
            const int k = rng.range(2, 6);
            while (p.numberCount() < k) {
                const int r = rng.range(0, p.rows() - 1), c = rng.range(0, p.cols() - 1);
                if (p.numberAt(r, c) < 0) p.addNumber(r, c, rng.range(1, 5));
            }
            if (t % 2) {
                for (int i = rng.range(0, 6); i > 0; --i) {
                    const int r = rng.range(0, p.rows() - 1), c = rng.range(0, p.cols() - 1);
                    if (p.numberAt(r, c) < 0) p.setDot(r, c, true);
                }
            } else {
                // Half the levels get the generator's dots, so many of them are solvable.
                GeneratorOptions go;
                go.rows = p.rows();
                go.cols = p.cols();
                Generator(go).addDots(p, rng);
            }
            for (const bool leaks : {true, false}) {
                solver.setOptions(leaks ? SolverOptions() : SolverOptions().withoutLeaks());
                solver.reset(p);
                if (!solver.run().solved()) continue;
                QCOMPARE(checkSolution(p, solver.solution()), std::string());
                if (!leaks) {
                    // Sound rules: the solved state is the only solution.
                    std::vector<Line> truth;
                    QCOMPARE(counter.count(p, 2, &truth), 1);
                    QCOMPARE(solver.solution(), truth);
                    ++solved;
                }
            }
        }
        QVERIFY2(solved > 500, std::to_string(solved).c_str());
    }
};

QTEST_APPLESS_MAIN(TestLinjatRules)
#include "tst_linjat_rules.moc"
