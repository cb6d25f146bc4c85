#include "cli/packverbs.h"

#include "cli/registry.h"
#include "cli/stderrprogress.h"
#include "common/bench.h"
#include "common/fileio.h"
#include "common/module.h"
#include "common/png.h"
#include "common/raster.h"
#include "common/rng.h"
#include "pack/levelpack.h"
#include "pack/levelsource.h"
#include "pack/ramp.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <ostream>
#include <set>

namespace tessera::cli {

namespace {

namespace fs = std::filesystem;

std::string plural(std::size_t n, const char *word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

std::string numberText(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

int info(const Args &args, Context &ctx) {
    const bool json = args.flag("json");
    args.rejectUnused();
    if (args.positionals().size() != 1) throw Error("pack info takes one pack file");
    const std::string &file = args.positionals().front();
    const pack::LevelPack p = pack::load(file);

    // Modules in order of first appearance, which is the pack's own order.
    std::vector<std::pair<std::string, int>> perModule;
    for (const auto &level : p.levels) {
        auto it = std::find_if(perModule.begin(), perModule.end(),
                               [&](const auto &entry) { return entry.first == level.module; });
        if (it == perModule.end())
            perModule.emplace_back(level.module, 1);
        else
            ++it->second;
    }
    // Over the levels that have a difficulty (an unsolvable or ambiguous one has none).
    double lo = 0, hi = 0;
    int measured = 0;
    for (const auto &level : p.levels) {
        if (!level.difficulty) continue;
        lo = measured == 0 ? *level.difficulty : std::min(lo, *level.difficulty);
        hi = measured == 0 ? *level.difficulty : std::max(hi, *level.difficulty);
        ++measured;
    }

    if (json) {
        OrderedJson j;
        j["file"] = file;
        j["name"] = p.name;
        j["author"] = p.author;
        j["description"] = p.description;
        j["created"] = p.created;
        j["levels"] = p.levels.size();
        OrderedJson modules = OrderedJson::object();
        for (const auto &[module, count] : perModule) modules[module] = count;
        j["modules"] = modules;
        if (measured == 0)
            j["difficulty"] = nullptr;
        else
            j["difficulty"] = {{"min", lo}, {"max", hi}};
        ctx.out << j.dump() << '\n';
        return 0;
    }
    ctx.out << "name: " << p.name << '\n' << "author: " << p.author << '\n';
    if (!p.description.empty()) ctx.out << "description: " << p.description << '\n';
    if (!p.created.empty()) ctx.out << "created: " << p.created << '\n';
    ctx.out << "levels: " << p.levels.size() << '\n';
    for (const auto &[module, count] : perModule) ctx.out << "  " << module << ": " << count << '\n';
    if (measured == 0)
        ctx.out << "difficulty: none\n";
    else
        ctx.out << "difficulty: " << numberText(lo) << " to " << numberText(hi) << '\n';
    return 0;
}

int validate(const Args &args, Context &ctx) {
    args.rejectUnused();
    if (args.positionals().empty()) throw Error("pack validate needs at least one pack file");
    int failed = 0;
    for (const auto &file : args.positionals()) {
        try {
            const pack::LevelPack p = pack::load(file);
            ctx.out << file << ": ok, " << plural(p.levels.size(), "level") << '\n';
        } catch (const Error &e) {
            // Each bad file gets its own one-line reason; the exit status says whether all passed.
            ++failed;
            ctx.out.flush();
            ctx.err << "tessera-cli: " << e.what() << std::endl;
        }
    }
    return failed == 0 ? 0 : 1;
}

// Re-measures every level through its module's one pack-level function (statistics, difficulty on the
// scale, computed tags; id, title, kept tags and provenance stay), then optionally orders the pack.
int measureVerb(const Args &args, Context &ctx) {
    std::vector<std::string> files = args.positionals();
    const std::string outFile = args.str("out", "");
    const std::string order = args.str("order", "keep");
    const std::string tiers = args.str("tiers", "");
    args.rejectUnused();
    if (files.size() != 1) throw Error("pack measure needs one input pack");
    if (outFile.empty()) throw Error("pack measure needs --out FILE");
    if (order != "keep" && order != "difficulty" && order != "ramp")
        throw Error("--order: expected keep, difficulty or ramp, found '" + order + "'");
    pack::LevelPack p = pack::load(files.front());
    for (pack::Level &level : p.levels) {
        const ModuleBackend *backend = findModule(level.module);
        if (!backend || !backend->packLevel)
            throw Error("level '" + level.id + "': module '" + level.module + "' cannot measure levels");
        pack::Level fresh = backend->packLevel(level.data, pack::sourceOf(level));
        fresh.id = level.id;
        level = std::move(fresh);
    }
    std::vector<std::string> sequence;
    for (std::size_t at = 0; at < tiers.size();) {
        const std::size_t comma = std::min(tiers.find(',', at), tiers.size());
        if (comma > at) sequence.push_back(tiers.substr(at, comma - at));
        at = comma + 1;
    }
    if (order == "difficulty") p.levels = pack::reordered(p, pack::difficultyOrder(p));
    if (order == "ramp") p.levels = pack::reordered(p, pack::rampOrder(p, sequence));
    pack::save(p, outFile);
    int none = 0;
    for (const pack::Level &level : p.levels) none += level.difficulty ? 0 : 1;
    ctx.out << outFile << ": " << plural(p.levels.size(), "level") << " measured";
    if (none) ctx.out << ", " << none << " without a difficulty (unsolvable or ambiguous)";
    ctx.out << ", " << pack::rampDips(p).size() << " dips\n";
    return 0;
}

int mergeVerb(const Args &args, Context &ctx) {
    std::vector<std::string> files = args.positionals();
    std::string outFile = args.str("out", "");
    args.rejectUnused();
    if (outFile.empty()) {
        if (files.empty())
            throw Error("pack merge needs an output file: pack merge OUT IN... or --out OUT IN...");
        outFile = files.front();
        files.erase(files.begin());
    }
    if (files.empty()) throw Error("pack merge needs at least one input pack");
    std::vector<pack::LevelPack> packs;
    std::size_t total = 0;
    for (const auto &f : files) {
        packs.push_back(pack::load(f));
        total += packs.back().levels.size();
    }
    pack::MergeResult merged = pack::merge(packs);
    if (merged.pack.created.empty()) merged.pack.created = pack::nowIso8601();
    pack::save(merged.pack, outFile);
    ctx.out << "wrote " << outFile << ": " << plural(merged.pack.levels.size(), "level") << " from "
            << plural(files.size(), "pack") << " (" << total << " read), "
            << plural(static_cast<std::size_t>(merged.duplicatesDropped), "duplicate") << " dropped\n";
    return 0;
}

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

int exportImages(const Args &args, Context &ctx) {
    const std::string dir = args.requiredStr("out");
    const std::string format = args.str("format", "png");
    const int width = static_cast<int>(args.integer("width", 512, 16, 8192));
    args.rejectUnused();
    if (format != "png" && format != "svg" && format != "both")
        throw Error("--format: expected png, svg or both, got '" + format + "'");
    if (args.positionals().size() != 1) throw Error("pack export-images takes one pack file");
    const std::string &file = args.positionals().front();
    const pack::LevelPack p = pack::load(file);
    const bool png = format != "svg", svg = format != "png";

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

    std::vector<std::optional<Drawing>> previews;
    std::set<std::string> stems;
    int written = 0, skipped = 0;
    // Progress only once the export has taken a while, so quick runs print nothing but results.
    StderrProgress progressLine(ctx.err);
    ProgressReporter progress(&progressLine);
    const double start = nowSeconds();
    for (std::size_t i = 0; i < p.levels.size(); ++i) {
        if (nowSeconds() - start > 0.5)
            progress.report(static_cast<double>(i) / static_cast<double>(p.levels.size()),
                            "exporting images");
        const auto &level = p.levels[i];
        const ModuleBackend *backend = findModule(level.module);
        if (!backend || !backend->preview) {
            // A pack may hold levels of modules this build lacks; the rest still export.
            progressLine.finish();
            ctx.err << "tessera-cli: warning: " << file << ": levels[" << i << "] ('" << level.id
                    << "'): no preview for module '" << level.module << "' in this build; skipped\n";
            previews.emplace_back();
            ++skipped;
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
        ++written;
    }
    progressLine.finish();
    const Drawing sheet = contactSheet(p, previews);
    // 2.4 pixels per unit (240-pixel cells) while the sheet stays under 16 megapixels and 8192 wide.
    const double pxPerUnit =
        std::min({2.4, std::sqrt(16e6 / (sheet.width * sheet.height)), 8192 / sheet.width});
    write(sheet, "sheet", std::max(16, static_cast<int>(std::floor(sheet.width * pxPerUnit))));
    ctx.out << "wrote " << plural(static_cast<std::size_t>(written), "level image")
            << " and a contact sheet (" << format << ") to " << dir;
    if (skipped > 0) ctx.out << ", " << skipped << " skipped";
    ctx.out << '\n';
    return 0;
}

// A preview-sized drawing with every kind of shape: a 20 x 20 grid, 100 discs with numbers, dashed lines.
Drawing benchDrawing() {
    Drawing d;
    d.grid(20, 20, 10, rgb(200, 200, 200));
    for (int i = 0; i < 100; ++i) {
        const double x = 5 + (i * 7 % 20) * 10, y = 5 + (i * 3 % 20) * 10;
        d.circle(x, y, 4, rgb(255, 255, 255), rgb(0, 0, 0), 0.6);
        d.text(x, y, 4, std::to_string(2 + i % 8), rgb(0, 0, 0));
    }
    for (int i = 0; i < 20; ++i) d.line(5, 5 + i * 10, 195, 5 + i * 10, rgb(0, 150, 0), 1.5, i % 2 == 0);
    return d;
}

pack::LevelPack benchPack(int levels) {
    pack::LevelPack p;
    p.name = "bench";
    for (int i = 0; i < levels; ++i) {
        pack::Level l;
        l.id = "level-" + std::to_string(i);
        l.module = "linjat";
        l.title = "Level " + std::to_string(i);
        // Distinct content per level, so hashing and merging see real work.
        Rng rng(static_cast<std::uint64_t>(i));
        Json rows = Json::array();
        for (int r = 0; r < 9; ++r) {
            std::string row;
            for (int c = 0; c < 6; ++c) row += " .23456"[rng.below(7)];
            rows.push_back(row);
        }
        l.data = {{"rows", rows}};
        l.statistics = {{"depth", i % 17}, {"width", i % 5}};
        l.difficulty = i * 0.01;
        l.tags = {"bench"};
        l.provenance.seed = static_cast<std::uint64_t>(i);
        p.levels.push_back(std::move(l));
    }
    return p;
}

int benchVerb(const Args &args, Context &ctx) {
    const int levels = static_cast<int>(args.integer("levels", 2000, 1, 1000000));
    const int images = static_cast<int>(args.integer("images", 20, 1, 10000));
    const int width = static_cast<int>(args.integer("width", 512, 16, 8192));
    args.rejectUnused();
    // work returns the case's extra figures (a JSON object text, or empty).
    auto timed = [&](const std::string &name, long long items, const std::function<std::string()> &work) {
        const double t0 = nowSeconds();
        const std::string extra = work();
        printBenchLine(ctx.out, {name, items, nowSeconds() - t0, extra});
    };
    const pack::LevelPack p = benchPack(levels);
    std::string text;
    timed("pack-serialize", levels, [&] {
        text = pack::toJson(p).dump(2);
        return "{\"bytes\":" + std::to_string(text.size()) + "}";
    });
    timed("pack-parse-json", levels,
          [&] { return parseJson(text).at("levels").size() == p.levels.size() ? "" : "{\"error\":1}"; });
    timed("pack-content-hash", levels, [&] {
        std::set<std::string> distinct;
        for (const auto &l : p.levels) distinct.insert(pack::contentHash(l));
        return "{\"distinct\":" + std::to_string(distinct.size()) + "}";
    });
    timed("pack-merge-duplicates", 2LL * levels, [&] {
        return "{\"dropped\":" + std::to_string(pack::merge({p, p}).duplicatesDropped) + "}";
    });

    const Drawing drawing = benchDrawing();
    const std::string size = "{\"width\":" + std::to_string(width) + "}";
    Image image;
    timed("drawing-rasterize", images, [&] {
        for (int i = 0; i < images; ++i) image = rasterize(drawing, width);
        return size;
    });
    timed("png-encode", images, [&] {
        std::string png;
        for (int i = 0; i < images; ++i) png = encodePng(image);
        return "{\"width\":" + std::to_string(width) + ",\"bytes\":" + std::to_string(png.size()) + "}";
    });
    timed("drawing-svg", images, [&] {
        std::string svg;
        for (int i = 0; i < images; ++i) svg = toSvg(drawing, width);
        return "{\"width\":" + std::to_string(width) + ",\"bytes\":" + std::to_string(svg.size()) + "}";
    });
    return 0;
}

} // namespace

void registerPackVerbs(Registry &registry) {
    registry.add({"pack",
                  "info",
                  "Summarise a level pack: name, author, levels per module, difficulty range",
                  "Usage: tessera-cli pack info FILE [--json]\n"
                  "  --json    print one JSON object instead of text\n",
                  {"json"},
                  info});
    registry.add({"pack",
                  "validate",
                  "Check level packs; prints \"FILE: ok, N levels\" per good file",
                  "Usage: tessera-cli pack validate FILE...\n"
                  "Exits with status 1 and a one-line reason per bad file.\n",
                  {},
                  validate});
    registry.add(
        {"pack",
         "measure",
         "Re-measure every level's statistics and difficulty (0-10 scale); optionally reorder",
         "Usage: tessera-cli pack measure IN --out OUT [--order keep|difficulty|ramp] [--tiers T1,T2]\n"
         "  --order O   keep the order (default), sort by difficulty, or ramp: the tiers in the\n"
         "              --tiers sequence (default: by their easiest level), each sorted by difficulty\n"
         "Prints how many levels have no difficulty and where the curve dips.\n",
         {},
         measureVerb});
    registry.add({"pack",
                  "merge",
                  "Merge packs in order, dropping levels with identical content",
                  "Usage: tessera-cli pack merge OUT IN...\n"
                  "       tessera-cli pack merge --out OUT IN...\n"
                  "Metadata comes from the first input; clashing ids are renamed.\n",
                  {},
                  mergeVerb});
    registry.add(
        {"pack",
         "export-images",
         "Write a preview image per level and a contact sheet",
         "Usage: tessera-cli pack export-images FILE --out DIR [--format png|svg|both] [--width PX]\n"
         "  --out DIR       output directory, created if missing (required)\n"
         "  --format F      png (default), svg or both\n"
         "  --width PX      width of each level image in pixels, 16 to 8192 (default 512); a PNG of a\n"
         "                  very tall level is drawn narrower, to stay within 64 megapixels\n"
         "Writes <id>.png / <id>.svg per level and sheet.png / sheet.svg with all levels in order.\n"
         "Levels of a module without a preview in this build are skipped with a warning.\n",
         {},
         exportImages});
    registry.add({"pack",
                  "bench",
                  "Benchmark pack serialization, hashing, merging and image export",
                  "Usage: tessera-cli pack bench [--levels N] [--images N] [--width PX]\n"
                  "  --levels N   levels in the synthetic pack (default 2000)\n"
                  "  --images N   images rasterized, PNG-encoded and written as SVG per case (default 20)\n"
                  "  --width PX   image width (default 512)\n"
                  "Prints one JSON line per case.\n",
                  {},
                  benchVerb});
}

} // namespace tessera::cli
