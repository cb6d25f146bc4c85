#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace tessera {

// RGBA, 0xRRGGBBAA.
using Color = std::uint32_t;
constexpr Color rgb(int r, int g, int b, int a = 255) {
    return (Color(r) << 24) | (Color(g) << 16) | (Color(b) << 8) | Color(a);
}
inline constexpr Color kTransparent = 0;

// A level preview as plain vector shapes in abstract units. Each module draws its levels once, here;
// the studio paints a Drawing with QPainter (pack thumbnails), the CLI writes it as SVG or rasterizes
// it to PNG, so every preview of a level looks the same wherever it is made.
struct DrawRect {
    double x, y, w, h;
    Color fill = kTransparent;
    Color stroke = kTransparent;
    double strokeWidth = 0;
};
struct DrawLine {
    double x1, y1, x2, y2;
    Color color;
    double width = 1;
    bool dashed = false;
};
struct DrawCircle {
    double cx, cy, r;
    Color fill = kTransparent;
    Color stroke = kTransparent;
    double strokeWidth = 0;
};
// Text centred on (x, y); size is the cap height in units. Previews use short labels (digits, letters).
struct DrawText {
    double x, y, size;
    std::string text;
    Color color;
};
using DrawShape = std::variant<DrawRect, DrawLine, DrawCircle, DrawText>;

struct Drawing {
    double width = 0;
    double height = 0;
    Color background = rgb(255, 255, 255);
    std::vector<DrawShape> shapes;

    void rect(double x, double y, double w, double h, Color fill, Color stroke = kTransparent,
              double sw = 0) {
        shapes.emplace_back(DrawRect{x, y, w, h, fill, stroke, sw});
    }
    void line(double x1, double y1, double x2, double y2, Color c, double w = 1, bool dashed = false) {
        shapes.emplace_back(DrawLine{x1, y1, x2, y2, c, w, dashed});
    }
    void circle(double cx, double cy, double r, Color fill, Color stroke = kTransparent, double sw = 0) {
        shapes.emplace_back(DrawCircle{cx, cy, r, fill, stroke, sw});
    }
    void text(double x, double y, double size, std::string s, Color c) {
        shapes.emplace_back(DrawText{x, y, size, std::move(s), c});
    }
    // A light cell grid, the common base of every grid puzzle preview: rows + 1 horizontal and cols + 1
    // vertical lines of width cell / 24, from (0, 0) to (cols * cell, rows * cell). Sets width and height
    // to the grid's size when they are still 0.
    void grid(int rows, int cols, double cell, Color lineColor);
    // Another drawing (its background as a rect, then its shapes) scaled by scale and placed with its
    // top-left corner at (x, y); for contact sheets and thumbnails.
    void append(const Drawing &other, double x, double y, double scale);
};

// SVG document text for a drawing, scaled so the width is pixelWidth.
std::string toSvg(const Drawing &drawing, int pixelWidth);

} // namespace tessera
