// Crash recovery with the real module pages, in every state a designer can crash in: each page holding a
// new level (no pack id yet), each holding a level opened from the pack, the pack edited, and all at
// once. The crash is the window going away without a close event, so its copy stays on disk; the next
// window must offer all of it back and restore all of it.
#include "tests/core/common/clitesting.h"
#include "tests/ui/common/messageboxanswers.h"

#include "common/module.h"
#include "pack/levelpack.h"
#include "ui/balls/ballsworkbench.h"
#include "ui/banqi/banqiworkbench.h"
#include "ui/banqi/sidepanel.h"
#include "ui/common/commands/renamelevelcommand.h"
#include "ui/common/leveleditor.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/packdocument.h"
#include "ui/common/packpanel.h"
#include "ui/common/playstate.h"
#include "ui/common/resources.h"
#include "ui/common/sessionrecovery.h"
#include "ui/flow/flowworkbench.h"
#include "ui/flow/levelmodel.h"
#include "ui/foxhunt/foxhuntworkbench.h"
#include "ui/linjat/commands/toggledotcommand.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/rooms/commands/setsettingscommand.h"
#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/roomsworkbench.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QUndoStack>
#include <QtTest>

#include <map>

using namespace tessera;
using tessera::ui::MainWindow;

namespace {

std::unique_ptr<MainWindow> windowWithRecovery(const QString &dir) {
    ui::MainWindowOptions options{false};
    options.recoveryDir = dir;
    options.recoveryDelayMs = 10;
    auto window = std::make_unique<MainWindow>(options);
    window->resize(1400, 900);
    window->show();
    return window;
}

ui::LevelEditor *editorOf(MainWindow &window, const std::string &module) {
    ui::ModulePage *page = window.workbench(QString::fromStdString(module));
    return page ? page->levelEditor() : nullptr;
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
    std::vector<pack::Level> mLevels; // one level of every module with a page, from the CLI

    pack::LevelPack packOfLevels() const {
        pack::LevelPack levels;
        levels.name = "Levels";
        levels.levels = mLevels;
        return levels;
    }

private slots:
    void initTestCase() {
        ui::registerUiModules();
        QTemporaryDir dir;
        const QString path = dir.filePath("levels.json");
        for (const QStringList &args :
             {QStringList{"linjat", "generate", "--rows", "6", "--cols", "6", "--numbers", "6", "--seed",
                          "2"},
              QStringList{"flow", "generate", "--size", "6", "--seed", "2", "--append"},
              QStringList{"rooms", "generate", "--rooms", "8", "--seed", "2", "--append", "--prefabs",
                          QStringLiteral(TESSERA_TEST_DATA "/../../resources/rooms/dungeon.json")}}) {
            const clitesting::Run run = clitesting::cli(args + QStringList{"--out", path});
            QVERIFY2(run.status == 0, run.err.constData());
        }
        mLevels = pack::load(path.toStdString()).levels;
        QCOMPARE(mLevels.size(), std::size_t(3));
    }

    void everyStateIsRecovered_data() {
        QTest::addColumn<bool>("newLevels");
        QTest::addColumn<bool>("openedLevels");
        QTest::addColumn<bool>("packEdited");
        QTest::newRow("each page with a new level") << true << false << false;
        QTest::newRow("each page with an opened level") << false << true << false;
        QTest::newRow("the pack edited") << false << false << true;
        QTest::newRow("all at once") << true << false << true;
        QTest::newRow("opened levels and the pack") << false << true << true;
    }

    void everyStateIsRecovered() {
        QFETCH(bool, newLevels);
        QFETCH(bool, openedLevels);
        QFETCH(bool, packEdited);
        QTemporaryDir dir;
        {
            auto crashing = windowWithRecovery(dir.path());
            QVERIFY(crashing->openStartupPack());
            QSignalSpy written(crashing->sessionRecovery(), &ui::SessionRecovery::written);
            for (pack::Level level : mLevels) {
                if (!newLevels && !openedLevels) break;
                if (newLevels) level.id.clear(); // what a page's New Level holds: no pack id yet
                ui::LevelEditor *editor = editorOf(*crashing, level.module);
                QVERIFY(editor);
                QVERIFY(editor->openLevel(level));
                editor->markRecovered(); // unsaved, as after an edit
            }
            if (packEdited) {
                ui::PackDocument &doc = crashing->document();
                doc.undoStack()->push(new ui::RenameLevelCommand(doc, 0, "Renamed before the crash"));
            }
            QVERIFY(written.wait(5000));
        } // the crash: no close event, the copy stays

        auto next = windowWithRecovery(dir.path());
        MessageBoxAnswers answers({QMessageBox::YesRole});
        QVERIFY(next->openStartupPack());
        QVERIFY(answers.done());
        const QString question = answers.texts.front();
        QVERIFY2(!question.contains(QStringLiteral("Not readable")), qPrintable(question));
        QCOMPARE(next->document().isModified(), packEdited);
        if (packEdited) QCOMPARE(next->document().level(0).title, std::string("Renamed before the crash"));
        for (const pack::Level &level : mLevels) {
            ui::LevelEditor *editor = editorOf(*next, level.module);
            QVERIFY(editor);
            if (!newLevels && !openedLevels) {
                QVERIFY(!editor->isModified());
                continue;
            }
            QVERIFY2(editor->isModified(), level.module.c_str());
            const std::optional<pack::Level> back = editor->currentLevel();
            QVERIFY(back);
            QCOMPARE(QString::fromStdString(back->data.dump()), QString::fromStdString(level.data.dump()));
            QCOMPARE(back->id, newLevels ? std::string() : level.id);
        }
        // The new session's own copy holds the work now (written on the copy's thread); the crashed
        // one's is gone, none kept aside.
        QTRY_VERIFY(QFile::exists(next->sessionRecovery()->filePath()));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("damaged-*")}, QDir::Files).size(), 0);
    }

    // The matrix: a level opened from a saved pack in every workbench, edited there through the page's
    // own edit (Flow left with a lone endpoint, a level the core refuses), then the crash. The next
    // window reopens that pack, restores every document exactly as it stood, keeps each one's link to
    // its pack level (Update Level in Pack works) and lets Undo go back to the level as opened.
    void everyWorkbenchMidEdit() {
        QTemporaryDir dir;
        const QString packPath = QDir(dir.path()).filePath(QStringLiteral("designs.json"));
        const std::vector<std::pair<std::string, std::string>> opened = {
            {"linjat", "linjat-easy-16"}, {"flow", "flow-3"},       {"rooms", "rooms-1"},
            {"balls", "balls-1"},         {"foxhunt", "foxhunt-1"}, {"banqi", "banqi-1"}};
        std::map<std::string, std::string> asOpened, asEdited;
        {
            auto crashing = windowWithRecovery(dir.path());
            QVERIFY(crashing->openStartupPack());
            QVERIFY(crashing->packPanel()->saveTo(packPath));
            QSignalSpy written(crashing->sessionRecovery(), &ui::SessionRecovery::written);
            for (const auto &[module, id] : opened) {
                QVERIFY2(crashing->openLevel(crashing->document().rowOfId(id)), id.c_str());
                ui::LevelEditor *editor = editorOf(*crashing, module);
                asOpened[module] = editor->documentState().dump();
                ui::ModulePage *wb = crashing->workbench(QString::fromStdString(module));
                if (module == "linjat") {
                    auto &model = qobject_cast<linjat::ui::LinjatWorkbench *>(wb)->model();
                    model.undoStack()->push(linjat::ui::ToggleDotCommand::make(model, 0, 0).release());
                } else if (module == "flow") {
                    auto *flow = qobject_cast<flow::ui::FlowWorkbench *>(wb);
                    flow->removeEndpoint({0, 0}); // 'A' at a1: its partner stays alone
                    QVERIFY(!flow->model().puzzle());
                } else if (module == "rooms") {
                    auto &doc = qobject_cast<rooms::ui::RoomsWorkbench *>(wb)->document();
                    doc.undoStack()->push(new rooms::ui::SetSettingsCommand(doc, doc.options(), 99, "Seed"));
                } else if (module == "balls") {
                    qobject_cast<balls::ui::BallsWorkbench *>(wb)->cycleCell({0, 0});
                } else if (module == "foxhunt") {
                    qobject_cast<foxhunt::ui::FoxhuntWorkbench *>(wb)->editPlacement({0, 0}, false);
                } else if (module == "banqi") {
                    auto *bq = qobject_cast<banqi::ui::BanqiWorkbench *>(wb);
                    QComboBox *opponent = bq->panel()->opponent; // the challenge's bot: an edit
                    opponent->setCurrentIndex((opponent->currentIndex() + 1) % opponent->count());
                }
                QVERIFY2(editor->isModified(), module.c_str());
                asEdited[module] = editor->documentState().dump();
                QVERIFY2(asEdited[module] != asOpened[module], module.c_str());
            }
            QVERIFY(written.wait(5000));
            while (written.wait(300)) {
            }
        } // the crash: no close event, the copy stays

        auto next = windowWithRecovery(dir.path());
        MessageBoxAnswers answers({QMessageBox::YesRole});
        QVERIFY(next->openStartupPack());
        QVERIFY(answers.done());
        QCOMPARE(QFileInfo(next->document().fileName()).canonicalFilePath(),
                 QFileInfo(packPath).canonicalFilePath());
        QVERIFY(!next->document().isModified());
        for (const auto &[module, id] : opened) {
            ui::LevelEditor *editor = editorOf(*next, module);
            QVERIFY2(editor->isModified(), module.c_str());
            QCOMPARE(QString::fromStdString(editor->documentState().dump()),
                     QString::fromStdString(asEdited[module]));
            QCOMPARE(editor->levelDocument().packLevelId(), id);
            QVERIFY(next->showPage(QString::fromStdString(module)));
            QVERIFY2(next->updateInPackAction()->isEnabled(), module.c_str());
            QVERIFY(editor->undoStack()->canUndo());
            editor->undoStack()->undo();
            QCOMPARE(QString::fromStdString(editor->documentState().dump()),
                     QString::fromStdString(asOpened[module]));
            QVERIFY2(!editor->isModified(), module.c_str());
            editor->undoStack()->redo();
            QVERIFY(editor->isModified());
        }
        for (const auto &[module, id] : opened) editorOf(*next, module)->levelDocument().discardChanges();
    }

    // The matrix's play rows: a level of the saved pack played in its workbench (an attempt won, a new
    // one two moves in), then the crash. The next window gives the game back as it stood: the same
    // document state (the attempt's trace and the won one's), still in play mode, the level not marked
    // changed (it was only played), and Take Back goes on from there.
    void everyPlayerMidGame_data() {
        QTest::addColumn<QString>("module");
        QTest::addColumn<QString>("level");
        QTest::newRow("Linjat mid-play") << "linjat"
                                         << "linjat-easy-16";
        QTest::newRow("Flow mid-play") << "flow"
                                       << "flow-3";
        QTest::newRow("Ball push mid-play") << "balls"
                                            << "balls-1";
        QTest::newRow("BanQi mid-play") << "banqi"
                                        << "banqi-1";
        QTest::newRow("Fox Hunt mid-play") << "foxhunt"
                                           << "foxhunt-1";
    }

    void everyPlayerMidGame() {
        QFETCH(QString, module);
        QFETCH(QString, level);
        QTemporaryDir dir;
        const QString packPath = QDir(dir.path()).filePath(QStringLiteral("designs.json"));
        std::string asPlayed;
        {
            auto crashing = windowWithRecovery(dir.path());
            QVERIFY(crashing->openStartupPack());
            QVERIFY(crashing->packPanel()->saveTo(packPath));
            QSignalSpy written(crashing->sessionRecovery(), &ui::SessionRecovery::written);
            QVERIFY(crashing->openLevel(crashing->document().rowOfId(level.toStdString())));
            ui::LevelEditor *editor = editorOf(*crashing, module.toStdString());
            auto *state = crashing->workbench(module)->findChild<ui::PlayState *>();
            QVERIFY(state && state->setPlaying(true));
            const std::vector<std::string> moves =
                findModule(module.toStdString())->play.solution(*editor->sourceLevel(), 0);
            QVERIFY(moves.size() >= 2);
            // A slow module's move lands when its answer comes from the worker.
            const auto playNow = [state](const std::string &move) {
                if (!state->play(move)) return false;
                for (int i = 0; i < 2000 && state->isMoving(); ++i) QTest::qWait(10);
                return !state->isMoving();
            };
            for (const std::string &move : moves) QVERIFY2(playNow(move), move.c_str());
            QVERIFY(state->isWon());
            state->restart(); // a new attempt; the won one's trace is kept
            QVERIFY(playNow(moves[0]));
            written.clear();
            QVERIFY(playNow(moves[1]));
            QVERIFY(!editor->isModified());
            QVERIFY(editor->levelDocument().hasUnsavedState());
            asPlayed = editor->documentState().dump();
            // A slow module's move lands while playNow waits, so its copy may be written already.
            if (written.isEmpty()) QVERIFY(written.wait(5000));
            while (written.wait(300)) {
            }
        } // the crash

        auto next = windowWithRecovery(dir.path());
        MessageBoxAnswers answers({QMessageBox::YesRole});
        QVERIFY(next->openStartupPack());
        QVERIFY(answers.done());
        ui::LevelEditor *editor = editorOf(*next, module.toStdString());
        QCOMPARE(QString::fromStdString(editor->documentState().dump()), QString::fromStdString(asPlayed));
        QVERIFY(!editor->isModified());
        auto *state = next->workbench(module)->findChild<ui::PlayState *>();
        QVERIFY(state->isPlaying());
        QCOMPARE(state->moves().size(), std::size_t(2));
        QCOMPARE(state->traces().size(), std::size_t(1));
        QCOMPARE(state->traces().front().events.back().kind, play::TraceEventKind::Won);
        QVERIFY(state->canTakeBack());
        editor->undoStack()->undo();
        QCOMPARE(state->moves().size(), std::size_t(1));
        QCOMPARE(state->session()->trace().events.back().kind, play::TraceEventKind::Undo);
        editor->levelDocument().discardChanges();
    }

    // Unsaved levels in four workbenches and another pack asked for: one question lists them all, its
    // default is Cancel, Discard throws the edits away (so the pack switch after the file dialog asks
    // nothing more), and a Fox Hunt game played is not an edit.
    void oneQuestionForEveryUnsavedLevel() {
        QTemporaryDir dir;
        auto window = windowWithRecovery(dir.path());
        QVERIFY(window->openStartupPack());
        for (const char *id : {"linjat-easy-16", "flow-3", "balls-1", "foxhunt-1"})
            QVERIFY(window->openLevel(window->document().rowOfId(id)));
        auto *linjatPage = qobject_cast<linjat::ui::LinjatWorkbench *>(window->workbench("linjat"));
        linjatPage->model().undoStack()->push(
            linjat::ui::ToggleDotCommand::make(linjatPage->model(), 0, 0).release());
        qobject_cast<flow::ui::FlowWorkbench *>(window->workbench("flow"))->removeEndpoint({0, 0});
        qobject_cast<balls::ui::BallsWorkbench *>(window->workbench("balls"))->cycleCell({0, 0});
        auto *fox = qobject_cast<foxhunt::ui::FoxhuntWorkbench *>(window->workbench("foxhunt"));
        fox->probe({0, 0});
        QVERIFY(!fox->isModified()); // playing only
        fox->editPlacement({0, 1}, false);
        QVERIFY(fox->isModified());
        // A new deal and a move in it (the bot answers inside it) are play too: BanQi is not asked about.
        QVERIFY(window->openLevel(window->document().rowOfId("banqi-1")));
        auto *bq = qobject_cast<banqi::ui::BanqiWorkbench *>(window->workbench("banqi"));
        bq->newDeal(42);
        QVERIFY(bq->playState()->play("a4")); // a flip, answered in a worker
        QTRY_VERIFY_WITH_TIMEOUT(!bq->playState()->isMoving(), 20000);
        QVERIFY(bq->levelDocument().hasUnsavedState());
        QVERIFY(!bq->isModified());

        // The default button is Cancel: Enter keeps everything.
        QString defaultText;
        QTimer::singleShot(50, [&defaultText] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                defaultText = box->defaultButton() ? box->defaultButton()->text() : QString();
                QTest::keyClick(box, Qt::Key_Return);
            }
        });
        QVERIFY(!window->packPanel()->maybeSwitch());
        QVERIFY2(defaultText.contains(QStringLiteral("Cancel")), qPrintable(defaultText));
        QVERIFY(linjatPage->isModified() && fox->isModified());

        MessageBoxAnswers answers({QMessageBox::DestructiveRole, QMessageBox::DestructiveRole});
        QVERIFY(window->packPanel()->maybeSwitch());
        QTest::qWait(100);
        QCOMPARE(answers.texts.size(), 1);
        for (const char *name : {"Linjat", "Flow", "Ball push", "Fox Hunt"})
            QVERIFY2(answers.texts.front().contains(QLatin1String(name)), qPrintable(answers.texts.front()));
        for (const char *module : {"linjat", "flow", "balls", "foxhunt"})
            QVERIFY2(!editorOf(*window, module)->isModified(), module);
        // Asked again (as Open Pack does after its file dialog): nothing left to ask about.
        QVERIFY(window->packPanel()->maybeSwitch());
        QTest::qWait(100);
        QCOMPARE(answers.texts.size(), 1);
    }

    void aQueuedCopyNeverHoldsUpAnEdit() {
        // A copy queued behind one still being written (20 MB and an fsync take a while on a busy disk)
        // must not hold the pack: an edit then waited for it and copied the whole pack on the GUI thread.
        QTemporaryDir dir;
        ui::PackDocument doc;
        doc.loadUntitled(packOfLevels());
        ui::SessionRecovery recovery(doc, dir.path(), 3600000); // written when asked below, not by the timer
        recovery.arm();
        doc.undoStack()->push(new ui::RenameLevelCommand(doc, 0, "Before the copy"));
        auto *writer = recovery.findChild<QThreadPool *>();
        QVERIFY(writer);
        QSemaphore writing;
        writer->start([&writing] { writing.acquire(); }); // the copy before, still being written
        recovery.writeNow();                              // queued behind it
        const pack::LevelPack *current = &doc.pack();
        doc.undoStack()->push(new ui::RenameLevelCommand(doc, 0, "While the copy waited"));
        QCOMPARE(&doc.pack(), current); // changed in place: nothing held it
        writing.release();
        // The queued copy found the pack changed and wrote nothing; the next one writes the pack as it is.
        QSignalSpy written(&recovery, &ui::SessionRecovery::written);
        recovery.writeNow();
        QVERIFY(written.wait(5000));
        QCOMPARE(written.size(), 1);
        QFile file(recovery.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Json copy = Json::parse(file.readAll().toStdString());
        QCOMPARE(copy["pack"]["levels"][0]["title"].get<std::string>(), std::string("While the copy waited"));
    }

    void aSteadyStreamOfEditsStillGetsCopies() {
        // The copy waits for a pause in the edits, but not for ever: edits closer together than the
        // delay (a level painted, a game played fast) are copied at most kMaxBehind delays late.
        QTemporaryDir dir;
        ui::PackDocument doc;
        doc.loadUntitled(packOfLevels());
        constexpr int kDelayMs = 100;
        ui::SessionRecovery recovery(doc, dir.path(), kDelayMs);
        recovery.arm();
        QSignalSpy written(&recovery, &ui::SessionRecovery::written);
        QElapsedTimer editing;
        editing.start();
        for (int edit = 0; editing.elapsed() < 8 * ui::SessionRecovery::kMaxBehind * kDelayMs; ++edit) {
            doc.undoStack()->push(new ui::RenameLevelCommand(doc, 0, "Edit " + std::to_string(edit)));
            QTest::qWait(kDelayMs / 5);
        }
        QVERIFY2(written.size() >= 2, qPrintable(QString::number(written.size())));
    }

    // A copy of which one part cannot be read: the rest is restored, the question says what was not,
    // and the copy is kept aside, never removed.
    void aDamagedPartCostsOnlyItself() {
        QTemporaryDir dir;
        QFile file(QDir(dir.path()).filePath(QStringLiteral("session-1-2.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        Json level = pack::levelToJson(mLevels[1]);
        level["id"] = "";
        Json broken = pack::levelToJson(mLevels[0]);
        broken["data"]["rows"] = "not rows";
        const Json copy{{"format", "tessera-recovery"},
                        {"version", 1},
                        {"written", "x"},
                        {"file", ""},
                        {"workbenches", Json::array({broken, level})}};
        file.write(QByteArray::fromStdString(copy.dump()));
        file.close();
        auto next = windowWithRecovery(dir.path());
        MessageBoxAnswers answers({QMessageBox::YesRole});
        QVERIFY(next->openStartupPack());
        QVERIFY(answers.done());
        QVERIFY2(answers.texts.front().contains(QStringLiteral("Not readable, so not restored")),
                 qPrintable(answers.texts.front()));
        ui::LevelEditor *flow = editorOf(*next, mLevels[1].module);
        QVERIFY(flow->isModified());
        QCOMPARE(QString::fromStdString(flow->currentLevel()->data.dump()),
                 QString::fromStdString(mLevels[1].data.dump()));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("damaged-session-1-2.json")}, QDir::Files).size(),
                 1);
    }
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
