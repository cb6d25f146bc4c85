// Fillings as clauses (FillingSat) against the brute-force counter that shares no code with it, on
// random small boards under both rules; and the proofs it gives the fast solver: the sample's 14x14 is
// unique under the any-filling rule too, and a board with a second filling is found multiple.
#include "flowtestutil.h"

#include "common/rng.h"
#include "flow/fastsolver.h"
#include "flow/fillingsat.h"
#include "flow/generator.h"

#include <QtTest>

using namespace flowtest;

namespace {

// Every filling FillingSat finds, each excluded in turn, up to limit; -1 when it could not decide.
int satCount(const Puzzle &p, Rule rule, int limit) {
    FillingSat sat(p, rule);
    int count = 0;
    Solution s;
    while (count < limit) {
        const FillingSat::Outcome o = sat.next(s, 0, nullptr);
        if (o == FillingSat::Outcome::None) break;
        if (o == FillingSat::Outcome::Unknown) return -1;
        if (!validateSolution(p, s, rule).ok) return -2;
        ++count;
        sat.exclude(s);
    }
    return count;
}

Puzzle randomPuzzle(Rng &rng, int rows, int cols, int colours) {
    std::vector<int> cells;
    for (int i = 0; i < rows * cols; ++i) cells.push_back(i);
    std::vector<int> ends;
    rng.draw(cells, static_cast<std::size_t>(2 * colours), ends);
    Puzzle p;
    p.rows = rows;
    p.cols = cols;
    for (int k = 0; k < colours; ++k) {
        const int a = ends[static_cast<std::size_t>(2 * k)], b = ends[static_cast<std::size_t>(2 * k + 1)];
        p.pairs.push_back({static_cast<char>('A' + k), {a / cols, a % cols}, {b / cols, b % cols}});
    }
    return p;
}

} // namespace

class TestFlowSat : public QObject {
    Q_OBJECT

private slots:
    void countsAgreeWithBruteForce() {
        Rng rng(3);
        int solvable = 0, several = 0;
        for (int round = 0; round < 600; ++round) {
            const int rows = rng.range(2, 5), cols = rng.range(2, 5);
            const int colours = rng.range(1, std::min(4, rows * cols / 2));
            const Puzzle p = randomPuzzle(rng, rows, cols, colours);
            for (Rule rule : {Rule::Strict, Rule::AnyFilling}) {
                const int truth = bruteForceCount(p, rule, 30);
                QCOMPARE(satCount(p, rule, 30), truth);
                solvable += truth > 0;
                several += truth > 1;
            }
        }
        qInfo("%d solvable, %d with several fillings", solvable, several);
        QVERIFY(solvable > 150);
        QVERIFY(several > 50);
    }

    void agreesWithTheExhaustiveSearch() {
        // Generated levels (one filling under the strict rule, often more under any-filling) too
        // large for the brute force: the search alone (no local step, no clauses) against the solver
        // whose count after the first filling comes from the clauses.
        int decided = 0, unique = 0, multiple = 0;
        for (int round = 0; round < 40; ++round) {
            GeneratorOptions g;
            g.rows = g.cols = 5 + round % 3;
            g.minColours = g.maxColours = g.rows - 1 + round % 2;
            const std::optional<GeneratedLevel> level = generateLevel(g, static_cast<std::uint64_t>(round));
            QVERIFY(level);
            Puzzle p = level->puzzle;
            p.rule = Rule::AnyFilling;
            FastSolveOptions search;
            search.rule = Rule::AnyFilling;
            search.localSecond = false;
            search.satProof = false;
            const SolveResult truth = solveFast(p, search);
            QVERIFY(truth.exhausted || truth.count >= 2);
            // The clauses from the start (after 1 node) or after the first fillings (5, 20).
            for (const long long after : {1, 5, 20}) {
                FastSolveOptions clauses = search;
                clauses.satProof = true;
                clauses.satAfterNodes = after;
                const SolveResult r = solveFast(p, clauses);
                QCOMPARE(r.status(), truth.status());
                QCOMPARE(r.rejected, 0);
                decided += r.provedBySat;
            }
            unique += truth.status() == SolveStatus::Unique;
            multiple += truth.status() == SolveStatus::Multiple;
        }
        qInfo("%d decided by clauses, %d unique, %d multiple", decided, unique, multiple);
        QVERIFY(decided > 40); // every level from the start, a few after a first filling
        QVERIFY(unique > 5);
        QVERIFY(multiple >= 3);
    }

    void sample14IsUniqueUnderAnyFilling() {
        const SolveResult r = solveSample14(0);
        QCOMPARE(r.status(), SolveStatus::Unique);
        QVERIFY(r.provedBySat);
        QVERIFY(r.satConflicts > 0);
        // Its one filling is the strict rule's one.
        const SolveResult s = solveFast(ascii(kSample14), FastSolveOptions{});
        QCOMPARE(s.status(), SolveStatus::Unique);
        QCOMPARE(r.solutions.front(), s.solutions.front());
    }

    void budgetLeavesItUnknown() {
        // One conflict is too few: the search goes on to its budget, past the first filling (12,708
        // nodes) and short of any proof.
        const SolveResult r = solveSample14(1, 20000);
        QCOMPARE(r.status(), SolveStatus::Solved);
        QVERIFY(!r.provedBySat);
        QVERIFY(r.budgetHit);
    }

private:
    static SolveResult solveSample14(long long conflicts, long long nodes = kDefaultSolveNodes) {
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        o.satConflicts = conflicts;
        o.maxNodes = nodes;
        return solveFast(ascii(kSample14, Rule::AnyFilling), o);
    }
};

QTEST_APPLESS_MAIN(TestFlowSat)
#include "tst_flow_sat.moc"
