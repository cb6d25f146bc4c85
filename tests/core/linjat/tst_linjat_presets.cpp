// The four presets make the original's tiers: fifty optimized levels per preset at fixed seeds all pass
// their tier's collection filter (on the leak-free classification, which tiers are judged on), hold no
// number of value 1, and have exactly one solution. One executable on purpose: it optimizes 200 levels.
#include "linjat/layeredsolver.h"
#include "linjat/optimizer.h"
#include "linjat/presets.h"
#include "linjat/solutioncounter.h"
#include "linjat/tiers.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::linjat;

namespace {

constexpr int kLevels = 50;
constexpr int kIterations = 1000; // per level; the tier filter holds from the first pool member on

} // namespace

class TestLinjatPresets : public QObject {
    Q_OBJECT

private slots:
    void presetsMakeTheirTier_data() {
        QTest::addColumn<QString>("preset");
        for (const Preset &p : presets()) QTest::newRow(p.name) << QString::fromUtf8(p.name);
    }

    void presetsMakeTheirTier() {
        QFETCH(QString, preset);
        const Preset &p = *findPreset(preset.toStdString());
        OptimizerOptions o;
        applyPreset(p, o.generator);
        QCOMPARE(*o.generator.tier, p.tier);
        o.iterations = kIterations;
        LayeredSolver leakFree(o.generator.solver.withoutLeaks());
        SolutionCounter counter;
        int passing = 0, ones = 0, unique = 0;
        for (int seed = 1; seed <= kLevels; ++seed) {
            const OptimizerResult r = optimize(o, std::uint64_t(seed));
            QVERIFY(r.best);
            const Puzzle &puzzle = r.best->puzzle;
            leakFree.reset(puzzle);
            const Classification c = leakFree.run();
            QVERIFY(c.solved());
            passing += passesTier(p.tier, c) ? 1 : 0;
            QCOMPARE(qualifyingTier(c, puzzle.rows(), puzzle.cols()), p.tier);
            for (int i = 0; i < puzzle.numberCount(); ++i) ones += puzzle.number(i).value == 1 ? 1 : 0;
            unique += counter.count(puzzle, 2) == 1 ? 1 : 0;
        }
        qInfo("%s: %d/%d pass the %s filter, %d numbers of value 1, %d/%d unique", p.name, passing, kLevels,
              tierName(p.tier), ones, unique, kLevels);
        QCOMPARE(passing, kLevels);
        QCOMPARE(ones, 0);
        QCOMPARE(unique, kLevels);
    }

    // Numbers of value 1 only when an option asks for them.
    void onesOnlyWhenAsked() {
        OptimizerOptions o;
        applyPreset(*findPreset("medium"), o.generator);
        o.iterations = 3000;
        QCOMPARE(o.mutateMinValue, 2);
        o.mutateMinValue = 1;
        int ones = 0;
        for (int seed = 1; seed <= 10; ++seed) {
            const OptimizerResult r = optimize(o, std::uint64_t(seed));
            QVERIFY(r.best);
            for (int i = 0; i < r.best->puzzle.numberCount(); ++i)
                ones += r.best->puzzle.number(i).value == 1;
        }
        QVERIFY(ones > 0);
    }
};

QTEST_GUILESS_MAIN(TestLinjatPresets)
#include "tst_linjat_presets.moc"
