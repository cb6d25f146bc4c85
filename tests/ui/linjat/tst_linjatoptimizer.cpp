// The optimizer panel runs the core optimizer as a studio job: a short run to completion, a long
// run stopped by the user (the best so far is kept), and its levels opened in the editor or added
// to the pack.
#include "linjat/presets.h"
#include "linjat/verifier.h"
#include "linjattesting.h"
#include "ui/common/jobswidget.h"
#include "ui/linjat/levelanalyser.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/optimizerpanel.h"
#include "ui/linjat/scorechart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::linjat;
using namespace tessera::linjat::ui;

class TestLinjatOptimizer : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<linjattesting::Studio> mStudio;
    std::unique_ptr<LinjatWorkbench> mWb;

    OptimizerOptions smallRun(int iterations) {
        OptimizerOptions o = mWb->optimizerPanel()->options();
        o.generator.rows = 7;
        o.generator.cols = 6;
        o.generator.numbers = 7;
        o.generator.tier.reset(); // the panel starts on the easy preset, whose filter wants 9x6
        o.iterations = iterations;
        o.pools = 1;
        return o;
    }

private slots:
    void init() {
        mStudio = std::make_unique<linjattesting::Studio>();
        mWb = std::make_unique<LinjatWorkbench>(mStudio->context);
        mWb->resize(1300, 850);
        mWb->show();
        mWb->setPage(LinjatWorkbench::OptimizerPage);
        QVERIFY(QTest::qWaitForWindowExposed(mWb.get()));
    }
    void cleanup() {
        mWb.reset();
        mStudio.reset();
    }

    void anEmptyChartRepeatsNoTick() {
        // Before any run: whole-number labels one or more apart (0..1 in five ticks read "0 0 1 1 1").
        QCOMPARE(mWb->optimizerPanel()->chartPointCount(), 0);
        QVERIFY2(mWb->optimizerPanel()->smallestTickStep() >= 1,
                 qPrintable(QString::number(mWb->optimizerPanel()->smallestTickStep())));
    }

    void startsOnTheEasyPreset() {
        // The panel opens on the original's easy tier, named as such, with its filter.
        OptimizerPanel *panel = mWb->optimizerPanel();
        auto *preset = panel->findChild<QComboBox *>("preset");
        QVERIFY(preset);
        QCOMPARE(preset->currentText(), QStringLiteral("easy"));
        GeneratorOptions easy;
        applyPreset(presets().front(), easy);
        QVERIFY(panel->options().generator == easy);
        QCOMPARE(panel->options().generator.tier, std::optional<Tier>(Tier::Easy));
        QCOMPARE(panel->options().iterations, 10000);
    }

    void shortRunToCompletion() {
        OptimizerPanel *panel = mWb->optimizerPanel();
        tessera::ui::JobsWidget jobsList(mStudio->jobs, mStudio->log); // as in the studio: it logs jobs' ends
        panel->setOptions(smallRun(400), 5);
        QCOMPARE(panel->options().iterations, 400);
        QCOMPARE(panel->seed(), std::uint64_t(5));
        panel->start();
        QVERIFY(panel->isRunning());
        QCOMPARE(mStudio->jobs.runningCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 120000);
        QVERIFY(panel->lastResult());
        const OptimizerResult &r = *panel->lastResult();
        QVERIFY(!r.cancelled);
        QCOMPARE(r.iterations, 400LL);
        QVERIFY(r.best);
        QVERIFY(panel->chartPointCount() >= 2); // from the start level to the end, even in 0.1 s
        // The best score as a staircase: each piece flat or straight up or down, never a slope.
        const QList<QPointF> curve = panel->scoreChart()->bestCurve();
        QVERIFY(curve.size() >= panel->chartPointCount());
        for (int i = 1; i < curve.size(); ++i) {
            const QPointF a = curve[i - 1], b = curve[i];
            QVERIFY2((a.y() == b.y() && a.x() <= b.x()) || (a.x() == b.x() && a.y() != b.y()),
                     qPrintable(
                         QStringLiteral("(%1, %2) to (%3, %4)").arg(a.x()).arg(a.y()).arg(b.x()).arg(b.y())));
        }
        // Whole-number labels one or more apart: none repeats.
        QVERIFY2(panel->smallestTickStep() >= 1, qPrintable(QString::number(panel->smallestTickStep())));
        QVERIFY(panel->statsText().startsWith(QStringLiteral("Finished")));
        // One log line about the end, the panel's with its figures: the jobs list adds none.
        QTest::qWait(20);
        const auto &log = mStudio->log.entries();
        QCOMPARE(std::count_if(log.begin(), log.end(),
                               [](const auto &e) { return e.text.contains(QStringLiteral("Finished")); }),
                 std::ptrdiff_t(1));
        QVERIFY2(
            log.back().text.startsWith(QStringLiteral("Linjat optimizer: Finished after 400 iterations")),
            qPrintable(log.back().text));
        // A short run's time in hundredths (it read "in 0.0 s").
        QVERIFY2(
            QRegularExpression(QStringLiteral(" in \\d+\\.\\d\\d s ")).match(panel->statsText()).hasMatch(),
            qPrintable(panel->statsText()));
        // The list holds the best and every final pool member, each a valid level.
        QVERIFY(panel->levelCount() >= 1);
        QCOMPARE(panel->levelAt(0).puzzle, r.best->puzzle);
        for (int i = 0; i < panel->levelCount(); ++i)
            QVERIFY(verify(panel->levelAt(i).puzzle, smallRun(1).generator.solver).valid());

        // Same seed and options: the same best level (deterministic through the studio too).
        const Puzzle first = r.best->puzzle;
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 120000);
        QCOMPARE(panel->lastResult()->best->puzzle, first);

        // Two pools: the panel runs them on the machine's cores, and makes what the core makes with
        // them on one thread (the thread count is no part of the result).
        OptimizerOptions two = smallRun(400);
        two.pools = 2;
        panel->setOptions(two, 5);
        QCOMPARE(panel->options().pools, 2);
        QVERIFY(panel->options().threads >= 1);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 120000);
        two.threads = 1;
        const OptimizerResult alone = optimize(two, 5);
        QCOMPARE(int(panel->lastResult()->pools.size()), 2);
        QCOMPARE(panel->lastResult()->best->puzzle, alone.best->puzzle);
        QCOMPARE(panel->lastResult()->kept, alone.kept);

        // Tie-breaks from the numbers: the box is the option, and the run is the core's with it.
        OptimizerOptions fromNumbers = smallRun(400);
        fromNumbers.dotsFromNumbers = true;
        panel->setOptions(fromNumbers, 5);
        auto *box = panel->findChild<QCheckBox *>(QStringLiteral("fromNumbers"));
        QVERIFY(box && box->isChecked());
        QVERIFY(panel->options().dotsFromNumbers);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 120000);
        QCOMPARE(panel->lastResult()->best->puzzle, optimize(fromNumbers, 5).best->puzzle);
        box->click();
        QVERIFY(!panel->options().dotsFromNumbers);
    }

    void stopKeepsTheBestSoFar() {
        OptimizerPanel *panel = mWb->optimizerPanel();
        panel->setOptions(smallRun(50000000), 9);
        panel->start();
        // Wait until the curve has a point (the run has a best level), then stop.
        QTRY_VERIFY_WITH_TIMEOUT(panel->chartPointCount() >= 1, 60000);
        QVERIFY(panel->isRunning());
        QTest::keyClick(panel, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 10000);
        QVERIFY(panel->lastResult());
        QVERIFY(panel->lastResult()->cancelled);
        QVERIFY(panel->lastResult()->iterations < 50000000);
        QVERIFY(panel->lastResult()->best);
        QVERIFY(panel->statsText().startsWith(QStringLiteral("Stopped")));
        QVERIFY(verify(panel->lastResult()->best->puzzle, smallRun(1).generator.solver).valid());
    }

    void openInEditorAndAddToPack() {
        OptimizerPanel *panel = mWb->optimizerPanel();
        panel->setOptions(smallRun(300), 21);
        panel->start();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 120000);
        QVERIFY(panel->levelCount() >= 1);
        const int row = panel->levelCount() - 1; // a final pool member (or the best when it is alone)
        panel->levelList()->setCurrentRow(row);
        const Puzzle picked = panel->levelAt(row).puzzle;

        const int before = mStudio->pack.levelCount();
        QPushButton *add = nullptr, *open = nullptr;
        for (QPushButton *b : panel->findChildren<QPushButton *>()) {
            if (b->text() == QStringLiteral("Add to pack")) add = b;
            if (b->text() == QStringLiteral("Open in editor")) open = b;
        }
        QVERIFY(add && open);
        add->click();
        QCOMPARE(mStudio->pack.levelCount(), before + 1);
        const pack::Level &level = mStudio->pack.level(before);
        QCOMPARE(level.module, std::string("linjat"));
        QCOMPARE(level.statistics["solutions"].get<int>(), 1);
        QVERIFY(level.statistics["solved_without_leaks"].get<bool>());
        QVERIFY(level.solution.has_value());
        QCOMPARE(level.provenance.seed, std::optional<std::uint64_t>(21));
        QCOMPARE(level.provenance.generator, std::string("linjat optimize"));
        QCOMPARE(level.provenance.options["iterations"].get<int>(), 300);
        QCOMPARE(level.provenance.options["pools"].get<int>(), 1);
        QVERIFY(!level.provenance.options.contains("threads"));
        // The same level again is declined, not duplicated.
        add->click();
        QCOMPARE(mStudio->pack.levelCount(), before + 1);
        // The pack edit is undoable on the pack's stack.
        mStudio->pack.undoStack()->undo();
        QCOMPARE(mStudio->pack.levelCount(), before);

        open->click();
        QCOMPARE(mWb->page(), LinjatWorkbench::EditorPage);
        QCOMPARE(mWb->model().puzzle(), picked);
        QVERIFY(!mWb->isModified());
    }
};

QTEST_MAIN(TestLinjatOptimizer)
#include "tst_linjatoptimizer.moc"
