#include "ui/common/plotthinning.h"

#include <algorithm>
#include <cmath>

namespace tessera::ui {

QList<QPointF> thinForPlot(const QList<QPointF> &points, double left, double right, int columns) {
    if (columns <= 0 || right <= left || points.size() <= 2 * qsizetype(columns)) return points;
    const double perColumn = (right - left) / columns;
    const auto columnOf = [&](const QPointF &p) {
        return std::clamp(int(std::floor((p.x() - left) / perColumn)), 0, columns - 1);
    };
    QList<QPointF> thin;
    thin.reserve(2 * qsizetype(columns));
    qsizetype start = 0;
    while (start < points.size()) {
        const int column = columnOf(points[start]);
        qsizetype lowest = start, highest = start, end = start + 1;
        for (; end < points.size() && columnOf(points[end]) == column; ++end) {
            if (points[end].y() < points[lowest].y()) lowest = end;
            if (points[end].y() > points[highest].y()) highest = end;
        }
        thin << points[std::min(lowest, highest)];
        if (lowest != highest) thin << points[std::max(lowest, highest)];
        start = end;
    }
    return thin;
}

} // namespace tessera::ui
