#pragma once

#include "rooms/prefab.h"
#include "ui/common/gridview.h"

#include <optional>
#include <vector>

class QUndoStack;

namespace tessera::rooms::ui {

class RoomsDocument;

// Paints one prefab's tiles: the left button paints with the current tool (wall, floor or outside),
// the right button paints outside; a press-drag-release is one undoable stroke. Space paints the
// selected cell (arrow keys move it). The potential doors the core finds in the tiles are drawn live,
// with the side a neighbour room attaches to.
class PrefabEditorView : public tessera::ui::GridView {
    Q_OBJECT
public:
    QList<tessera::ui::KeyHelp> keyHelp() const override;
    PrefabEditorView(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent = nullptr);
    ~PrefabEditorView() override;

    void setPrefab(int row);
    int prefab() const { return mRow; }
    void setTool(Tile tool);
    Tile tool() const { return mTool; }
    // The potential doors of the tiles on show (core findPotentialDoors), updated after every edit.
    const std::vector<Door> &doors() const { return mDoors; }
    // Paints one cell as part of the current stroke (a new stroke when none is going on).
    void paintCell(const QPoint &cell, Tile tile);

signals:
    void toolChanged(tessera::rooms::Tile tool);
    void doorsChanged();

protected:
    void paintCells(QPainter &painter, const QRectF &board, qreal cellSize) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void refresh();
    void strokeTo(const QPoint &cell);

    RoomsDocument &mDocument;
    QUndoStack &mUndoStack;
    int mRow = -1;
    Tile mTool = Tile::Solid;
    std::vector<Door> mDoors;
    int mStroke = 0;
    bool mStroking = false;
    Tile mStrokeTile = Tile::Solid;
    std::optional<QPoint> mLast;
};

} // namespace tessera::rooms::ui
