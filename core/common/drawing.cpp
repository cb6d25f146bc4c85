#include "common/drawing.h"

namespace tessera {

void Drawing::grid(int rows, int cols, double cell, Color lineColor) {
    const double w = cols * cell;
    const double h = rows * cell;
    if (width == 0 && height == 0) {
        width = w;
        height = h;
    }
    const double lw = cell / 24;
    for (int r = 0; r <= rows; ++r) line(0, r * cell, w, r * cell, lineColor, lw);
    for (int c = 0; c <= cols; ++c) line(c * cell, 0, c * cell, h, lineColor, lw);
}

void Drawing::append(const Drawing &other, double x, double y, double scale) {
    if ((other.background & 0xff) != 0)
        rect(x, y, other.width * scale, other.height * scale, other.background);
    auto px = [&](double v) { return x + v * scale; };
    auto py = [&](double v) { return y + v * scale; };
    for (const DrawShape &shape : other.shapes) {
        if (const auto *r = std::get_if<DrawRect>(&shape))
            rect(px(r->x), py(r->y), r->w * scale, r->h * scale, r->fill, r->stroke, r->strokeWidth * scale);
        else if (const auto *l = std::get_if<DrawLine>(&shape))
            line(px(l->x1), py(l->y1), px(l->x2), py(l->y2), l->color, l->width * scale, l->dashed);
        else if (const auto *c = std::get_if<DrawCircle>(&shape))
            circle(px(c->cx), py(c->cy), c->r * scale, c->fill, c->stroke, c->strokeWidth * scale);
        else if (const auto *t = std::get_if<DrawText>(&shape))
            text(px(t->x), py(t->y), t->size * scale, t->text, t->color);
    }
}

} // namespace tessera
