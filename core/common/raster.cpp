#include "common/raster.h"

#include "common/bitmapfont.h"
#include "common/error.h"

#include <algorithm>
#include <cmath>

namespace tessera {

namespace {

// Bigger images are refused rather than risking an out-of-memory crash on a typo'd --width.
constexpr long long kMaxPixels = 64LL * 1024 * 1024;

class Canvas {
public:
    Canvas(Image &image, double scale)
        : mImage(image)
        , mScale(scale) {}

    // Source-over blending on straight (non-premultiplied) alpha.
    void blend(int x, int y, Color src) {
        const unsigned sa = src & 0xff;
        if (sa == 0 || x < 0 || y < 0 || x >= mImage.width || y >= mImage.height) return;
        std::uint32_t &dst = mImage.rgba[static_cast<std::size_t>(y) * mImage.width + x];
        if (sa == 255) {
            dst = src;
            return;
        }
        const unsigned da = dst & 0xff;
        const unsigned outA = sa + da * (255 - sa) / 255;
        if (outA == 0) {
            dst = 0;
            return;
        }
        auto channel = [&](int shift) {
            const unsigned s = (src >> shift) & 0xff;
            const unsigned d = (dst >> shift) & 0xff;
            return (s * sa + d * da * (255 - sa) / 255 + outA / 2) / outA;
        };
        dst = (std::min(255u, channel(24)) << 24) | (std::min(255u, channel(16)) << 16) |
              (std::min(255u, channel(8)) << 8) | outA;
    }

    // Calls f(x, y, cx, cy) for every pixel whose centre (cx, cy) lies in the box, clipped to the image.
    template <typename F> void forBox(double x0, double y0, double x1, double y1, F f) {
        const int ix0 = std::max(0, static_cast<int>(std::floor(x0 - 0.5)));
        const int iy0 = std::max(0, static_cast<int>(std::floor(y0 - 0.5)));
        const int ix1 = std::min(mImage.width - 1, static_cast<int>(std::ceil(x1)));
        const int iy1 = std::min(mImage.height - 1, static_cast<int>(std::ceil(y1)));
        for (int y = iy0; y <= iy1; ++y)
            for (int x = ix0; x <= ix1; ++x) f(x, y, x + 0.5, y + 0.5);
    }

    // Pixel centres in the half-open box [x0, x1) x [y0, y1), so shapes that share an edge never
    // both paint the pixels along it.
    void fillBox(double x0, double y0, double x1, double y1, Color c) {
        forBox(x0, y0, x1, y1, [&](int x, int y, double cx, double cy) {
            if (cx >= x0 && cx < x1 && cy >= y0 && cy < y1) blend(x, y, c);
        });
    }

    // Half a stroke in pixels; never thinner than one pixel, so hairlines stay visible.
    double halfWidth(double units) const { return std::max(units * mScale / 2, 0.5); }

    void rect(const DrawRect &r) {
        const double x0 = r.x * mScale, y0 = r.y * mScale;
        const double x1 = (r.x + r.w) * mScale, y1 = (r.y + r.h) * mScale;
        if ((r.fill & 0xff) != 0) fillBox(x0, y0, x1, y1, r.fill);
        if ((r.stroke & 0xff) == 0 || r.strokeWidth <= 0) return;
        const double hw = halfWidth(r.strokeWidth);
        // A frame on the image's edge keeps its pixels inside, as lines do.
        const double sx0 = std::clamp(x0, 0.5, mImage.width - 0.5),
                     sx1 = std::clamp(x1, 0.5, mImage.width - 0.5);
        const double sy0 = std::clamp(y0, 0.5, mImage.height - 0.5),
                     sy1 = std::clamp(y1, 0.5, mImage.height - 0.5);
        forBox(x0 - hw, y0 - hw, x1 + hw, y1 + hw, [&](int x, int y, double cx, double cy) {
            const bool outer = cx >= sx0 - hw && cx < sx1 + hw && cy >= sy0 - hw && cy < sy1 + hw;
            const bool inner = cx >= sx0 + hw && cx < sx1 - hw && cy >= sy0 + hw && cy < sy1 - hw;
            if (outer && !inner) blend(x, y, r.stroke);
        });
    }

    void line(const DrawLine &l) {
        if ((l.color & 0xff) == 0 || l.width <= 0) return;
        double ax = l.x1 * mScale, ay = l.y1 * mScale, bx = l.x2 * mScale, by = l.y2 * mScale;
        // A horizontal or vertical line on the image's edge would have its pixel row just outside.
        if (ay == by) ay = by = std::clamp(ay, 0.5, mImage.height - 0.5);
        if (ax == bx) ax = bx = std::clamp(ax, 0.5, mImage.width - 0.5);
        // Walk lines one canonical way so a line and its reverse cover the same pixels.
        if (bx < ax || (bx == ax && by < ay)) {
            std::swap(ax, bx);
            std::swap(ay, by);
        }
        const double len = std::hypot(bx - ax, by - ay);
        const double hw = halfWidth(l.width);
        double ux = 1, uy = 0;
        if (len > 0) {
            ux = (bx - ax) / len;
            uy = (by - ay) / len;
        } else if (l.dashed) {
            return;
        }
        // Normal pointing down/right, so axis-aligned strokes on a pixel edge take the pixel before it
        // (a border line at the drawing's right or bottom edge stays inside the image).
        double nx = -uy, ny = ux;
        if (nx + ny < 0) {
            nx = -nx;
            ny = -ny;
        }
        // Solid lines get square caps (grid corners close); dashes get butt caps. Same as the SVG.
        const double capStart = l.dashed ? 0 : -hw;
        const double capEnd = l.dashed ? len : len + hw;
        const double dash = 3 * l.width * mScale, period = 5 * l.width * mScale;
        const double pad = hw + 1;
        forBox(std::min(ax, bx) - pad, std::min(ay, by) - pad, std::max(ax, bx) + pad, std::max(ay, by) + pad,
               [&](int x, int y, double cx, double cy) {
                   const double along = (cx - ax) * ux + (cy - ay) * uy;
                   const double across = (cx - ax) * nx + (cy - ay) * ny;
                   if (across < -hw || across >= hw || along < capStart || along >= capEnd) return;
                   if (l.dashed && std::fmod(along, period) >= dash) return;
                   blend(x, y, l.color);
               });
    }

    void circle(const DrawCircle &c) {
        const double cx0 = c.cx * mScale, cy0 = c.cy * mScale;
        const double r = std::max(c.r * mScale, 0.5);
        const bool stroke = (c.stroke & 0xff) != 0 && c.strokeWidth > 0;
        const double hw = stroke ? halfWidth(c.strokeWidth) : 0;
        const double outer = r + hw + 1;
        forBox(cx0 - outer, cy0 - outer, cx0 + outer, cy0 + outer, [&](int x, int y, double px, double py) {
            const double d = std::hypot(px - cx0, py - cy0);
            if ((c.fill & 0xff) != 0 && d < r) blend(x, y, c.fill);
            if (stroke && d >= r - hw && d < r + hw) blend(x, y, c.stroke);
        });
    }

    void text(const DrawText &t) {
        if ((t.color & 0xff) == 0 || t.text.empty() || t.size <= 0) return;
        // One font cell in pixels: the cap height spans kGlyphCapRows cells.
        const double cell = t.size * mScale / kGlyphCapRows;
        const int advance = kGlyphColumns + 1;
        const int columns = static_cast<int>(t.text.size()) * advance - 1;
        const double left = t.x * mScale - columns * cell / 2;
        const double top = t.y * mScale - kGlyphCapRows * cell / 2;
        const double right = left + columns * cell, bottom = top + kGlyphRows * cell;
        forBox(left, top, right, bottom, [&](int x, int y, double px, double py) {
            if (px < left || px >= right || py < top || py >= bottom) return;
            const int col = static_cast<int>((px - left) / cell);
            const int row = static_cast<int>((py - top) / cell);
            const std::size_t index = static_cast<std::size_t>(col / advance);
            const int gx = col % advance;
            if (gx >= kGlyphColumns || row >= kGlyphRows || index >= t.text.size()) return;
            if (ink(t.text[index], gx, row)) blend(x, y, t.color);
        });
    }

private:
    static bool ink(char ch, int gx, int row) {
        if (const char *const *rows = glyphRows(ch)) return rows[row][gx] == '#';
        // No glyph: an outlined box over the cap height, so a missing character is visible, not lost.
        if (row >= kGlyphCapRows) return false;
        return row == 0 || row == kGlyphCapRows - 1 || gx == 0 || gx == kGlyphColumns - 1;
    }

    Image &mImage;
    double mScale;
};

} // namespace

int fittingWidth(const Drawing &drawing, int requested) {
    if (!(drawing.width > 0) || !(drawing.height > 0)) return requested;
    const double widest = std::floor(std::sqrt(double(kMaxPixels) * drawing.width / drawing.height));
    return std::max(1, std::min(requested, static_cast<int>(std::min(widest, 1e9))));
}

Image rasterize(const Drawing &drawing, int pixelWidth) {
    if (!(drawing.width > 0) || !(drawing.height > 0) || !std::isfinite(drawing.width) ||
        !std::isfinite(drawing.height))
        throw Error("drawing has no size");
    if (pixelWidth <= 0) throw Error("image width must be positive, got " + std::to_string(pixelWidth));
    const double scale = pixelWidth / drawing.width;
    const double h = std::round(drawing.height * scale);
    if (h * pixelWidth > static_cast<double>(kMaxPixels))
        throw Error("image of " + std::to_string(pixelWidth) + " x " +
                    std::to_string(static_cast<long long>(h)) + " pixels is too large");
    Image image;
    image.width = pixelWidth;
    image.height = std::max(1, static_cast<int>(h));
    image.rgba.assign(static_cast<std::size_t>(image.width) * image.height, drawing.background);
    Canvas canvas(image, scale);
    for (const DrawShape &shape : drawing.shapes) {
        if (const auto *r = std::get_if<DrawRect>(&shape))
            canvas.rect(*r);
        else if (const auto *l = std::get_if<DrawLine>(&shape))
            canvas.line(*l);
        else if (const auto *c = std::get_if<DrawCircle>(&shape))
            canvas.circle(*c);
        else if (const auto *t = std::get_if<DrawText>(&shape))
            canvas.text(*t);
    }
    return image;
}

} // namespace tessera
