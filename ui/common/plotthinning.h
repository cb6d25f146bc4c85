#pragma once

#include <QList>
#include <QPointF>

namespace tessera::ui {

// The points of a polyline that a plot `columns` pixels wide can show, for a curve of thousands of points
// on a few hundred pixels: per pixel column (x from `left` to `right` cut into `columns` equal parts) the
// lowest and the highest point, in their order along x. Drawn as a line, they cover the same pixels as
// every point would (the line is continuous, so each column's pixels run from its lowest point to its
// highest), at a fraction of the stroking. Points must be in ascending x. A curve with no more than two
// points per column comes back whole.
QList<QPointF> thinForPlot(const QList<QPointF> &points, double left, double right, int columns);

} // namespace tessera::ui
