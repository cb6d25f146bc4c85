// The BanQi workbench with real mouse input.
#include <QTest>

#include "banqi/challenge.h"
#include "ui/banqi/banqiworkbench.h"
#include "ui/banqi/boardview.h"
#include "ui/banqi/gamemodel.h"
#include "ui/banqi/matchpanel.h"
#include "ui/banqi/sidepanel.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/studiocontext.h"
#include <QSignalSpy>

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

#include <memory>

using namespace tessera;
using namespace tessera::banqi;
namespace bui = tessera::banqi::ui;

namespace {

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
    }
    void open(const std::string &position, const char *opponent = "chain") {
        pack::Level level;
        level.module = "banqi";
        level.title = "Test";
        level.data = Json{{"position", position}, {"opponent", opponent}};
        QVERIFY(workbench->openLevel(level));
    }
    const Position &position() { return workbench->model().view().position; }
};

} // namespace

class TestBanqiPlay : public QObject {
    Q_OBJECT
private slots:
    void aClickFlipsAndTheBotReplies() {
        Fixture f;
        QCOMPARE(f.position().hiddenCount(), 32);
        f.click("c2");
        QVERIFY(f.position().board[std::size_t(parseCellName("c2"))] != kHidden);
        QCOMPARE(f.workbench->model().state().moves.front(), std::string("c2"));
        // The bot (chain) replies in a worker.
        QTRY_COMPARE(f.workbench->model().state().moves.size(), std::size_t(2));
        QTRY_VERIFY(!f.workbench->isThinking());
        QVERIFY(f.workbench->panel()->moves->count() == 2);
        QVERIFY(f.workbench->panel()->pool->rowCount() > 0);
    }

    void aMoveIsMadeAndTakenBack() {
        Fixture f;
        // Red chariot a1 and the black horse a3; black's soldier far away, behind a hidden piece.
        f.open("......../h......./......../R.....xp r 00000000000001 0", "greedy");
        f.click("a1");
        QCOMPARE(f.workbench->board()->picked(), parseCellName("a1"));
        QVERIFY(!f.workbench->board()->targets().empty());
        f.click("a2");
        QCOMPARE(f.workbench->model().state().moves.front(), std::string("a1-a2"));
        QTRY_COMPARE(f.workbench->model().state().moves.size(), std::size_t(2));
        QTRY_VERIFY(!f.workbench->isThinking());
        QVERIFY(f.workbench->takeBack());
        QVERIFY(f.workbench->model().state().moves.empty());
        QCOMPARE(int(f.position().board[std::size_t(parseCellName("a1"))]), int(makePiece(0, Chariot)));
        f.workbench->undoStack()->undo(); // the take back itself is undoable
        QCOMPARE(f.workbench->model().state().moves.size(), std::size_t(2));
        // An illegal move is refused with a message and changes nothing.
        QVERIFY(!f.workbench->playMove("h1-h2"));
    }

    void undoTakesBackTheMoveWithTheBotsReply() {
        Fixture f;
        f.open("......../h......./......../R.....xp r 00000000000001 0", "greedy");
        f.click("a1");
        f.click("a2");
        QTRY_COMPARE(f.workbench->model().state().moves.size(), std::size_t(2));
        QTRY_VERIFY(!f.workbench->isThinking());
        // Edit > Undo: the player's move and the bot's reply are one step, and it is the player's move.
        QCOMPARE(f.workbench->undoStack()->count(), 1);
        f.workbench->undoStack()->undo();
        QVERIFY(f.workbench->model().state().moves.empty());
        QVERIFY(f.workbench->model().playersTurn());
        QVERIFY(!f.workbench->isThinking());
        f.workbench->undoStack()->redo();
        QCOMPARE(f.workbench->model().state().moves.size(), std::size_t(2));
        QVERIFY(f.workbench->model().playersTurn());
        // A reply that did not merge (the stack was saved while the bot thought): an undo of it leaves
        // the bot to move, and the bot moves again.
        f.workbench->undoStack()->undo();
        QVERIFY(f.workbench->playMove("a1-a2"));
        f.workbench->undoStack()->setClean();
        QTRY_COMPARE(f.workbench->model().state().moves.size(), std::size_t(2));
        QTRY_VERIFY(!f.workbench->isThinking());
        QCOMPARE(f.workbench->undoStack()->count(), 2);
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().state().moves.size(), std::size_t(1));
        QTRY_COMPARE(f.workbench->model().state().moves.size(), std::size_t(2));
        QTRY_VERIFY(!f.workbench->isThinking());
        QVERIFY(f.workbench->model().playersTurn());
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
        QCOMPARE(m->runningScore->count(), 6);
        const QString path = QDir::temp().filePath("banqi-match.png");
        QVERIFY(f.workbench->grab().save(path));
        qInfo("match runner screenshot: %s", qPrintable(path));
    }

    void screenshotOfPlayWithTheOverlay() {
        Fixture f;
        // A middle game after 30 plies of chain against chain (tessera-cli banqi generate, seed 5).
        f.open("ehxKxxxx/.aP...../..xxxxxx/x.xpCxxx r 02122010111104 1");
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
