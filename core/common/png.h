#pragma once

#include "common/raster.h"

#include <string>

namespace tessera {

// The image as a PNG file (8-bit RGBA, non-interlaced), compressed with our own deflate encoder so the
// core needs no image library. Returns the file's bytes.
std::string encodePng(const Image &image);

} // namespace tessera
