#include "ui/rooms/prefabeditorview.h"

#include "ui/rooms/commands/painttilescommand.h"
#include "ui/rooms/mappalette.h"
#include "ui/rooms/roomsdocument.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QUndoStack>

#include <cstdlib>

namespace tessera::rooms::ui {

PrefabEditorView::PrefabEditorView(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent)
    : GridView(parent)
    , mDocument(document)
    , mUndoStack(undoStack) {
    setBoardMargin(14);
    setToolTip(tr("Left button: paint with the current tool (W wall, F floor, O outside). Right button: "
                  "paint outside. Arrow keys and Space paint from the keyboard. Orange marks are the "
                  "potential doors; the tick shows the side a neighbour attaches to."));
    connect(&mDocument, &RoomsDocument::prefabChanged, this, [this](int row) {
        if (row == mRow) refresh();
    });
    connect(&mDocument, &RoomsDocument::setReset, this,
            [this] { setPrefab(mDocument.prefabCount() > 0 ? 0 : -1); });
    connect(&mDocument, &RoomsDocument::prefabRemoved, this, [this](int row) {
        if (row == mRow)
            setPrefab(std::min(row, mDocument.prefabCount() - 1));
        else if (row < mRow)
            setPrefab(mRow - 1);
    });
    connect(&mDocument, &RoomsDocument::prefabInserted, this, [this](int row) {
        if (row <= mRow) setPrefab(mRow + 1);
    });
}

PrefabEditorView::~PrefabEditorView() = default;

void PrefabEditorView::setPrefab(int row) {
    if (row < 0 || row >= mDocument.prefabCount()) row = -1;
    mRow = row;
    mStroking = false;
    ++mStroke;
    refresh();
}

void PrefabEditorView::setTool(Tile tool) {
    if (tool == mTool) return;
    mTool = tool;
    emit toolChanged(tool);
}

void PrefabEditorView::refresh() {
    if (mRow < 0) {
        mDoors.clear();
        setGridSize(0, 0);
    } else {
        const Grid<Tile> &tiles = mDocument.prefab(mRow).tiles;
        mDoors = findPotentialDoors(tiles);
        setGridSize(tiles.cols(), tiles.rows());
    }
    update();
    emit doorsChanged();
}

void PrefabEditorView::paintCell(const QPoint &cell, Tile tile) {
    if (mRow < 0 || !contains(cell)) return;
    const Point p{cell.y(), cell.x()};
    const Tile before = mDocument.prefab(mRow).tiles[p];
    if (before == tile) return;
    if (!mStroking) ++mStroke;
    mUndoStack.push(new PaintTilesCommand(mDocument, mRow, mStroke, {{p, before, tile}}));
}

void PrefabEditorView::strokeTo(const QPoint &cell) {
    // Every cell on the line from the last one, so a fast drag leaves no gaps.
    const QPoint from = mLast.value_or(cell);
    int x0 = from.x(), y0 = from.y();
    const int x1 = cell.x(), y1 = cell.y();
    const int dx = std::abs(x1 - x0), dy = -std::abs(y1 - y0);
    const int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        paintCell(QPoint(x0, y0), mStrokeTile);
        if (x0 == x1 && y0 == y1) break;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
    mLast = cell;
}

void PrefabEditorView::mousePressEvent(QMouseEvent *event) {
    GridView::mousePressEvent(event);
    if (event->modifiers() & Qt::AltModifier) return; // panning
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton) return;
    const std::optional<QPoint> cell = cellAt(event->position());
    if (!cell || mRow < 0) return;
    ++mStroke;
    mStroking = true;
    mStrokeTile = event->button() == Qt::RightButton ? Tile::Outer : mTool;
    mLast.reset();
    strokeTo(*cell);
}

void PrefabEditorView::mouseMoveEvent(QMouseEvent *event) {
    GridView::mouseMoveEvent(event);
    if (!mStroking) return;
    if (const std::optional<QPoint> cell = cellAt(event->position()); cell && cell != mLast) strokeTo(*cell);
}

void PrefabEditorView::mouseReleaseEvent(QMouseEvent *event) {
    GridView::mouseReleaseEvent(event);
    mStroking = false;
    mLast.reset();
}

QList<tessera::ui::KeyHelp> PrefabEditorView::keyHelp() const {
    return GridView::keyHelp() +
           QList<tessera::ui::KeyHelp>{{tr("Space"), tr("Paint the selected cell with the tool")}};
}

void PrefabEditorView::keyPressEvent(QKeyEvent *event) {
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier && selectedCell()) {
        mStroking = false;
        paintCell(*selectedCell(), mTool);
        return;
    }
    GridView::keyPressEvent(event);
}

void PrefabEditorView::paintCells(QPainter &painter, const QRectF &, qreal cellSize) {
    if (mRow < 0) return;
    const Grid<Tile> &tiles = mDocument.prefab(mRow).tiles;
    QColor hatch = palette().color(QPalette::Text);
    hatch.setAlpha(28);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (int r = 0; r < tiles.rows(); ++r)
        for (int c = 0; c < tiles.cols(); ++c) {
            const QRectF rect = cellRect(QPoint(c, r));
            switch (tiles[Point{r, c}]) {
            case Tile::Solid:
                painter.fillRect(rect, palette::wall);
                break;
            case Tile::Inner:
                painter.fillRect(rect, palette::floor);
                break;
            case Tile::Outer:
                painter.fillRect(rect, QBrush(hatch, Qt::BDiagPattern));
                break;
            }
        }
    // Cell borders on top, so single tiles stay readable inside a wall.
    QColor line = palette().color(QPalette::Text);
    line.setAlpha(45);
    painter.setPen(QPen(line, 1));
    for (int c = 1; c < tiles.cols(); ++c) {
        const qreal x = std::round(cellRect(QPoint(c, 0)).left());
        painter.drawLine(QPointF(x, cellRect(QPoint(0, 0)).top()),
                         QPointF(x, cellRect(QPoint(0, tiles.rows() - 1)).bottom()));
    }
    for (int r = 1; r < tiles.rows(); ++r) {
        const qreal y = std::round(cellRect(QPoint(0, r)).top());
        painter.drawLine(QPointF(cellRect(QPoint(0, 0)).left(), y),
                         QPointF(cellRect(QPoint(tiles.cols() - 1, 0)).right(), y));
    }
    painter.restore();

    // Potential doors: an orange plate and a tick on the side a neighbour room attaches to.
    for (const Door &d : mDoors) {
        const QRectF rect = cellRect(QPoint(d.pos.col, d.pos.row));
        const QRectF plate =
            rect.adjusted(cellSize * 0.18, cellSize * 0.18, -cellSize * 0.18, -cellSize * 0.18);
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette::door.lighter(125));
        painter.drawRoundedRect(plate, cellSize * 0.08, cellSize * 0.08);
        QPainterPath tick;
        const QPointF c = rect.center();
        const qreal s = cellSize * 0.6;
        switch (d.facing) {
        case Dir::Up:
            tick.moveTo(c.x() - s * 0.4, rect.top() + s * 0.35);
            tick.lineTo(c.x(), rect.top() + s * 0.02);
            tick.lineTo(c.x() + s * 0.4, rect.top() + s * 0.35);
            break;
        case Dir::Down:
            tick.moveTo(c.x() - s * 0.4, rect.bottom() - s * 0.35);
            tick.lineTo(c.x(), rect.bottom() - s * 0.02);
            tick.lineTo(c.x() + s * 0.4, rect.bottom() - s * 0.35);
            break;
        case Dir::Left:
            tick.moveTo(rect.left() + s * 0.35, c.y() - s * 0.4);
            tick.lineTo(rect.left() + s * 0.02, c.y());
            tick.lineTo(rect.left() + s * 0.35, c.y() + s * 0.4);
            break;
        case Dir::Right:
            tick.moveTo(rect.right() - s * 0.35, c.y() - s * 0.4);
            tick.lineTo(rect.right() - s * 0.02, c.y());
            tick.lineTo(rect.right() - s * 0.35, c.y() + s * 0.4);
            break;
        }
        painter.setBrush(QColor(255, 236, 205));
        painter.drawPath(tick);
    }
}

} // namespace tessera::rooms::ui
