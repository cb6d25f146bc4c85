#pragma once

#include "rooms/tile.h"

#include <QWidget>

class QAction;
class QLabel;
class QTableView;
class QToolBar;
class QUndoStack;

namespace tessera::rooms::ui {

class PrefabEditorView;
class PrefabListModel;
class RoomsDocument;

// The prefab set and its editor: the set as a table (instance counts and weights edited in place),
// buttons to add, copy, resize and remove prefabs, and the tile editor of the selected prefab with
// its tools and what the core says about the tiles (doors found, or why the room is refused).
class PrefabPage : public QWidget {
    Q_OBJECT
public:
    PrefabPage(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent = nullptr);
    ~PrefabPage() override;

    PrefabEditorView *editor() const { return mEditor; }
    QTableView *table() const { return mTable; }
    PrefabListModel *model() const { return mModel; }
    int currentPrefab() const;
    void setCurrentPrefab(int row);
    QAction *toolAction(Tile tool) const;
    // The line under the editor: the doors found, or the core's reason for refusing the prefab.
    QString statusText() const;

    void newPrefab();
    void duplicatePrefab();
    void resizePrefab();
    void removePrefab();

private:
    QWidget *createSetSide();
    QWidget *createEditorSide();
    QToolBar *createToolBar();
    void updateStatus();
    void updateSetLabel();

    RoomsDocument &mDocument;
    QUndoStack &mUndoStack;
    PrefabListModel *mModel;
    QTableView *mTable;
    PrefabEditorView *mEditor;
    QLabel *mSetLabel;
    QLabel *mDoorsLabel;
    QLabel *mProblemLabel;
    QAction *mTools[3] = {};
};

} // namespace tessera::rooms::ui
