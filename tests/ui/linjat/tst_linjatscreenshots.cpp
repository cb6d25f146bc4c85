// Screenshots of the Linjat workbench in the studio window, in the states a designer works in: the
// editor on an ambiguous level, the layer viewer on the hardest published puzzle, the stall inspector
// and the optimizer mid-run. Each state is checked before it is grabbed. With TESSERA_SCREENSHOT_DIR
// set the PNGs are kept there (resources/screenshots holds the reviewed ones).
#include "common/fileio.h"
#include "common/jsonutil.h"
#include "linjat/levelio.h"
#include "linjat/presets.h"
#include "linjattesting.h"
#include "tests/ui/common/studioshots.h"
#include "ui/linjat/layerdescription.h"
#include "ui/linjat/layerviewer.h"
#include "ui/linjat/levelanalyser.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/optimizerpanel.h"
#include "ui/linjat/stallinspector.h"
#include "ui/linjat/wording.h"

#include <QDir>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QTest>
#include <QTreeWidget>

using namespace tessera;
using namespace tessera::linjat;
using namespace tessera::linjat::ui;

namespace {

LevelAnalysisPtr freshAnalysis(LinjatWorkbench &wb) {
    const LevelAnalysisPtr a = wb.analyser().latest();
    return a && a->puzzle == wb.model().puzzle() ? a : nullptr;
}

const char *kSample = TESSERA_SHARED_DATA "/linjat/published-sample.json";

} // namespace

class TestLinjatScreenshots : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<studioshots::StudioShots> mShots;
    LinjatWorkbench *mWb = nullptr;

    void save(const QString &name) { mShots->save(name); }

private slots:
    void initTestCase() {
        mShots = std::make_unique<studioshots::StudioShots>(QStringLiteral("linjat"));
        QVERIFY(mShots->ready());
        mWb = mShots->workbench<LinjatWorkbench>();
        QVERIFY(mWb);
    }
    void cleanupTestCase() { mShots.reset(); }

    void editorOnAnAmbiguousLevel() {
        // A published medium puzzle with one dot taken out: the designer sees two solutions.
        const auto entries = readLevelEntries(kSample);
        for (int i = 10; i < int(entries.size()); ++i) {
            const Puzzle &p = entries[std::size_t(i)].puzzle;
            for (int cell = 0; cell < p.cellCount(); ++cell) {
                const int r = cell / p.cols(), c = cell % p.cols();
                if (!p.isDot(r, c)) continue;
                Puzzle q = p;
                q.setDot(r, c, false);
                if (LevelAnalysis::compute(q, SolverOptions()).solutions < 2) continue;
                LevelOrigin origin;
                origin.title =
                    QStringLiteral("Medium %1 without the dot at r%2 c%3").arg(i - 9).arg(r + 1).arg(c + 1);
                mWb->openPuzzle(q, origin);
                mWb->setPage(LinjatWorkbench::EditorPage);
                QTRY_VERIFY(freshAnalysis(*mWb));
                QCOMPARE(freshAnalysis(*mWb)->solutions, 2);
                QCOMPARE(int(freshAnalysis(*mWb)->shownSolutions.size()), 2);
                save(QStringLiteral("editor"));
                return;
            }
        }
        QFAIL("no published puzzle becomes ambiguous without one of its dots");
    }

    void layerViewerOnTheHardestPuzzle() {
        // The deepest puzzle of the published "expert" tier.
        const Json sample = parseJson(readTextFile(kSample), kSample);
        const auto entries = readLevelEntries(kSample);
        int hardest = -1, depth = -1;
        for (int i = 0; i < int(entries.size()); ++i) {
            if (sample["puzzles"][std::size_t(i)]["tier"] != "expert") continue;
            const int d = classify(entries[std::size_t(i)].puzzle).depth;
            if (d > depth) depth = d, hardest = i;
        }
        QVERIFY(hardest >= 0);
        // Opened as a designer in the project's folder names it, so the log in the shot shows no folder
        // of the machine that took it.
        const QString shared = QStringLiteral(TESSERA_SHARED_DATA);
        const QString was = QDir::currentPath();
        QVERIFY(QDir::setCurrent(shared.left(shared.lastIndexOf(QStringLiteral("/../shared/data")))));
        const bool opened =
            mWb->openFile(QStringLiteral("../shared/data/linjat/published-sample.json"), hardest);
        QDir::setCurrent(was);
        QVERIFY(opened);
        QTRY_VERIFY(freshAnalysis(*mWb));
        const LevelAnalysisPtr a = freshAnalysis(*mWb);
        QCOMPARE(a->classification.depth, depth);
        mWb->setPage(LinjatWorkbench::LayersPage);
        // The advanced-rule layer that changes the most, or the middle of the solve.
        int layer = int(a->trace.layers.size()) / 2;
        std::size_t most = 0;
        for (int k = 1; k <= int(a->trace.layers.size()); ++k) {
            const Rule rule = a->trace.layers[std::size_t(k - 1)].rule;
            if (rule != Rule::Square && rule != Rule::Dependency && rule != Rule::OneOf) continue;
            const std::size_t changes = describeLayer(a->puzzle, a->trace, k).size();
            if (changes > most) most = changes, layer = k;
        }
        mWb->layerViewer()->slider()->setValue(layer);
        QCOMPARE(mWb->layerViewer()->layer(), layer);
        QVERIFY(
            mWb->layerViewer()->headline().contains(ruleTitle(a->trace.layers[std::size_t(layer - 1)].rule)));
        if (mWb->layerViewer()->changeList()->count() > 0) mWb->layerViewer()->changeList()->setCurrentRow(0);
        save(QStringLiteral("layers"));
    }

    void stallInspector() {
        // A published puzzle with a dot taken out that stays unique but stalls the solver late, with few
        // numbers left open: the clearest picture of a stall.
        const auto entries = readLevelEntries(kSample);
        std::optional<Puzzle> best;
        int bestOpen = 1 << 30;
        QString title;
        for (int i = 10; i < int(entries.size()); ++i) {
            const Puzzle &p = entries[std::size_t(i)].puzzle;
            for (int cell = 0; cell < p.cellCount(); ++cell) {
                const int r = cell / p.cols(), c = cell % p.cols();
                if (!p.isDot(r, c)) continue;
                Puzzle q = p;
                q.setDot(r, c, false);
                const LevelAnalysis a = LevelAnalysis::compute(q, SolverOptions());
                if (a.solutions != 1 || a.leakFree.status != SolveStatus::Stuck || !a.generatorDot) continue;
                const TraceState &end = a.leakFreeTrace.finalState();
                int open = 0, openDots = 0;
                for (int n = 0; n < q.numberCount(); ++n)
                    open += bitCount(end.placements[std::size_t(n)]) > 1;
                for (int k = 0; k < q.cellCount(); ++k)
                    openDots += q.isDot(k / q.cols(), k % q.cols()) && end.owner[std::size_t(k)] < 0;
                if (open < 3 || openDots == 0 || open >= bestOpen) continue;
                bestOpen = open;
                best = q;
                title = QStringLiteral("puzzles[%1] without the dot at r%2 c%3").arg(i).arg(r + 1).arg(c + 1);
            }
        }
        QVERIFY(best);
        LevelOrigin origin;
        origin.title = title;
        mWb->openPuzzle(*best, origin);
        mWb->setPage(LinjatWorkbench::StallPage);
        QTRY_VERIFY(freshAnalysis(*mWb));
        QVERIFY(mWb->stallInspector()->hasStall());
        QCOMPARE(mWb->stallInspector()->openNumberCount(), bestOpen);
        QVERIFY(mWb->stallInspector()->uncoveredDotCount() > 0);
        QVERIFY(mWb->stallInspector()->addDotButton()->isEnabled());
        save(QStringLiteral("stall"));
    }

    void optimizerMidRun() {
        mWb->setPage(LinjatWorkbench::OptimizerPage);
        OptimizerPanel *panel = mWb->optimizerPanel();
        OptimizerOptions o = panel->options();
        // The original's "hard" tier: 11 x 8, 20 numbers, square layers weigh 50.
        applyPreset(*findPreset("hard"), o.generator);
        o.iterations = 100000000;
        o.pools = 1;
        panel->setOptions(o, 7);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(panel->chartPointCount() >= 12, 120000);
        QVERIFY(panel->isRunning());
        save(QStringLiteral("optimizer"));
        panel->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 10000);
    }
};

QTEST_MAIN(TestLinjatScreenshots)
#include "tst_linjatscreenshots.moc"
