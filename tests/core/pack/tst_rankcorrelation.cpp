// Spearman's rank correlation and its bootstrap interval (common/rankcorrelation.h), and the quantiles
// the trace report takes medians with (common/quantile.h): known values, ties, too few or all-tied
// data, and a deterministic interval around the estimate.
#include "common/quantile.h"
#include "common/rankcorrelation.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace tessera::stats;

class TestRankCorrelation : public QObject {
    Q_OBJECT
private slots:
    void averageRanksShareTies() {
        QCOMPARE(averageRanks({10, 20, 20, 30}), (std::vector<double>{1, 2.5, 2.5, 4}));
        QCOMPARE(averageRanks({3, 1, 2}), (std::vector<double>{3, 1, 2}));
        const double inf = std::numeric_limits<double>::infinity();
        // Unsolved levels (+infinity) rank last and tie with each other.
        QCOMPARE(averageRanks({inf, 5, inf, 1}), (std::vector<double>{3.5, 2, 3.5, 1}));
        QVERIFY(averageRanks({}).empty());
    }

    void perfectAndReversedOrder() {
        const std::vector<double> x{1, 2, 3, 4, 5, 6};
        QCOMPARE(*spearman(x, {10, 20, 30, 40, 50, 60}), 1.0);
        QCOMPARE(*spearman(x, {60, 50, 40, 30, 20, 10}), -1.0);
        // Only the order counts: a monotone but curved relation is still 1.
        QCOMPARE(*spearman(x, {1, 4, 9, 100, 1000, 1e6}), 1.0);
    }

    void textbookValues() {
        // scipy.stats.spearmanr's documented example, with a tie in y: 0.8207826816681233.
        QVERIFY(std::abs(*spearman({1, 2, 3, 4, 5}, {5, 6, 7, 8, 7}) - 0.8207826816681233) < 1e-12);
        // Wikipedia's IQ against hours of television (no ties): rho = -29/165.
        const std::vector<double> iq{106, 100, 86, 101, 99, 103, 97, 113, 112, 110};
        const std::vector<double> tv{7, 27, 2, 50, 28, 29, 20, 12, 6, 17};
        QVERIFY(std::abs(*spearman(iq, tv) - (-29.0 / 165.0)) < 1e-12);
    }

    void noCorrelationWithoutAnOrder() {
        QVERIFY(!spearman({1, 2}, {2, 1}));       // fewer than three pairs
        QVERIFY(!spearman({1, 2, 3}, {5, 5, 5})); // one side all tied
        QVERIFY(!spearman({1, 2, 3}, {1, 2}));    // sizes differ
        const RankCorrelation c = spearmanWithInterval({1, 2}, {1, 2});
        QCOMPARE(c.n, std::size_t(2));
        QVERIFY(!c.rho && !c.low && !c.high);
    }

    void bootstrapIsDeterministicAndHoldsTheEstimate() {
        const std::vector<double> x{0.5, 1.2, 2.0, 2.9, 3.3, 4.1, 5.0, 6.2, 7.7, 8.4, 9.1, 9.9};
        const std::vector<double> y{1.1, 0.7, 2.5, 2.2, 3.9, 3.1, 4.4, 6.0, 5.1, 7.3, 8.8, 8.0};
        const RankCorrelation a = spearmanWithInterval(x, y);
        const RankCorrelation b = spearmanWithInterval(x, y);
        QVERIFY(a.rho && a.low && a.high);
        QCOMPARE(*a.low, *b.low); // same seed, same draws, bit for bit
        QCOMPARE(*a.high, *b.high);
        QVERIFY(*a.low <= *a.rho && *a.rho <= *a.high);
        QVERIFY(*a.low < *a.high);
        QVERIFY(*a.high <= 1.0 && *a.low >= -1.0);
        QVERIFY(a.resamplesUsed > kDefaultResamples * 9 / 10);
        QCOMPARE(a.n, x.size());
        // Another seed draws other resamples: the interval moves, the estimate does not.
        BootstrapOptions other;
        other.seed = 99;
        const RankCorrelation c = spearmanWithInterval(x, y, other);
        QCOMPARE(*c.rho, *a.rho);
        QVERIFY(*c.low != *a.low || *c.high != *a.high);
        // A narrower coverage gives a narrower interval from the same draws.
        BootstrapOptions narrow;
        narrow.level = 0.5;
        const RankCorrelation d = spearmanWithInterval(x, y, narrow);
        QVERIFY(*d.low >= *a.low && *d.high <= *a.high);
    }

    void quantilesInterpolate() {
        QCOMPARE(*median({3, 1, 2}), 2.0);
        QCOMPARE(*median({4, 1, 3, 2}), 2.5);
        QCOMPARE(*quantile({1, 2, 3, 4, 5}, 0.25), 2.0);
        QCOMPARE(*quantile({10, 20}, 0.1), 11.0);
        QCOMPARE(*quantile({10, 20}, 1.0), 20.0);
        QVERIFY(!median({}));
        const double inf = std::numeric_limits<double>::infinity();
        QCOMPARE(*median({inf, inf, 1}), inf);
    }
};

QTEST_APPLESS_MAIN(TestRankCorrelation)
#include "tst_rankcorrelation.moc"
