// The Linjat workbench inside the studio window: a pack level opens in it (the first one while nothing
// is edited, kept through a sort), an edited level goes into
// the pack with fresh statistics and provenance, "Update Pack" replaces the level it came from, a
// level file round-trips, and the pack's Linjat levels are exported as PNG and SVG sheets.
#include "common/fileio.h"
#include "linjat/difficulty.h"
#include "linjat/levelio.h"
#include "linjattesting.h"
#include "ui/common/log.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/common/resources.h"
#include "ui/linjat/editorview.h"
#include "ui/linjat/levelanalyser.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/sheetexport.h"

#include <QAction>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::linjat;
using namespace tessera::linjat::ui;

class TestLinjatPack : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<tessera::ui::MainWindow> mWindow;
    LinjatWorkbench *mWb = nullptr;

private slots:
    void initTestCase() { tessera::ui::registerUiModules(); }
    void init() {
        mWindow = std::make_unique<tessera::ui::MainWindow>(tessera::ui::MainWindow::Options{false});
        QVERIFY(mWindow->openStartupPack());
        mWindow->resize(1400, 900);
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
        mWb = qobject_cast<LinjatWorkbench *>(mWindow->workbench(QStringLiteral("linjat")));
        QVERIFY(mWb);
    }
    void cleanup() {
        mWindow.reset();
        mWb = nullptr;
    }

    void workbenchIsRegistered() {
        QVERIFY(mWindow->pageIds().contains(QStringLiteral("linjat")));
        QVERIFY(tessera::ui::findModuleUi(QStringLiteral("linjat")));
        // The sample pack's first Linjat level is in the editor at start, unmodified.
        QVERIFY(mWb->model().puzzle().numberCount() > 0);
        QVERIFY(!mWb->isModified());
    }

    void aSortLeavesTheLevelOnShow() {
        // The untouched workbench shows the pack's first Linjat level. A new pack replaces it; the same
        // pack in another order (a sort, its undo) does not: the level on show stays.
        tessera::ui::PackDocument &doc = mWindow->document();
        const std::string shown = mWb->levelDocument().packLevelId();
        const Puzzle puzzle = mWb->model().puzzle();
        std::vector<std::string> reversed;
        for (int row = doc.levelCount() - 1; row >= 0; --row) reversed.push_back(doc.level(row).id);
        doc.setOrder(reversed);
        const int firstLinjat = [&doc] {
            for (int row = 0; row < doc.levelCount(); ++row)
                if (doc.level(row).module == "linjat") return row;
            return -1;
        }();
        QVERIFY(firstLinjat >= 0);
        QVERIFY(doc.level(firstLinjat).id != shown); // another level is first now
        QCOMPARE(mWb->levelDocument().packLevelId(), shown);
        QCOMPARE(mWb->model().puzzle(), puzzle);
        QVERIFY(!mWb->isModified());
        doc.loadUntitled(doc.pack());
        QCOMPARE(mWb->levelDocument().packLevelId(), doc.level(firstLinjat).id);
        QCOMPARE(mWb->model().puzzle(), puzzleFromData(doc.level(firstLinjat).data));
        QVERIFY(!mWb->isModified());
    }

    void editedLevelGoesIntoThePack() {
        tessera::ui::PackDocument &doc = mWindow->document();
        QVERIFY(mWindow->openLevel(1));
        QCOMPARE(mWindow->currentPageId(), QStringLiteral("linjat"));
        const pack::Level original = doc.level(1);
        QCOMPARE(mWb->model().puzzle(), puzzleFromData(original.data));

        // One edit: a dot on an empty cell.
        const Puzzle &p = mWb->model().puzzle();
        int row = -1, col = -1;
        for (int r = 0; r < p.rows() && row < 0; ++r)
            for (int c = 0; c < p.cols() && row < 0; ++c)
                if (p.numberAt(r, c) < 0 && !p.isDot(r, c)) row = r, col = c;
        linjattesting::clickCell(*mWb->editorView(), row, col);
        QVERIFY(mWb->isModified());
        // The title names the page with the unsaved level; the star stays the pack's.
        QVERIFY2(mWindow->windowTitle().contains(QStringLiteral("unsaved level in Linjat")),
                 qPrintable(mWindow->windowTitle()));
        QVERIFY(!mWindow->isWindowModified());

        const int before = doc.levelCount();
        mWindow->addToPackAction()->trigger();
        QCOMPARE(doc.levelCount(), before + 1);
        QVERIFY(!mWb->isModified());
        const pack::Level &added = doc.level(doc.levelCount() - 1);
        QCOMPARE(puzzleFromData(added.data), mWb->model().puzzle());
        QVERIFY(added.id != original.id);
        QVERIFY(added.statistics.contains("solutions"));
        QVERIFY(added.statistics.contains("rules"));
        QVERIFY(added.statistics["rules"].contains("cover"));
        // The difficulty is on the pack scale (its tier's quarter), the raw score stays in statistics.
        const Tier tier = *tierFromName(added.statistics["tier"].get<std::string>());
        QVERIFY(added.statistics.contains("score"));
        if (added.difficulty) {
            QCOMPARE(*added.difficulty,
                     scaleDifficulty(tier, added.statistics["collection_score"].get<double>()));
        } else {
            QVERIFY(added.statistics["solutions"].get<int>() != 1 ||
                    !added.statistics["solved_without_leaks"].get<bool>());
        }
        // Provenance: where it came from, and that it was edited here.
        QVERIFY(added.provenance.options == original.provenance.options);
        QVERIFY(added.provenance.generator.find("edited in the studio") != std::string::npos);
        // The pack change is one undoable step on the pack.
        doc.undoStack()->undo();
        QCOMPARE(doc.levelCount(), before);
    }

    void undoActionFollowsTheWorkbench() {
        // Edit > Undo acts on the Linjat editor's own stack while its page is active.
        QVERIFY(mWindow->openLevel(0));
        const Puzzle before = mWb->model().puzzle();
        clickAndClear(mWb->editorView());
        QVERIFY(mWb->model().puzzle() != before);
        QVERIFY(mWindow->undoAction()->isEnabled());
        mWb->showMessage(QStringLiteral("said about the edited state"));
        mWindow->undoAction()->trigger();
        QCOMPARE(mWb->model().puzzle(), before);
        QVERIFY(mWb->messageText().isEmpty()); // no stale message survives the undo
        mWindow->redoAction()->trigger();
        QVERIFY(mWb->model().puzzle() != before);
        QCOMPARE(mWindow->document().levelCount(),
                 int(tessera::ui::loadPackFile(tessera::ui::samplePackPath())
                         .levels.size())); // the pack was not touched
    }

    void updateInPackReplacesTheLevel() {
        tessera::ui::PackDocument &doc = mWindow->document();
        QVERIFY(mWindow->openLevel(0));
        const pack::Level original = doc.level(0);
        auto *view = mWb->editorView();
        // Put a dot on the first empty cell of the top row via the keyboard.
        QVERIFY(mWindow->updateInPackAction()->isEnabled());
        clickAndClear(view);
        mWindow->updateInPackAction()->trigger();
        QVERIFY(!mWb->isModified());
        QCOMPARE(doc.levelCount(),
                 int(tessera::ui::loadPackFile(tessera::ui::samplePackPath()).levels.size()));
        // The message gives the old and new difficulty.
        QVERIFY2(mWb->messageText().contains(QStringLiteral("→")), qPrintable(mWb->messageText()));
        QCOMPARE(puzzleFromData(doc.level(0).data), mWb->model().puzzle());
        QCOMPARE(doc.level(0).id, original.id);
        QCOMPARE(doc.level(0).title, original.title);
        doc.undoStack()->undo();
        QCOMPARE(doc.level(0), original);
    }

    void levelFileRoundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("level.json"));
        QVERIFY(mWb->saveLevelFile(path));
        const Puzzle saved = mWb->model().puzzle();
        const auto entries = readLevelEntries(path.toStdString());
        QCOMPARE(int(entries.size()), 1);
        QCOMPARE(entries[0].puzzle, saved);
        mWb->openPuzzle(Puzzle(5, 5), LevelOrigin{});
        QVERIFY(mWb->openFile(path));
        QCOMPARE(mWb->model().puzzle(), saved);
        // A broken file is refused with its name and place, and the document stays.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        writeFileAtomic(
            broken.toStdString(),
            R"({"format": "tessera-linjat-level", "version": 1, "rows": ["2   ", "  x ", "    ", "    "]})");
        QVERIFY(!mWb->openFile(broken));
        QCOMPARE(mWb->model().puzzle(), saved);
        QVERIFY(mWb->messageText().contains(QStringLiteral("broken.json")));
        QVERIFY2(mWb->messageText().contains(QStringLiteral("rows[1][2]")), qPrintable(mWb->messageText()));
        QVERIFY(!mWindow->log().entries().empty());
        QCOMPARE(mWindow->log().entries().back().severity, tessera::ui::Log::Severity::Error);
    }

    void originalJsonLinesOpen() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("levels.jsonl"));
        writeFileAtomic(path.toStdString(),
                        "{\"puzzle\": [\"2 . \", \"    \", \"  3 \", \"  . \"], \"classification\": {}}\n"
                        "{\"puzzle\": [\"3   \", \".   \", \"    \", \"   2\"], \"classification\": {}}\n");
        QVERIFY(mWb->openFile(path, 1));
        QCOMPARE(mWb->model().puzzle(), puzzleFromRows({"3   ", ".   ", "    ", "   2"}));
    }

    void exportSheets() {
        QTemporaryDir dir;
        QSignalSpy spy(mWb, &LinjatWorkbench::sheetsExported);
        mWb->exportSheets(dir.path());
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 60000);
        const QStringList files = spy.at(0).at(0).toStringList();
        // 12 sample levels, 12 per page: one PNG and one SVG.
        QCOMPARE(files.size(), 2);
        // One log line about the run, with its time; the window's jobs list adds none.
        QTest::qWait(20);
        const auto &log = mWindow->log().entries();
        QVERIFY(log.back().text.startsWith(QStringLiteral("Linjat: Wrote 2 sheet file")));
        QVERIFY(log.back().text.contains(QStringLiteral(" in ")));
        QVERIFY(std::none_of(log.begin(), log.end(), [](const tessera::ui::Log::Entry &e) {
            return e.text.startsWith(QStringLiteral("Finished: Export Linjat sheets"));
        }));
        for (const QString &f : files) {
            QFile file(f);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray head = file.read(8);
            if (f.endsWith(QStringLiteral(".png")))
                QCOMPARE(head, QByteArray("\x89PNG\r\n\x1a\n", 8));
            else
                QVERIFY(head.startsWith("<svg") || head.startsWith("<?xml"));
        }
        // The pages are the core previews of the levels, in pack order.
        const auto pages = linjatSheets(mWindow->document().pack(), SheetExportOptions{});
        QCOMPARE(int(pages.size()), 1);
        SheetExportOptions small;
        small.perPage = 5;
        QCOMPARE(int(linjatSheets(mWindow->document().pack(), small).size()), 3);
    }

private:
    void clickAndClear(tessera::linjat::ui::EditorView *view) {
        const Puzzle &p = mWb->model().puzzle();
        for (int c = 0; c < p.cols(); ++c)
            if (p.numberAt(0, c) < 0) {
                linjattesting::clickCell(*view, 0, c);
                return;
            }
    }
};

QTEST_MAIN(TestLinjatPack)
#include "tst_linjatpack.moc"
