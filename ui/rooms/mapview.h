#pragma once

#include "ui/common/gridview.h"
#include "ui/rooms/playbackframe.h"

namespace tessera::rooms::ui {

// The room map on a zoomable, pannable canvas: walls, floors (warmer on the main path), joined doors,
// open doors as notches once tiles are big enough to show them, the main path as a line with start
// and end marked, and, for the step on show, the room it placed (outlined) and the candidate moves it
// was chosen from as a heat field of their fitness (its key is the page's HeatLegend). Cells of the
// view are cells of the result's extent.
class MapView : public tessera::ui::GridView {
    Q_OBJECT
public:
    explicit MapView(QWidget *parent = nullptr);
    ~MapView() override;

    void setFrame(PlaybackFramePtr frame);
    const PlaybackFramePtr &frame() const { return mFrame; }
    void setHeatVisible(bool visible);
    bool isHeatVisible() const { return mHeat; }

    // Map cell of a view cell, and the room covering it (-1 for none).
    Point mapCell(const QPoint &viewCell) const;
    int roomAt(const QPoint &viewCell) const;
    // What is under a view cell, in words (for the status line).
    QString describe(const QPoint &viewCell) const;
    // Open doors are drawn from this tile size up.
    static constexpr qreal kOpenDoorCellSize = 14;

protected:
    void paintCells(QPainter &painter, const QRectF &board, qreal cellSize) override;
    void paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize) override;

private:
    QRectF rectOf(Point mapCell) const;
    void outlineRoom(QPainter &painter, int room, const QPen &pen) const;

    PlaybackFramePtr mFrame;
    bool mHeat = true;
    int mHoverRoom = -1;
};

} // namespace tessera::rooms::ui
