// Finish Level in the studio: the shortcut on a stuck level (a published one without its dots) runs in
// a job, adds dots as one undoable edit and marks them until the next change; a level no dot can help
// is left alone and the message says why and which number to change; the stall inspector's button
// does the same.
#include "linjat/levelio.h"
#include "linjat/verifier.h"
#include "linjattesting.h"
#include "ui/common/jobswidget.h"
#include "ui/common/log.h"
#include "ui/linjat/editorview.h"
#include "ui/linjat/levelanalyser.h"
#include "ui/linjat/levelfinisher.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/stallinspector.h"

#include <QAction>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::linjat;
using namespace tessera::linjat::ui;

namespace {

LevelAnalysisPtr freshAnalysis(LinjatWorkbench &wb) {
    const LevelAnalysisPtr a = wb.analyser().latest();
    return a && a->puzzle == wb.model().puzzle() ? a : nullptr;
}

} // namespace

class TestLinjatFinish : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<linjattesting::Studio> mStudio;
    std::unique_ptr<LinjatWorkbench> mWb;
    // As in the studio: the jobs list logs how a job ended unless the job is quiet.
    std::unique_ptr<tessera::ui::JobsWidget> mJobsList;

    long logLines(const QString &start) const {
        const auto &entries = mStudio->log.entries();
        return std::count_if(entries.begin(), entries.end(),
                             [&start](const tessera::ui::Log::Entry &e) { return e.text.startsWith(start); });
    }
    // A run ends with the workbench's one log line, none from the jobs list.
    void verifyOneLineAbout(const QString &start) {
        QTest::qWait(20);
        QCOMPARE(logLines(start), 1);
        QCOMPARE(logLines(QStringLiteral("Finished:")), 0);
        QCOMPARE(logLines(QStringLiteral("Cancelled:")), 0);
    }

private slots:
    void init() {
        mStudio = std::make_unique<linjattesting::Studio>();
        mJobsList = std::make_unique<tessera::ui::JobsWidget>(mStudio->jobs, mStudio->log);
        mWb = std::make_unique<LinjatWorkbench>(mStudio->context);
        mWb->resize(1200, 800);
        mWb->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWb.get()));
    }
    void cleanup() {
        mWb.reset();
        mJobsList.reset();
        mStudio.reset();
    }

    void shortcutFinishesAStuckLevelInOneUndoStep() {
        // A published medium level without its dots: many solutions, the solver stuck at once.
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        Puzzle given = entries[15].puzzle;
        given.clearDots();
        mWb->openPuzzle(given, LevelOrigin{});
        QTRY_VERIFY(freshAnalysis(*mWb));
        QVERIFY(!freshAnalysis(*mWb)->valid());
        QVERIFY(!freshAnalysis(*mWb)->leakFree.solved());
        QCOMPARE(mWb->finishLevelAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+F")));

        mWb->setPage(LinjatWorkbench::EditorPage);
        QTest::keyClick(mWb->editorView(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        // The work runs in a job; the GUI goes on meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(mWb->model().puzzle() != given, 20000);
        QVERIFY(!mWb->finisher().isRunning());
        const Puzzle finished = mWb->model().puzzle();
        QVERIFY(verify(finished, mWb->solverOptions()).valid());
        QCOMPARE(finished.numberCount(), given.numberCount());
        for (int n = 0; n < given.numberCount(); ++n) QVERIFY(finished.number(n) == given.number(n));
        QVERIFY(finished.dotCount() > 0);
        QCOMPARE(mWb->undoStack()->count(), 1);
        QVERIFY(mWb->messageText().startsWith(QStringLiteral("Finished: %1 dot").arg(finished.dotCount())));
        verifyOneLineAbout(QStringLiteral("Linjat: Finish Level: %1 dot").arg(finished.dotCount()));
        QVERIFY(mStudio->log.entries().back().text.contains(QStringLiteral(" added in ")));
        // The added dots are marked, in the accent colour.
        const auto &marked = mWb->editorView()->markedDots();
        QCOMPARE(int(marked.size()), finished.dotCount());
        for (const QPoint &cell : marked) QVERIFY(finished.isDot(cell.y(), cell.x()));
        QCOMPARE(mWb->editorView()->markedDotColor(),
                 mWb->editorView()->palette().color(QPalette::Highlight));
        QTRY_VERIFY(freshAnalysis(*mWb));
        QVERIFY(freshAnalysis(*mWb)->valid());

        // One undo takes every added dot away, and the marks with them.
        mWb->undoStack()->undo();
        QCOMPARE(mWb->model().puzzle(), given);
        QVERIFY(mWb->editorView()->markedDots().empty());
        mWb->undoStack()->redo();
        QCOMPARE(mWb->model().puzzle(), finished);
    }

    void noDotCanHelpLeavesTheLevelAndProposesANumber() {
        // Two 2s on a diagonal, the other two cells dotted: the two solutions cover the same cells.
        const Puzzle given = puzzleFromRows({"2.  ", ".2  ", "    ", "    "});
        mWb->openPuzzle(given, LevelOrigin{});
        QTRY_VERIFY(freshAnalysis(*mWb));
        mWb->setPage(LinjatWorkbench::StallPage);
        QPushButton *button = mWb->stallInspector()->finishButton();
        QVERIFY(button->isEnabled());
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(mWb->messageText().startsWith(QStringLiteral("No dot can help")), 20000);
        QVERIFY2(mWb->messageText().contains(QStringLiteral("two solutions cover the same cells")),
                 qPrintable(mWb->messageText()));
        QVERIFY2(mWb->messageText().contains(QStringLiteral("try changing the 2 at row 1, column 1 to 3")),
                 qPrintable(mWb->messageText()));
        QCOMPARE(mWb->model().puzzle(), given);
        QCOMPARE(mWb->undoStack()->count(), 0);
        verifyOneLineAbout(QStringLiteral("Linjat: Finish Level after "));
    }

    void aCancelledRunLeavesTheLevelAndSaysSo() {
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        Puzzle given = entries[15].puzzle;
        given.clearDots();
        mWb->openPuzzle(given, LevelOrigin{});
        mWb->finishLevel();
        QVERIFY(mWb->finisher().isRunning());
        mWb->finisher().cancel(); // before the job can end: it ends as cancelled whatever it returns
        QTRY_VERIFY_WITH_TIMEOUT(!mWb->finisher().isRunning(), 20000);
        QCOMPARE(mWb->model().puzzle(), given);
        QCOMPARE(mWb->undoStack()->count(), 0);
        QVERIFY2(mWb->messageText().startsWith(QStringLiteral("Finish Level cancelled")),
                 qPrintable(mWb->messageText()));
        verifyOneLineAbout(QStringLiteral("Linjat: Finish Level cancelled after "));
    }

    void validLevelNeedsNoDot() {
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        mWb->openPuzzle(entries[0].puzzle, LevelOrigin{});
        QTRY_VERIFY(freshAnalysis(*mWb));
        QVERIFY(!mWb->stallInspector()->finishButton()->isEnabled());
        mWb->finishLevelAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(mWb->messageText().contains(QStringLiteral("no dot added")), 20000);
        QCOMPARE(mWb->undoStack()->count(), 0);
        verifyOneLineAbout(QStringLiteral("Linjat: Finish Level: the level is already unique"));
    }

    void anEditDuringTheRunIsNotOverwritten() {
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        Puzzle given = entries[35].puzzle;
        given.clearDots();
        mWb->openPuzzle(given, LevelOrigin{});
        mWb->finishLevel();
        QVERIFY(mWb->finisher().isRunning());
        QVERIFY(!mWb->finishLevelAction()->isEnabled());
        // An edit lands before the result does: the result is for another level and is not applied.
        int row = 0, col = 0;
        while (given.numberAt(row, col) >= 0) col = (col + 1) % given.cols(), row += col == 0;
        linjattesting::clickCell(*mWb->editorView(), row, col);
        const Puzzle edited = mWb->model().puzzle();
        QVERIFY(edited.isDot(row, col));
        QTRY_VERIFY_WITH_TIMEOUT(!mWb->finisher().isRunning(), 20000);
        QVERIFY(mWb->finishLevelAction()->isEnabled());
        QCOMPARE(mWb->model().puzzle(), edited);
        QVERIFY2(mWb->messageText().contains(QStringLiteral("changed while Finish Level ran")),
                 qPrintable(mWb->messageText()));
        QCOMPARE(mWb->undoStack()->count(), 1);
        verifyOneLineAbout(QStringLiteral("Linjat: Finish Level after "));
    }
};

QTEST_MAIN(TestLinjatFinish)
#include "tst_linjatfinish.moc"
