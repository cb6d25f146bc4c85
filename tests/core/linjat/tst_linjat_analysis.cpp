// The analysis the studio shows for each state of a level (linjat/puzzleanalysis.h): the leak-free
// re-solve, the next leak at its stall, which solve is shown (showsLeakySolve) and the generator's or
// the tie-breaking dot. Checked on published puzzles, some with dots taken away, and random levels.
#include "common/rng.h"
#include "linjat/dotsuggestion.h"
#include "linjat/generator.h"
#include "linjat/levelio.h"
#include "linjat/puzzleanalysis.h"
#include "linjat/solutionenumerator.h"

#include <QTest>

using namespace tessera;
using namespace tessera::linjat;

namespace {

std::vector<LevelEntry> published() {
    return readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
}

// Published puzzles with one dot taken away: mostly still unique, often stuck without the leaks.
std::vector<Puzzle> withOneDotLess(const std::vector<LevelEntry> &entries, std::size_t levels) {
    std::vector<Puzzle> out;
    for (std::size_t i = 0; i < entries.size() && i < levels; ++i) {
        const Puzzle &q = entries[i].puzzle;
        for (int r = 0; r < q.rows(); ++r)
            for (int c = 0; c < q.cols(); ++c) {
                if (!q.isDot(r, c)) continue;
                Puzzle p = q;
                p.setDot(r, c, false);
                out.push_back(p);
            }
    }
    return out;
}

// Random numbers and a few random dots: a mix of unique, ambiguous and impossible levels.
Puzzle randomPuzzle(Rng &rng, int rows, int cols, int numbers, int dots) {
    GeneratorOptions o;
    o.rows = rows;
    o.cols = cols;
    o.numbers = numbers;
    Puzzle p = Generator(o).randomNumbers(rng);
    for (int i = 0; i < dots; ++i) {
        const int r = rng.range(0, rows - 1), c = rng.range(0, cols - 1);
        if (p.numberAt(r, c) < 0) p.setDot(r, c, true);
    }
    return p;
}

} // namespace

class TestLinjatAnalysis : public QObject {
    Q_OBJECT
private slots:
    void publishedLevelsAreValid() {
        const auto entries = published();
        QVERIFY(entries.size() >= 10);
        const SolverOptions o;
        QVERIFY(o.leaksEnabled());
        for (std::size_t i = 0; i < 10; ++i) {
            const PuzzleAnalysis a = analysePuzzle(entries[i].puzzle, o);
            QCOMPARE(a.solutions, 1);
            QCOMPARE(int(a.shownSolutions.size()), 1);
            QCOMPARE(checkSolution(entries[i].puzzle, a.shownSolutions[0]), std::string());
            QVERIFY(a.solvedWithoutLeaks());
            QVERIFY(a.valid());
            QVERIFY(a.showsLeakySolve());
            QVERIFY(!a.nextLeak);
            QVERIFY(!a.generatorDot); // nothing to add to a level the leak-free solver solves
            QCOMPARE(a.classification, classify(entries[i].puzzle, o));
            QCOMPARE(a.leakFree, classify(entries[i].puzzle, o.withoutLeaks()));
        }
    }

    void leakFreeResolveAndNextLeak() {
        // With the leaks on, the analysis solves twice: with them (classification) and without them
        // (leakFree). Where the leak-free solve stalls, the next leak is a leak rule's layer.
        const SolverOptions o;
        int stalls = 0, leaks = 0;
        for (const Puzzle &p : withOneDotLess(published(), 12)) {
            const PuzzleAnalysis a = analysePuzzle(p, o);
            QCOMPARE(a.classification, classify(p, o));
            QCOMPARE(a.leakFree, classify(p, o.withoutLeaks()));
            QCOMPARE(a.leakFreeTrace.layers.size(), std::size_t(a.leakFree.depth));
            if (a.leakFree.status != SolveStatus::Stuck) {
                QVERIFY(!a.nextLeak);
                continue;
            }
            ++stalls;
            if (!a.nextLeak) continue;
            ++leaks;
            QVERIFY(a.nextLeak->progress);
            QVERIFY(ruleInfo(a.nextLeak->rule).leak);
            QVERIFY(o.uses(a.nextLeak->rule));
            // Without the leaks the same puzzle has no next leak, and both solves are one.
            const PuzzleAnalysis off = analysePuzzle(p, o.withoutLeaks());
            QVERIFY(!off.nextLeak);
            QCOMPARE(off.leakFree, off.classification);
            QCOMPARE(off.leakFree, a.leakFree);
            QVERIFY(!off.showsLeakySolve());
            QCOMPARE(&off.chosen(), &off.leakFree);
        }
        qInfo("%d leak-free stalls, %d with a next leak", stalls, leaks);
        QVERIFY(stalls > 0);
        QVERIFY(leaks > 0);
    }

    void leakySolveIsShownOnlyForUniqueLevels() {
        // The leaky solve is shown when the leaks are on and it did not "solve" a level that is not
        // unique; whatever is shown for an ambiguous level is no solve.
        Rng rng(7);
        const SolverOptions o;
        int ambiguous = 0, unique = 0;
        for (int i = 0; i < 150; ++i) {
            const Puzzle p = randomPuzzle(rng, 6 + i % 3, 6, 4 + i % 4, i % 5);
            const PuzzleAnalysis a = analysePuzzle(p, o);
            QCOMPARE(a.showsLeakySolve(), !a.classification.solved() || a.solutions == 1);
            QCOMPARE(&a.chosen(), a.showsLeakySolve() ? &a.classification : &a.leakFree);
            QCOMPARE(&a.chosenTrace(), a.showsLeakySolve() ? &a.trace : &a.leakFreeTrace);
            if (a.solutions >= 2) {
                ++ambiguous;
                QVERIFY(!a.chosen().solved());
                QVERIFY(!a.valid());
            }
            if (a.solutions == 1) {
                ++unique;
                QCOMPARE(a.chosen(), a.classification);
            }
        }
        QVERIFY(ambiguous > 10);
        QVERIFY(unique > 0);
    }

    void ambiguousLevelsGetATieBreakingDot() {
        // Two different solutions are shown, and the proposed dot is covered by exactly one of them.
        Rng rng(5);
        int ambiguous = 0, dots = 0;
        for (int i = 0; i < 200 && ambiguous < 20; ++i) {
            const Puzzle p = randomPuzzle(rng, 6 + i % 3, 6, 4 + i % 3, 0);
            const PuzzleAnalysis a = analysePuzzle(p, SolverOptions(), nullptr, std::uint64_t(i) + 1);
            if (a.solutions < 2) continue;
            ++ambiguous;
            QCOMPARE(int(a.shownSolutions.size()), 2);
            QVERIFY(!differingNumbers(a.shownSolutions[0], a.shownSolutions[1]).empty());
            QVERIFY(!a.solvedWithoutLeaks());
            if (!a.generatorDot) continue;
            ++dots;
            const DotSuggestion &d = *a.generatorDot;
            QVERIFY(d.breaksTie);
            QVERIFY(p.numberAt(d.row, d.col) < 0 && !p.isDot(d.row, d.col));
            // With the dot, the solution covering it stays one and the other is ruled out.
            Puzzle with = p;
            with.setDot(d.row, d.col, true);
            QCOMPARE(checkSolution(with, a.shownSolutions[std::size_t(d.coveredBy)]), std::string());
            QVERIFY(!checkSolution(with, a.shownSolutions[std::size_t(1 - d.coveredBy)]).empty());
            // The same seed, the same dot.
            Rng same(std::uint64_t(i) + 1);
            const auto again = suggestTieBreakingDot(p, a.shownSolutions[0], a.shownSolutions[1], same);
            QVERIFY(again);
            QCOMPARE(std::make_pair(again->row, again->col), std::make_pair(d.row, d.col));
        }
        QVERIFY(ambiguous >= 10);
        QVERIFY(dots * 10 >= ambiguous * 8);
    }

    void uniqueStalledLevelsGetTheGeneratorsDot() {
        const SolverOptions o;
        int compared = 0;
        for (const Puzzle &p : withOneDotLess(published(), 12)) {
            const PuzzleAnalysis a = analysePuzzle(p, o, nullptr, 9);
            if (a.solutions != 1 || a.solvedWithoutLeaks()) continue;
            Rng rng(9);
            const auto expected = suggestGeneratorDot(p, o, rng);
            QCOMPARE(bool(a.generatorDot), bool(expected));
            if (!expected) continue;
            QVERIFY(!a.generatorDot->breaksTie);
            QCOMPARE(std::make_pair(a.generatorDot->row, a.generatorDot->col),
                     std::make_pair(expected->row, expected->col));
            ++compared;
        }
        QVERIFY(compared > 0);
    }

    void cancelledAnalysisProposesNoDot() {
        const Puzzle p = puzzleFromRows({"2   ", "    ", "    ", "    "});
        CancelToken token;
        token.cancel();
        const PuzzleAnalysis a = analysePuzzle(p, SolverOptions(), &token);
        QVERIFY(!a.generatorDot);
        QVERIFY(!a.solvedWithoutLeaks());
        // Uncancelled, the same level has two solutions and a dot to tell them apart.
        const PuzzleAnalysis b = analysePuzzle(p, SolverOptions());
        QCOMPARE(b.solutions, 2);
        QVERIFY(b.generatorDot && b.generatorDot->breaksTie);
    }
};

QTEST_APPLESS_MAIN(TestLinjatAnalysis)
#include "tst_linjat_analysis.moc"
