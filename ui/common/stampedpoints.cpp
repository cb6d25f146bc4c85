#include "ui/common/stampedpoints.h"

#include <QChart>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>

#include <cmath>

namespace tessera::ui {

StampedPoints::StampedPoints(QChart *chart, const QAbstractSeries *axes, qreal z)
    : QGraphicsObject(chart)
    , mChart(chart)
    , mAxes(axes) {
    setZValue(z);
    setAcceptedMouseButtons(Qt::LeftButton);
}

void StampedPoints::setPoints(const QList<QPointF> &points) {
    if (points == mPoints) return;
    mPoints = points;
    mPlaced = false;
    update();
}

void StampedPoints::setStamp(const QImage &stamp) {
    mStamp = stamp;
    plotChanged(); // the bounds reach half a stamp past the plot
}

QSizeF StampedPoints::stampSize() const {
    return mStamp.isNull() ? QSizeF() : QSizeF(mStamp.size()) / mStamp.devicePixelRatio();
}

void StampedPoints::plotChanged() {
    const QSizeF half = stampSize() / 2;
    const QRectF bounds =
        mChart->plotArea().adjusted(-half.width(), -half.height(), half.width(), half.height());
    if (bounds != mBounds) {
        prepareGeometryChange();
        mBounds = bounds;
    }
    update();
}

QRectF StampedPoints::boundingRect() const {
    return mBounds;
}

const QList<QPointF> &StampedPoints::positions() const {
    // mapToPosition goes through the chart's domain per call; two calls give the linear map for all.
    const QPointF origin = mChart->mapToPosition(QPointF(0, 0), const_cast<QAbstractSeries *>(mAxes));
    const QPointF unit = mChart->mapToPosition(QPointF(1, 1), const_cast<QAbstractSeries *>(mAxes));
    if (mPlaced && origin == mOrigin && unit == mUnit) return mPositions;
    const QPointF scale = unit - origin;
    mPositions.resize(mPoints.size());
    for (qsizetype i = 0; i < mPoints.size(); ++i)
        mPositions[i] =
            QPointF(origin.x() + mPoints[i].x() * scale.x(), origin.y() + mPoints[i].y() * scale.y());
    mOrigin = origin;
    mUnit = unit;
    mPlaced = true;
    return mPositions;
}

void StampedPoints::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    if (mStamp.isNull() || mPoints.isEmpty()) return;
    const QRectF plot = mChart->plotArea();
    const QSizeF size = stampSize();
    // Only the points inside the plot, as a series draws them (a hair's tolerance for rounding).
    const QRectF inside = plot.adjusted(-0.5, -0.5, 0.5, 0.5);
    painter->save();
    painter->setClipRect(plot);
    for (const QPointF &p : positions())
        if (inside.contains(p))
            painter->drawImage(QPointF(p.x() - size.width() / 2, p.y() - size.height() / 2), mStamp);
    painter->restore();
}

void StampedPoints::mousePressEvent(QGraphicsSceneMouseEvent *event) {
    // The topmost (last drawn) point whose stamp holds the click; a small stamp still takes a click
    // within four pixels.
    const QSizeF size = stampSize();
    const qreal rx = std::max(size.width() / 2, 4.0), ry = std::max(size.height() / 2, 4.0);
    const QList<QPointF> &at = positions();
    const QPointF click = event->pos();
    for (qsizetype i = at.size() - 1; i >= 0; --i)
        if (std::abs(at[i].x() - click.x()) <= rx && std::abs(at[i].y() - click.y()) <= ry &&
            mChart->plotArea().contains(at[i])) {
            event->accept();
            emit clicked(mPoints[i]);
            return;
        }
    event->ignore();
}

} // namespace tessera::ui
