// Linjat play mode in the workbench: real mouse drags from a number draw and erase arms; the stored
// solution played through the play state wins, with a trace whose times go up and whose hashes are
// the positions'; Take Back is the document's undo and is traced; playing never marks the level
// changed; a hint comes from the worker and is a legal move; an edit ends play; the document state
// carries the attempt and the traces through a restore.
#include "linjattesting.h"

#include "linjat/levelio.h"
#include "linjat/linjatgame.h"
#include "linjat/linjatmodule.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/resources.h"
#include "ui/linjat/commands/toggledotcommand.h"
#include "ui/linjat/editorview.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/playview.h"

#include <QAction>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::linjat;
using namespace tessera::linjat::ui;
using tessera::ui::PlayState;

namespace {

// The sample pack's first Linjat level with a stored solution.
pack::Level sampleLevel() {
    for (const pack::Level &level : tessera::ui::loadPackFile(tessera::ui::samplePackPath()).levels)
        if (level.module == kModuleId && !findModule(kModuleId)->play.solution(level, 0).empty())
            return level;
    return {};
}

// A press on one cell, moves through the given cells, a release on the last: real mouse events.
void dragThrough(tessera::ui::GridView &view, const std::vector<QPoint> &cells) {
    const auto at = [&view](QPoint cell) { return view.cellCenter(cell).toPoint(); };
    QTest::mousePress(&view, Qt::LeftButton, Qt::NoModifier, at(cells.front()));
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const QPointF p = at(cells[i]);
        QMouseEvent move(QEvent::MouseMove, p, view.mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
    }
    QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, at(cells.back()));
}

const LinjatGame &gameOf(const PlayState &state) {
    return dynamic_cast<const LinjatGame &>(*state.game());
}

} // namespace

class TestLinjatPlay : public QObject {
    Q_OBJECT
    std::unique_ptr<linjattesting::Studio> mStudio;
    std::unique_ptr<LinjatWorkbench> mWb;
    pack::Level mLevel;

    PlayState &state() { return mWb->playState(); }

private slots:
    void initTestCase() {
        tessera::ui::initResources();
        registerModules();
        mLevel = sampleLevel();
        QVERIFY(!mLevel.id.empty());
    }
    void init() {
        mStudio = std::make_unique<linjattesting::Studio>();
        mWb = std::make_unique<LinjatWorkbench>(mStudio->context);
        mWb->resize(1200, 800);
        mWb->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWb.get()));
        QVERIFY(mWb->openLevel(mLevel));
        mWb->markSaved();
        mWb->playBar()->playAction()->trigger();
        QVERIFY(state().isPlaying());
        QVERIFY(mWb->playView()->isVisible());
    }
    void cleanup() {
        mWb.reset();
        mStudio.reset();
    }

    void aDragFromANumberDrawsAnArmAndADragBackErasesIt() {
        const Puzzle &p = gameOf(state()).puzzle();
        // The first number with an arm of two (or one) cells the game takes.
        int number = -1, length = 0;
        LinjatGame::Arm arm = LinjatGame::Right;
        for (int i = 0; i < p.numberCount() && number < 0; ++i)
            for (int a = 0; a < 4 && number < 0; ++a)
                for (int len : {2, 1}) {
                    auto g = state().game()->clone();
                    try {
                        g->apply(LinjatGame::moveName(p, i, LinjatGame::Arm(a), len));
                    } catch (const std::exception &) {
                        continue;
                    }
                    number = i, arm = LinjatGame::Arm(a), length = len;
                    break;
                }
        QVERIFY(number >= 0);
        const Number &n = p.number(number);
        const QPoint from(n.col, n.row);
        const QPoint step = arm == LinjatGame::Right  ? QPoint(1, 0)
                            : arm == LinjatGame::Left ? QPoint(-1, 0)
                            : arm == LinjatGame::Down ? QPoint(0, 1)
                                                      : QPoint(0, -1);
        std::vector<QPoint> path{from};
        for (int k = 1; k <= length; ++k) path.push_back(from + step * k);
        dragThrough(*mWb->playView(), path);
        QCOMPARE(gameOf(state()).arms(number)[std::size_t(arm)], length);
        QCOMPARE(state().moves().size(), std::size_t(1));
        QCOMPARE(state().moves().back().move, LinjatGame::moveName(p, number, arm, length));
        QCOMPARE(mWb->playBar()->moveList()->count(), 1);

        // Out along the arm and back onto the number: that arm is erased, as one more move.
        dragThrough(*mWb->playView(), {from, from + step, from});
        QCOMPARE(gameOf(state()).arms(number)[std::size_t(arm)], 0);
        QCOMPARE(state().moves().back().move, LinjatGame::moveName(p, number, arm, 0));
        // Taken by the arm's end and dropped on the number: erased too.
        dragThrough(*mWb->playView(), path);
        QCOMPARE(gameOf(state()).arms(number)[std::size_t(arm)], length);
        dragThrough(*mWb->playView(), {path.back(), from});
        QCOMPARE(gameOf(state()).arms(number)[std::size_t(arm)], 0);
        QVERIFY(!mWb->isModified());
    }

    // The keys drag as the mouse does: Space on the number, the arrows lead the arm, Enter draws it;
    // Escape lets go; Space where there is no line to take leaves the arrows moving the selection.
    void theKeysDrawAnArmAndEraseIt() {
        const Puzzle &p = gameOf(state()).puzzle();
        int number = -1;
        LinjatGame::Arm arm = LinjatGame::Right;
        for (int i = 0; i < p.numberCount() && number < 0; ++i)
            for (int a = 0; a < 4 && number < 0; ++a) {
                auto g = state().game()->clone();
                try {
                    g->apply(LinjatGame::moveName(p, i, LinjatGame::Arm(a), 1));
                } catch (const std::exception &) {
                    continue;
                }
                number = i, arm = LinjatGame::Arm(a);
            }
        QVERIFY(number >= 0);
        const Qt::Key toward = arm == LinjatGame::Right  ? Qt::Key_Right
                               : arm == LinjatGame::Left ? Qt::Key_Left
                               : arm == LinjatGame::Down ? Qt::Key_Down
                                                         : Qt::Key_Up;
        const Qt::Key back = toward == Qt::Key_Right  ? Qt::Key_Left
                             : toward == Qt::Key_Left ? Qt::Key_Right
                             : toward == Qt::Key_Down ? Qt::Key_Up
                                                      : Qt::Key_Down;
        PlayView *view = mWb->playView();
        const Number &n = p.number(number);
        view->setSelectedCell(QPoint(n.col, n.row));
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(view->isKeyDragging());
        QCOMPARE(view->markedNumbers(), std::vector<int>{number}); // the taken number is ringed
        QTest::keyClick(view, toward);
        QCOMPARE(view->pendingMove(), std::optional(LinjatGame::moveName(p, number, arm, 1)));
        QCOMPARE(state().moves().size(), std::size_t(0)); // nothing played before the drop
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(state().moves().size(), std::size_t(1));
        QCOMPARE(gameOf(state()).arms(number)[std::size_t(arm)], 1);
        QVERIFY(view->selectedCell()); // the cursor stays, where the arm ends
        QVERIFY(!view->pendingMove());
        QVERIFY(view->markedNumbers().empty());

        // From the line's cell back onto the number: that arm erased.
        QTest::keyClick(view, Qt::Key_Space);
        QTest::keyClick(view, back);
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(gameOf(state()).arms(number)[std::size_t(arm)], 0);
        QCOMPARE(state().moves().size(), std::size_t(2));

        // Escape: nothing drawn.
        QTest::keyClick(view, Qt::Key_Space);
        QTest::keyClick(view, toward);
        QVERIFY(view->pendingMove());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->pendingMove());
        QVERIFY(!view->isKeyDragging());
        QCOMPARE(state().moves().size(), std::size_t(2));

        // A cell with neither a number nor a line: nothing to take.
        for (int r = 0; r < p.rows(); ++r)
            for (int c = 0; c < p.cols(); ++c)
                if (p.numberAt(r, c) < 0 && gameOf(state()).coveredBy(r, c) < 0) {
                    view->setSelectedCell(QPoint(c, r));
                    QTest::keyClick(view, Qt::Key_Space);
                    QVERIFY(!view->isKeyDragging());
                    QCOMPARE(state().moves().size(), std::size_t(2));
                    return;
                }
        QFAIL("no open cell");
    }

    void aRefusedMoveSaysWhyAndChangesNothing() {
        const int steps = mWb->undoStack()->count();
        QVERIFY(!state().play("a1R9"));
        QVERIFY(state().statusIsWarning());
        QVERIFY2(state().statusText().contains(QStringLiteral("Refused")), qPrintable(state().statusText()));
        QCOMPARE(mWb->playBar()->statusText(), state().statusText());
        QCOMPARE(state().moves().size(), std::size_t(0));
        QCOMPARE(mWb->undoStack()->count(), steps);
    }

    void theStoredSolutionWinsWithATimedHashedTrace() {
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        QSignalSpy won(&state(), &PlayState::won);
        for (const std::string &move : moves) {
            QTest::qWait(3); // so each move has its own time
            QVERIFY2(state().play(move), move.c_str());
        }
        QVERIFY(state().isWon());
        QCOMPARE(won.count(), 1);
        QVERIFY(!mWb->isModified());
        QVERIFY(mWb->levelDocument().hasUnsavedState());
        QVERIFY2(mWb->playBar()->statusText().startsWith(QStringLiteral("Won in")),
                 qPrintable(mWb->playBar()->statusText()));
        QVERIFY2(mWb->messageText().startsWith(QStringLiteral("Won.")), qPrintable(mWb->messageText()));
        QCOMPARE(mWb->playBar()->moveList()->count(), int(moves.size()));

        const play::Trace &trace = state().session()->trace();
        QCOMPARE(trace.module, std::string(kModuleId));
        QCOMPARE(trace.level, mLevel.id);
        QCOMPARE(trace.events.front().kind, play::TraceEventKind::Start);
        QCOMPARE(trace.events.back().kind, play::TraceEventKind::Won);
        QVERIFY(trace.finished());
        // Every event's hash is the position after it, as the core replays the moves.
        std::unique_ptr<play::Game> game = findModule(kModuleId)->play.newGame(mLevel.data, 0);
        QCOMPARE(trace.events.front().hash, play::positionHash(*game));
        long long last = -1;
        std::size_t played = 0;
        for (const play::TraceEvent &e : trace.events) {
            if (e.kind == play::TraceEventKind::Move) {
                QCOMPARE(e.move, moves[played++]);
                game->apply(e.move);
                QVERIFY2(e.ms > last, qPrintable(QStringLiteral("%1 after %2").arg(e.ms).arg(last)));
            }
            QVERIFY(e.ms >= last);
            last = e.ms;
            QCOMPARE(e.hash, play::positionHash(*game));
        }
        QCOMPARE(played, moves.size());
    }

    void takeBackIsTheDocumentsUndoAndIsTraced() {
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        QVERIFY(moves.size() >= 2);
        QVERIFY(state().play(moves[0]));
        const std::string afterFirst = play::positionHash(*state().game());
        QVERIFY(state().play(moves[1]));
        QVERIFY(mWb->playBar()->takeBackAction()->isEnabled());
        mWb->playBar()->takeBackAction()->trigger();
        QCOMPARE(state().moves().size(), std::size_t(1));
        QCOMPARE(state().session()->trace().events.back().kind, play::TraceEventKind::Undo);
        QCOMPARE(state().session()->trace().events.back().hash, afterFirst);
        // Redo is the document's too: the move again.
        mWb->undoStack()->redo();
        QCOMPARE(state().moves().size(), std::size_t(2));
        QCOMPARE(state().session()->trace().events.back().kind, play::TraceEventKind::Move);
        // Restart is one step; its undo brings the moves back.
        mWb->playBar()->restartAction()->trigger();
        QCOMPARE(state().moves().size(), std::size_t(0));
        QCOMPARE(state().session()->trace().events.back().kind, play::TraceEventKind::Restart);
        mWb->undoStack()->undo();
        QCOMPARE(state().moves().size(), std::size_t(2));
        QVERIFY(!mWb->isModified());
        // Past the attempt's first move Take Back has nothing left: it never undoes an edit.
        mWb->undoStack()->undo();
        mWb->undoStack()->undo();
        QVERIFY(!state().canTakeBack());
        QVERIFY(!mWb->playBar()->takeBackAction()->isEnabled());
    }

    void theHintComesFromTheWorkerAndIsLegal() {
        QVERIFY(mWb->playBar()->hintAction()->isEnabled());
        mWb->playBar()->hintAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(state().hint().has_value(), 20000);
        const play::Hint hint = *state().hint();
        auto next = state().game()->clone();
        next->apply(hint.move); // throws, failing the test, when the game refuses it
        QVERIFY(!hint.why.empty());
        const play::TraceEvent &e = state().session()->trace().events.back();
        QCOMPARE(e.kind, play::TraceEventKind::Hint);
        QCOMPARE(e.move, hint.move);
        QVERIFY(mWb->playBar()->statusText().contains(QString::fromStdString(hint.move)));
        // The hint is a move like any other: played, it goes.
        QVERIFY(state().play(hint.move));
        QVERIFY(!state().hint());
    }

    // Ctrl+Shift+H plays the hint: the one shown at once, else the one it asks for when it comes; both
    // are in the trace as a hint, then the move.
    void playHintPlaysTheHintsMove() {
        mWb->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(mWb.get()));
        QTest::keyClick(mWb->playView(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE_WITH_TIMEOUT(state().moves().size(), std::size_t(1), 20000);
        const auto &events = state().session()->trace().events;
        QCOMPARE(events[events.size() - 2].kind, play::TraceEventKind::Hint);
        QCOMPARE(events.back().move, events[events.size() - 2].move);

        mWb->playBar()->hintAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(state().hint().has_value(), 20000);
        const std::string shown = state().hint()->move;
        mWb->playBar()->playHintAction()->trigger();
        QCOMPARE(state().moves().size(), std::size_t(2));
        QCOMPARE(state().moves().back().move, shown);
        QVERIFY(!mWb->isModified());
    }

    void giveUpEndsTheAttemptAndRestartStartsAnother() {
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        QVERIFY(state().play(moves[0]));
        mWb->playBar()->giveUpAction()->trigger();
        QVERIFY(state().isOver());
        QCOMPARE(state().session()->trace().events.back().kind, play::TraceEventKind::GiveUp);
        QVERIFY(!state().play(moves[1]));
        const int attempt = state().attempt();
        mWb->playBar()->restartAction()->trigger();
        QCOMPARE(state().attempt(), attempt + 1);
        QCOMPARE(state().traces().size(), std::size_t(1));
        QVERIFY(state().traces().front().finished());
        QCOMPARE(state().moves().size(), std::size_t(0));
        // The old attempt's move is history: undoing it does nothing to the new attempt.
        QVERIFY(state().play(moves[0]));
        mWb->undoStack()->undo();
        mWb->undoStack()->undo();
        QCOMPARE(state().moves().size(), std::size_t(0));
        QCOMPARE(state().traces().size(), std::size_t(1));
    }

    void anEditEndsPlay() {
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        QVERIFY(state().play(moves[0]));
        const Puzzle &p = mWb->model().puzzle();
        int row = 0, col = 0;
        while (p.numberAt(row, col) >= 0) ++col;
        mWb->undoStack()->push(ToggleDotCommand::make(mWb->model(), row, col).release());
        QVERIFY(!state().isPlaying());
        QVERIFY(!state().session());
        QCOMPARE(state().traces().size(), std::size_t(1));
        QVERIFY(mWb->editorView()->isVisible());
        QVERIFY(mWb->isModified());
    }

    void theDocumentStateKeepsThePlay() {
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        QVERIFY(state().play(moves[0]));
        mWb->playBar()->giveUpAction()->trigger();
        mWb->playBar()->restartAction()->trigger();
        QVERIFY(state().play(moves[0]));
        QVERIFY(state().play(moves[1]));
        const Json saved = mWb->documentState();
        QVERIFY(saved.contains("play"));
        QCOMPARE(saved["play"]["moves"].size(), std::size_t(2));
        QCOMPARE(saved["play"]["traces"].size(), std::size_t(1));
        QVERIFY(saved["play"]["attempt"]["format"] == "tessera-play-trace");

        linjattesting::Studio other;
        LinjatWorkbench back(other.context);
        QVERIFY(back.openLevel(mLevel));
        back.markSaved();
        QVERIFY(back.restoreState(saved));
        QCOMPARE(QString::fromStdString(back.documentState().dump()), QString::fromStdString(saved.dump()));
        QVERIFY(back.playState().isPlaying());
        QCOMPARE(back.playState().moves().size(), std::size_t(2));
        // Take Back works on the recovered moves, and is traced.
        QVERIFY(back.playState().canTakeBack());
        back.playState().takeBack();
        QCOMPARE(back.playState().moves().size(), std::size_t(1));
        QCOMPARE(back.playState().session()->trace().events.back().kind, play::TraceEventKind::Undo);
        // The clock goes on from the recovered attempt's last event.
        QVERIFY(back.playState().elapsedMs() >=
                saved["play"]["attempt"]["events"].back()["t"].get<long long>());
    }

    // The hint on the board and the won level, grabbed; with TESSERA_SCREENSHOT_DIR set the PNGs are
    // kept there (linjat-play-hint.png, linjat-play-won.png) to look at.
    void playScreenshots() {
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        for (std::size_t i = 0; i < 3; ++i) QVERIFY(state().play(moves[i]));
        state().requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(state().hint().has_value(), 20000);
        QVERIFY(!mWb->playView()->faintStrokes().empty()); // the hinted line, dashed
        const QString dir = qEnvironmentVariable("TESSERA_SCREENSHOT_DIR");
        QImage shot = mWb->grab().toImage();
        QVERIFY(!shot.isNull());
        if (!dir.isEmpty()) QVERIFY(shot.save(dir + QStringLiteral("/linjat-play-hint.png")));
        for (std::size_t i = 3; i < moves.size(); ++i) QVERIFY(state().play(moves[i]));
        QVERIFY(state().isWon());
        shot = mWb->grab().toImage();
        if (!dir.isEmpty()) QVERIFY(shot.save(dir + QStringLiteral("/linjat-play-won.png")));
    }

    // The bar's keys, pressed on the board: Ctrl+H a hint, Ctrl+Shift+R restart, Ctrl+P back to editing.
    void theKeysWork() {
        mWb->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(mWb.get()));
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        QVERIFY(state().play(moves[0]));
        QTest::keyClick(mWb->playView(), Qt::Key_H, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(state().hint().has_value(), 20000);
        QTest::keyClick(mWb->playView(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(state().moves().size(), std::size_t(0));
        QTest::keyClick(mWb->playView(), Qt::Key_P, Qt::ControlModifier);
        QVERIFY(!state().isPlaying());
        QVERIFY(mWb->editorView()->isVisible());
        QTest::keyClick(mWb->editorView(), Qt::Key_P, Qt::ControlModifier);
        QVERIFY(state().isPlaying());
    }

    void playLeavesAndComesBack() {
        const std::vector<std::string> moves = findModule(kModuleId)->play.solution(mLevel, 0);
        QVERIFY(state().play(moves[0]));
        mWb->playBar()->playAction()->trigger();
        QVERIFY(!state().isPlaying());
        QVERIFY(mWb->editorView()->isVisible());
        // The attempt waits; undoing its move from the editor shows it.
        mWb->undoStack()->undo();
        QVERIFY(state().isPlaying());
        QCOMPARE(state().moves().size(), std::size_t(0));
        QCOMPARE(PlayState::clockText(83000), QStringLiteral("1:23"));
        QVERIFY(mWb->playBar()->timerText().contains(QLatin1Char(':')));
    }
};

QTEST_MAIN(TestLinjatPlay)
#include "tst_linjatplay.moc"
