#pragma once

#include "pack/levelpack.h"

#include <cstddef>
#include <functional>
#include <string>

namespace tessera {
class CancelToken;
class ProgressSink;
} // namespace tessera

namespace tessera::pack {

enum class ImageFormat { Png, Svg, Both };

struct ImageExport {
    int written = 0; // level images
    int skipped = 0; // levels of modules this build cannot draw
    bool cancelled = false;
};

// Writes every level's preview (module backend's drawing) as <id>.png / <id>.svg into dir (created if
// missing) and a contact sheet of the whole pack as sheet.png / sheet.svg; width is a level image's width
// in pixels. A level of a module this build lacks is skipped and reported through warn. What the CLI's
// "pack export-images" and the studio's Export Level Images both do. Throws Error naming the level.
ImageExport exportImages(const LevelPack &pack, const std::string &file, const std::string &dir,
                         ImageFormat format, int width, const std::function<void(const std::string &)> &warn,
                         ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::pack
