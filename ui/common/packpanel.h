#pragma once

#include "pack/levelpack.h"
#include "ui/common/packfiles.h"

#include <QDockWidget>

#include <string>
#include <vector>

class QAction;
class QItemSelectionModel;
class QLabel;
class QListView;
class QToolBar;

namespace tessera::ui {

class DifficultyChart;
class LevelDetails;
class PackDocument;
class PackListModel;
class PackListView;
class PackTraces;
class StudioContext;

// The level pack dock: file operations on the pack, its levels in order with a thumbnail each
// (drag to reorder, F2 to rename, Del to remove, Alt+Up/Down to move), the selected level's title,
// difficulty and tags, and the difficulty curve. Every edit is a command on the pack's undo stack.
class PackPanel : public QDockWidget {
    Q_OBJECT
public:
    explicit PackPanel(StudioContext &context, QWidget *parent = nullptr);
    ~PackPanel() override;

    PackDocument &document() const;
    PackListModel *model() const { return mModel; }
    PackListView *listView() const { return mList; }
    QItemSelectionModel *selectionModel() const;
    DifficultyChart *chart() const { return mChart; }

    int currentRow() const;
    void setCurrentRow(int row);
    // Selects count rows from first, the first current, and scrolls to it.
    void selectRows(int first, int count);

    // File operations (see PackFiles).
    PackFiles *files() const { return mFiles; }
    // Players' traces: Import Play Traces, their figures, the orders by human difficulty.
    PackTraces *traces() const { return mTraces; }
    bool maybeSave() { return mFiles->maybeSave(); }
    bool maybeSwitch() { return mFiles->maybeSwitch(); }
    void newPack() { mFiles->newPack(); }
    bool openFile(const QString &path) { return mFiles->openFile(path); }
    void openSample() { mFiles->openSample(); }
    bool save() { return mFiles->save(); }
    bool saveAs() { return mFiles->saveAs(); }
    bool saveTo(const QString &path) { return mFiles->saveTo(path); }
    // PackFiles::importFile, then the first level added is the current one. Returns its row, or -1.
    int importFile(const QString &path);

    // Adds a level (a fresh id when its id is empty or taken), after asking when the pack already has
    // a level with the same content. Returns its row, or -1 when not added.
    int addLevel(pack::Level level);

    QAction *newAction() const { return mNew; }
    QAction *openAction() const { return mOpen; }
    QAction *openSampleAction() const { return mOpenSample; }
    QAction *saveAction() const { return mSave; }
    QAction *saveAsAction() const { return mSaveAs; }
    QAction *importAction() const { return mImport; }
    QAction *propertiesAction() const { return mProperties; }
    QAction *sortAction() const { return mSort; }
    QAction *rampAction() const { return mRamp; }

    // "Make the curve ramp": orders the pack by difficulty within the tier sequence (pack/ramp.h; tiers
    // it does not name follow), one undo step, and reports where the curve still dips (0-based
    // positions, also marked on the curve). The action asks for the sequence first.
    std::vector<std::size_t> makeRamp(const std::vector<std::string> &tierSequence);
    QList<QAction *> levelActions() const;

signals:
    void openLevelRequested(int row);
    void fileOpened(const QString &path);
    void fileSaved(const QString &path);
    void statusMessage(const QString &text);

private:
    void createActions();
    void setUpToolBar();
    void setUpList();
    QWidget *createContent();
    void connectDocument();
    void updateActions();
    void updateHeader();
    void refreshDetails();
    std::vector<int> selectedRows() const;
    void removeSelected();
    void moveCurrent(int delta);
    void sortByDifficulty();
    void askRamp();
    void importLevels();
    void editProperties();
    void copyLevels();
    void pasteLevels();
    void exportPreview();
    QString dialogDirectory() const;
    void rememberDirectory(const QString &path);

    StudioContext &mContext;
    PackListModel *mModel;
    PackListView *mList;
    DifficultyChart *mChart;
    QLabel *mHeader;
    LevelDetails *mDetails;
    QToolBar *mToolBar;
    PackFiles *mFiles;
    PackTraces *mTraces;
    std::vector<std::string> mSelectionBeforeReset;

    QAction *mNew = nullptr;
    QAction *mOpen = nullptr;
    QAction *mOpenSample = nullptr;
    QAction *mSave = nullptr;
    QAction *mSaveAs = nullptr;
    QAction *mImport = nullptr;
    QAction *mProperties = nullptr;
    QAction *mOpenLevel = nullptr;
    QAction *mRename = nullptr;
    QAction *mRemove = nullptr;
    QAction *mMoveUp = nullptr;
    QAction *mMoveDown = nullptr;
    QAction *mSort = nullptr;
    QAction *mRamp = nullptr;
    QAction *mCopy = nullptr;
    QAction *mPaste = nullptr;
    QAction *mExportPreview = nullptr;
    QList<QAction *> mLevelActions;
};

} // namespace tessera::ui
