#include "ui/common/drawingpainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <type_traits>

namespace tessera::ui {

QColor DrawingPainter::toQColor(Color color) {
    return QColor(int((color >> 24) & 0xff), int((color >> 16) & 0xff), int((color >> 8) & 0xff),
                  int(color & 0xff));
}

QRectF DrawingPainter::fitRect(const Drawing &drawing, const QRectF &target) {
    if (drawing.width <= 0 || drawing.height <= 0 || target.isEmpty()) return {};
    const double scale = std::min(target.width() / drawing.width, target.height() / drawing.height);
    const QSizeF size(drawing.width * scale, drawing.height * scale);
    return QRectF(target.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

namespace {

QPen penFor(Color color, double width, double scale, bool dashed = false) {
    if (color == kTransparent || width <= 0) return Qt::NoPen;
    QPen pen(DrawingPainter::toQColor(color), width * scale);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::MiterJoin);
    if (dashed) pen.setStyle(Qt::DashLine);
    return pen;
}

QBrush brushFor(Color color) {
    if (color == kTransparent) return Qt::NoBrush;
    return QBrush(DrawingPainter::toQColor(color));
}

} // namespace

void DrawingPainter::paint(QPainter &painter, const Drawing &drawing, const QRectF &target) {
    const QRectF area = fitRect(drawing, target);
    if (area.isEmpty()) return;
    const double scale = area.width() / drawing.width;
    // Maps drawing units to device positions by hand (rather than a painter transform) so pen widths
    // and font sizes are exact pixels and text stays crisp at thumbnail sizes.
    auto map = [&](double x, double y) { return QPointF(area.left() + x * scale, area.top() + y * scale); };

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.setClipRect(area);
    if (drawing.background != kTransparent) painter.fillRect(area, toQColor(drawing.background));

    for (const DrawShape &shape : drawing.shapes) {
        std::visit(
            [&](const auto &s) {
                using T = std::decay_t<decltype(s)>;
                if constexpr (std::is_same_v<T, DrawRect>) {
                    painter.setPen(penFor(s.stroke, s.strokeWidth, scale));
                    painter.setBrush(brushFor(s.fill));
                    painter.drawRect(QRectF(map(s.x, s.y), QSizeF(s.w * scale, s.h * scale)));
                } else if constexpr (std::is_same_v<T, DrawLine>) {
                    painter.setPen(penFor(s.color, std::max(s.width, 0.0), scale, s.dashed));
                    painter.drawLine(map(s.x1, s.y1), map(s.x2, s.y2));
                } else if constexpr (std::is_same_v<T, DrawCircle>) {
                    painter.setPen(penFor(s.stroke, s.strokeWidth, scale));
                    painter.setBrush(brushFor(s.fill));
                    painter.drawEllipse(map(s.cx, s.cy), s.r * scale, s.r * scale);
                } else if constexpr (std::is_same_v<T, DrawText>) {
                    if (s.text.empty() || s.size * scale < 1.5) return;
                    QFont font = painter.font();
                    font.setBold(true);
                    // size is the cap height: scale a reference font so its cap height matches.
                    font.setPixelSize(100);
                    const double capPerPixel = QFontMetricsF(font).capHeight() / 100.0;
                    const double pixelSize = s.size * scale / (capPerPixel > 0 ? capPerPixel : 0.7);
                    font.setPixelSize(std::max(1, int(pixelSize + 0.5)));
                    const QFontMetricsF fm(font);
                    const QString text = QString::fromStdString(s.text);
                    const QPointF centre = map(s.x, s.y);
                    const QPointF baseline(centre.x() - fm.horizontalAdvance(text) / 2,
                                           centre.y() + fm.capHeight() / 2);
                    painter.setFont(font);
                    painter.setPen(toQColor(s.color));
                    painter.setBrush(Qt::NoBrush);
                    painter.drawText(baseline, text);
                }
            },
            shape);
    }
    painter.restore();
}

QImage DrawingPainter::render(const Drawing &drawing, const QSize &maxSize, qreal devicePixelRatio) {
    const QRectF area = fitRect(drawing, QRectF(QPointF(0, 0), QSizeF(maxSize)));
    if (area.isEmpty()) return {};
    const QSize pixels((area.size() * devicePixelRatio).toSize().expandedTo(QSize(1, 1)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paint(painter, drawing, QRectF(QPointF(0, 0), QSizeF(pixels) / devicePixelRatio));
    return image;
}

} // namespace tessera::ui
