// Pack > Export Play-Test Page: the pack filled into the page template by the core's export (the one
// "tessera-cli pack export-web" calls), in a job, from the Pack menu. The template is a small stand-in
// named by TESSERA_PLAYTEST_TEMPLATE, so the test runs in builds without Emscripten too; the real page
// is tested in a browser by web_playtest_page.
#include "common/fileio.h"
#include "pack/levelpack.h"
#include "pack/playtestpage.h"
#include "tests/ui/common/messageboxanswers.h"
#include "ui/common/job.h"
#include "ui/common/log.h"
#include "ui/common/mainwindow.h"
#include "ui/common/packdocument.h"
#include "ui/common/playtestexport.h"
#include "ui/common/resources.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace tessera;

class TestPlayTestExport : public QObject {
    Q_OBJECT
private slots:
    void exportFillsThePackIntoThePage() {
        QTemporaryDir dir;
        const std::string templateText =
            "<html><script type=\"application/json\">@TESSERA_PACK_JSON@</script></html>";
        const QString templatePath = dir.filePath("template.html");
        writeFileAtomic(templatePath.toStdString(), templateText);
        qputenv("TESSERA_PLAYTEST_TEMPLATE", templatePath.toLocal8Bit());
        const QString packPath = dir.filePath("sample.json");
        const pack::LevelPack sample = ui::loadPackFile(ui::samplePackPath());
        pack::save(sample, packPath.toStdString());
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.document().load(packPath);
        const QString page = dir.filePath("out/sample.html");
        QDir().mkpath(dir.filePath("out"));
        ui::Job *job = ui::exportPlayTestPage(&window, window.context(), page);
        QVERIFY(job);
        QSignalSpy done(job, &ui::Job::finished);
        QVERIFY(done.wait(60000));
        QCOMPARE(readTextFile(page.toStdString()), pack::playTestPage(sample, templateText));
        // One log line about the run, with its size and time; the window's jobs list adds none.
        QTest::qWait(20);
        const auto &log = window.log().entries();
        QVERIFY(log.back().text.startsWith(QStringLiteral("Exported the play-test page")));
        QVERIFY(log.back().text.contains(QStringLiteral(" MB) in ")));
        QVERIFY(std::none_of(log.begin(), log.end(), [](const ui::Log::Entry &e) {
            return e.text.startsWith(QStringLiteral("Finished: Export play-test page"));
        }));
    }

    // The core's message, shown as a sentence: no job starts and nothing is written.
    void aTemplateThatIsNotThereIsSaid() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("no-template.html");
        qputenv("TESSERA_PLAYTEST_TEMPLATE", missing.toLocal8Bit());
        const QString packPath = dir.filePath("sample.json");
        pack::save(ui::loadPackFile(ui::samplePackPath()), packPath.toStdString());
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.document().load(packPath);
        MessageBoxAnswers answers({QMessageBox::AcceptRole});
        QVERIFY(!ui::exportPlayTestPage(&window, window.context(), dir.filePath("page.html")));
        qunsetenv("TESSERA_PLAYTEST_TEMPLATE");
        QCOMPARE(answers.texts.size(), 1);
        QCOMPARE(answers.texts[0].trimmed(), missing + ": TESSERA_PLAYTEST_TEMPLATE names no file.");
        QVERIFY(!QFileInfo::exists(dir.filePath("page.html")));
    }

    void theActionIsInThePackMenu() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QMenu *packMenu = nullptr;
        for (QAction *a : window.menuBar()->actions())
            if (a->menu() && a->text().remove('&') == QStringLiteral("Pack")) packMenu = a->menu();
        QVERIFY(packMenu);
        bool found = false;
        for (QAction *a : packMenu->actions())
            if (a->text().remove('&').startsWith(QStringLiteral("Export Play-Test Page")))
                found = a->isEnabled();
        QVERIFY(found);
    }
};

QTEST_MAIN(TestPlayTestExport)
#include "tst_playtestexport.moc"
