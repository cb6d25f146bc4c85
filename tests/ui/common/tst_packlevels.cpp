// One level, two ways out: the CLI's generate and the studio's workbench make a module's pack level
// through the same core function, so a level the CLI made, opened in the studio and taken back as the
// studio would add or update it, is byte for byte the level the CLI wrote. Every module with a
// workbench.
#include "tests/core/common/clitesting.h"

#include "common/module.h"
#include "pack/difficultyscale.h"
#include "pack/levelpack.h"
#include "pack/levelsource.h"
#include "ui/common/commands/removelevelcommand.h"
#include "ui/common/job.h"
#include "ui/common/leveleditor.h"
#include "ui/common/log.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/packdocument.h"
#include "ui/common/packimageexport.h"
#include "ui/common/resources.h"
#include "ui/rooms/mapgenerator.h"
#include "ui/rooms/roomsworkbench.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <set>

using namespace tessera;

class TestPackLevels : public QObject {
    Q_OBJECT
    // The modules whose levels both ways out make: a workbench and a generate verb.
    static std::vector<const ModuleBackend *> sampleModules() {
        std::vector<const ModuleBackend *> modules;
        for (const ModuleBackend &m : moduleBackends())
            if (!m.sampleGenerate.empty() && ui::findModuleUi(QString::fromStdString(m.id)))
                modules.push_back(&m);
        return modules;
    }

private slots:
    void initTestCase() { ui::registerUiModules(); }

    // Every module with a workbench and a generate verb (its description's sample arguments), and the
    // Linjat optimizer, whose levels the studio also takes back.
    void studioWritesWhatTheCliWrote_data() {
        QTest::addColumn<QStringList>("args");
        for (const ModuleBackend *m : sampleModules())
            QTest::newRow(qPrintable(QString::fromStdString(m->id) + " generate"))
                << clitesting::sampleGenerate(*m) + QStringList{"--seed", "3", "--count", "2"};
        QTest::newRow("linjat optimize")
            << QStringList{"linjat", "optimize", "--preset", "easy", "--iterations", "300", "--seed", "5"};
    }

    void studioWritesWhatTheCliWrote() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString path = dir.filePath("cli.json");
        const clitesting::Run run = clitesting::cli(args + QStringList{"--out", path});
        QVERIFY2(run.status == 0, run.err.constData());
        const pack::LevelPack written = pack::load(path.toStdString());
        QCOMPARE(written.levels.size(), std::size_t(args.contains("--count") ? 2 : 1));

        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1400, 900);
        window.show();
        window.document().load(path);
        for (int row = 0; row < window.document().levelCount(); ++row) {
            const pack::Level &level = window.document().level(row);
            // A question would mean the studio thinks something is unsaved: fail, do not hang.
            QTimer::singleShot(2000, [] {
                if (QWidget *modal = QApplication::activeModalWidget()) {
                    qWarning() << "unexpected dialog:" << modal->findChild<QLabel *>()->text();
                    modal->close();
                }
            });
            QVERIFY(window.openLevel(row));
            ui::ModulePage *page = window.workbench(QString::fromStdString(level.module));
            QVERIFY(page && page->levelEditor());
            ui::LevelEditor *wb = page->levelEditor();
            if (auto *rooms = qobject_cast<rooms::ui::RoomsWorkbench *>(page))
                QTRY_VERIFY_WITH_TIMEOUT(rooms->result() && !rooms->generator().isBusy(), 10000);
            const std::optional<pack::Level> back = wb->currentLevel();
            QVERIFY(back);
            QCOMPARE(QString::fromStdString(pack::levelToJson(*back).dump(1)),
                     QString::fromStdString(pack::levelToJson(level).dump(1)));
            // The same difficulty, on the one 0..10 scale, measured on this very data.
            QCOMPARE(back->difficulty, level.difficulty);
            QVERIFY(level.difficulty.has_value());
            QVERIFY(pack::onTheScale(level.difficulty));
            QCOMPARE(pack::difficultyState(*back), pack::DifficultyState::Measured);
        }
    }

    // Every level editor's level goes back to the pack level it came from through the window's one
    // Update action, which follows the level's place in the pack.
    void updateGoesToTheLevelItCameFrom_data() {
        QTest::addColumn<QStringList>("args");
        for (const ModuleBackend *m : sampleModules())
            QTest::newRow(m->id.c_str()) << clitesting::sampleGenerate(*m) + QStringList{"--seed", "3"};
    }

    void updateGoesToTheLevelItCameFrom() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString path = dir.filePath("cli.json");
        const clitesting::Run run = clitesting::cli(args + QStringList{"--out", path});
        QVERIFY2(run.status == 0, run.err.constData());
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1400, 900);
        window.show();
        window.document().load(path);
        QVERIFY(window.openLevel(0));
        QVERIFY(window.updateInPackAction()->isEnabled());
        ui::LevelEditor *editor =
            window.workbench(QString::fromStdString(args[0].toStdString()))->levelEditor();
        const std::optional<pack::Level> current = editor->currentLevel();
        QVERIFY(current);
        QUndoStack *packStack = window.document().undoStack();
        const int steps = packStack->count();
        window.updateInPackAction()->trigger();
        QCOMPARE(packStack->count(), steps + 1);
        QCOMPARE(window.document().level(0).data, current->data);
        QCOMPARE(window.document().level(0).difficulty, current->difficulty);
        // Once the pack no longer holds the level, there is nothing to update.
        packStack->push(new ui::RemoveLevelCommand(window.document(), 0));
        QVERIFY(!window.updateInPackAction()->isEnabled());
        packStack->undo();
        QVERIFY(window.updateInPackAction()->isEnabled());
    }

    // Pack > Export Level Images on the bundled sample (a level of every module): the core's exporter,
    // as the CLI's "pack export-images", in a job: a PNG and an SVG per level and the contact sheet.
    void exportImagesCoversEveryModule() {
        QTemporaryDir dir;
        const QString path = dir.filePath("sample.json");
        const pack::LevelPack sample = ui::loadPackFile(ui::samplePackPath());
        pack::save(sample, path.toStdString());
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.document().load(path);
        const QString images = dir.filePath("images");
        ui::Job *job = ui::exportPackImages(&window, window.context(), images);
        QVERIFY(job);
        QSignalSpy done(job, &ui::Job::finished);
        QVERIFY(done.wait(120000));
        std::set<std::string> modules;
        for (const pack::Level &level : sample.levels) {
            modules.insert(level.module);
            for (const char *ext : {".png", ".svg"})
                QVERIFY2(QFile::exists(QDir(images).filePath(QString::fromStdString(level.id) + ext)),
                         level.id.c_str());
        }
        QVERIFY(modules.size() >= 5);
        QVERIFY(QFile::exists(QDir(images).filePath("sheet.png")));
        QVERIFY(QFile::exists(QDir(images).filePath("sheet.svg")));
        // One log line about the run, with its time; the window's jobs list adds none.
        QTest::qWait(20);
        const auto &log = window.log().entries();
        QVERIFY2(
            log.back().text.startsWith(QStringLiteral("Exported %1 level image").arg(sample.levels.size())),
            qPrintable(log.back().text));
        QVERIFY(log.back().text.endsWith(QStringLiteral(" s)")));
        QVERIFY(std::none_of(log.begin(), log.end(), [](const ui::Log::Entry &e) {
            return e.text.startsWith(QStringLiteral("Finished: Export"));
        }));
    }
};

QTEST_MAIN(TestPackLevels)
#include "tst_packlevels.moc"
