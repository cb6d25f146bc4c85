#include "ui/common/mainwindow.h"

#include "common/module.h"
#include "common/version.h"
#include "ui/common/actionfactory.h"
#include "ui/common/crashrecovery.h"
#include "ui/common/jobswidget.h"
#include "ui/common/leveleditor.h"
#include "ui/common/logdock.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/packimageexport.h"
#include "ui/common/packlevelactions.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/packpanel.h"
#include "ui/common/packtraces.h"
#include "ui/common/pageswitcher.h"
#include "ui/common/playstate.h"
#include "ui/common/playtestexport.h"
#include "ui/common/resources.h"
#include "ui/common/sessionrecovery.h"
#include "ui/common/shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

#include <functional>

namespace tessera::ui {

namespace {
constexpr int kMaxRecent = 8;
constexpr int kStateVersion = 1; // bump when docks or toolbars change, so old saved layouts are ignored
const QString kOverviewId = QStringLiteral("overview");

bool isInside(const QWidget *widget, const QWidget *container) {
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (w == container) return true;
    return false;
}

// QUndoGroup's undo or redo action ("&Undo Play d9R2"), except that before runs first on a trigger:
// the group's own action steps first, and a slot after it cannot tell what the step itself did.
QAction *stepAction(QUndoGroup *group, bool redo, const QString &prefix, const std::function<void()> &before,
                    QObject *parent) {
    auto *action = new QAction(parent);
    const auto name = [action, prefix](const QString &step) {
        action->setText(step.isEmpty() ? prefix : prefix + QLatin1Char(' ') + step);
    };
    name(redo ? group->redoText() : group->undoText());
    action->setEnabled(redo ? group->canRedo() : group->canUndo());
    QObject::connect(group, redo ? &QUndoGroup::redoTextChanged : &QUndoGroup::undoTextChanged, action, name);
    QObject::connect(group, redo ? &QUndoGroup::canRedoChanged : &QUndoGroup::canUndoChanged, action,
                     &QAction::setEnabled);
    QObject::connect(action, &QAction::triggered, group, [group, redo, before] {
        before();
        redo ? group->redo() : group->undo();
    });
    return action;
}
} // namespace

MainWindow::MainWindow(Options options, QWidget *parent)
    : QMainWindow(parent)
    , mOptions(options)
    , mContext(mDocument, mJobs, mLog)
    , mUndoGroup(new QUndoGroup(this)) {
    initResources();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tessera.svg")));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    mUndoGroup->addStack(mDocument.undoStack());

    createDocks();
    createStatusBar();
    mLevels = new PackLevelActions(*this);
    // The pages ask the one discard question (add to pack / discard / cancel) through the context.
    mContext.setChangesQuestion([this](ModulePage &page) { return mLevels->resolveChanges(&page); });
    mContext.setAllChangesQuestion([this] { return mLevels->resolveChanges(); });
    createPages();
    createActions();
    createMenus();
    createToolBar();
    connectWindow();
    createRecovery();
    createLayout();

    updateTitle();
    updateActiveStack();
    statusBar()->showMessage(tr("Ready"), 3000);
}

MainWindow::~MainWindow() {
    // Jobs stop first; then the widgets that use the document go while it still exists (members
    // are destroyed before the base class deletes child widgets).
    mJobs.cancelAll();
    disconnect(qApp, nullptr, this, nullptr); // focus changes during teardown must not reach us
    delete mCrashRecovery; // it watches the document and the workbenches, which go before child objects do
    mCrashRecovery = nullptr;
    delete takeCentralWidget();
    delete mPackPanel;
    delete mLogDock;
    delete mHistoryDock;
    delete mJobsWidget;
}

// The pack panel on the right, the log and the undo history tabbed at the bottom.
void MainWindow::createDocks() {
    mPackPanel = new PackPanel(mContext, this);
    addDockWidget(Qt::RightDockWidgetArea, mPackPanel);
    mLogDock = new LogDock(mLog, this);
    addDockWidget(Qt::BottomDockWidgetArea, mLogDock);
    mHistoryDock = new QDockWidget(tr("Undo History"), this);
    mHistoryDock->setObjectName(QStringLiteral("historyDock"));
    auto *history = new QUndoView(mUndoGroup, mHistoryDock);
    history->setEmptyLabel(tr("<original>"));
    // Its model is reset on every edit, and the view then lays out every row to find the current one:
    // with rows of one size that is a multiplication, not a pass over the whole history.
    history->setUniformItemSizes(true);
    mHistoryDock->setWidget(history);
    addDockWidget(Qt::BottomDockWidgetArea, mHistoryDock);
    tabifyDockWidget(mLogDock, mHistoryDock);
    mLogDock->raise();
}

void MainWindow::createStatusBar() {
    mJobsWidget = new JobsWidget(mJobs, mLog, this);
    statusBar()->addPermanentWidget(mJobsWidget);
    statusBar()->setSizeGripEnabled(true);
}

void MainWindow::createPages() {
    mSwitcher = new PageSwitcher;
    mOverview = new OverviewPage(mDocument, *mPackPanel->model(), *mPackPanel->selectionModel());
    mSwitcher->addPage(kOverviewId, QIcon(QStringLiteral(":/icons/overview.svg")), tr("Overview"),
                       tr("The open pack at a glance (Ctrl+0)"), mOverview);
    for (const ModuleUi &module : moduleUis()) {
        if (!module.createPage) continue;
        ModulePage *wb = module.createPage(mContext, nullptr);
        if (!wb) {
            mLog.error(tr("The %1 workbench could not be created").arg(module.title));
            continue;
        }
        mSwitcher->addPage(module.id, QIcon(module.icon), module.title,
                           tr("%1 workbench (Ctrl+%2)").arg(module.title).arg(mSwitcher->count()), wb);
        mWorkbenches.push_back(wb);
        if (LevelEditor *editor = wb->levelEditor()) {
            mUndoGroup->addStack(editor->undoStack());
            connect(&editor->levelDocument(), &Document::modifiedChanged, this, &MainWindow::updateTitle);
        }
        mLevels->addWorkbench(wb);
    }
    connect(mSwitcher, &PageSwitcher::currentPageChanged, this, [this] {
        updateActiveStack();
        mLevels->updateActions();
        refreshShortcuts();
    });
    setCentralWidget(mSwitcher);
}

void MainWindow::createActions() {
    // What the page last said was about the state undo or redo leaves: it goes before the step, and
    // what the page says about the state the step arrives at stays.
    const auto clearMessage = [this] {
        if (ModulePage *wb = currentWorkbench()) wb->showMessage(QString());
    };
    mUndo = stepAction(mUndoGroup, false, tr("&Undo"), clearMessage, this);
    mUndo->setIcon(QIcon(QStringLiteral(":/icons/undo.svg")));
    mUndo->setShortcuts(QKeySequence::Undo);
    mRedo = stepAction(mUndoGroup, true, tr("&Redo"), clearMessage, this);
    mRedo->setIcon(QIcon(QStringLiteral(":/icons/redo.svg")));
    mRedo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    // The tooltip says what the step undoes and its key, as every other button's does; the group
    // renames the actions with each step.
    for (QAction *step : {mUndo, mRedo}) {
        const auto tip = [step] {
            const QString name = step->text().remove(QLatin1Char('&'));
            const QString text = toolTipWithKey(name, step->shortcut());
            if (step->toolTip() != text) step->setToolTip(text);
            if (step->statusTip() != name) step->setStatusTip(name);
        };
        connect(step, &QAction::changed, step, tip);
        tip();
    }

    mExportImages = makeAction(this, QStringLiteral(":/icons/export.svg"), tr("Export Level &Images..."),
                               QKeySequence(tr("Ctrl+Shift+I")),
                               tr("Write every level's preview (PNG and SVG) and a contact sheet of the pack "
                                  "into a folder"),
                               ShortcutScope::Window);
    connect(mExportImages, &QAction::triggered, this, [this] { exportPackImages(this, mContext); });
    mExportPlayTest = makeAction(this, QStringLiteral(":/icons/export.svg"), tr("Export Play-Test &Page..."),
                                 QKeySequence(tr("Ctrl+Shift+W")),
                                 tr("Write the pack as one web page that plays every level in a browser and "
                                    "records the players' traces"),
                                 ShortcutScope::Window);
    connect(mExportPlayTest, &QAction::triggered, this, [this] { exportPlayTestPage(this, mContext); });

    mQuit = new QAction(QIcon(QStringLiteral(":/icons/quit.svg")), tr("&Quit"), this);
    mQuit->setShortcuts(QKeySequence::Quit);
    mQuit->setMenuRole(QAction::QuitRole);
    mQuit->setStatusTip(tr("Close Tessera; unsaved levels and the pack are asked about first"));
    connect(mQuit, &QAction::triggered, this, &QWidget::close);

    for (int i = 0; i < mSwitcher->count(); ++i) {
        auto *action = new QAction(mSwitcher->icon(i), mSwitcher->title(i), this);
        if (i < 10) action->setShortcut(QKeySequence(tr("Ctrl+%1").arg(i)));
        const QString id = mSwitcher->id(i);
        action->setStatusTip(id == kOverviewId ? tr("Show the open pack at a glance")
                                               : tr("Show the %1 workbench").arg(mSwitcher->title(i)));
        connect(action, &QAction::triggered, this, [this, id] { showPage(id); });
        mPageActions << action;
        addAction(action); // shortcuts work even when the menu bar is hidden
    }
}

void MainWindow::createMenus() {
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(mPackPanel->newAction());
    file->addAction(mPackPanel->openAction());
    mRecentMenu = file->addMenu(QIcon(QStringLiteral(":/icons/recent.svg")), tr("Open &Recent"));
    connect(mRecentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    file->addAction(mPackPanel->openSampleAction());
    file->addSeparator();
    file->addAction(mPackPanel->saveAction());
    file->addAction(mPackPanel->saveAsAction());
    file->addSeparator();
    file->addAction(mPackPanel->importAction());
    file->addSeparator();
    file->addAction(mQuit);
    updateRecentMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(mUndo);
    edit->addAction(mRedo);
    edit->addSeparator();
    edit->addAction(mLevels->addToPackAction());
    edit->addAction(mLevels->updateInPackAction());

    QMenu *packMenu = menuBar()->addMenu(tr("&Pack"));
    packMenu->addActions(mPackPanel->levelActions());
    packMenu->addSeparator();
    packMenu->addAction(mExportImages);
    packMenu->addAction(mExportPlayTest);
    packMenu->addAction(mPackPanel->traces()->importAction());
    packMenu->addAction(mPackPanel->propertiesAction());

    mViewMenu = menuBar()->addMenu(tr("&View"));
    mViewMenu->addActions(mPageActions);
    mViewMenu->addSeparator();
    QAction *packToggle = mPackPanel->toggleViewAction();
    packToggle->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    mViewMenu->addAction(packToggle);
    QAction *logToggle = mLogDock->toggleViewAction();
    logToggle->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    mViewMenu->addAction(logToggle);
    mViewMenu->addAction(mHistoryDock->toggleViewAction());
    packToggle->setStatusTip(tr("Show or hide the pack's level list, details and difficulty curve"));
    logToggle->setStatusTip(tr("Show or hide the log of what the studio did"));
    mHistoryDock->toggleViewAction()->setStatusTip(tr("Show or hide the undo steps of the active document"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcuts(QKeySequence::HelpContents);
    keys->setStatusTip(tr("Every key the studio answers to on this page"));
    help->addSeparator();
    QAction *aboutAction = help->addAction(QIcon(QStringLiteral(":/icons/tessera.svg")), tr("&About Tessera"),
                                           this, &MainWindow::about);
    aboutAction->setMenuRole(QAction::AboutRole);
    aboutAction->setStatusTip(tr("Version, modules and licences"));
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
    aboutQt->setStatusTip(tr("The Qt version the studio runs on"));
}

void MainWindow::createToolBar() {
    mToolBar = addToolBar(tr("Main Toolbar"));
    mToolBar->setObjectName(QStringLiteral("mainToolBar"));
    mToolBar->setIconSize(QSize(22, 22));
    mToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mToolBar->setMovable(false);
    mToolBar->addAction(mPackPanel->newAction());
    mToolBar->addAction(mPackPanel->openAction());
    mToolBar->addAction(mPackPanel->saveAction());
    mToolBar->addSeparator();
    // Undo and redo change with every edit (their text names the step). A tool bar lays itself out again
    // whenever one of its actions changes, and the window then lays out and repaints every page (twice
    // per Flow edit): these two are buttons of their own in the bar, icon-only and of a fixed size, so a
    // change stays in the button.
    for (QAction *a : {mUndo, mRedo}) {
        auto *button = new QToolButton(mToolBar);
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        button->setIconSize(mToolBar->iconSize());
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::NoFocus);
        button->setFixedSize(button->sizeHint());
        mToolBar->addWidget(button);
    }
    mToolBar->addSeparator();
    mToolBar->addAction(mLevels->addToPackAction());
    mToolBar->addAction(mLevels->updateInPackAction());
    mToolBar->addAction(mPackPanel->sortAction());
    mViewMenu->addAction(mToolBar->toggleViewAction());
    mToolBar->toggleViewAction()->setStatusTip(tr("Show or hide the pack and undo buttons above the pages"));

    mOverview->setQuickActions({mPackPanel->newAction(), mPackPanel->openAction(),
                                mPackPanel->openSampleAction(), mPackPanel->saveAsAction(),
                                mPackPanel->importAction()});
}

void MainWindow::connectWindow() {
    connect(mPackPanel, &PackPanel::openLevelRequested, this, &MainWindow::openLevel);
    connect(mOverview, &OverviewPage::openLevelRequested, this, &MainWindow::openLevel);
    connect(mPackPanel, &PackPanel::statusMessage, this,
            [this](const QString &t) { statusBar()->showMessage(t, 5000); });
    connect(mJobsWidget, &JobsWidget::statusMessage, this,
            [this](const QString &t) { statusBar()->showMessage(t, 5000); });
    connect(mPackPanel, &PackPanel::fileOpened, this, &MainWindow::addRecentFile);
    connect(mPackPanel, &PackPanel::fileSaved, this, &MainWindow::addRecentFile);
    connect(&mDocument, &PackDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(&mDocument, &PackDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(&mDocument, &PackDocument::infoChanged, this, &MainWindow::updateTitle);
    connect(qApp, &QApplication::focusChanged, this, [this] { updateActiveStack(); });
}

void MainWindow::createRecovery() {
    const QString dir = !mOptions.recoveryDir.isEmpty()
                            ? mOptions.recoveryDir
                            : (mOptions.useSettings ? SessionRecovery::defaultDir() : QString());
    mCrashRecovery = new CrashRecovery(*this, dir, mOptions.recoveryDelayMs);
}

void MainWindow::createLayout() {
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1400, 900);
    resize(QSize(1400, 900).boundedTo(available.size()));
    fitDocks();
    resizeDocks({mLogDock}, {110}, Qt::Vertical);
    if (mOptions.useSettings && restoreSettings()) mFittedDockWidth = -2; // the user's layout: kept
}

bool MainWindow::openStartupPack(const QString &path) {
    const std::optional<SessionRecovery::Snapshot> recovered = mCrashRecovery->askToRecover();
    bool opened = true;
    if (recovered && recovered->pack)
        mDocument.loadRecovered(*recovered->pack, recovered->file);
    else if (recovered && path.isEmpty() && !recovered->file.isEmpty() && QFileInfo::exists(recovered->file))
        opened = mPackPanel->openFile(recovered->file); // the crashed session's pack, as it was saved
    else
        opened = openFirstPack(path);
    if (recovered) {
        mCrashRecovery->restoreWorkbenches(recovered->workbenches);
        mLevels->updateActions();
    }
    mCrashRecovery->takeOver(bool(recovered));
    return opened;
}

bool MainWindow::openFirstPack(const QString &path) {
    if (!path.isEmpty()) {
        if (mPackPanel->openFile(path)) return true;
        mPackPanel->openSample();
        return false;
    }
    if (mOptions.useSettings) {
        const QString last = QSettings().value(QStringLiteral("session/lastPack")).toString();
        if (!last.isEmpty() && QFileInfo::exists(last) && mPackPanel->openFile(last)) return true;
    }
    mPackPanel->openSample();
    return true;
}

QStringList MainWindow::pageIds() const {
    return mSwitcher->pageIds();
}

bool MainWindow::showPage(const QString &id) {
    return mSwitcher->showPage(id);
}

QString MainWindow::currentPageId() const {
    return mSwitcher->currentPageId();
}

ModulePage *MainWindow::workbench(const QString &moduleId) const {
    for (ModulePage *wb : mWorkbenches)
        if (wb->property("pageId").toString() == moduleId) return wb;
    return nullptr;
}

bool MainWindow::openLevel(int row) {
    return mLevels->openLevel(row);
}

QAction *MainWindow::addToPackAction() const {
    return mLevels->addToPackAction();
}

QAction *MainWindow::updateInPackAction() const {
    return mLevels->updateInPackAction();
}

SessionRecovery *MainWindow::sessionRecovery() const {
    return mCrashRecovery ? mCrashRecovery->session() : nullptr;
}

ModulePage *MainWindow::currentWorkbench() const {
    return qobject_cast<ModulePage *>(mSwitcher->currentPage());
}

void MainWindow::updateActiveStack() {
    ModulePage *wb = currentWorkbench();
    LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    const QWidget *focus = QApplication::focusWidget();
    // The pack is the document when the overview is shown or the pack panel has the focus.
    const bool packFocused = focus && (isInside(focus, mPackPanel) || isInside(focus, mHistoryDock));
    QUndoStack *stack = (!editor || packFocused) ? mDocument.undoStack() : editor->undoStack();
    if (packFocused && isInside(focus, mHistoryDock)) return; // the history view shows what is active
    if (mUndoGroup->activeStack() != stack) mUndoGroup->setActiveStack(stack);
}

// The star belongs to the pack alone; a page's unsaved level is named, so the title says which
// document holds the changes.
void MainWindow::updateTitle() {
    QStringList edited;
    for (ModulePage *wb : mWorkbenches)
        if (const LevelEditor *editor = wb->levelEditor(); editor && editor->isModified())
            edited << wb->title();
    QString title = tr("%1[*]").arg(mDocument.displayName());
    if (!edited.isEmpty()) title += tr(" · unsaved level in %1").arg(edited.join(QStringLiteral(", ")));
    setWindowTitle(title + tr(" — Tessera"));
    setWindowModified(mDocument.isModified());
}

void MainWindow::fitDocks() {
    mSwitcher->setCompact(this->width() < 1200);
    const int width = std::clamp(this->width() / 4, 260, 420);
    resizeDocks({mPackPanel}, {width}, Qt::Horizontal);
    mFittedDockWidth = width;
}

void MainWindow::resizeEvent(QResizeEvent *event) {
    QMainWindow::resizeEvent(event);
    // Refit only while the dock is as we left it: a width the user chose is theirs.
    if (mFittedDockWidth >= 0 && (!isVisible() || mPackPanel->width() == mFittedDockWidth))
        fitDocks();
    else
        mSwitcher->setCompact(width() < 1200);
}

void MainWindow::closeEvent(QCloseEvent *event) {
    if (!mLevels->resolveChanges() || !mPackPanel->maybeSave()) {
        event->ignore();
        return;
    }
    if (mJobs.runningCount() > 0) {
        const auto answer = QMessageBox::question(
            this, tr("Jobs Running"),
            tr("%n job(s) still running. Cancel and quit?", nullptr, mJobs.runningCount()),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        mJobs.cancelAll();
    }
    if (mOptions.useSettings) saveSettings();
    // A normal close: the user saved or chose to discard, so there is nothing to recover.
    mCrashRecovery->discard();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event) {
    if (event->mimeData()->hasUrls())
        for (const QUrl &url : event->mimeData()->urls())
            if (url.isLocalFile() &&
                url.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
                event->acceptProposedAction();
                return;
            }
}

void MainWindow::dropEvent(QDropEvent *event) {
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
            event->acceptProposedAction();
            mPackPanel->openFile(url.toLocalFile());
            return;
        }
}

bool MainWindow::restoreSettings() {
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (!geometry.isEmpty()) restoreGeometry(geometry);
    const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray();
    return !state.isEmpty() && restoreState(state, kStateVersion);
}

void MainWindow::saveSettings() {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(kStateVersion));
    settings.setValue(QStringLiteral("session/lastPack"), mDocument.fileName());
}

void MainWindow::addRecentFile(const QString &path) {
    if (!mOptions.useSettings || path.isEmpty()) return;
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent) files.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), files);
    settings.setValue(QStringLiteral("session/lastPack"), path);
}

void MainWindow::updateRecentMenu() {
    mRecentMenu->clear();
    const QStringList files = mOptions.useSettings
                                  ? QSettings().value(QStringLiteral("recentFiles")).toStringList()
                                  : QStringList();
    int n = 0;
    for (const QString &path : files) {
        ++n;
        QAction *action =
            mRecentMenu->addAction(tr("&%1 %2").arg(n).arg(QFileInfo(path).fileName()), this, [this, path] {
                if (!QFileInfo::exists(path)) {
                    QMessageBox::warning(this, tr("Open Recent"),
                                         tr("\"%1\" no longer exists; it is removed from the list.")
                                             .arg(QDir::toNativeSeparators(path)));
                    QSettings settings;
                    QStringList list = settings.value(QStringLiteral("recentFiles")).toStringList();
                    list.removeAll(path);
                    settings.setValue(QStringLiteral("recentFiles"), list);
                    return;
                }
                mPackPanel->openFile(path);
            });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (files.isEmpty()) {
        mRecentMenu->addAction(tr("No recent packs"))->setEnabled(false);
        return;
    }
    mRecentMenu->addSeparator();
    mRecentMenu->addAction(tr("&Clear List"), this, [] { QSettings().remove(QStringLiteral("recentFiles")); })
        ->setStatusTip(tr("Forget the packs opened before"));
}

ShortcutsDialog *MainWindow::showShortcuts() {
    if (!mShortcuts) {
        mShortcuts = new ShortcutsDialog(this);
        // Play mode swaps the boards (and their keys) without changing the page; the page shows them
        // after the signal.
        for (ModulePage *wb : mWorkbenches)
            if (auto *play = wb->findChild<PlayState *>())
                connect(
                    play, &PlayState::playingChanged, mShortcuts, [this] { refreshShortcuts(); },
                    Qt::QueuedConnection);
    }
    mShortcuts->show();
    mShortcuts->raise();
    refreshShortcuts();
    return mShortcuts;
}

void MainWindow::refreshShortcuts() {
    if (!mShortcuts || !mShortcuts->isVisible()) return;
    ModulePage *page = currentWorkbench();
    mShortcuts->setGroups(ShortcutsDialog::groupsOf(*this, page ? static_cast<QWidget *>(page) : mOverview,
                                                    page ? page->title() : tr("Overview")));
}

void MainWindow::about() {
    QStringList core;
    for (const ModuleBackend &m : moduleBackends()) core << QString::fromStdString(m.title);
    QStringList studios;
    for (const ModuleUi &m : moduleUis()) studios << m.title;
    QMessageBox box(this);
    box.setWindowTitle(tr("About Tessera"));
    box.setIconPixmap(QIcon(QStringLiteral(":/icons/tessera.svg")).pixmap(64, 64));
    box.setText(tr("<h3>Tessera %1</h3><p>A level-design studio for grid puzzle and map generators.</p>")
                    .arg(QString::fromLatin1(kVersion)));
    box.setInformativeText(
        tr("<p>Core modules: %1<br>Workbenches: %2</p><p>Built with Qt %3 (running on %4).</p>"
           "<p>The sample pack holds published Linjat levels by Juho Snellman (MIT licence).</p>")
            .arg(core.isEmpty() ? tr("none") : core.join(QStringLiteral(", ")),
                 studios.isEmpty() ? tr("none yet") : studios.join(QStringLiteral(", ")),
                 QString::fromLatin1(QT_VERSION_STR), QString::fromLatin1(qVersion())));
    box.exec();
}

} // namespace tessera::ui
