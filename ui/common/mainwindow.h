#pragma once

#include "pack/levelpack.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/sessionrecovery.h"
#include "ui/common/studiocontext.h"

#include <QMainWindow>

#include <vector>

class QAction;
class QMenu;
class QUndoGroup;

namespace tessera::ui {

class CrashRecovery;
class JobsWidget;
class LogDock;
class OverviewPage;
class PackLevelActions;
class PackPanel;
class PageSwitcher;
class ShortcutsDialog;
class ModulePage;

struct MainWindowOptions {
    // Options{false}: no settings and no crash recovery (screenshots, tests).
    explicit MainWindowOptions(bool useSettings = true)
        : useSettings(useSettings) {}
    // Restore and save geometry, dock state and recent files (QSettings "Tessera"/"Tessera").
    // Off for screenshots and tests, so they do not depend on or change a user's settings.
    bool useSettings = true;
    // Where crash-recovery copies of the unsaved pack go. Empty: the default folder when useSettings is
    // on, no recovery otherwise (screenshots and tests must not pick up a user's crashed session).
    QString recoveryDir;
    // How long after the last pack edit the copy is written.
    int recoveryDelayMs = 3000;
};

// The studio window: a page switcher (Overview, then one workbench per registered module), the pack
// panel and log as docks, menus and toolbar, the running jobs in the status bar. Edit > Undo/Redo
// follow the active document: the pack when the overview or the pack panel has focus, otherwise the
// current workbench's level.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    using Options = MainWindowOptions;

    explicit MainWindow(Options options = Options(), QWidget *parent = nullptr);
    ~MainWindow() override;

    StudioContext &context() { return mContext; }
    PackDocument &document() { return mDocument; }
    JobRunner &jobs() { return mJobs; }
    Log &log() { return mLog; }
    PackPanel *packPanel() const { return mPackPanel; }
    JobsWidget *jobsWidget() const { return mJobsWidget; }
    QUndoGroup *undoGroup() const { return mUndoGroup; }
    QAction *undoAction() const { return mUndo; }
    QAction *redoAction() const { return mRedo; }
    QAction *addToPackAction() const;
    QAction *updateInPackAction() const;
    OverviewPage *overviewPage() const { return mOverview; }
    // Null when crash recovery is off (see MainWindowOptions::recoveryDir).
    SessionRecovery *sessionRecovery() const;

    // Offers to restore the work a crashed session left unsaved (the pack, workbench levels); opens the
    // pack given on the command line, else the last pack of the previous session, else (first start) the
    // bundled sample pack as an untitled pack, unless the recovered pack took its place. Returns false when
    // path could not be opened (the user was told why).
    bool openStartupPack(const QString &path = {});

    // "overview" or a module id. False when there is no such page.
    bool showPage(const QString &id);
    QString currentPageId() const;
    QStringList pageIds() const;
    // The module pages ("workbenches" to users).
    ModulePage *workbench(const QString &moduleId) const;
    ModulePage *currentWorkbench() const;
    const std::vector<ModulePage *> &workbenches() const { return mWorkbenches; }

    // Opens the pack level at row in its module's workbench (asking before discarding the
    // workbench's changes). False when there is no workbench for it or it refused the level.
    bool openLevel(int row);

    // Help > Keyboard Shortcuts: shows the list (created on first use) for the page on show; it follows
    // the page and play mode while it stays open.
    ShortcutsDialog *showShortcuts();

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createDocks();
    void createStatusBar();
    void createPages();
    void createActions();
    void createMenus();
    void createToolBar();
    void connectWindow();
    void createRecovery();
    // Sensible first-run layout; the user's saved one replaces it.
    void createLayout();
    // True when the user's dock layout was restored.
    bool restoreSettings();
    void saveSettings();
    void updateTitle();
    void updateActiveStack();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void about();
    void refreshShortcuts();
    // The pack given on the command line, else the last session's, else the bundled sample.
    bool openFirstPack(const QString &path);

    Options mOptions;
    Log mLog;
    PackDocument mDocument;
    JobRunner mJobs;
    StudioContext mContext;
    QUndoGroup *mUndoGroup;
    PackPanel *mPackPanel = nullptr;
    PackLevelActions *mLevels = nullptr;
    CrashRecovery *mCrashRecovery = nullptr;
    LogDock *mLogDock = nullptr;
    QDockWidget *mHistoryDock = nullptr;
    JobsWidget *mJobsWidget = nullptr;
    PageSwitcher *mSwitcher = nullptr;
    OverviewPage *mOverview = nullptr;
    std::vector<ModulePage *> mWorkbenches;
    QMenu *mRecentMenu = nullptr;
    QMenu *mViewMenu = nullptr;
    QToolBar *mToolBar = nullptr;
    QAction *mUndo = nullptr;
    QAction *mRedo = nullptr;
    QAction *mExportImages = nullptr;
    QAction *mExportPlayTest = nullptr;
    QAction *mQuit = nullptr;
    QList<QAction *> mPageActions;
    ShortcutsDialog *mShortcuts = nullptr;
    // Fits the pack dock to the window's width (a quarter, 260 to 420 px) while the user has not
    // resized it, so a 1024-pixel window still leaves the page room for its editor and verdict.
    void fitDocks();
    int mFittedDockWidth = -1;
};

} // namespace tessera::ui
