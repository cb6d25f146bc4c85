#pragma once

#include "common/drawing.h"

#include <QColor>
#include <QImage>
#include <QRectF>
#include <QSize>

class QPainter;

namespace tessera::ui {

// Paints a core Drawing (a module's level preview) with QPainter, so thumbnails in the studio look
// like the CLI's SVG/PNG previews of the same level. No module needs its own thumbnail painting.
class DrawingPainter {
public:
    static QColor toQColor(Color color);

    // Scales the drawing uniformly to fit target (aspect preserved, centred), antialiased. The
    // painter's state is restored afterwards.
    static void paint(QPainter &painter, const Drawing &drawing, const QRectF &target);

    // The drawing rendered into an image of at most maxSize (aspect preserved), transparent outside
    // the drawing.
    static QImage render(const Drawing &drawing, const QSize &maxSize, qreal devicePixelRatio = 1.0);

    // The largest rectangle of the drawing's aspect ratio centred in target.
    static QRectF fitRect(const Drawing &drawing, const QRectF &target);
};

} // namespace tessera::ui
