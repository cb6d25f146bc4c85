// The two core additions the studio needs: listing two different solutions of an ambiguous level,
// and the dot the generator would add next. Checked against the exact counter and the generator.
#include "common/rng.h"
#include "linjat/dotsuggestion.h"
#include "linjat/generator.h"
#include "linjat/layeredsolver.h"
#include "linjat/levelio.h"
#include "linjat/solutioncounter.h"
#include "linjat/solutionenumerator.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace tessera;
using namespace tessera::linjat;

namespace {

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

class TestLinjatCoreExtras : public QObject {
    Q_OBJECT
private slots:
    void enumeratorAgreesWithCounter() {
        Rng rng(42);
        SolutionCounter counter;
        SolutionEnumerator enumerator;
        int ambiguous = 0, unique = 0, none = 0;
        for (int i = 0; i < 300; ++i) {
            Puzzle p = randomPuzzle(rng, 6 + i % 4, 5 + i % 3, 4 + i % 5, i % 7);
            if (i % 5 == 0) {
                // Generated dots: mostly unique levels.
                GeneratorOptions o;
                o.rows = p.rows();
                o.cols = p.cols();
                Generator(o).addDots(p, rng);
            }
            const int count = counter.count(p, 3);
            const auto found = enumerator.find(p, 3);
            QCOMPARE(int(found.size()), count);
            // Every listed solution is a real one, and they are all different.
            std::set<std::vector<std::tuple<bool, int, int>>> distinct;
            for (const auto &lines : found) {
                QCOMPARE(checkSolution(p, lines), std::string());
                std::vector<std::tuple<bool, int, int>> key;
                for (const Line &l : lines) key.emplace_back(l.horizontal, l.first, l.last);
                distinct.insert(key);
            }
            QCOMPARE(distinct.size(), found.size());
            if (count >= 2) {
                ++ambiguous;
                QVERIFY(!differingNumbers(found[0], found[1]).empty());
            }
            unique += count == 1;
            none += count == 0;
        }
        // The sample covers every case.
        QVERIFY(ambiguous > 10);
        QVERIFY(unique > 0);
        QVERIFY(none > 0);
    }

    void publishedPuzzlesHaveOneSolution() {
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        QVERIFY(entries.size() >= 40);
        SolutionEnumerator enumerator;
        for (const LevelEntry &e : entries) QCOMPARE(int(enumerator.find(e.puzzle, 2).size()), 1);
    }

    void twoSolutionsOfASimpleLevel() {
        // A 2 in a corner goes right or down.
        const Puzzle p = puzzleFromRows({"2   ", "    ", "    ", "    "});
        SolutionEnumerator enumerator;
        const auto found = enumerator.find(p, 5);
        QCOMPARE(int(found.size()), 2);
        QCOMPARE(differingNumbers(found[0], found[1]), std::vector<int>{0});
        QVERIFY(found[0][0].horizontal != found[1][0].horizontal);
    }

    void cancelStopsTheSearch() {
        // Many numbers on an empty board: a huge number of solutions; a cancelled token stops at once.
        Rng rng(3);
        const Puzzle p = randomPuzzle(rng, 20, 20, 40, 0);
        CancelToken token;
        token.cancel();
        SolutionEnumerator enumerator;
        const auto found = enumerator.find(p, 1000000, &token);
        QVERIFY(enumerator.cancelled());
        QVERIFY(found.size() < 1000000);
    }

    void suggestionIsTheGeneratorsFirstDot() {
        // Up to its first dot the generator does what the suggestion does, so its first dot is one of
        // the suggestion's equally good cells; with a single best cell it is exactly the suggestion.
        GeneratorOptions o;
        int compared = 0, exact = 0;
        for (std::uint64_t seed = 1; seed <= 80; ++seed) {
            Rng numbers(seed);
            const Puzzle bare = Generator(o).randomNumbers(numbers);
            Rng a(seed * 7919), b(seed * 7919);
            const auto dot = suggestGeneratorDot(bare, o.solver, a);
            Puzzle generated = bare;
            Generator generator(o);
            const bool ok = generator.addDots(generated, b);
            if (!dot) continue;
            QVERIFY(bare.numberAt(dot->row, dot->col) < 0);
            QVERIFY(!bare.isDot(dot->row, dot->col));
            QVERIFY(std::find(dot->ties.begin(), dot->ties.end(), std::make_pair(dot->row, dot->col)) !=
                    dot->ties.end());
            if (!ok) continue;
            bool hit = false;
            for (const auto &[r, c] : dot->ties) hit = hit || generated.isDot(r, c);
            QVERIFY2(hit, qPrintable(QStringLiteral("seed %1").arg(seed)));
            if (dot->ties.size() == 1) {
                QVERIFY(generated.isDot(dot->row, dot->col));
                ++exact;
            }
            ++compared;
        }
        QVERIFY(compared > 20);
        QVERIFY(exact > 0);
    }

    void suggestionsFinishALevel() {
        // Following the suggestions one dot at a time ends with a level the leak-free solver solves,
        // or with no useful cell left (what makes the generator give up).
        GeneratorOptions o;
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Rng rng(seed);
            Puzzle p = Generator(o).randomNumbers(rng);
            for (int step = 0; step < p.cellCount(); ++step) {
                const auto dot = suggestGeneratorDot(p, o.solver, rng);
                if (!dot) break;
                QVERIFY(p.numberAt(dot->row, dot->col) < 0 && !p.isDot(dot->row, dot->col));
                p.setDot(dot->row, dot->col, true);
            }
            const Classification c = classify(p, o.solver.withoutLeaks());
            if (c.solved())
                ++finished;
            else
                QVERIFY(!suggestGeneratorDot(p, o.solver, rng));
        }
        QVERIFY(finished > 10);
    }

    void tieBreakingDotRulesOneSolutionOut() {
        // On a level with two or more solutions, the proposed dot is covered by one of the two given
        // solutions and not by the other: with it, the one stays a solution and the other is not, and
        // following such dots ends with a unique level or one where no dot can help.
        SolutionCounter counter;
        SolutionEnumerator enumerator;
        int ambiguous = 0, madeUnique = 0;
        Rng rng(5);
        for (int i = 0; i < 200 && ambiguous < 40; ++i) {
            Puzzle p = randomPuzzle(rng, 6 + i % 3, 6, 4 + i % 3, 0);
            if (counter.count(p, 2) < 2) continue;
            ++ambiguous;
            for (int step = 0; step < p.cellCount(); ++step) {
                const auto found = enumerator.find(p, 2);
                if (found.size() < 2) break;
                const auto dot = suggestTieBreakingDot(p, found[0], found[1], rng);
                if (!dot) break;
                QVERIFY(dot->breaksTie);
                QVERIFY(p.numberAt(dot->row, dot->col) < 0 && !p.isDot(dot->row, dot->col));
                Puzzle with = p;
                with.setDot(dot->row, dot->col, true);
                const auto &kept = found[std::size_t(dot->coveredBy)];
                const auto &ruledOut = found[std::size_t(1 - dot->coveredBy)];
                QCOMPARE(checkSolution(with, kept), std::string());
                QVERIFY(!checkSolution(with, ruledOut).empty());
                p = with;
            }
            madeUnique += counter.count(p, 2) == 1 ? 1 : 0;
        }
        qInfo("%d ambiguous levels, %d made unique by tie-breaking dots", ambiguous, madeUnique);
        QVERIFY(ambiguous >= 20);
        // Nearly always a level that differs in covered cells at every step: most become unique.
        QVERIFY2(madeUnique * 10 >= ambiguous * 8,
                 qPrintable(QStringLiteral("%1 of %2 made unique").arg(madeUnique).arg(ambiguous)));
    }

    void noTieBreakingDotWhenTheSolutionsCoverTheSameCells() {
        // Two 2s on the diagonal of a 2x2 block with dots on the other two cells: one goes right and the
        // other left, or one down and the other up. Both solutions cover the same four cells, so no dot
        // tells them apart.
        const Puzzle p = puzzleFromRows({"2.  ", ".2  ", "    ", "    "});
        SolutionEnumerator enumerator;
        const auto found = enumerator.find(p, 3);
        QCOMPARE(int(found.size()), 2);
        Rng rng(1);
        QVERIFY(!suggestTieBreakingDot(p, found[0], found[1], rng));
    }

    void noSuggestionForASolvedLevel() {
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        Rng rng(1);
        SolverOptions o;
        for (const LevelEntry &e : entries) {
            if (!classify(e.puzzle, o.withoutLeaks()).solved()) continue;
            QVERIFY(!suggestGeneratorDot(e.puzzle, o, rng));
        }
    }

    void suggestionIsDeterministic() {
        const Puzzle p = puzzleFromRows({"  3   ", "      ", " 4    ", "      ", "    3 ", "2     "});
        Rng a(11), b(11);
        const auto x = suggestGeneratorDot(p, SolverOptions(), a);
        const auto y = suggestGeneratorDot(p, SolverOptions(), b);
        QVERIFY(x && y);
        QCOMPARE(x->row, y->row);
        QCOMPARE(x->col, y->col);
    }
};

QTEST_APPLESS_MAIN(TestLinjatCoreExtras)
#include "tst_linjat_suggestions.moc"
