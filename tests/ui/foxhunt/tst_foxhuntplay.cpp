// The Fox Hunt workbench with real mouse input: a click probes and shows the reading, the heat map is
// a probability distribution over the foxes left, undo takes probes and edits back, the auto-prober
// steps and runs to the end, and the placement editor places foxes.
#include <QSignalSpy>
#include <QTest>

#include "foxhunt/difficulty.h"
#include "foxhunt/hunt.h"
#include "ui/common/jobrunner.h"
#include "ui/common/jobswidget.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include "ui/foxhunt/fieldview.h"
#include "ui/foxhunt/foxhuntworkbench.h"
#include "ui/foxhunt/levelmodel.h"
#include "ui/foxhunt/playpanel.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace tessera;
using namespace tessera::foxhunt;
namespace fui = tessera::foxhunt::ui;

namespace {

struct Fixture {
    tessera::ui::PackDocument pack;
    tessera::ui::JobRunner jobs;
    tessera::ui::Log log;
    tessera::ui::StudioContext context{pack, jobs, log};
    std::unique_ptr<fui::FoxhuntWorkbench> workbench;

    explicit Fixture(bool shown = true) {
        workbench = std::make_unique<fui::FoxhuntWorkbench>(context);
        workbench->resize(1200, 800);
        if (shown) show();
    }
    void show() {
        workbench->show();
        (void)QTest::qWaitForWindowExposed(workbench.get());
    }
    // 6x6 with foxes at a1, c3, f2 and d6.
    void openSample() {
        pack::Level level;
        level.module = "foxhunt";
        level.title = "Sample";
        level.data = Json::parse(R"({"rows":6,"cols":6,"foxes":["a1","c3","f2","d6"]})");
        QVERIFY(workbench->openLevel(level));
    }
    void click(const std::string &cell, Qt::MouseButton button = Qt::LeftButton) {
        const Point p = parseCell(cell);
        fui::FieldView *view = workbench->fieldView();
        QTest::mouseClick(view, button, Qt::NoModifier, view->cellCenter(QPoint(p.col, p.row)).toPoint());
    }
    int shown(const std::string &cell) { return workbench->model().view().cells.at(parseCell(cell)); }
};

double heatSum(const fui::LevelModel &model) {
    double sum = 0;
    for (int i = 0; i < model.view().cells.size(); ++i)
        if (model.view().cells[i] == kUnknown) sum += model.odds()->fox[i];
    return sum;
}

} // namespace

class TestFoxhuntPlay : public QObject {
    Q_OBJECT
private slots:
    void aLargeFieldsPlacementCountFitsThePanel() {
        Fixture f;
        f.workbench->resize(1024, 620);
        f.workbench->newRandomLevel(16, 16, 20, 3);
        QLabel *verdict = f.workbench->panel()->verdict;
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains("placements"), 30000);
        // C(256, 20) has thirty digits: written as a power of ten, the line wraps inside the panel.
        QVERIFY2(verdict->text().contains(QString::fromUtf8("× 10")), qPrintable(verdict->text()));
        QTest::qWait(20);
        auto *scroll = qobject_cast<QScrollArea *>(f.workbench->panel()->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QVERIFY2(f.workbench->panel()->width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("panel %1 px in %2 px")
                                .arg(f.workbench->panel()->width())
                                .arg(scroll->viewport()->width())));
        QVERIFY(verdict->geometry().right() <= f.workbench->panel()->contentsRect().right());
    }

    // The level the page opens with gets its odds without a probe: the heat map and the verdict said
    // "Working out the odds…" for good, with nothing working.
    void theOpeningLevelGetsItsOdds() {
        Fixture f;
        QTRY_VERIFY(!f.workbench->model().oddsPending());
        QVERIFY(f.workbench->model().odds());
        QVERIFY2(f.workbench->panel()->verdict->text().contains("placements"),
                 qPrintable(f.workbench->panel()->verdict->text()));
        QVERIFY(std::fabs(heatSum(f.workbench->model()) - f.workbench->model().view().foxes) < 1e-6);
    }

    // The page plays from the start, before it is shown: the attempt's clock starts when the player
    // first sees it (it showed 0:11 on arrival, the seconds since the studio opened), and a move's time
    // counts from there.
    void theClockStartsWhenThePlayerSeesTheField() {
        Fixture f(false);
        QTest::qWait(1200);
        f.show();
        QCOMPARE(f.workbench->playBar()->timerText(), QStringLiteral("0:00"));
        f.click("a1");
        const play::Trace &trace = f.workbench->playState().session()->trace();
        QVERIFY2(trace.events.back().ms < 1000, qPrintable(QString::number(trace.events.back().ms)));
        // Once something happened, hiding and showing the page leaves the clock alone.
        QTest::qWait(1100);
        f.workbench->hide();
        f.workbench->show();
        QVERIFY(f.workbench->playBar()->timerText() != QStringLiteral("0:00"));
    }

    // The toolbar's New is another hunt each time (it made the panel's seed again: the same field); the
    // panel's New level makes the seed it shows, so a level's title makes it again.
    void newIsAnotherHuntEachTime() {
        Fixture f;
        const std::vector<Point> first = f.workbench->model().level().foxes;
        const int seed = f.workbench->panel()->seed->value();
        QAction *make = nullptr;
        for (QAction *action : f.workbench->actions())
            if (action->text() == QStringLiteral("New")) make = action;
        QVERIFY(make);
        make->trigger();
        QCOMPARE(f.workbench->panel()->seed->value(), seed + 1);
        const std::vector<Point> second = f.workbench->model().level().foxes;
        QVERIFY(second != first);
        make->trigger();
        QCOMPARE(f.workbench->panel()->seed->value(), seed + 2);
        QVERIFY(f.workbench->model().level().foxes != second);
        f.workbench->panel()->seed->setValue(seed + 1);
        f.workbench->panel()->newLevel->click();
        QCOMPARE(f.workbench->model().level().foxes, second);
        QCOMPARE(f.workbench->panel()->seed->value(), seed + 1);
    }

    void clickProbesAndShowsTheReading() {
        Fixture f;
        f.openSample();
        f.click("b1"); // only a1, on its row
        QCOMPARE(f.shown("b1"), readingAt(f.workbench->model().level(), parseCell("b1")));
        QCOMPARE(f.shown("b1"), 1);
        f.click("c3");
        QCOMPARE(f.shown("c3"), kFound);
        QVERIFY2(f.workbench->scoreText().contains("Probes: 2"), qPrintable(f.workbench->scoreText()));
        QVERIFY(f.workbench->scoreText().contains("found 1 of 4"));
        QCOMPARE(f.workbench->playBar()->moveList()->count(), 2);
        QCOMPARE(f.workbench->playBar()->moveList()->item(0)->text(), QString("1. b1  → 1"));
        // A second click on a probed cell is refused with the core's reason.
        f.click("c3");
        QCOMPARE(f.workbench->model().probes().size(), std::size_t(2));
        QVERIFY(f.workbench->messageText().contains("already probed"));
    }

    // The keyboard plays as the mouse does: the arrows move the selected cell, Space or Enter probes it.
    void theKeyboardProbes() {
        Fixture f;
        f.openSample();
        fui::FieldView *view = f.workbench->fieldView();
        view->setFocus();
        view->setSelectedCell(QPoint(0, 0));  // a1
        QTest::keyClick(view, Qt::Key_Right); // b1
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(f.workbench->model().probes().size(), std::size_t(1));
        QCOMPARE(f.shown("b1"), 1);
        QTest::keyClick(view, Qt::Key_Right); // c1
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(f.workbench->model().probes().size(), std::size_t(2));
        QCOMPARE(f.workbench->playBar()->moveList()->item(1)->text().left(5), QString("2. c1"));
    }

    void heatMapSumsToFoxesLeft() {
        Fixture f;
        f.openSample();
        for (const char *cell : {"b1", "c3", "e5", "a6"}) f.click(cell);
        // The odds come from a worker: pending first, then for the state as it is now.
        QVERIFY(f.workbench->model().oddsPending());
        QTRY_VERIFY(!f.workbench->model().oddsPending());
        const auto &odds = f.workbench->model().odds();
        QVERIFY(odds && odds->exact);
        const int left = 4 - f.workbench->model().view().foundCount();
        QVERIFY2(std::fabs(heatSum(f.workbench->model()) - left) < 1e-9,
                 qPrintable(QString::number(heatSum(f.workbench->model()))));
        for (int i = 0; i < odds->fox.size(); ++i) QVERIFY(odds->fox[i] >= 0 && odds->fox[i] <= 1);
    }

    // A stale answer never lands: odds worked out for an older state are refused.
    void staleOddsAreDropped() {
        Fixture f;
        f.openSample();
        QTRY_VERIFY(!f.workbench->model().oddsPending());
        const quint64 before = f.workbench->model().stateSerial();
        f.click("b1");
        fui::LevelModel &model = f.workbench->model();
        QVERIFY(model.stateSerial() > before);
        QVERIFY(!model.setOdds(before, Odds{}, QString()));
        QVERIFY(model.oddsPending());
        QTRY_VERIFY(!model.oddsPending());
        QVERIFY(model.odds());
    }

    // Probing is playing, not editing: the level is not modified, so nothing asks about it.
    void probingIsNotEditing() {
        Fixture f;
        f.openSample();
        f.click("b1");
        f.click("e5");
        QCOMPARE(f.workbench->model().probes().size(), std::size_t(2));
        QVERIFY(!f.workbench->levelDocument().isModified());
        QVERIFY(f.workbench->levelDocument().hasUnsavedState());
        f.workbench->editPlacement(parseCell("f6"), false);
        QVERIFY(f.workbench->levelDocument().isModified());
    }

    // The shared play mode: probes are the play state's moves, undo steps of the document; the play
    // bar takes them back, restarts (the won attempt's trace kept), hints the safest probe.
    void undoTakesProbesBack() {
        Fixture f;
        f.openSample();
        QVERIFY(f.workbench->isPlaying()); // opening a level starts play
        f.click("b1");
        f.click("e5");
        QCOMPARE(f.workbench->model().probes().size(), std::size_t(2));
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().probes().size(), std::size_t(1));
        QCOMPARE(f.shown("e5"), kUnknown);
        f.workbench->playBar()->takeBackAction()->trigger();
        QCOMPARE(f.shown("b1"), kUnknown);
        QVERIFY(!f.workbench->isModified());
        f.workbench->undoStack()->redo();
        QCOMPARE(f.shown("b1"), 1);
        QCOMPARE(f.workbench->playState().session()->trace().events.back().kind, play::TraceEventKind::Move);
    }

    void playBarRestartAndHint() {
        Fixture f;
        f.openSample();
        for (const char *cell : {"a1", "c3", "f2", "d6"}) f.click(cell);
        QVERIFY(f.workbench->playState().isWon());
        QVERIFY(f.workbench->playBar()->statusText().startsWith("Won in"));
        // Won: in bold and green; a new attempt in the bar's own font and colour again.
        auto *status = f.workbench->playBar()->findChild<QLabel *>(QStringLiteral("status"));
        QVERIFY(status);
        QVERIFY(status->font().bold());
        QCOMPARE(status->palette().color(QPalette::WindowText), QColor(0x1b, 0x7f, 0x3b));
        f.workbench->playBar()->restartAction()->trigger(); // a new attempt
        QVERIFY(!status->font().bold());
        QCOMPARE(status->palette().color(QPalette::WindowText),
                 f.workbench->playBar()->palette().color(QPalette::WindowText));
        QVERIFY(f.workbench->model().probes().empty());
        QCOMPARE(f.workbench->playState().traces().size(), std::size_t(1));
        QVERIFY(f.workbench->documentState().contains("play"));
        // The hint comes from the core's safest probe, in a worker.
        f.workbench->playBar()->hintAction()->trigger();
        QTRY_VERIFY(f.workbench->playState().hint().has_value());
        const std::string hinted = f.workbench->playState().hint()->move;
        QVERIFY(f.workbench->model().level().inside(parseCell(hinted)));
        QVERIFY(f.workbench->messageText().startsWith("Hint: "));
        // The restart's odds, arriving after the hint (they may on a busy machine), leave it standing.
        QTRY_VERIFY(!f.workbench->model().oddsPending());
        emit f.workbench->model().oddsChanged();
        QVERIFY(f.workbench->messageText().startsWith("Hint: "));
        // Edit mode is play mode off; an edit ends the attempt.
        QTest::mouseClick(f.workbench->panel()->editMode, Qt::LeftButton);
        QVERIFY(!f.workbench->isPlaying());
        QVERIFY(!f.workbench->playBar()->playAction()->isChecked());
        f.click("e5");
        QVERIFY(!f.workbench->playState().session());
        f.workbench->playBar()->playAction()->trigger();
        QVERIFY(f.workbench->isPlaying());
        QVERIFY(f.workbench->panel()->playMode->isChecked());
        QVERIFY(!f.workbench->fieldView()->editing());
    }

    void autoProberRunsToTheEnd() {
        Fixture f;
        tessera::ui::JobsWidget jobsList(f.jobs, f.log); // as in the studio: it logs the jobs' ends
        f.openSample();
        QTest::mouseClick(f.workbench->panel()->step, Qt::LeftButton);
        QVERIFY(f.workbench->isThinking()); // the decision runs in a job, off the GUI thread
        QTRY_COMPARE(f.workbench->model().probes().size(), std::size_t(1));
        QTRY_VERIFY(!f.workbench->isThinking());
        // At the default speed (a probe every 29 ms) the last odds come before the run's last tick.
        QCOMPARE(f.workbench->panel()->speed->value(), 6);
        QTest::mouseClick(f.workbench->panel()->run, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(f.workbench->model().hunt().over(), 20000);
        QTRY_VERIFY(!f.workbench->isRunning());
        // Nothing is left to run: both prober buttons are off, as after the player's own last probe.
        QVERIFY(!f.workbench->panel()->run->isEnabled());
        QVERIFY(!f.workbench->panel()->step->isEnabled());
        QCOMPARE(f.workbench->model().view().foundCount(), 4);
        QVERIFY(f.workbench->scoreText().contains("found 4 of 4"));
        // The board shows every probe: the log does not get a line per probe.
        for (const auto &entry : f.log.entries())
            QVERIFY2(!entry.text.contains(QStringLiteral("probe")), qPrintable(entry.text));
    }

    void staleDecisionIsDropped() {
        Fixture f;
        f.openSample();
        QVERIFY(f.workbench->autoStep());
        f.click("b1"); // the player probes while the prober thinks: its answer is for another position
        QTRY_VERIFY(!f.workbench->isThinking());
        QCOMPARE(f.workbench->model().probes().size(), std::size_t(1));
    }

    void placementEditor() {
        Fixture f;
        f.openSample();
        f.click("b1");
        QTest::mouseClick(f.workbench->panel()->editMode, Qt::LeftButton);
        QVERIFY(f.workbench->fieldView()->editing());
        f.click("e5"); // places a fox; the probes go with the old placement
        QCOMPARE(f.workbench->model().level().foxes.size(), std::size_t(5));
        QVERIFY(f.workbench->model().probes().empty());
        f.click("b2", Qt::RightButton); // an opening probe
        QCOMPARE(f.workbench->model().level().openings.size(), std::size_t(1));
        f.click("a1"); // takes the fox away
        QCOMPARE(f.workbench->model().level().foxes.size(), std::size_t(4));
        f.workbench->undoStack()->undo();
        f.workbench->undoStack()->undo();
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().level().foxes.size(), std::size_t(4));
        // The edit ended the attempt with its probe (its trace kept): undoing the edits brings the
        // placement back, not the probe.
        QVERIFY(f.workbench->model().probes().empty());
        QCOMPARE(f.workbench->playState().traces().size(), std::size_t(1));
        // The edited level goes to the pack as hand-made, measured.
        f.workbench->undoStack()->redo();
        const auto level = f.workbench->currentLevel();
        QVERIFY(level);
        QCOMPARE(level->data["foxes"].size(), std::size_t(5));
        QVERIFY(std::find(level->tags.begin(), level->tags.end(), "hand-made") != level->tags.end());
    }

    void addToPackMeasuresInAJob() {
        Fixture f;
        f.openSample();
        std::vector<pack::Level> added;
        QObject::connect(f.workbench.get(), &tessera::ui::ModulePage::addToPackRequested,
                         [&added](const pack::Level &level) { added.push_back(level); });
        QSignalSpy started(&f.jobs, &tessera::ui::JobRunner::jobStarted);
        QVERIFY(f.workbench->addToPack());
        // The call returned with the measurement still under way in a job: nothing added yet.
        QCOMPARE(started.count(), 1);
        QVERIFY(f.workbench->isMeasuring());
        QVERIFY(added.empty());
        QVERIFY(!f.workbench->addToPack()); // one measurement at a time
        QTRY_VERIFY_WITH_TIMEOUT(!f.workbench->isMeasuring(), 20000);
        QCOMPARE(added.size(), std::size_t(1));
        // The level with the difficulty the core measures for it, the same as the CLI's.
        const Level level = f.workbench->model().level();
        const Difficulty d = measureDifficulty(level);
        QCOMPARE(added[0].module, std::string("foxhunt"));
        QCOMPARE(added[0].data["foxes"].size(), std::size_t(4));
        QCOMPARE(added[0].difficulty, d.value);
        QCOMPARE(added[0].statistics["mean_probes"].get<double>(), d.meanProbes);
        // The window's own Add Level reuses the measurement.
        QCOMPARE(f.workbench->currentLevel()->difficulty, d.value);
    }

    void addToPackCancelled() {
        Fixture f;
        f.workbench->newRandomLevel(10, 10, 8, 7);
        std::vector<pack::Level> added;
        QObject::connect(f.workbench.get(), &tessera::ui::ModulePage::addToPackRequested,
                         [&added](const pack::Level &level) { added.push_back(level); });
        QVERIFY(f.workbench->addToPack());
        f.jobs.cancelAll();
        QTRY_VERIFY_WITH_TIMEOUT(!f.workbench->isMeasuring(), 20000);
        QVERIFY(added.empty());
    }

    void screenshotMidGame() {
        Fixture f;
        f.workbench->resize(1400, 900);
        for (std::size_t i = 0; i < 7; ++i) {
            QTRY_VERIFY(!f.workbench->isThinking());
            QVERIFY(f.workbench->autoStep());
            QTRY_COMPARE(f.workbench->model().probes().size(), i + 1);
        }
        QTRY_VERIFY(f.workbench->model().odds());
        const QString path = QDir::temp().filePath("foxhunt-heatmap.png");
        QVERIFY(f.workbench->grab().save(path));
        qInfo("heat map screenshot: %s", qPrintable(path));
    }
};

QTEST_MAIN(TestFoxhuntPlay)
#include "tst_foxhuntplay.moc"
