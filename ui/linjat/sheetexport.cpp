#include "ui/linjat/sheetexport.h"

#include "common/error.h"
#include "common/fileio.h"
#include "common/png.h"
#include "common/raster.h"
#include "linjat/levelio.h"
#include "linjat/linjatmodule.h"
#include "linjat/preview.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace tessera::linjat::ui {

namespace {

constexpr double kSlot = 300; // square slot per level, in drawing units
constexpr double kTitle = 26; // caption below each slot
constexpr double kGap = 18;
constexpr double kHeader = 40;

std::string shorten(const std::string &text, std::size_t max) {
    return text.size() <= max ? text : text.substr(0, max - 3) + "...";
}

} // namespace

std::vector<Drawing> linjatSheets(const pack::LevelPack &pack, const SheetExportOptions &options) {
    struct Item {
        Drawing preview;
        std::string title;
    };
    std::vector<Item> items;
    for (std::size_t i = 0; i < pack.levels.size(); ++i) {
        const pack::Level &level = pack.levels[i];
        if (level.module != kModuleId) continue;
        const std::string place = "levels[" + std::to_string(i) + "] ('" + level.id + "')";
        try {
            const Puzzle puzzle = puzzleFromData(level.data);
            std::vector<Line> lines;
            if (options.solutions && level.solution)
                lines = solutionFromJson(JsonCursor(*level.solution, "solution"), puzzle);
            items.push_back(Item{drawPuzzle(puzzle, lines.empty() ? nullptr : &lines),
                                 std::to_string(i + 1) + ". " + level.title});
        } catch (const Error &e) {
            throw Error(std::string(e.what()), place);
        }
    }
    std::vector<Drawing> pages;
    const int perPage = std::max(1, options.perPage);
    const int columns = std::clamp(options.columns, 1, perPage);
    const int pageCount = int((items.size() + std::size_t(perPage) - 1) / std::size_t(perPage));
    for (int page = 0; page < pageCount; ++page) {
        const int first = page * perPage;
        const int count = std::min<int>(perPage, int(items.size()) - first);
        const int rows = (count + columns - 1) / columns;
        Drawing sheet;
        sheet.width = kGap + columns * (kSlot + kGap);
        sheet.height = kHeader + rows * (kSlot + kTitle + kGap);
        sheet.background = rgb(250, 250, 250);
        const std::string header = pack.name + "  -  Linjat levels, page " + std::to_string(page + 1) +
                                   " of " + std::to_string(pageCount);
        sheet.text(sheet.width / 2, kHeader / 2 + 2, 12, shorten(header, 70), rgb(40, 40, 40));
        for (int k = 0; k < count; ++k) {
            const Item &item = items[std::size_t(first + k)];
            const double x = kGap + (k % columns) * (kSlot + kGap);
            const double y = kHeader + (k / columns) * (kSlot + kTitle + kGap);
            const double scale = std::min(kSlot / item.preview.width, kSlot / item.preview.height);
            sheet.append(item.preview, x + (kSlot - item.preview.width * scale) / 2,
                         y + (kSlot - item.preview.height * scale) / 2, scale);
            sheet.text(x + kSlot / 2, y + kSlot + kTitle / 2, 9, shorten(item.title, 40), rgb(60, 60, 60));
        }
        pages.push_back(std::move(sheet));
    }
    return pages;
}

std::vector<std::string> exportLinjatSheets(const pack::LevelPack &pack, const std::string &directory,
                                            const std::string &baseName, const SheetExportOptions &options,
                                            ProgressSink *progress, const CancelToken *cancel) {
    ProgressReporter reporter(progress, cancel);
    const std::vector<Drawing> pages = linjatSheets(pack, options);
    if (pages.empty()) throw Error("the pack has no Linjat levels to export", "", pack.name);
    std::vector<std::string> written;
    const std::filesystem::path dir(directory);
    for (std::size_t i = 0; i < pages.size(); ++i) {
        if (reporter.cancelled()) break;
        reporter.report(double(i) / double(pages.size()),
                        "sheet " + std::to_string(i + 1) + " of " + std::to_string(pages.size()), true);
        const std::string stem = (dir / (baseName + "-" + std::to_string(i + 1))).string();
        if (options.png) {
            writeFileAtomic(stem + ".png", encodePng(rasterize(pages[i], options.pixelWidth)));
            written.push_back(stem + ".png");
        }
        if (options.svg) {
            writeFileAtomic(stem + ".svg", toSvg(pages[i], options.pixelWidth));
            written.push_back(stem + ".svg");
        }
    }
    reporter.report(1.0, "done", true);
    return written;
}

} // namespace tessera::linjat::ui
