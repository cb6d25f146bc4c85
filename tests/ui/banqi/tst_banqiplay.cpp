// The BanQi workbench with real mouse input, played through the studio's play mode (PlayState).
#include <QTest>

#include "banqi/challenge.h"
#include "banqi/challengegame.h"
#include "common/module.h"
#include "ui/banqi/banqiworkbench.h"
#include "ui/banqi/boardview.h"
#include "ui/banqi/matchpanel.h"
#include "ui/banqi/sidepanel.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include <QSignalSpy>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QValueAxis>

#include <memory>

using namespace tessera;
using namespace tessera::banqi;
namespace bui = tessera::banqi::ui;

namespace {

// Red's chariot a1 and black's horse a3; black's soldier far away, behind a hidden piece.
const char *kChariot = "......../h......./......../R.....xp r 00000000000001 0";
// The sample pack's banqi-1: a middle game after chain against chain (generated from seed 5).
const char *kSample = "xxxxxxxx/pxPKexxx/xxxxxxxx/rxaxaxkx r 02222240011224 0";

struct Fixture {
    tessera::ui::PackDocument pack;
    tessera::ui::JobRunner jobs;
    tessera::ui::Log log;
    tessera::ui::StudioContext context{pack, jobs, log};
    std::unique_ptr<bui::BanqiWorkbench> workbench;

    Fixture() {
        workbench = std::make_unique<bui::BanqiWorkbench>(context);
        workbench->resize(1400, 900);
        workbench->show();
        (void)QTest::qWaitForWindowExposed(workbench.get());
    }
    void click(const std::string &cell) {
        bui::BoardView *view = workbench->board();
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier,
                          view->cellCenter(bui::BoardView::viewCell(parseCellName(cell))).toPoint());
        settle();
    }
    // BanQi's moves are applied in a worker (the bot answers inside them): wait for the answer.
    void settle() { QTRY_VERIFY_WITH_TIMEOUT(!play().isMoving(), 20000); }
    bool playNow(const std::string &move) {
        if (!play().play(move)) return false;
        settle();
        return !play().isMoving();
    }
    pack::Level level(const std::string &position, const char *opponent = "chain") {
        pack::Level level;
        level.id = "test-1";
        level.module = "banqi";
        level.title = "Test";
        level.data = Json{{"position", position}, {"opponent", opponent}};
        return level;
    }
    void open(const std::string &position, const char *opponent = "chain") {
        QVERIFY(workbench->openLevel(level(position, opponent)));
    }
    tessera::ui::PlayState &play() { return *workbench->playState(); }
    const Position &position() { return workbench->board()->position(); }
    std::vector<std::string> moves() {
        std::vector<std::string> out;
        for (const play::MoveResult &m : play().moves()) out.push_back(m.move);
        return out;
    }
};

} // namespace

class TestBanqiPlay : public QObject {
    Q_OBJECT
private slots:
    // Mouse first: a click on a hidden piece enters play mode and flips it; the bot answers at once, in
    // the same move (what it did is in what the move revealed).
    void aClickFlipsAndTheBotReplies() {
        Fixture f;
        QCOMPARE(f.position().hiddenCount(), 32);
        f.click("c2");
        QVERIFY(f.play().isPlaying());
        QCOMPARE(f.moves(), std::vector<std::string>{"c2"});
        QVERIFY(f.position().board[std::size_t(parseCellName("c2"))] != kHidden);
        QCOMPARE(f.position().hiddenCount(), 30); // the bot (chain) flipped one too
        QVERIFY(f.play().moves().front().revealed.find(' ') != std::string::npos);
        QCOMPARE(f.workbench->playBar()->moveList()->count(), 1);
        QVERIFY(f.workbench->panel()->pool->rowCount() > 0);
        QVERIFY(f.workbench->panel()->status->text().contains("You play"));
    }

    // A move is one undo step of the document, and playing is not editing.
    void aMoveIsAnUndoStepAndNoEdit() {
        Fixture f;
        f.open(kChariot, "greedy");
        f.click("a1");
        QCOMPARE(f.workbench->board()->picked(), parseCellName("a1"));
        QVERIFY(!f.workbench->board()->targets().empty());
        f.click("a2");
        QCOMPARE(f.moves(), std::vector<std::string>{"a1-a2"});
        QCOMPARE(f.workbench->undoStack()->count(), 1);
        QVERIFY(!f.workbench->isModified());
        QVERIFY(f.workbench->levelDocument().hasUnsavedState()); // crash recovery keeps it
        QCOMPARE(int(f.position().board[std::size_t(parseCellName("a2"))]), int(makePiece(0, Chariot)));
        // Take Back through the play bar: the document's undo.
        QAction *takeBack = f.workbench->playBar()->takeBackAction();
        QVERIFY(takeBack->isEnabled());
        takeBack->trigger();
        QVERIFY(f.moves().empty());
        QCOMPARE(int(f.position().board[std::size_t(parseCellName("a1"))]), int(makePiece(0, Chariot)));
        QVERIFY(!takeBack->isEnabled());
        f.workbench->undoStack()->redo(); // Edit > Redo plays it again, with the same reply
        QCOMPARE(f.moves(), std::vector<std::string>{"a1-a2"});
        QVERIFY(!f.workbench->isModified());
    }

    void aDragMovesAPiece() {
        Fixture f;
        f.open(kChariot, "greedy");
        QVERIFY(f.play().setPlaying(true));
        bui::BoardView *view = f.workbench->board();
        emit view->cellDragged(bui::BoardView::viewCell(parseCellName("a1")),
                               bui::BoardView::viewCell(parseCellName("a2")));
        f.settle();
        QCOMPARE(f.moves(), std::vector<std::string>{"a1-a2"});
    }

    // The keys play as clicks do: the arrows move the selected cell, Space flips or picks up the piece
    // there, Enter on a green mark moves it.
    void theKeysFlipPickUpAndMove() {
        Fixture f;
        bui::BoardView *view = f.workbench->board();
        view->setFocus();
        view->setSelectedCell(bui::BoardView::viewCell(parseCellName("c2")));
        QTest::keyClick(view, Qt::Key_Space);
        f.settle();
        QVERIFY(f.play().isPlaying());
        QCOMPARE(f.moves(), std::vector<std::string>{"c2"});

        f.open(kChariot, "greedy");
        QVERIFY(f.play().setPlaying(true));
        view->setSelectedCell(bui::BoardView::viewCell(parseCellName("a1")));
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(view->picked(), parseCellName("a1"));
        QVERIFY(!view->targets().empty());
        QVERIFY2(f.workbench->messageText().contains("green mark"), qPrintable(f.workbench->messageText()));
        QTest::keyClick(view, Qt::Key_Escape); // put down: the message no longer asks for a mark
        QCOMPARE(view->picked(), -1);
        QVERIFY(view->targets().empty());
        QVERIFY2(!f.workbench->messageText().contains("green mark"), qPrintable(f.workbench->messageText()));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(view->picked(), parseCellName("a1"));
        QTest::keyClick(view, Qt::Key_Return); // a second press on the piece puts it down too
        QCOMPARE(view->picked(), -1);
        QVERIFY2(!f.workbench->messageText().contains("green mark"), qPrintable(f.workbench->messageText()));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(view->picked(), parseCellName("a1"));
        QTest::keyClick(view, Qt::Key_Up); // a2, on screen above a1
        QCOMPARE(view->selectedCell(), std::optional<QPoint>(bui::BoardView::viewCell(parseCellName("a2"))));
        QTest::keyClick(view, Qt::Key_Return);
        f.settle();
        QCOMPARE(f.moves(), std::vector<std::string>{"a1-a2"});
    }

    // A refused move changes nothing and says why.
    void aRefusedMoveSaysWhy() {
        Fixture f;
        f.open(kChariot, "greedy");
        QVERIFY(f.play().setPlaying(true));
        QVERIFY(!f.play().play("a1-b2"));
        QVERIFY(f.moves().empty());
        QCOMPARE(f.workbench->undoStack()->count(), 0);
        QVERIFY2(f.play().statusText().startsWith("Refused: "), qPrintable(f.play().statusText()));
        QVERIFY(f.play().statusIsWarning());
        QCOMPARE(f.workbench->messageText(), f.play().statusText());
        QCOMPARE(f.workbench->playBar()->statusText(), f.play().statusText());
    }

    // The stored line of a pack level (dealt from seed 0, as the workbench deals an opened level) wins;
    // Restart then starts a new attempt and keeps the won one's trace.
    void theStoredLineWinsAndRestartKeepsTheTrace() {
        Fixture f;
        const pack::Level level = f.level(kSample);
        QVERIFY(f.workbench->openLevel(level));
        QCOMPARE(f.workbench->seed(), std::uint64_t(0));
        const std::vector<std::string> line = findModule("banqi")->play.solution(level, 0);
        QVERIFY(line.size() >= 2);
        QVERIFY(f.play().setPlaying(true));
        for (const std::string &move : line) QVERIFY2(f.playNow(move), move.c_str());
        QVERIFY(f.play().isWon());
        QVERIFY(f.workbench->playBar()->statusText().startsWith("Won in"));
        QVERIFY(!f.workbench->isModified());
        f.workbench->playBar()->restartAction()->trigger();
        QCOMPARE(f.play().traces().size(), std::size_t(1));
        QCOMPARE(f.play().traces().front().events.back().kind, play::TraceEventKind::Won);
        QCOMPARE(f.play().traces().front().level, std::string("test-1"));
        QVERIFY(f.moves().empty());
        QVERIFY(!f.play().isOver());
        QCOMPARE(f.position(), challengeFromJson(level.data).position);
    }

    // The hint comes from the worker (the search on the player's view) and is drawn on the board.
    void aHintArrivesFromTheWorker() {
        Fixture f;
        f.open(kChariot, "greedy");
        QVERIFY(f.play().setPlaying(true));
        f.workbench->playBar()->hintAction()->trigger();
        QTRY_VERIFY(f.play().hint().has_value());
        QVERIFY(!f.play().hint()->move.empty());
        QVERIFY2(f.workbench->messageText().startsWith("Hint: "), qPrintable(f.workbench->messageText()));
        bool drawn = false;
        for (const bui::Arrow &a : f.workbench->board()->arrows()) drawn = drawn || a.label == "hint";
        QVERIFY(drawn);
        QCOMPARE(f.play().session()->trace().events.back().kind, play::TraceEventKind::Hint);
    }

    // The trace records the deal's seed; a new deal is a new attempt, the one going on given up.
    void aNewDealIsANewAttemptWithItsSeed() {
        Fixture f;
        f.open(kSample);
        f.workbench->newDeal(7);
        QVERIFY(f.play().isPlaying());
        QCOMPARE(f.play().session()->trace().seed, std::uint64_t(7));
        f.click("a4");
        QCOMPARE(f.moves().size(), std::size_t(1));
        QCOMPARE(f.workbench->documentState()["seed"].get<std::uint64_t>(), std::uint64_t(7));
        QCOMPARE(f.workbench->documentState()["play"]["attempt"]["seed"].get<std::uint64_t>(),
                 std::uint64_t(7));
        f.workbench->newDeal(8);
        QCOMPARE(f.play().traces().size(), std::size_t(1));
        QCOMPARE(f.play().traces().front().seed, std::uint64_t(7));
        QCOMPARE(f.play().traces().front().events.back().kind, play::TraceEventKind::GiveUp);
        QCOMPARE(f.play().session()->trace().seed, std::uint64_t(8));
        QVERIFY(f.moves().empty());
        QVERIFY(!f.workbench->isModified());
        // The same deal and moves give the same game: the referee's deal is the seed's.
        const ChallengeGame fresh(challengeFromJson(f.level(kSample).data), 8);
        QCOMPARE(f.play().game()->position(), fresh.position());
    }

    // The document state (the challenge, the seed, the attempt and the traces) comes back whole.
    void theAttemptIsRestored() {
        std::string saved;
        {
            Fixture f;
            f.open(kSample);
            f.workbench->newDeal(3);
            f.click("a4");
            f.click("b4");
            QCOMPARE(f.moves().size(), std::size_t(2));
            saved = f.workbench->documentState().dump();
        }
        Fixture g;
        g.open(kSample);
        QVERIFY(g.workbench->restoreState(Json::parse(saved)));
        QCOMPARE(g.workbench->documentState().dump(), saved);
        QVERIFY(!g.workbench->isModified());
        QCOMPARE(g.workbench->seed(), std::uint64_t(3));
        QVERIFY(g.play().isPlaying());
        QCOMPARE(g.moves(), (std::vector<std::string>{"a4", "b4"}));
        QVERIFY(g.play().canTakeBack());
    }

    // Crash recovery of an edit: the level is opened again, the state restored as it stood, and Undo
    // goes back to the level as opened.
    void anEditIsRestoredAndUndone() {
        std::string opened, edited;
        {
            Fixture f;
            f.open(kSample);
            opened = f.workbench->documentState().dump();
            QComboBox *opponent = f.workbench->panel()->opponent;
            opponent->setCurrentIndex((opponent->currentIndex() + 1) % opponent->count());
            QVERIFY(f.workbench->isModified());
            edited = f.workbench->documentState().dump();
            QVERIFY(edited != opened);
        }
        Fixture g;
        g.open(kSample);
        QVERIFY(g.workbench->restoreState(Json::parse(edited)));
        QCOMPARE(g.workbench->documentState().dump(), edited);
        QVERIFY(g.workbench->isModified());
        g.workbench->undoStack()->undo();
        QCOMPARE(g.workbench->documentState().dump(), opened);
        QVERIFY(!g.workbench->isModified());
    }

    // An edit of the challenge ends the attempt and play mode: the level changed.
    void anEditEndsTheAttempt() {
        Fixture f;
        f.open(kChariot, "greedy");
        f.click("a1");
        f.click("a2");
        QVERIFY(f.play().session());
        f.workbench->panel()->goal->setCurrentIndex(1); // survive
        QVERIFY(f.workbench->isModified());
        QVERIFY(!f.play().isPlaying());
        QVERIFY(!f.play().session());
        QCOMPARE(f.play().traces().size(), std::size_t(1));
        // The board shows the challenge's start again.
        QCOMPARE(int(f.position().board[std::size_t(parseCellName("a1"))]), int(makePiece(0, Chariot)));
    }

    void thePliesBoxIsOnlyForTheSurviveGoal() {
        Fixture f;
        bui::SidePanel *p = f.workbench->panel();
        p->tabs->setCurrentIndex(2);
        p->goal->setCurrentIndex(0); // win
        QVERIFY(f.workbench->model().challenge().goal == Goal::Win);
        QVERIFY(!p->goalPlies->isEnabled());
        p->goal->setCurrentIndex(1); // survive
        QVERIFY(f.workbench->model().challenge().goal == Goal::Survive);
        QVERIFY(p->goalPlies->isEnabled());
        f.workbench->undoStack()->undo();
        QVERIFY(!p->goalPlies->isEnabled());
    }

    void theOverlayShowsChains() {
        Fixture f;
        f.open("......../h......./......../R.....xp r 00000000000001 0");
        f.workbench->panel()->chainOverlay->setChecked(true);
        QVERIFY(!f.workbench->board()->arrows().empty());
        bool priced = false;
        for (const bui::Arrow &a : f.workbench->board()->arrows()) priced = priced || !a.label.isEmpty();
        QVERIFY(priced);
        QVERIFY(f.workbench->panel()->chainWhy->text().contains("chain bot would play"));
        f.workbench->panel()->chainOverlay->setChecked(false);
        QVERIFY(f.workbench->board()->arrows().empty());
        // The search's top moves join the overlay, computed in a worker.
        f.workbench->searchTopMoves();
        QTRY_VERIFY(f.workbench->panel()->topMoves->count() > 0);
        QVERIFY(!f.workbench->board()->arrows().empty());
    }

    void theEditorEditsAndUndoes() {
        Fixture f;
        f.workbench->setEditing(true);
        const int emptyIndex = f.workbench->panel()->brush->findData(0);
        f.workbench->panel()->brush->setCurrentIndex(emptyIndex);
        f.click("a1");
        QCOMPARE(int(f.workbench->model().challenge().position.board[0]), int(kEmpty));
        QCOMPARE(f.workbench->model().challenge().position.poolTotal(), 31);
        const int red = f.workbench->panel()->brush->findData(int(makePiece(0, Soldier)));
        f.workbench->panel()->brush->setCurrentIndex(red);
        f.click("b1");
        QCOMPARE(int(f.workbench->model().challenge().position.board[1]), int(makePiece(0, Soldier)));
        QCOMPARE(f.workbench->model().challenge().position.side, 0); // a revealed piece: red to move
        f.workbench->undoStack()->undo();
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().challenge().position, startPosition());
    }

    void ratesInAWorkerAndAddsToThePack() {
        Fixture f;
        f.open("......../h......./......../R.....xp r 00000000000001 0", "greedy");
        QTest::mouseClick(f.workbench->panel()->rate, Qt::LeftButton);
        QTRY_VERIFY(f.workbench->panel()->rating->text().startsWith("Difficulty"));
        const Difficulty d = measureDifficulty(f.workbench->model().challenge());
        QVERIFY(f.workbench->panel()->rating->text().contains(QString::number(d.value, 'f', 1)));
        const std::optional<pack::Level> level = f.workbench->currentLevel();
        QVERIFY(level);
        QCOMPARE(level->difficulty, d.value);
        QCOMPARE(level->data["opponent"].get<std::string>(), std::string("greedy"));
    }

    void addToPackWaitsForTheRatingJob() {
        Fixture f;
        f.open("......../h......./......../R.....xp r 00000000000001 0", "greedy");
        // The window makes the pack level in a worker once the page asks (addThisLevelRequested); the
        // page asks only when the rating is known, so the window's level reuses it.
        QSignalSpy added(f.workbench.get(), &tessera::ui::ModulePage::addThisLevelRequested);
        // Not rated yet: the click returns at once, the rating runs as a job, the request follows it.
        QTest::mouseClick(f.workbench->panel()->addToPack, Qt::LeftButton);
        // (The page's own background rating may have landed first; then the request comes at once.)
        if (added.count() == 0)
            QVERIFY(f.workbench->messageText().startsWith(QStringLiteral("Rating the challenge")));
        QTRY_COMPARE(added.count(), 1);
        const std::optional<pack::Level> level = f.workbench->currentLevel(); // the rating is reused
        QVERIFY(level);
        QCOMPARE(level->difficulty, measureDifficulty(f.workbench->model().challenge()).value);
        // Rated now: a second click asks at once.
        QTest::mouseClick(f.workbench->panel()->addToPack, Qt::LeftButton);
        QCOMPARE(added.count(), 2);
    }

    void theMatchPanelRunsAMatch() {
        Fixture f;
        bui::MatchPanel *m = f.workbench->panel()->match;
        f.workbench->panel()->tabs->setCurrentWidget(m);
        m->botA->setCurrentIndex(int(BotKind::Greedy));
        m->botB->setCurrentIndex(int(BotKind::Random));
        m->games->setValue(6);
        QTest::mouseClick(m->runButton, Qt::LeftButton);
        QVERIFY(m->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!m->isRunning(), 60000);
        QVERIFY(m->result());
        QCOMPARE(m->result()->games, 6);
        QVERIFY(m->table->rowCount() >= 6);
        QVERIFY(m->table->item(2, 1)->text().contains("["));
        // The Elo row: a figure, or for a clean sweep (which has none) the bound the core gives.
        const MatchResult &r = *m->result();
        const QString elo = m->table->item(3, 1)->text();
        QCOMPARE(m->table->item(3, 0)->text(), QString("Elo difference"));
        if (r.wins == r.games)
            QCOMPARE(elo, QString("at least %1 (A won every game)").arg(r.elo, 0, 'f', 0));
        else
            QCOMPARE(elo, QString::number(r.elo, 'f', 0));
        QCOMPARE(m->runningScore->count(), 6);
        // Its axis counts whole games: six games, six ticks (five read "0 1 3 4 6").
        QValueAxis *x = nullptr, *y = nullptr;
        for (QAbstractAxis *axis : m->runningScore->attachedAxes())
            (axis->orientation() == Qt::Horizontal ? x : y) = qobject_cast<QValueAxis *>(axis);
        QVERIFY(x && y && x->tickType() == QValueAxis::TicksDynamic);
        QCOMPARE(x->max(), 6.0);
        QCOMPARE(x->tickInterval(), 1.0);
        QVERIFY(y->max() > 1.0 && y->min() < 0.0);
        const QString path = QDir::temp().filePath("banqi-match.png");
        QVERIFY(f.workbench->grab().save(path));
        qInfo("match runner screenshot: %s", qPrintable(path));
    }

    void screenshotOfPlayWithTheOverlay() {
        Fixture f;
        // A middle game after 30 plies of chain against chain (tessera-cli banqi generate, seed 5).
        f.open("ehxKxxxx/.aP...../..xxxxxx/x.xpCxxx r 02122010111104 1");
        f.click("c4"); // play mode, a flip and the bot's reply
        QCOMPARE(f.moves().size(), std::size_t(1));
        QVERIFY(f.workbench->grab().save(QDir::temp().filePath("banqi-playbar.png")));
        f.workbench->panel()->tabs->setCurrentIndex(1);
        f.workbench->searchTopMoves();
        QTRY_VERIFY(f.workbench->panel()->topMoves->count() > 0);
        QVERIFY(f.workbench->board()->arrows().size() > 3);
        const QString path = QDir::temp().filePath("banqi-play.png");
        QVERIFY(f.workbench->grab().save(path));
        qInfo("play screenshot: %s", qPrintable(path));
        // Each tab at about the size the page gets in a 1024x700 window with the pack dock.
        f.workbench->resize(700, 560);
        for (int tab = 0; tab < 4; ++tab) {
            f.workbench->panel()->tabs->setCurrentIndex(tab);
            QVERIFY(f.workbench->grab().save(
                QDir::temp().filePath(QStringLiteral("banqi-small-%1.png").arg(tab))));
        }
    }
};

QTEST_MAIN(TestBanqiPlay)
#include "tst_banqiplay.moc"
