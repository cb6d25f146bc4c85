// Play mode (arrow keys push, the balls roll, take back restores, win and loss messages, the hint),
// the move-history arrows (one group per push, hidden from the list), construction playback on its
// slider, the what-if overlay, and the generator panel filling the pack.
#include "ballstesting.h"

#include "ui/balls/generatorpanel.h"
#include "ui/common/jobswidget.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"

#include <QAction>

#include <QListWidget>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::balls;

class TestBallsPlay : public QObject {
    Q_OBJECT

private slots:
    void arrowKeysPushAndTakeBackRestores() {
        BallsFixture f;
        f.workbench->openBoard(boardFromRows({"o...", "@o..", "....", "...."}), std::nullopt, "t");
        f.workbench->setPlayMode(true);
        QVERIFY(f.workbench->isPlaying());
        f.key(Qt::Key_Right);
        QVERIFY(f.workbench->boardView()->isAnimating());
        QCOMPARE(f.workbench->game().state().whites.count(), 1);
        QCOMPARE(f.workbench->boardView()->arrowGroupCount(), 1); // the push played so far
        f.workbench->takeBack();
        QCOMPARE(f.workbench->game().state(), f.workbench->model().board().start);
        QCOMPARE(f.workbench->boardView()->arrowGroupCount(), 0);
        f.key(Qt::Key_Down);
        QVERIFY(f.workbench->messageText().startsWith("Lost"));
        QVERIFY(f.workbench->boardView()->banner().startsWith("Lost"));
        f.workbench->restart();
        f.key(Qt::Key_Right);
        f.key(Qt::Key_Up);
        QVERIFY(f.workbench->messageText().startsWith("Won in 2 pushes: every white ball is off the field."));
        QCOMPARE(f.workbench->boardView()->banner(), QString("Won"));
        f.workbench->takeBack();
        QVERIFY(f.workbench->boardView()->banner().isEmpty());
        QVERIFY(!f.workbench->isModified()); // playing is not editing
    }

    void theWonBannerCoversNoArrow() {
        BallsFixture f;
        for (const QSize size : {QSize(1200, 800), QSize(700, 560), QSize(900, 420)}) {
            f.workbench->resize(size);
            f.workbench->openBoard(boardFromRows({"o...", "@o..", "....", "...."}), std::nullopt, "t");
            f.workbench->setPlayMode(true);
            f.key(Qt::Key_Right);
            f.key(Qt::Key_Up);
            QCOMPARE(f.workbench->boardView()->banner(), QString("Won"));
            QCOMPARE(f.workbench->boardView()->arrowGroupCount(), 2);
            QTest::qWait(20);
            const QRectF banner = f.workbench->boardView()->bannerRect();
            const QRectF drawing = f.workbench->boardView()->drawingRect();
            const QString where = QStringLiteral("%1x%2: banner %3,%4 %5x%6, drawing top %7")
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(banner.x())
                                      .arg(banner.y())
                                      .arg(banner.width())
                                      .arg(banner.height())
                                      .arg(drawing.top());
            QVERIFY2(banner.height() >= 20 && banner.width() > 40, qPrintable(where));
            QVERIFY2(!banner.intersects(drawing), qPrintable(where));
            QVERIFY2(QRectF(f.workbench->boardView()->rect()).contains(banner), qPrintable(where));
            f.workbench->setPlayMode(false);
        }
    }

    void hintShowsTheWinningPush() {
        BallsFixture f;
        f.workbench->openBoard(boardFromRows({"o...", "@o..", "....", "...."}), std::nullopt, "t");
        f.workbench->setPlayMode(true);
        f.workbench->showHint(); // the core's hint, in a worker
        QTRY_VERIFY(f.workbench->playState().hint().has_value());
        QCOMPARE(f.workbench->playState().hint()->move, std::string("R"));
        QVERIFY(f.workbench->messageText().contains("2 pushes from here win, this one first"));
        QCOMPARE(f.workbench->boardView()->firstMoves(), std::optional<std::vector<Dir>>({Dir::Right}));
        // The next push drops the hint.
        f.key(Qt::Key_Right);
        QVERIFY(!f.workbench->playState().hint());
        QVERIFY(!f.workbench->boardView()->firstMoves());
    }

    // The shared play mode: pushes are undo steps of the document (never edits), the play bar's keys
    // work from the field, a click in line with the black ball pushes towards it, and a trace is kept.
    void sharedPlayBarAndMousePushes() {
        BallsFixture f;
        f.workbench->openBoard(boardFromRows({"o...", "@o..", "....", "...."}), std::nullopt, "t");
        QVERIFY(!f.workbench->playBar()->isVisible());
        f.workbench->playBar()->playAction()->trigger();
        QVERIFY(f.workbench->isPlaying());
        QVERIFY(f.workbench->playBar()->isVisible());
        // A click on the black ball's row, right of it: pushed right, one undo step.
        const int undoBefore = f.workbench->model().undoStack()->count();
        tessera::balls::ui::BoardView *view = f.workbench->boardView();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(QPoint(3, 1)).toPoint());
        QCOMPARE(f.workbench->game().history().size(), std::size_t(1));
        QCOMPARE(f.workbench->model().undoStack()->count(), undoBefore + 1);
        QVERIFY(!f.workbench->isModified());
        // A click off its lines pushes nothing and says why.
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(QPoint(2, 3)).toPoint());
        QCOMPARE(f.workbench->game().history().size(), std::size_t(1));
        QVERIFY(f.workbench->messageText().contains("row or column"));
        // Ctrl+Z from the field takes the push back (the document's undo).
        f.workbench->playBar()->takeBackAction()->trigger();
        QCOMPARE(f.workbench->game().history().size(), std::size_t(0));
        f.key(Qt::Key_Right);
        f.key(Qt::Key_Up);
        QVERIFY(f.workbench->playState().isWon());
        QCOMPARE(f.workbench->playBar()->moveList()->count(), 2);
        // Restart after the win: a new attempt, the won one's trace kept.
        f.workbench->restart();
        QCOMPARE(f.workbench->playState().traces().size(), std::size_t(1));
        QCOMPARE(f.workbench->playState().traces().front().events.back().kind, play::TraceEventKind::Won);
        QVERIFY(f.workbench->documentState().contains("play"));
        // An edit ends play mode.
        f.workbench->setPlayMode(false);
        f.workbench->cycleCell({3, 3});
        QVERIFY(!f.workbench->isPlaying());
        QVERIFY(!f.workbench->playState().game());
        QVERIFY(f.workbench->isModified());
    }

    void arrowsShowOneGroupPerPushOfTheLine() {
        BallsFixture f;
        QVERIFY(f.waitVerdict());
        const int pushes = int(f.workbench->model().solution()->size());
        QCOMPARE(f.workbench->boardView()->arrowGroupCount(), pushes);
        QCOMPARE(f.workbench->moveList()->count(), pushes);
        f.workbench->moveList()->item(0)->setCheckState(Qt::Unchecked);
        QCOMPARE(f.workbench->boardView()->arrowGroupCount(), pushes - 1);
    }

    void playbackSliderStepsThroughTheConstruction() {
        BallsFixture f;
        f.workbench->setPage(tessera::balls::ui::BallsWorkbench::ConstructionPage);
        QSlider *slider = f.workbench->constructionSlider();
        const auto &steps = f.workbench->construction()->steps;
        QCOMPARE(slider->maximum(), int(steps.size()));
        bool sawRelocate = false, sawReject = false;
        for (int t = 1; t <= slider->maximum(); ++t) {
            slider->setValue(t);
            const QString text = f.workbench->constructionText();
            QVERIFY(text.startsWith(QString("Step %1,").arg(t)));
            sawRelocate = sawRelocate || text.contains("white arrow of move");
            sawReject = sawReject || text.contains("rejected");
        }
        // The last step accepts the last ball: the field shows the whole level.
        QCOMPARE(f.workbench->boardView()->board().start.whites, f.workbench->model().board().start.whites);
        QVERIFY(sawReject || sawRelocate ||
                int(steps.size()) == 2 * f.workbench->model().board().whiteCount());
    }

    void whatIfOverlay() {
        BallsFixture f;
        QVERIFY(f.waitVerdict());
        QVERIFY(!f.workbench->boardView()->showsHeat());
        QVERIFY(!f.workbench->model().verdict()->whatIf); // not computed while hidden
        f.workbench->setWhatIfShown(true);                // computed in the worker after the verdict
        QTRY_VERIFY(f.workbench->boardView()->showsHeat());
        QVERIFY(!f.workbench->isAnalysing());
        const WhatIfMap &map = *f.workbench->model().verdict()->whatIf;
        const Board &b = f.workbench->model().board();
        QCOMPARE(int(map.cells.size()), b.rows * b.cols - 1 - b.blockCount());
        // Hovering a cell says what a ball there would change.
        const WhatIfCell &first = map.cells.front();
        tessera::balls::ui::BoardView *view = f.workbench->boardView();
        QTest::mouseMove(view, view->cellCenter(QPoint(first.cell.col, first.cell.row)).toPoint());
        QTRY_VERIFY(
            f.workbench->messageText().contains(QString("a ball at row %1, column %2: %3")
                                                    .arg(first.cell.row)
                                                    .arg(first.cell.col)
                                                    .arg(first.solvable ? "solvable" : "not solvable")));
    }

    void generatorPanelFillsThePack() {
        BallsFixture f;
        tessera::ui::JobsWidget jobsList(f.jobs, f.log); // as in the studio: it logs jobs' ends
        tessera::balls::ui::GeneratorPanel *panel = f.workbench->generatorPanel();
        panel->setSize(6, 6, 6);
        panel->setCount(3);
        QSignalSpy added(panel, &tessera::balls::ui::GeneratorPanel::levelsAdded);
        const std::size_t before = f.pack.pack().levels.size();
        panel->generate();
        QTRY_COMPARE_WITH_TIMEOUT(added.count(), 1, 60000);
        QCOMPARE(f.pack.pack().levels.size(), before + 3);
        QCOMPARE(panel->resultText(), QString("Added 3 ball-push levels to the pack."));
        // The log's one line about the run, with its time: the jobs list adds no "Finished: ...".
        QTest::qWait(20);
        for (const auto &entry : f.log.entries())
            QVERIFY2(!entry.text.startsWith("Finished:"), qPrintable(entry.text));
        QVERIFY2(QRegularExpression(QStringLiteral("^Generate ball-push levels: Added 3 ball-push levels to "
                                                   "the pack in \\d+\\.\\d\\d s$"))
                     .match(f.log.entries().back().text)
                     .hasMatch(),
                 qPrintable(f.log.entries().back().text));
        // The bar ends full and says so, not the last level it passed on the way.
        QCOMPARE(panel->findChild<QProgressBar *>()->text(), QString("100%"));
        QCOMPARE(f.pack.undoStack()->text(f.pack.undoStack()->count() - 1),
                 QString("Generate 3 ball-push levels"));
        QCOMPARE(f.pack.pack().levels.back().module, std::string("balls"));
        QVERIFY(f.workbench->openLevel(f.pack.pack().levels.back()));
        QVERIFY(f.workbench->currentLevel()->statistics == f.pack.pack().levels.back().statistics);
        // One level: the count and the singular.
        panel->setCount(1);
        panel->setSeed(40);
        panel->generate();
        QTRY_COMPARE_WITH_TIMEOUT(added.count(), 2, 60000);
        QCOMPARE(f.pack.pack().levels.size(), before + 4);
        QCOMPARE(panel->resultText(), QString("Added 1 ball-push level to the pack."));
        QCOMPARE(f.pack.undoStack()->text(f.pack.undoStack()->count() - 1),
                 QString("Generate 1 ball-push level"));
    }
};

QTEST_MAIN(TestBallsPlay)
#include "tst_ballsplay.moc"
