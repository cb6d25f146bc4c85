#include "ui/rooms/mapview.h"

#include "ui/rooms/mappalette.h"
#include "ui/rooms/wording.h"

#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace tessera::rooms::ui {

MapView::MapView(QWidget *parent)
    : GridView(parent) {
    setShowGridLines(false);
    setBoardMargin(16);
    // A whole map should fit the window when it opens, even a long one: tiles may get small.
    setCellSizeFloor(1);
    setToolTip(tr("The generated map. Wheel or Ctrl +/- to zoom, Ctrl+0 to fit, middle button or Alt+drag to "
                  "pan. The coloured field around the map is the candidate moves of the step on show, by "
                  "fitness (H toggles it)."));
    connect(this, &GridView::hoveredCellChanged, this, [this](std::optional<QPoint> cell) {
        const int room = cell ? roomAt(*cell) : -1;
        if (room != mHoverRoom) {
            mHoverRoom = room;
            update();
        }
    });
}

MapView::~MapView() = default;

void MapView::setFrame(PlaybackFramePtr frame) {
    mFrame = std::move(frame);
    mHoverRoom = -1;
    if (mFrame) {
        const CellRect &e = mFrame->result->extent;
        setGridSize(e.width(), e.height());
    } else {
        setGridSize(0, 0);
    }
    update();
}

void MapView::setHeatVisible(bool visible) {
    if (visible == mHeat) return;
    mHeat = visible;
    update();
}

Point MapView::mapCell(const QPoint &viewCell) const {
    if (!mFrame) return {viewCell.y(), viewCell.x()};
    return Point{viewCell.y(), viewCell.x()} + mFrame->extentOrigin();
}

int MapView::roomAt(const QPoint &viewCell) const {
    if (!mFrame || mFrame->tiles.rooms.empty()) return -1;
    const Point g = mFrame->tiles.toGrid(mapCell(viewCell));
    return mFrame->tiles.rooms.inside(g) ? mFrame->tiles.rooms[g] : -1;
}

QString MapView::describe(const QPoint &viewCell) const {
    if (!mFrame) return {};
    const Point cell = mapCell(viewCell);
    QString text = tr("(%1, %2)").arg(cell.row).arg(cell.col);
    const int room = roomAt(viewCell);
    if (room >= 0) {
        const PlacedRoom &r = mFrame->map.room(room);
        const bool onPath =
            std::find(mFrame->path.rooms.begin(), mFrame->path.rooms.end(), room) != mFrame->path.rooms.end();
        text += tr(" · room %1: %2 #%3, step %4")
                    .arg(room)
                    .arg(QString::fromStdString(mFrame->map.prefabOf(room).name()))
                    .arg(r.instance + 1)
                    .arg(room + 1);
        if (room == mFrame->path.start)
            text += tr(", start");
        else if (room == mFrame->path.end)
            text += tr(", end");
        else if (onPath)
            text += tr(", main path");
    }
    const Point h = cell - mFrame->extentOrigin();
    if (mFrame->coverage.inside(h) && mFrame->coverage[h] > 0)
        text += tr(" · %1 here, best fitness %2")
                    .arg(counted(mFrame->coverage[h], tr("candidate"), tr("candidates")),
                         formatNumber(mFrame->heat[h]));
    return text;
}

QRectF MapView::rectOf(Point mapCell) const {
    const Point v = mapCell - (mFrame ? mFrame->extentOrigin() : Point{});
    return cellRect(QPoint(v.col, v.row));
}

void MapView::paintCells(QPainter &painter, const QRectF &, qreal cellSize) {
    if (!mFrame) return;
    const PlaybackFrame &f = *mFrame;

    // Cells as the pixels of an image, one per cell, scaled onto the board in one call: a 64-room map
    // has thousands of cells, and a fill each was most of a repaint after every slider step.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const auto drawGrid = [&](int rows, int cols, Point at, auto &&colourOf) {
        if (rows <= 0 || cols <= 0) return;
        QImage image(cols, rows, QImage::Format_ARGB32_Premultiplied);
        for (int r = 0; r < rows; ++r) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(r));
            for (int c = 0; c < cols; ++c) line[c] = colourOf(Point{r, c});
        }
        const QRectF corner = cellRect(QPoint(at.col, at.row));
        painter.drawImage(QRectF(corner.topLeft(), QSizeF(cols * cellSize, rows * cellSize)), image);
    };
    const QRgb none = qRgba(0, 0, 0, 0);
    // The candidates' heat first: it lies on empty cells, under nothing.
    if (mHeat && f.candidates > 0) {
        const double span = f.fitnessHigh - f.fitnessLow;
        drawGrid(f.coverage.rows(), f.coverage.cols(), Point{0, 0}, [&](Point g) {
            if (f.coverage[g] == 0) return none;
            const double t = span > 0 ? (f.heat[g] - f.fitnessLow) / span : 1.0;
            return qPremultiply(palette::heat(t, 120).rgba());
        });
    }

    std::vector<char> onPath(std::size_t(f.map.roomCount()), 0);
    for (int room : f.path.rooms) onPath[std::size_t(room)] = 1;
    const Grid<Cell> &cells = f.tiles.cells;
    const QRgb wall = palette::wall.rgba(), door = palette::door.rgba(), floor = palette::floor.rgba(),
               pathFloor = palette::pathFloor.rgba();
    const Point origin = f.tiles.origin - f.extentOrigin();
    drawGrid(cells.rows(), cells.cols(), origin, [&](Point g) {
        switch (cells[g]) {
        case Cell::Wall:
            return wall;
        case Cell::Door:
            return door;
        case Cell::Floor:
            return onPath[std::size_t(f.tiles.rooms[g])] ? pathFloor : floor;
        case Cell::Empty:
            break;
        }
        return none;
    });
    painter.restore();

    // Open doors (active, joining nothing yet: where the next rooms may attach), once tiles are big
    // enough for a notch to read as one rather than as noise along every wall.
    if (cellSize >= kOpenDoorCellSize) {
        const qreal notch = cellSize * 0.28;
        for (const MapDoor &d : f.map.doors()) {
            if (!d.open()) continue;
            const QRectF rect = rectOf(d.cell);
            QRectF mark;
            switch (d.facing) {
            case Dir::Up:
                mark = QRectF(rect.left() + cellSize * 0.2, rect.top(), cellSize * 0.6, notch);
                break;
            case Dir::Down:
                mark = QRectF(rect.left() + cellSize * 0.2, rect.bottom() - notch, cellSize * 0.6, notch);
                break;
            case Dir::Left:
                mark = QRectF(rect.left(), rect.top() + cellSize * 0.2, notch, cellSize * 0.6);
                break;
            case Dir::Right:
                mark = QRectF(rect.right() - notch, rect.top() + cellSize * 0.2, notch, cellSize * 0.6);
                break;
            }
            painter.fillRect(mark, palette::door.lighter(135));
        }
    }

    // The room this step placed.
    if (f.placedRoom >= 0 && !f.isFinal())
        outlineRoom(painter, f.placedRoom, QPen(palette::placed, std::max(2.0, cellSize * 0.22)));

    // Main path through the rooms and the doors that join them.
    if (f.pathCells.size() > 1) {
        QPainterPath line;
        for (std::size_t i = 0; i < f.pathCells.size(); ++i) {
            const QPointF p = rectOf(f.pathCells[i]).center();
            if (i == 0)
                line.moveTo(p);
            else
                line.lineTo(p);
        }
        QColor c = palette::pathLine;
        c.setAlpha(220);
        painter.setPen(QPen(c, std::max(2.0, cellSize * 0.3), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(line);
    }
    const auto mark = [&](int room, const QColor &color, const QString &label) {
        const Point a = f.map.room(room).pos + f.map.prefabOf(room).anchor();
        const QPointF centre = rectOf(a).center();
        const qreal radius = std::max(8.0, cellSize * 0.9);
        painter.setPen(QPen(Qt::white, std::max(1.5, radius * 0.15)));
        painter.setBrush(color);
        painter.drawEllipse(centre, radius, radius);
        QFont font = painter.font();
        font.setBold(true);
        font.setPixelSize(std::max(9, int(radius * 1.1)));
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt::AlignCenter, label);
    };
    if (f.path.start >= 0) mark(f.path.start, palette::start, tr("S", "start of the main path"));
    if (f.path.end >= 0 && f.path.end != f.path.start)
        mark(f.path.end, palette::end, tr("E", "end of the main path"));
}

void MapView::outlineRoom(QPainter &painter, int room, const QPen &pen) const {
    const PlaybackFrame &f = *mFrame;
    const Grid<int> &rooms = f.tiles.rooms;
    QPainterPath path;
    for (int r = 0; r < rooms.rows(); ++r)
        for (int c = 0; c < rooms.cols(); ++c) {
            const Point g{r, c};
            if (rooms[g] != room) continue;
            const QRectF rect = rectOf(g + f.tiles.origin);
            const auto other = [&](Point q) { return !rooms.inside(q) || rooms[q] != room; };
            if (other({r - 1, c})) {
                path.moveTo(rect.topLeft());
                path.lineTo(rect.topRight());
            }
            if (other({r + 1, c})) {
                path.moveTo(rect.bottomLeft());
                path.lineTo(rect.bottomRight());
            }
            if (other({r, c - 1})) {
                path.moveTo(rect.topLeft());
                path.lineTo(rect.bottomLeft());
            }
            if (other({r, c + 1})) {
                path.moveTo(rect.topRight());
                path.lineTo(rect.bottomRight());
            }
        }
    painter.save();
    QPen p = pen;
    p.setCapStyle(Qt::SquareCap);
    painter.setPen(p);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    painter.restore();
}

void MapView::paintOverlay(QPainter &painter, const QRectF &, qreal cellSize) {
    if (!mFrame) return;
    if (mHoverRoom >= 0) {
        QColor c = palette().color(QPalette::Highlight);
        c.setAlpha(200);
        outlineRoom(painter, mHoverRoom, QPen(c, std::max(1.5, cellSize * 0.12)));
    }
}

} // namespace tessera::rooms::ui
