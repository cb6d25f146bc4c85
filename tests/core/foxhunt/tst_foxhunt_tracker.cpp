// The probability tracker against brute-force enumeration of every fox placement, the free deduction,
// contradictions, and the sampling fallback.
#include "common/error.h"
#include "foxhunt/enumeration.h"
#include "foxhunt/posterior.h"
#include "foxhunt/prober.h"
#include "foxhunt/tracker.h"

#include <QtTest>

#include <cmath>

using namespace tessera;
using namespace tessera::foxhunt;

namespace {

// Every placement of view.foxes foxes that agrees with every probe, counted one by one.
struct Brute {
    double placements = 0;
    std::vector<double> foxCount;
};
Brute bruteForce(const View &view) {
    const int n = view.cells.size();
    Brute b;
    b.foxCount.assign(std::size_t(n), 0);
    std::vector<int> chosen;
    std::vector<char> fox(std::size_t(n), 0);
    auto consistent = [&] {
        for (int i = 0; i < n; ++i) {
            const int v = view.cells[i];
            if (v == kFound && !fox[std::size_t(i)]) return false;
            if (v >= 0) {
                if (fox[std::size_t(i)]) return false;
                int seen = 0;
                for (Point q : rayCells(view.rows, view.cols, view.cells.point(i)))
                    seen += fox[std::size_t(view.cells.index(q))];
                if (seen != v) return false;
            }
        }
        return true;
    };
    auto rec = [&](auto &self, int from, int left) -> void {
        if (left == 0) {
            if (!consistent()) return;
            b.placements += 1;
            for (int i = 0; i < n; ++i) b.foxCount[std::size_t(i)] += fox[std::size_t(i)];
            return;
        }
        for (int i = from; i <= n - left; ++i) {
            fox[std::size_t(i)] = 1;
            self(self, i + 1, left - 1);
            fox[std::size_t(i)] = 0;
        }
    };
    rec(rec, 0, view.foxes);
    return b;
}

// A view after `probes` probes of a random strategy on a random level.
View midGame(int rows, int cols, int foxes, int probes, std::uint64_t seed) {
    Rng rng(seed);
    Hunt hunt(randomLevel(rows, cols, foxes, rng));
    for (int i = 0; i < probes && !hunt.over(); ++i)
        hunt.probe(chooseProbe(hunt.view(), Strategy::Random, rng).cell);
    return hunt.view();
}

} // namespace

class TestFoxhuntTracker : public QObject {
    Q_OBJECT
private slots:
    void againstBruteForce_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("foxes");
        QTest::addColumn<int>("probes");
        QTest::addColumn<int>("seeds");
        QTest::newRow("4x4, 3 foxes, 3 probes") << 4 << 4 << 3 << 3 << 20;
        QTest::newRow("4x5, 4 foxes, 6 probes") << 4 << 5 << 4 << 6 << 20;
        QTest::newRow("5x5, 4 foxes, 5 probes") << 5 << 5 << 4 << 5 << 15;
        QTest::newRow("5x5, 5 foxes, 10 probes") << 5 << 5 << 5 << 10 << 10;
        QTest::newRow("3x6, 2 foxes, 1 probe") << 3 << 6 << 2 << 1 << 10;
    }
    void againstBruteForce() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, foxes);
        QFETCH(int, probes);
        QFETCH(int, seeds);
        for (int seed = 1; seed <= seeds; ++seed) {
            const View view = midGame(rows, cols, foxes, probes, std::uint64_t(seed));
            const Brute brute = bruteForce(view);
            // Both exact methods: the enumeration (the default, tried first) and the counting programme
            // (what runs when the enumeration is off or out of nodes).
            for (const long long nodes : {OddsOptions{}.maxNodes, 0LL}) {
                OddsOptions o;
                o.maxNodes = nodes;
                const Odds odds = computeOdds(view, o);
                QVERIFY(odds.exact);
                QCOMPARE(odds.how, std::string(nodes ? "enumerated" : "counted"));
                QCOMPARE(odds.placements, brute.placements);
                for (int i = 0; i < view.cells.size(); ++i) {
                    const double want = brute.foxCount[std::size_t(i)] / brute.placements;
                    if (std::fabs(odds.fox[i] - want) > 1e-9)
                        QFAIL(qPrintable(QString("seed %1, %2: tracker %3, brute force %4")
                                             .arg(seed)
                                             .arg(QString::fromStdString(cellName(view.cells.point(i))))
                                             .arg(odds.fox[i])
                                             .arg(want)));
                }
                // The heat map over the unprobed cells sums to the foxes left.
                double sum = 0;
                for (int i = 0; i < view.cells.size(); ++i)
                    sum += view.cells[i] == kUnknown ? odds.fox[i] : 0;
                QVERIFY(std::fabs(sum - (view.foxes - view.foundCount())) < 1e-9);
            }
        }
    }

    void enumerationOutOfNodes() {
        // Too few nodes: the counting programme answers, exactly, with the same odds.
        const View view = midGame(5, 5, 5, 10, 4);
        const Odds enumerated = computeOdds(view);
        QCOMPARE(enumerated.how, std::string("enumerated"));
        QVERIFY(enumerated.nodes > 1);
        OddsOptions o;
        o.maxNodes = enumerated.nodes - 1;
        const Odds counted = computeOdds(view, o);
        QVERIFY(counted.exact);
        QCOMPARE(counted.how, std::string("counted"));
        QCOMPARE(counted.placements, enumerated.placements);
        for (int i = 0; i < view.cells.size(); ++i)
            QVERIFY(std::fabs(counted.fox[i] - enumerated.fox[i]) < 1e-12);
    }

    void enumerationResumes() {
        // A search resumed with growing budgets (as the tracker's rounds run it) ends where a fresh one
        // with the last budget does: the same nodes, sums, marginals and draws, bit for bit; each round
        // that runs out says so with the nodes a fresh search with its budget reports.
        int resumed = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const View view = midGame(8, 8, 7, 9, seed);
            const Readings readings = readingsOf(view);
            Rng fresh(5);
            const Enumeration want = enumeratePlacements(readings, 1000000, 64, fresh);
            QVERIFY(want.done);
            PlacementSearch search(readings);
            long long budget = 1;
            while (!search.run(budget)) {
                Rng unused(5);
                const Enumeration cut = enumeratePlacements(readings, budget, 0, unused);
                QVERIFY(!cut.done);
                QCOMPARE(search.nodes(), cut.nodes);
                QCOMPARE(search.nodes(), budget + 1);
                budget *= 3;
                ++resumed;
            }
            Rng rng(5);
            const Enumeration got = search.result(64, rng);
            QVERIFY(got.done);
            QCOMPARE(got.nodes, want.nodes);
            QCOMPARE(got.placements, want.placements);
            QVERIFY(got.fox == want.fox);
            QVERIFY(got.draws == want.draws);
        }
        QVERIFY(resumed > 12); // the positions took several rounds
    }

    void freeDeduction() {
        // 4x4, 2 foxes; a found fox at a1 and b1 reads 1: that one is a1, so every other cell on b1's
        // rays is empty for free.
        View view(4, 4, 2);
        view.cells.at({0, 0}) = kFound;
        view.cells.at({0, 1}) = 1;
        const Odds odds = computeOdds(view);
        for (Point p : rayCells(4, 4, {0, 1}))
            if (p != Point{0, 0}) QCOMPARE(odds.fox.at(p), 0.0);
        QCOMPARE(odds.cleared.size(), std::size_t(8)); // c1 d1 b2 b3 b4 a2 c2 d3
        // The other fox is on one of the 6 cells no ray of b1 reaches, uniformly.
        QCOMPARE(odds.fox.at({3, 3}), 1.0 / 6);
        const Readings r = readingsOf(view);
        QVERIFY(r.constraints.empty());
        QCOMPARE(r.unknown.size(), std::size_t(6));
    }

    void knownReading() {
        // 3x3, 1 fox, the centre reads 1: the fox is on one of the 8 other cells, each 1/8.
        View view(3, 3, 1);
        view.cells.at({1, 1}) = 1;
        const Odds odds = computeOdds(view);
        QCOMPARE(odds.placements, 8.0);
        QCOMPARE(odds.fox.at({0, 0}), 0.125);
        // a1 reads 0: b1, a2, b2... are cleared; the fox is on c2 or b3 (off a1's rays, on b2's).
        view.cells.at({0, 0}) = 0;
        const Odds two = computeOdds(view);
        QCOMPARE(two.placements, 2.0);
        QCOMPARE(two.fox.at({1, 2}), 0.5);
        QCOMPARE(two.fox.at({2, 1}), 0.5);
        QCOMPARE(two.fox.at({2, 2}), 0.0);
    }

    void contradictions() {
        View view(3, 3, 1);
        view.cells.at({0, 0}) = kFound;
        view.cells.at({0, 1}) = 0; // a found fox on its row, yet it reads 0
        QVERIFY_THROWS_EXCEPTION(Error, computeOdds(view));
        View tooMany(3, 3, 1);
        tooMany.cells.at({0, 0}) = kFound;
        tooMany.cells.at({2, 2}) = kFound;
        QVERIFY_THROWS_EXCEPTION(Error, computeOdds(tooMany));
        View impossible(3, 3, 1);
        impossible.cells.at({1, 1}) = 2; // one fox cannot make a 2
        QVERIFY_THROWS_EXCEPTION(Error, computeOdds(impossible));
    }

    void samplingFallback() {
        const View view = midGame(5, 5, 5, 8, 3);
        const Brute brute = bruteForce(view);
        OddsOptions o;
        o.maxNodes = 0; // no enumeration
        // One state fewer than the exact count needs: readings are dropped and checked by rejection.
        o.maxStates = computeOdds(view, o).states - 1;
        o.samples = 20000;
        o.maxDraws = 400000;
        const Odds odds = computeOdds(view, o);
        QVERIFY(!odds.exact);
        QVERIFY(odds.dropped > 0);
        QVERIFY2(odds.samples > 1000,
                 qPrintable(QString("%1 samples, %2 readings dropped").arg(odds.samples).arg(odds.dropped)));
        for (int i = 0; i < view.cells.size(); ++i) {
            const double want = brute.foxCount[std::size_t(i)] / brute.placements;
            QVERIFY2(std::fabs(odds.fox[i] - want) < 5 * odds.stdError + 1e-3,
                     qPrintable(QString("%1 vs %2").arg(odds.fox[i]).arg(want)));
        }
        QCOMPARE(computeOdds(view, o).fox, odds.fox); // seeded
    }

    void drawsAreConsistent() {
        const View view = midGame(6, 6, 5, 8, 9);
        for (const long long nodes : {OddsOptions{}.maxNodes, 0LL}) {
            OddsOptions o;
            o.maxNodes = nodes;
            o.keepDraws = 4000;
            const Odds odds = computeOdds(view, o);
            QCOMPARE(odds.draws.size(), std::size_t(4000));
            // Uniform over the consistent placements: each cell's share of the draws is its exact odds.
            std::vector<double> seen(std::size_t(view.cells.size()), 0);
            for (const std::vector<int> &draw : odds.draws)
                for (int q : draw) seen[std::size_t(q)] += 1.0 / 4000;
            for (int i = 0; i < view.cells.size(); ++i)
                if (view.cells[i] == kUnknown) {
                    const double p = odds.fox[i];
                    QVERIFY2(
                        std::fabs(seen[std::size_t(i)] - p) <= 5 * std::sqrt(p * (1 - p) / 4000) + 1e-9,
                        qPrintable(QString("%1: drawn %2, odds %3").arg(i).arg(seen[std::size_t(i)]).arg(p)));
                }
            for (const std::vector<int> &draw : odds.draws) {
                View filled = view;
                QCOMPARE(int(draw.size()), view.foxes - view.foundCount());
                Level level;
                level.rows = 6;
                level.cols = 6;
                for (int i = 0; i < view.cells.size(); ++i)
                    if (view.cells[i] == kFound) level.foxes.push_back(view.cells.point(i));
                for (int q : draw) level.foxes.push_back(view.cells.point(q));
                for (int i = 0; i < view.cells.size(); ++i)
                    if (view.cells[i] >= 0) QCOMPARE(readingAt(level, view.cells.point(i)), view.cells[i]);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestFoxhuntTracker)
#include "tst_foxhunt_tracker.moc"
