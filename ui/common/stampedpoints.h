#pragma once

#include <QGraphicsObject>
#include <QImage>
#include <QList>
#include <QPointF>

class QAbstractSeries;
class QChart;

namespace tessera::ui {

// A scatter of points in one graphics item over a chart's plot, each drawn as the same image (the stamp)
// centred on it. Qt Charts' scatter series keeps a graphics item per point and moves every one on each
// redraw, which was a third of removing a thousand levels from a pack of 5,000. The points are values on
// the linear axes `axes` is attached to; that series also carries the name, colour and legend entry, and
// holds no points itself. Drawn clipped to the plot, as a series is; a click on a point emits clicked with
// its value, a click beside every point goes to the items under this one.
class StampedPoints : public QGraphicsObject {
    Q_OBJECT
public:
    // Over the chart's series (z above theirs); several at one z are drawn in the order they were made.
    StampedPoints(QChart *chart, const QAbstractSeries *axes, qreal z);

    void setPoints(const QList<QPointF> &points);
    const QList<QPointF> &points() const { return mPoints; }
    // The image drawn centred on each point, at its own device pixel ratio.
    void setStamp(const QImage &stamp);
    // The plot moved or was resized, or an axis changed its range: place and draw the points again.
    void plotChanged();

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void clicked(const QPointF &value);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    // The stamp's size in the chart's coordinates.
    QSizeF stampSize() const;
    // Where the points are in the chart's coordinates: worked out when the axes' mapping changed (two
    // points mapped tell, as the axes are linear) or the points did, kept otherwise.
    const QList<QPointF> &positions() const;

    QChart *mChart;
    const QAbstractSeries *mAxes;
    QList<QPointF> mPoints;
    QImage mStamp;
    QRectF mBounds;
    mutable QList<QPointF> mPositions;
    mutable QPointF mOrigin, mUnit; // the value (0, 0) and (1, 1) mapped, when mPositions were placed
    mutable bool mPlaced = false;
};

} // namespace tessera::ui
