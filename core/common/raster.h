#pragma once

#include "common/drawing.h"

#include <cstdint>
#include <vector>

namespace tessera {

// A plain RGBA image, row-major, one 0xRRGGBBAA value per pixel (the Drawing colour layout).
struct Image {
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> rgba;

    std::uint32_t pixel(int x, int y) const { return rgba[static_cast<std::size_t>(y) * width + x]; }
};

// Renders a drawing without antialiasing, scaled so the image is pixelWidth wide (the height follows
// the drawing's aspect ratio). Shapes are painted in order with source-over alpha blending; text uses
// a built-in bitmap font (digits, letters, common punctuation), so no font files are needed.
// Throws Error for a drawing without size or a non-positive width.
Image rasterize(const Drawing &drawing, int pixelWidth);
// The requested width, or less when the drawing is so tall that the image would pass the pixel
// budget rasterize() keeps (64 megapixels): what a "width up to N" option should draw at.
int fittingWidth(const Drawing &drawing, int requested);

} // namespace tessera
