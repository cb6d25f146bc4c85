// The auto-prober's strategies: they finish, a seed gives the same game, and the tracker's strategies
// beat blind probing.
#include "common/error.h"
#include "foxhunt/generator.h"
#include "foxhunt/prober.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::foxhunt;

namespace {
std::vector<Point> cellsOf(const ProberRun &run) {
    std::vector<Point> cells;
    for (const ProbeStep &s : run.steps) cells.push_back(s.cell);
    return cells;
}
double meanProbes(Strategy s, int rows, int cols, int foxes, int games) {
    double total = 0;
    for (int g = 1; g <= games; ++g) {
        Rng rng{std::uint64_t(g)};
        const Level level = randomLevel(rows, cols, foxes, rng);
        total += autoProbe(level, s, rng.next()).probes();
    }
    return total / games;
}
} // namespace

class TestFoxhuntStrategies : public QObject {
    Q_OBJECT
private slots:
    void names() {
        for (Strategy s : allStrategies()) QCOMPARE(parseStrategy(strategyName(s)), s);
        QVERIFY_THROWS_EXCEPTION(Error, parseStrategy("psychic"));
    }

    void deterministic() {
        Rng rng(5);
        const Level level = randomLevel(8, 8, 6, rng);
        for (Strategy s : allStrategies()) {
            const ProberRun a = autoProbe(level, s, 17), b = autoProbe(level, s, 17);
            QVERIFY(a.finished);
            QCOMPARE(cellsOf(a), cellsOf(b));
            // Every fox was found, and the probes found nothing twice.
            int found = 0;
            for (const ProbeStep &st : a.steps) found += st.shown == kFound;
            QCOMPARE(found, 6);
        }
        Rng again(5);
        QCOMPARE(randomLevel(8, 8, 6, again), level);
    }

    void trackerBeatsBlindProbing() {
        const double random = meanProbes(Strategy::Random, 6, 6, 4, 20);
        const double clear = meanProbes(Strategy::ClearZero, 6, 6, 4, 20);
        const double likely = meanProbes(Strategy::MostLikely, 6, 6, 4, 20);
        const double info = meanProbes(Strategy::MostInformative, 6, 6, 4, 20);
        const double twoStep = meanProbes(Strategy::TwoStep, 6, 6, 4, 20);
        QVERIFY2(
            clear < random && likely < clear && info < clear && twoStep < clear,
            qPrintable(QString("random %1, clear-zero %2, most-likely %3, most-informative %4, two-step %5")
                           .arg(random)
                           .arg(clear)
                           .arg(likely)
                           .arg(info)
                           .arg(twoStep)));
    }

    void certainFoxFirst() {
        // 3x3, 1 fox; a1 and a3 read 0, which clears every cell but c2 (the only cell neither sees).
        View view(3, 3, 1);
        view.cells.at({0, 0}) = 0;
        view.cells.at({2, 0}) = 0;
        Rng rng(1);
        for (Strategy s : {Strategy::MostLikely, Strategy::MostInformative, Strategy::LikelyInformative,
                           Strategy::TwoStep}) {
            const ProbeChoice c = chooseProbe(view, s, rng);
            QCOMPARE(c.cell, (Point{1, 2}));
            QCOMPARE(c.probability, 1.0);
        }
    }

    void twoStepScore() {
        // Mid-game on 6x6: two-step's score is likely-informative's plus half the expected odds of the
        // next likeliest cell, so it is at least likely-informative's score and at most that plus 0.5.
        Rng placing(8);
        const Level level = randomLevel(6, 6, 4, placing);
        Hunt hunt(level);
        Rng rng(3);
        for (int i = 0; i < 5 && !hunt.over(); ++i)
            hunt.probe(chooseProbe(hunt.view(), Strategy::MostLikely, rng).cell);
        Rng a(1);
        const ProbeChoice c = chooseProbe(hunt.view(), Strategy::TwoStep, a);
        const double li = c.probability + kInformationWeight * c.information;
        QVERIFY2(c.score >= li - 1e-12 && c.score <= li + kTwoStepWeight + 1e-12,
                 qPrintable(QString("score %1, likely-informative part %2").arg(c.score).arg(li)));
        QVERIFY(c.score > li); // some cell stays likelier than nothing after any outcome
    }

    void generatorBand() {
        GeneratorOptions g;
        g.rows = g.cols = 6;
        g.foxes = 4;
        g.openings = 2;
        g.minDifficulty = 2;
        g.maxDifficulty = 6;
        const auto a = generateLevel(g, 3);
        QVERIFY(a);
        QVERIFY(a->difficulty.value >= 2 && a->difficulty.value <= 6);
        QCOMPARE(a->level.openings.size(), std::size_t(2));
        QCOMPARE(generateLevel(g, 3)->level, a->level);
        g.maxDifficulty = 1;
        g.minDifficulty = 3;
        QVERIFY_THROWS_EXCEPTION(Error, generateLevel(g, 3));
    }
};

QTEST_APPLESS_MAIN(TestFoxhuntStrategies)
#include "tst_foxhunt_strategies.moc"
