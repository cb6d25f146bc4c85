// The main window with a module workbench plugged in through the ModuleUi registry: page switching,
// opening pack levels in their workbench, Undo/Redo following the active document, adding a
// workbench's level to the pack, the overview's module summary, and asking before losing changes.
#include "common/module.h"
#include "tests/ui/common/messageboxanswers.h"
#include "tests/ui/common/repeatedpack.h"
#include "ui/common/commands/removelevelcommand.h"
#include "ui/common/commands/renamelevelcommand.h"
#include "ui/common/document.h"
#include "ui/common/leveleditor.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/packdocument.h"
#include "ui/common/packlistview.h"
#include "ui/common/packpanel.h"
#include "ui/common/resources.h"
#include "ui/common/sessionrecovery.h"

#include <QAbstractButton>
#include <QApplication>
#include <QListView>
#include <QMessageBox>
#include <QPointer>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoCommand>
#include <QUndoGroup>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::ui;

namespace {
// Levels in the bundled sample (every module's; the first twelve are the published Linjat ones).
int sampleLevels() {
    static const int n = int(loadPackFile(samplePackPath()).levels.size());
    return n;
}
} // namespace

namespace {

// A minimal real workbench: its document is one level whose title can be edited undoably.
class TitleWorkbench : public ModulePage, public LevelEditor {
public:
    TitleWorkbench(StudioContext &context, QWidget *parent)
        : ModulePage(*findModuleUi(QStringLiteral("linjat")), context, parent) {}
    Document &levelDocument() override { return mDocument; }
    const Document &levelDocument() const override { return mDocument; }
    bool openLevel(const pack::Level &level) override {
        if (!level.data.contains("rows")) return false;
        mLevel = level;
        mOpened = level;
        undoStack()->clear();
        ++opened;
        return true;
    }
    LevelMaker levelMaker() const override {
        if (!mLevel) return {};
        const pack::Level level = *mLevel;
        return [level](const CancelToken &) -> std::optional<pack::Level> { return level; };
    }
    Json documentState() const override { return mLevel ? Json{{"title", mLevel->title}} : Json(); }
    std::optional<pack::Level> sourceLevel() const override { return mOpened; }
    bool restoreState(const Json &state) override {
        if (!mLevel || !state.contains("title")) return false;
        setTitle(state["title"].get<std::string>());
        return true;
    }

    void setTitle(const std::string &title) {
        struct Command : QUndoCommand {
            Command(TitleWorkbench &wb, std::string title)
                : wb(wb)
                , next(std::move(title))
                , prev(wb.mLevel->title) {}
            // As a page that says what its model now is: the text about the state a step arrives at.
            void redo() override {
                wb.mLevel->title = next;
                wb.showMessage(QString::fromStdString("Title: " + next));
            }
            void undo() override {
                wb.mLevel->title = prev;
                wb.showMessage(QString::fromStdString("Title: " + prev));
            }
            TitleWorkbench &wb;
            std::string next, prev;
        };
        undoStack()->push(new Command(*this, title));
    }
    void requestAdd() { emit addToPackRequested(*mLevel); }
    // What a page does before replacing its level (a New or Open of its own).
    bool askToDiscard() { return confirmDiscard(); }

    Document mDocument;
    std::optional<pack::Level> mLevel;
    std::optional<pack::Level> mOpened;
    int opened = 0;
};

// Answers the next modal message boxes, in order, by clicking the button with the given role, and
// keeps what they said.

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void pagesAndSwitching();
    void switchingPacksAsksAboutWorkbenchChanges();
    void openLevelInWorkbench();
    void undoFollowsActiveDocument();
    void undoStepsLeaveTheWindowLayoutAlone();
    void workbenchAddsLevelToPack();
    void overviewSummarisesModules();
    void levelWithoutWorkbenchIsReported();
    void closeAsksBeforeLosingPackChanges();
    void closeAsksBeforeLosingWorkbenchChanges();
    void pageAsksThroughTheWindow();
    void crashedSessionIsRecovered();
    void crashedWorkbenchLevelIsRecovered();
    void declinedRecoveryIsDeleted();
    void secondStudioLeavesTheFirstOnesCopyAlone();
    void normalCloseLeavesNothingToRecover();
    void aCopyOnItsWayNeverOutlivesADiscard();
    void unreadableRecoveryIsReportedAndKept();

private:
    // A window that keeps crash-recovery copies in dir, written 10 ms after an edit.
    static std::unique_ptr<MainWindow> windowWithRecovery(const QString &dir) {
        MainWindowOptions options{false};
        options.recoveryDir = dir;
        options.recoveryDelayMs = 10;
        auto window = std::make_unique<MainWindow>(options);
        window->resize(1200, 800);
        window->show();
        return window;
    }
    // Edits the sample pack (a rename and a removal) and waits until the copy is on disk.
    static void editAndWaitForCopy(MainWindow &window) {
        PackDocument &doc = window.document();
        QSignalSpy written(window.sessionRecovery(), &SessionRecovery::written);
        doc.undoStack()->push(new RenameLevelCommand(doc, 0, "Renamed before the crash"));
        doc.undoStack()->push(new RemoveLevelCommand(doc, 11));
        QVERIFY(written.wait(5000));
        QVERIFY(QFile::exists(window.sessionRecovery()->filePath()));
    }
    std::unique_ptr<MainWindow> mWindow;
    TitleWorkbench *workbench() const { return static_cast<TitleWorkbench *>(mWindow->workbench("linjat")); }
};

void TestMainWindow::initTestCase() {
    initResources();
    registerModules();
    addModuleUi(moduleUiFor("linjat", [](StudioContext &context, QWidget *parent) {
        return new TitleWorkbench(context, parent);
    }));
}

void TestMainWindow::init() {
    mWindow = std::make_unique<MainWindow>(MainWindowOptions{false});
    mWindow->resize(1200, 800);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    QVERIFY(mWindow->openStartupPack()); // no settings: the bundled sample
    QCOMPARE(mWindow->document().levelCount(), sampleLevels());
}

void TestMainWindow::cleanup() {
    mWindow->document().undoStack()->setClean();
    if (workbench()) workbench()->markSaved();
    mWindow.reset();
}

void TestMainWindow::pagesAndSwitching() {
    QCOMPARE(mWindow->pageIds(), (QStringList{QStringLiteral("overview"), QStringLiteral("linjat")}));
    QCOMPARE(mWindow->currentPageId(), QStringLiteral("overview"));
    QVERIFY(mWindow->currentWorkbench() == nullptr);
    QVERIFY(mWindow->showPage(QStringLiteral("linjat")));
    QCOMPARE(mWindow->currentWorkbench(), mWindow->workbench(QStringLiteral("linjat")));
    QVERIFY(!mWindow->showPage(QStringLiteral("nonsense")));
    QCOMPARE(mWindow->currentPageId(), QStringLiteral("linjat"));
    QTest::keyClick(mWindow.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(mWindow->currentPageId(), QStringLiteral("overview"));
    QTest::keyClick(mWindow.get(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(mWindow->currentPageId(), QStringLiteral("linjat"));
}

void TestMainWindow::openLevelInWorkbench() {
    // Double-clicking in the pack list is the view's activated() signal.
    QListView *list = mWindow->packPanel()->listView();
    const QModelIndex index = list->model()->index(4, 0);
    emit list->activated(index);
    QCOMPARE(workbench()->opened, 1);
    QCOMPARE(workbench()->mLevel->id, mWindow->document().level(4).id);
    QCOMPARE(mWindow->currentPageId(), QStringLiteral("linjat"));
    QVERIFY(!workbench()->isModified());
}

void TestMainWindow::undoFollowsActiveDocument() {
    QCOMPARE(mWindow->undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    QVERIFY(mWindow->redoAction()->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+Shift+Z"))));
    PackDocument &doc = mWindow->document();
    QVERIFY(mWindow->openLevel(0));
    workbench()->setTitle("Edited in the workbench");
    doc.undoStack()->push(new QUndoCommand(QStringLiteral("marker"))); // any pack step
    QVERIFY(workbench()->isModified());
    QVERIFY(doc.isModified());
    QVERIFY(mWindow->isWindowModified());

    // On the workbench page, Undo undoes the workbench's edit and leaves the pack alone.
    QCOMPARE(mWindow->undoGroup()->activeStack(), workbench()->undoStack());
    QCOMPARE(mWindow->undoAction()->text(), QStringLiteral("&Undo"));
    workbench()->showMessage(QStringLiteral("said about the edited title"));
    mWindow->undoAction()->trigger();
    QCOMPARE(workbench()->mLevel->title, mWindow->document().level(0).title);
    // The message about the state undo left goes; the page's word on the state it arrived at stays.
    QCOMPARE(workbench()->messageText(), QString::fromStdString("Title: " + workbench()->mLevel->title));
    QCOMPARE(mWindow->redoAction()->isEnabled(), true);
    workbench()->showMessage(QStringLiteral("said about the title undone"));
    mWindow->redoAction()->trigger();
    QCOMPARE(workbench()->messageText(), QStringLiteral("Title: Edited in the workbench"));
    mWindow->undoAction()->trigger();
    QVERIFY(!workbench()->isModified());
    QCOMPARE(doc.undoStack()->index(), 1);

    // Focus in the pack panel makes the pack the active document.
    mWindow->packPanel()->listView()->setFocus();
    QTRY_COMPARE(mWindow->undoGroup()->activeStack(), doc.undoStack());
    // On the overview, too.
    mWindow->showPage(QStringLiteral("linjat"));
    mWindow->centralWidget()->setFocus();
    QTRY_COMPARE(mWindow->undoGroup()->activeStack(), workbench()->undoStack());
    mWindow->showPage(QStringLiteral("overview"));
    QCOMPARE(mWindow->undoGroup()->activeStack(), doc.undoStack());
    mWindow->undoAction()->trigger();
    QVERIFY(!doc.isModified());
    QVERIFY(!mWindow->isWindowModified());
}

void TestMainWindow::workbenchAddsLevelToPack() {
    PackDocument &doc = mWindow->document();
    QVERIFY(mWindow->openLevel(2));
    // A changed level (new content) from the workbench goes to the end of the pack with a fresh id.
    workbench()->mLevel->data["rows"][0] = "3.    ";
    workbench()->setTitle("Variant");
    QVERIFY(workbench()->isModified());
    QVERIFY(mWindow->addToPackAction()->isEnabled());
    mWindow->addToPackAction()->trigger();
    QCOMPARE(doc.levelCount(), sampleLevels() + 1);
    const pack::Level &added = doc.level(sampleLevels());
    QCOMPARE(added.title, std::string("Variant"));
    QVERIFY(added.id != doc.level(2).id);
    QCOMPARE(doc.rowOfId(added.id), sampleLevels());
    QVERIFY(!workbench()->isModified()); // it is in the pack now
    QCOMPARE(mWindow->packPanel()->currentRow(), sampleLevels());
    doc.undoStack()->undo();
    QCOMPARE(doc.levelCount(), sampleLevels());

    // The same by the workbench's own signal.
    workbench()->requestAdd();
    QCOMPARE(doc.levelCount(), sampleLevels() + 1);
}

void TestMainWindow::overviewSummarisesModules() {
    QTableWidget *table = mWindow->overviewPage()->moduleTable();
    int linjatRow = -1;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == QStringLiteral("Linjat")) linjatRow = r;
    QVERIFY(linjatRow >= 0);
    QCOMPARE(table->item(linjatRow, 1)->text(), QStringLiteral("12"));
    QCOMPARE(table->item(linjatRow, 3)->text(), QStringLiteral("workbench"));
    // Every module the pack format knows is listed, with or without levels.
    QCOMPARE(table->rowCount(), int(knownModuleIds().size()));
    // It follows the pack.
    mWindow->packPanel()->setCurrentRow(0);
    mWindow->packPanel()->levelActions().at(2)->trigger(); // Remove
    table = mWindow->overviewPage()->moduleTable();
    QCOMPARE(table->item(linjatRow, 1)->text(), QStringLiteral("11"));
}

void TestMainWindow::levelWithoutWorkbenchIsReported() {
    pack::LevelPack p = mWindow->document().pack();
    p.levels[0].module = "flow";
    p.levels[0].data = Json{{"rows", Json::array({"A.A"})}};
    mWindow->document().loadUntitled(p);
    MessageBoxAnswers answers({QMessageBox::AcceptRole});
    QVERIFY(!mWindow->openLevel(0));
    QVERIFY(answers.done());
    QVERIFY2(answers.texts.front().contains(QStringLiteral("workbench"), Qt::CaseInsensitive) &&
                 answers.texts.front().contains(QStringLiteral("flow"), Qt::CaseInsensitive),
             qPrintable(answers.texts.front()));
    const auto &entries = mWindow->log().entries();
    QVERIFY(!entries.empty());
    QVERIFY(entries.back().severity == Log::Severity::Warning);
    QCOMPARE(workbench()->opened, 0);
    QCOMPARE(mWindow->currentPageId(), QStringLiteral("overview"));
}

void TestMainWindow::undoStepsLeaveTheWindowLayoutAlone() {
    // Every edit renames the Undo and Redo steps. A tool bar lays itself out again when one of its
    // actions changes, and the window then laid out and repainted every page: the two are buttons of
    // their own in the bar, so an edit leaves the window's layout alone.
    struct LayoutRequests : QObject {
        int count = 0;
        bool eventFilter(QObject *, QEvent *event) override {
            count += event->type() == QEvent::LayoutRequest;
            return false;
        }
    } requests;
    QUndoStack *stack = mWindow->undoGroup()->activeStack();
    QVERIFY(stack);
    // The first edit makes the pack unsaved, which changes the Save button and the overview's facts once:
    // the window settles (no layout request for 200 ms; a sanitized build takes its time) before the count.
    stack->push(new QUndoCommand(QStringLiteral("change 0")));
    mWindow->installEventFilter(&requests);
    QVERIFY(QTest::qWaitFor(
        [&] {
            requests.count = 0;
            QTest::qWait(200);
            return requests.count == 0;
        },
        10000));
    for (int i = 1; i < 4; ++i) {
        stack->push(new QUndoCommand(QStringLiteral("change %1").arg(i)));
        QTest::qWait(20);
    }
    stack->undo();
    QTest::qWait(20);
    mWindow->removeEventFilter(&requests);
    QCOMPARE(requests.count, 0);
    // The bar's Undo button still names the step and takes it back.
    QToolButton *undo = nullptr;
    for (auto *button : mWindow->findChildren<QToolButton *>())
        if (button->defaultAction() == mWindow->undoAction()) undo = button;
    QVERIFY(undo);
    QCOMPARE(undo->toolTip(), mWindow->undoAction()->toolTip());
    QVERIFY(undo->toolTip().contains(QStringLiteral("change 2")));
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(stack->index(), 2);
}

void TestMainWindow::closeAsksBeforeLosingPackChanges() {
    mWindow->document().undoStack()->push(new QUndoCommand(QStringLiteral("change")));
    {
        MessageBoxAnswers answers({QMessageBox::RejectRole}); // Cancel
        QVERIFY(!mWindow->close());
        QVERIFY(answers.done());
        QVERIFY(mWindow->isVisible());
        QVERIFY2(answers.texts.front().contains(QStringLiteral("unsaved changes")),
                 qPrintable(answers.texts.front()));
    }
    MessageBoxAnswers answers({QMessageBox::DestructiveRole}); // Discard
    QVERIFY(mWindow->close());
    QVERIFY(answers.done());
}

void TestMainWindow::switchingPacksAsksAboutWorkbenchChanges() {
    // A level opened from this pack and edited: another pack must not replace this one silently.
    QVERIFY(mWindow->openLevel(1));
    workbench()->setTitle("Unsaved idea");
    {
        MessageBoxAnswers answers({QMessageBox::RejectRole}); // Cancel
        mWindow->packPanel()->newAction()->trigger();
        QVERIFY(answers.done());
        QVERIFY2(answers.texts.front().contains(QStringLiteral("Linjat workbench")),
                 qPrintable(answers.texts.front()));
        QCOMPARE(mWindow->document().levelCount(), sampleLevels()); // still the old pack
    }
    MessageBoxAnswers answers({QMessageBox::DestructiveRole}); // Discard the level's changes
    mWindow->packPanel()->newAction()->trigger();
    QVERIFY(answers.done());
    QCOMPARE(mWindow->document().levelCount(), 0);
}

void TestMainWindow::closeAsksBeforeLosingWorkbenchChanges() {
    QVERIFY(mWindow->openLevel(1));
    workbench()->setTitle("Unsaved idea");
    {
        MessageBoxAnswers answers({QMessageBox::RejectRole}); // Cancel
        QVERIFY(!mWindow->close());
        QVERIFY(answers.done());
        QVERIFY2(answers.texts.front().contains(QStringLiteral("Linjat workbench")),
                 qPrintable(answers.texts.front()));
    }
    // "Add to Pack" keeps the work. The level's content is already in the pack (only the title
    // changed), so the pack asks whether to add it again (Yes); then the now modified pack asks to
    // be saved (Discard).
    MessageBoxAnswers answers({QMessageBox::AcceptRole, QMessageBox::YesRole, QMessageBox::DestructiveRole});
    QVERIFY(mWindow->close());
    QVERIFY(answers.done());
    QVERIFY2(answers.texts.at(1).contains(QStringLiteral("already has this level")),
             qPrintable(answers.texts.at(1)));
    QCOMPARE(mWindow->document().levelCount(), sampleLevels() + 1);
    QCOMPARE(mWindow->document().level(sampleLevels()).title, std::string("Unsaved idea"));
}

// A page replacing its own level asks the window's question (add to pack / discard / cancel), not one
// of its own; an unmodified page asks nothing.
void TestMainWindow::pageAsksThroughTheWindow() {
    QVERIFY(mWindow->openLevel(1));
    QVERIFY(workbench()->askToDiscard()); // nothing to lose: no question (a box would time the test out)
    workbench()->setTitle("Unsaved idea");
    mWindow->showPage(QStringLiteral("overview"));
    {
        MessageBoxAnswers answers({QMessageBox::RejectRole}); // Cancel
        QVERIFY(!workbench()->askToDiscard());
        QVERIFY(answers.done());
        QVERIFY2(answers.texts.front().contains(QStringLiteral("Linjat workbench has changes")),
                 qPrintable(answers.texts.front()));
        QCOMPARE(mWindow->currentPageId(), QStringLiteral("linjat")); // shown while it asks
        QVERIFY(workbench()->isModified());
    }
    {
        // Add to Pack; the content is in the pack already (only the title changed): add it again (Yes).
        MessageBoxAnswers answers({QMessageBox::AcceptRole, QMessageBox::YesRole});
        QVERIFY(workbench()->askToDiscard());
        QVERIFY(answers.done());
        QVERIFY(!workbench()->isModified());
        QCOMPARE(mWindow->document().levelCount(), sampleLevels() + 1);
    }
    workbench()->setTitle("Another idea");
    MessageBoxAnswers answers({QMessageBox::DestructiveRole}); // Discard
    QVERIFY(workbench()->askToDiscard());
    QVERIFY(answers.done());
    QCOMPARE(mWindow->document().levelCount(), sampleLevels() + 1);
}

void TestMainWindow::crashedSessionIsRecovered() {
    QTemporaryDir dir;
    QString path;
    {
        auto crashing = windowWithRecovery(dir.path());
        QVERIFY(crashing->openStartupPack());
        editAndWaitForCopy(*crashing);
        path = crashing->sessionRecovery()->filePath();
        // A crash: the window goes with unsaved changes and without a close event, so the copy stays.
        QVERIFY(crashing->document().isModified());
    }
    QVERIFY(QFile::exists(path));
    // The copy was written when both edits were in: renamed and one level fewer.
    SessionRecovery reader(mWindow->document(), dir.path());
    const SessionRecovery::Snapshot snapshot = *reader.pending();
    QCOMPARE(reader.pendingPath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(snapshot.pack);
    QCOMPARE(snapshot.pack->levels.size(), std::size_t(sampleLevels() - 1));
    QCOMPARE(snapshot.pack->levels.front().title, std::string("Renamed before the crash"));
    QVERIFY(snapshot.workbenches.empty()); // no workbench had changes

    auto next = windowWithRecovery(dir.path());
    MessageBoxAnswers answers({QMessageBox::YesRole});
    QVERIFY(next->openStartupPack());
    QVERIFY(answers.done());
    QVERIFY2(answers.texts.front().contains(QStringLiteral("did not close normally")),
             qPrintable(answers.texts.front()));
    QCOMPARE(next->document().levelCount(), sampleLevels() - 1);
    QCOMPARE(next->document().level(0).title, std::string("Renamed before the crash"));
    QVERIFY(next->document().isModified()); // still unsaved: Save or the close question keeps it
    QVERIFY(!next->document().undoStack()->canUndo());
    // The new session took the work over in its own copy at once (written on the copy's own thread),
    // and then the old copy went, so a second crash loses nothing.
    const QString own = next->sessionRecovery()->filePath();
    QTRY_VERIFY(QFile::exists(own));
    QTRY_VERIFY(!QFile::exists(path));
    next->document().undoStack()->setClean();
    QVERIFY(!QFile::exists(own));
}

void TestMainWindow::crashedWorkbenchLevelIsRecovered() {
    // A level being hand-tweaked in a workbench (not yet in the pack) survives a crash too; the pack,
    // unchanged, is not part of the copy and opens as usual.
    QTemporaryDir dir;
    QString path;
    {
        auto crashing = windowWithRecovery(dir.path());
        QVERIFY(crashing->openStartupPack());
        QVERIFY(crashing->openLevel(2));
        auto *wb = static_cast<TitleWorkbench *>(crashing->workbench("linjat"));
        QSignalSpy written(crashing->sessionRecovery(), &SessionRecovery::written);
        wb->setTitle("Tweaked, never added");
        QVERIFY(written.wait(5000));
        QVERIFY(!crashing->document().isModified());
        path = crashing->sessionRecovery()->filePath();
    }
    auto next = windowWithRecovery(dir.path());
    // The new window's start-up (its workbenches settle, the pack is not yet chosen) leaves the copy
    // alone until the user was asked.
    QTest::qWait(50);
    QVERIFY(QFile::exists(path));
    {
        const SessionRecovery::Snapshot snapshot = *next->sessionRecovery()->pending();
        QVERIFY(!snapshot.pack);
        QCOMPARE(snapshot.workbenches.size(), std::size_t(1));
    }
    MessageBoxAnswers answers({QMessageBox::YesRole});
    QVERIFY(next->openStartupPack());
    QVERIFY(answers.done());
    QVERIFY2(answers.texts.front().contains(QStringLiteral("the level in the Linjat workbench")),
             qPrintable(answers.texts.front()));
    QCOMPARE(next->document().levelCount(), sampleLevels());
    QVERIFY(!next->document().isModified());
    auto *wb = static_cast<TitleWorkbench *>(next->workbench("linjat"));
    QCOMPARE(wb->currentLevel()->title, std::string("Tweaked, never added"));
    QCOMPARE(next->currentPageId(), QStringLiteral("linjat")); // shown where the work is
    QVERIFY(wb->isModified());                                 // a normal close asks about it
    // Once it is saved (adding it to the pack marks it so) nothing is left to recover: the copy goes.
    wb->markSaved();
    QVERIFY(!QFile::exists(next->sessionRecovery()->filePath()));
}

void TestMainWindow::declinedRecoveryIsDeleted() {
    QTemporaryDir dir;
    {
        auto crashing = windowWithRecovery(dir.path());
        QVERIFY(crashing->openStartupPack());
        editAndWaitForCopy(*crashing);
    }
    auto next = windowWithRecovery(dir.path());
    QVERIFY(next->sessionRecovery()->pending());
    const QString path = next->sessionRecovery()->pendingPath();
    QVERIFY(QFile::exists(path));
    MessageBoxAnswers answers({QMessageBox::NoRole});
    QVERIFY(next->openStartupPack());
    QVERIFY(answers.done());
    QCOMPARE(next->document().levelCount(), sampleLevels()); // the bundled sample, untouched
    QVERIFY(!next->document().isModified());
    QVERIFY(!QFile::exists(path));
    QVERIFY(!QFile::exists(next->sessionRecovery()->filePath())); // nothing unsaved in this session
}

void TestMainWindow::secondStudioLeavesTheFirstOnesCopyAlone() {
    // Two studios at once share the folder: each keeps its own copy, and the second does not offer
    // the first one's unsaved work (its owner is alive and holds the lock).
    QTemporaryDir dir;
    auto first = windowWithRecovery(dir.path());
    QVERIFY(first->openStartupPack());
    editAndWaitForCopy(*first);
    auto second = windowWithRecovery(dir.path());
    QVERIFY(!second->sessionRecovery()->pending());
    QVERIFY(second->openStartupPack()); // no question: it would block here
    QCOMPARE(second->document().levelCount(), sampleLevels());
    QVERIFY(QFile::exists(first->sessionRecovery()->filePath()));
    QVERIFY(second->sessionRecovery()->filePath() != first->sessionRecovery()->filePath());
    first->document().undoStack()->setClean();
}

void TestMainWindow::normalCloseLeavesNothingToRecover() {
    QTemporaryDir dir;
    auto window = windowWithRecovery(dir.path());
    QVERIFY(window->openStartupPack());
    editAndWaitForCopy(*window);
    const QString path = window->sessionRecovery()->filePath();
    // Undo back to the saved state: nothing to recover.
    window->document().undoStack()->setIndex(0);
    QVERIFY(!window->document().isModified());
    QVERIFY(!QFile::exists(path));
    editAndWaitForCopy(*window);
    MessageBoxAnswers answers({QMessageBox::DestructiveRole}); // Discard the changes on close
    QVERIFY(window->close());
    QVERIFY(answers.done());
    QVERIFY(!QFile::exists(path));
}

void TestMainWindow::aCopyOnItsWayNeverOutlivesADiscard() {
    // The copy is written on a thread of its own. One still on its way when the work is saved or undone
    // back (which discards the copy) must not land after the discard, to be offered later as a crashed
    // session's work. The pack is large, so its copy takes a while: the discard comes before, during or
    // after the writing, and no file is left whichever it was.
    QTemporaryDir dir;
    auto window = windowWithRecovery(dir.path());
    QVERIFY(window->openStartupPack());
    PackDocument &doc = window->document();
    doc.loadUntitled(repeatedPack(doc.pack(), 3000));
    SessionRecovery *session = window->sessionRecovery();
    const QString path = session->filePath();
    QSignalSpy written(session, &SessionRecovery::written);
    // -1: until the copy is on disk.
    for (int wait : {0, 20, 60, -1}) {
        doc.undoStack()->push(new RenameLevelCommand(doc, 0, "Renamed, then undone"));
        written.clear();
        session->writeNow();
        if (wait < 0) {
            QVERIFY(written.wait(20000));
            QVERIFY(QFile::exists(path));
        } else {
            QTest::qWait(wait);
        }
        doc.undoStack()->undo(); // back to the state on disk: the copy is discarded
        QVERIFY(!doc.isModified());
        QTest::qWait(700); // time for a copy on its way to land, were it allowed to
        QVERIFY2(!QFile::exists(path), qPrintable(QStringLiteral("left after a discard %1 ms in").arg(wait)));
    }
}

void TestMainWindow::unreadableRecoveryIsReportedAndKept() {
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("session-1-2.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "tessera-recovery", "version": 1, "file": "", "written": "x", "pack": [)");
    }
    auto window = windowWithRecovery(dir.path());
    MessageBoxAnswers answers({QMessageBox::AcceptRole});
    QVERIFY(window->openStartupPack()); // a warning, then the sample
    QVERIFY(answers.done());
    QCOMPARE(window->document().levelCount(), sampleLevels());
    // Never removed: kept aside under a name that is not offered again.
    QVERIFY(!QFile::exists(path));
    const QString kept = QDir(dir.path()).filePath(QStringLiteral("damaged-session-1-2.json"));
    QVERIFY(QFile::exists(kept));
    QVERIFY2(answers.texts.front().contains(kept), qPrintable(answers.texts.front()));
    const auto &entries = window->log().entries();
    QVERIFY(std::any_of(entries.begin(), entries.end(), [&](const auto &e) {
        return e.text.contains(QStringLiteral("could not be read")) &&
               e.text.contains(QStringLiteral("line"));
    }));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
