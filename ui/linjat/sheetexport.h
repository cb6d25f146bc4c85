#pragma once

#include "common/drawing.h"
#include "common/progress.h"
#include "pack/levelpack.h"

#include <string>
#include <vector>

namespace tessera::linjat::ui {

// Contact sheets of a pack's Linjat levels for print and review: pages of up to perPage levels in
// pack order, each the core's preview of the level (drawPuzzle, with its solution when asked and
// known) and its title. Pure core calls (Drawing, toSvg, rasterize, encodePng); no Qt, so it can run
// in a job.
struct SheetExportOptions {
    int perPage = 12;
    int columns = 4;
    bool solutions = false;
    bool png = true;
    bool svg = true;
    int pixelWidth = 1600; // of each PNG/SVG page
};

// The pages as drawings; levels of other modules are skipped, a Linjat level whose data is broken is
// refused with an Error naming it.
std::vector<Drawing> linjatSheets(const pack::LevelPack &pack, const SheetExportOptions &options);

// Writes <directory>/<baseName>-<page>.png/.svg (atomically) and returns the files written. Reports
// progress per page; on cancel it stops after the current page.
std::vector<std::string> exportLinjatSheets(const pack::LevelPack &pack, const std::string &directory,
                                            const std::string &baseName, const SheetExportOptions &options,
                                            ProgressSink *progress = nullptr,
                                            const CancelToken *cancel = nullptr);

} // namespace tessera::linjat::ui
