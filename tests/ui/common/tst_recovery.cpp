// Crash recovery with the real module pages, in every state a designer can crash in: each page holding a
// new level (no pack id yet), each holding a level opened from the pack, the pack edited, and all at
// once. The crash is the window going away without a close event, so its copy stays on disk; the next
// window must offer all of it back and restore all of it.
#include "tests/core/common/clitesting.h"
#include "tests/ui/common/messageboxanswers.h"

#include "common/module.h"
#include "pack/levelpack.h"
#include "ui/common/commands/renamelevelcommand.h"
#include "ui/common/leveleditor.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/packdocument.h"
#include "ui/common/resources.h"
#include "ui/common/sessionrecovery.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

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

private slots:
    void initTestCase() {
        ui::initResources();
        registerModules();
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
        // The new session's own copy holds the work now; the crashed one's is gone, none kept aside.
        QVERIFY(QFile::exists(next->sessionRecovery()->filePath()));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("damaged-*")}, QDir::Files).size(), 0);
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
