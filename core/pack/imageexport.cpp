#include "pack/imageexport.h"

#include "common/drawing.h"
#include "common/error.h"
#include "common/fileio.h"
#include "common/module.h"
#include "common/png.h"
#include "common/progress.h"
#include "common/raster.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <optional>
#include <set>
#include <vector>

namespace fs = std::filesystem;

namespace tessera::pack {

namespace {

// Level ids are free text; file names get a safe spelling, kept unique.
std::string fileStem(const std::string &id, std::set<std::string> &used) {
    std::string stem;
    for (char ch : id) {
        const bool safe = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                          ch == '-' || ch == '_' || ch == '.';
        stem += safe ? ch : '_';
    }
    if (stem.empty() || stem.front() == '.') stem.insert(stem.begin(), '_');
    std::string candidate = stem;
    for (int n = 2; used.count(candidate) || candidate == "sheet"; ++n)
        candidate = stem + "-" + std::to_string(n);
    used.insert(candidate);
    return candidate;
}

std::string shortTitle(const std::string &title, std::size_t maxChars) {
    if (title.size() <= maxChars) return title;
    return title.substr(0, maxChars - 3) + "...";
}

// All previews in pack order, each fitted into a square cell with its title underneath.
Drawing contactSheet(const pack::LevelPack &p, const std::vector<std::optional<Drawing>> &previews) {
    constexpr double kCell = 100, kGap = 10, kTitle = 16, kHeader = 24, kTextSize = 6;
    const int n = static_cast<int>(previews.size());
    // Roughly square: up to 6 columns for small packs, more for big ones.
    const int columns = std::max(1, std::max(std::min(6, n), static_cast<int>(std::ceil(std::sqrt(n)))));
    const int rows = std::max(1, (n + columns - 1) / columns);
    Drawing sheet;
    sheet.width = kGap + columns * (kCell + kGap);
    sheet.height = kHeader + rows * (kCell + kTitle + kGap);
    sheet.background = rgb(250, 250, 250);
    const std::size_t headerChars = static_cast<std::size_t>(sheet.width / (9 * 6.0 / 7)) - 2;
    sheet.text(sheet.width / 2, kHeader / 2 + 2, 9,
               shortTitle(p.name.empty() ? "level pack" : p.name, headerChars), rgb(40, 40, 40));
    const std::size_t titleChars = static_cast<std::size_t>(kCell / (kTextSize * 6.0 / 7));
    for (int i = 0; i < n; ++i) {
        const double x = kGap + (i % columns) * (kCell + kGap);
        const double y = kHeader + (i / columns) * (kCell + kTitle + kGap);
        const auto &preview = previews[static_cast<std::size_t>(i)];
        if (preview && preview->width > 0 && preview->height > 0) {
            const double scale = std::min(kCell / preview->width, kCell / preview->height);
            sheet.append(*preview, x + (kCell - preview->width * scale) / 2,
                         y + (kCell - preview->height * scale) / 2, scale);
        } else {
            sheet.rect(x, y, kCell, kCell, rgb(235, 235, 235), rgb(180, 180, 180), 1);
            sheet.text(x + kCell / 2, y + kCell / 2, kTextSize, "no preview", rgb(120, 120, 120));
        }
        const auto &level = p.levels[static_cast<std::size_t>(i)];
        sheet.text(x + kCell / 2, y + kCell + kTitle / 2, kTextSize,
                   shortTitle(level.title.empty() ? level.id : level.title, titleChars), rgb(30, 30, 30));
    }
    return sheet;
}

} // namespace

ImageExport exportImages(const LevelPack &p, const std::string &file, const std::string &dir,
                         ImageFormat format, int width, const std::function<void(const std::string &)> &warn,
                         ProgressSink *progressSink, const CancelToken *cancel) {
    const bool png = format != ImageFormat::Svg, svg = format != ImageFormat::Png;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec || !fs::is_directory(dir))
        throw Error("cannot create the output directory: " + ec.message(), {}, dir);

    auto write = [&](const Drawing &drawing, const std::string &stem, int pixelWidth) {
        if (png)
            writeFileAtomic((fs::path(dir) / (stem + ".png")).string(),
                            encodePng(rasterize(drawing, fittingWidth(drawing, pixelWidth))));
        if (svg) writeFileAtomic((fs::path(dir) / (stem + ".svg")).string(), toSvg(drawing, pixelWidth));
    };

    ImageExport done;
    std::vector<std::optional<Drawing>> previews;
    std::set<std::string> stems;
    ProgressReporter progress(progressSink, cancel);
    // Progress only once the export has taken a while, so a quick run says nothing but its result.
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < p.levels.size(); ++i) {
        if (progress.cancelled()) {
            done.cancelled = true;
            return done; // the images written so far stay; no sheet of a part of the pack
        }
        if (std::chrono::steady_clock::now() - start > std::chrono::milliseconds(500))
            progress.report(static_cast<double>(i) / static_cast<double>(p.levels.size()),
                            "exporting images");
        const Level &level = p.levels[i];
        const ModuleBackend *backend = findModule(level.module);
        if (!backend || !backend->preview) {
            // A pack may hold levels of modules this build lacks; the rest still export.
            if (warn)
                warn(file + ": levels[" + std::to_string(i) + "] ('" + level.id +
                     "'): no preview for module '" + level.module + "' in this build; skipped");
            previews.emplace_back();
            ++done.skipped;
            continue;
        }
        const std::string place = "levels[" + std::to_string(i) + "].data";
        Drawing drawing;
        try {
            drawing = backend->preview(level.data);
            write(drawing, fileStem(level.id, stems), width);
        } catch (const Error &e) {
            throw e.under(place).inFile(file);
        } catch (const std::exception &e) {
            throw Error(std::string("cannot draw the level: ") + e.what(), place, file);
        }
        previews.emplace_back(std::move(drawing));
        ++done.written;
    }
    const Drawing sheet = contactSheet(p, previews);
    // 2.4 pixels per unit (240-pixel cells) while the sheet stays under 16 megapixels and 8192 wide.
    const double pxPerUnit =
        std::min({2.4, std::sqrt(16e6 / (sheet.width * sheet.height)), 8192 / sheet.width});
    write(sheet, "sheet", std::max(16, static_cast<int>(std::floor(sheet.width * pxPerUnit))));
    return done;
}

} // namespace tessera::pack
