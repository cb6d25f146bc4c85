// Budgets and cancel for everything the studio and the CLI start in Fox Hunt: the tracker's odds, a
// decision, a whole auto-prober game and the difficulty measure stop on their budget or token and say
// so; a result with no sample is no estimate; the counting keeps to its memory bound.
#include "common/error.h"
#include "foxhunt/difficulty.h"
#include "foxhunt/packlevel.h"
#include "foxhunt/posterior.h"
#include "foxhunt/probelist.h"
#include "foxhunt/prober.h"
#include "foxhunt/tracker.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace tessera;
using namespace tessera::foxhunt;

namespace {

// The hostile position: 26x26, 200 foxes, six readings.
View hostileView() {
    View view(26, 26, 200);
    for (const std::string &w : splitProbeList("a1=20,m13=60,z26=22,c20=45,p5=50,h9=55"))
        putProbe(view, w, true, "--probe");
    return view;
}

Level randomField(int rows, int cols, int foxes, std::uint64_t seed) {
    Rng rng(seed);
    return randomLevel(rows, cols, foxes, rng);
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

} // namespace

class TestFoxhuntBudgets : public QObject {
    Q_OBJECT

private slots:
    void probeListsAreRefusedWithThePlace() {
        View view(3, 3, 1);
        putProbe(view, "b2=1", true, "--probe");
        QCOMPARE(view.cells.at({1, 1}), 1);
        for (const auto &[word, reading] : std::vector<std::pair<std::string, bool>>{{"k1=0", true},
                                                                                     {"c3", true},
                                                                                     {"a1=2", false},
                                                                                     {"b2=1", true},
                                                                                     {"a1=x", true},
                                                                                     {"a1=1234", true}}) {
            try {
                putProbe(view, word, reading, "--probe");
                QFAIL(word.c_str());
            } catch (const Error &e) {
                QVERIFY2(e.message().rfind("--probe " + word + ": ", 0) == 0, e.message().c_str());
            }
        }
        QCOMPARE(splitProbeList("a1=2, b2=0,,c3"), (std::vector<std::string>{"a1=2", "b2=0", "c3"}));
    }

    void noSampleIsNoEstimate() {
        // The hostile view cannot be counted within the bounds and rejection sampling finds no placement
        // meeting all six readings: the result says it has no estimate.
        const Odds odds = computeOdds(hostileView());
        QVERIFY(!odds.exact);
        QCOMPARE(odds.samples, 0);
        QVERIFY(!odds.estimated());
        // An exact result is an estimate.
        View small(3, 3, 1);
        putProbe(small, "b2=1", true, "--probe");
        QVERIFY(computeOdds(small).estimated());
    }

    void countingKeepsItsMemoryBound() {
        const Readings readings = readingsOf(hostileView());
        Posterior model(readings);
        // 1 MiB holds a few hundred states of 195 foxes left: the counting gives up instead of growing.
        QVERIFY(!model.count(1LL << 40, 1 << 20));
        QVERIFY(model.states() * 2 * 8 * (readings.foxesLeft + 1) <= 2 << 20);
    }

    void cancelStopsTheOdds() {
        OddsOptions o;
        CancelToken cancel;
        cancel.cancel();
        o.cancel = &cancel;
        const Odds stopped = computeOdds(hostileView(), o);
        QVERIFY(stopped.cancelled);
        QVERIFY(!stopped.estimated());
        // Cancelled from another thread mid-way: back soon (the design asks for 100 ms; generous here).
        CancelToken later;
        o.cancel = &later;
        o.maxStates = 1LL << 40;
        o.maxNodes = 1LL << 40;
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            later.cancel();
        });
        const auto t0 = std::chrono::steady_clock::now();
        const Odds odds = computeOdds(hostileView(), o);
        const double seconds = secondsSince(t0);
        stopper.join();
        QVERIFY(odds.cancelled);
        QVERIFY2(seconds < 3, qPrintable(QString::number(seconds)));
    }

    void cancelStopsADecision() {
        OddsOptions o = decisionOdds();
        CancelToken cancel;
        cancel.cancel();
        o.cancel = &cancel;
        Rng rng(1);
        const ProbeChoice c = chooseProbe(hostileView(), Strategy::TwoStep, rng, o);
        QVERIFY(c.cancelled);
    }

    void gameBudgetStopsAndSaysSo() {
        const Level big = randomField(26, 26, 200, 5);
        const auto t0 = std::chrono::steady_clock::now();
        const ProberRun run = autoProbe(big, Strategy::TwoStep, 1, decisionOdds(), nullptr, 2000000);
        QVERIFY(!run.finished);
        QVERIFY(run.budgetHit);
        QVERIFY(!run.cancelled);
        QVERIFY(run.work >= 2000000);
        QVERIFY2(secondsSince(t0) < 60, "a budget of 2,000,000 work units should end in seconds");
        // A small game within the default budget plays exactly as without one.
        const Level small = randomField(10, 10, 8, 3);
        const ProberRun bounded =
            autoProbe(small, Strategy::TwoStep, 7, decisionOdds(), nullptr, kDefaultGameWork);
        const ProberRun free = autoProbe(small, Strategy::TwoStep, 7);
        QVERIFY(bounded.finished);
        QCOMPARE(bounded.probes(), free.probes());
        for (int i = 0; i < free.probes(); ++i)
            QCOMPARE(bounded.steps[std::size_t(i)].cell, free.steps[std::size_t(i)].cell);
        QVERIFY(bounded.work > 0);
        QVERIFY(bounded.work < kDefaultGameWork);
    }

    void cancelStopsAGame() {
        const Level big = randomField(16, 16, 30, 9);
        CancelToken cancel;
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            cancel.cancel();
        });
        const auto t0 = std::chrono::steady_clock::now();
        const ProberRun run = autoProbe(big, Strategy::TwoStep, 1, decisionOdds(), &cancel);
        const double seconds = secondsSince(t0);
        stopper.join();
        QVERIFY(!run.finished);
        QVERIFY(run.cancelled);
        QVERIFY2(seconds < 3, qPrintable(QString::number(seconds)));
    }

    void difficultyBudgetIsNoMeasure() {
        const Level big = randomField(16, 16, 30, 9);
        DifficultyOptions o;
        o.maxWork = 1000;
        const Difficulty d = measureDifficulty(big, o, nullptr, nullptr);
        QVERIFY(!d.complete);
        QVERIFY(d.budgetHit);
        const pack::Level level = packLevel(big, {}, d);
        QVERIFY(!level.difficulty);
        QCOMPARE(level.statistics["mean_probes"].get<std::string>(), std::string("unknown"));
        QCOMPARE(level.statistics["stopped"].get<std::string>(), std::string("budget"));
        // The default measure of a 10x10 level is complete and as before (the overload without options).
        const Level small = randomField(10, 10, 8, 3);
        const Difficulty plain = measureDifficulty(small);
        const Difficulty bounded = measureDifficulty(small, DifficultyOptions{}, nullptr, nullptr);
        QVERIFY(plain.complete);
        QCOMPARE(bounded.meanProbes, plain.meanProbes);
        // Cancelled before it starts: incomplete, not a budget.
        CancelToken cancel;
        cancel.cancel();
        const Difficulty stopped = measureDifficulty(small, nullptr, &cancel);
        QVERIFY(!stopped.complete);
        QVERIFY(!stopped.budgetHit);
    }
};

QTEST_APPLESS_MAIN(TestFoxhuntBudgets)
#include "tst_foxhunt_budgets.moc"
