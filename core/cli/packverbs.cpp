#include "cli/packverbs.h"

#include "cli/registry.h"
#include "cli/stderrprogress.h"
#include "cli/traceverbs.h"
#include "common/bench.h"
#include "common/fileio.h"
#include "common/module.h"
#include "common/png.h"
#include "common/raster.h"
#include "common/rng.h"
#include "pack/imageexport.h"
#include "pack/levelpack.h"
#include "pack/levelsource.h"
#include "pack/packmerge.h"
#include "pack/packstream.h"
#include "pack/ramp.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <ostream>
#include <set>
#include <unistd.h>
#include <unordered_map>

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

// The problems of one file, printed as they are found: at most kShownProblems lines, then a count.
class ProblemLog {
public:
    static constexpr int kShown = 20;
    ProblemLog(Context &ctx, std::string file)
        : mCtx(ctx)
        , mFile(std::move(file)) {}
    void error(const std::string &line) { print("", line, mErrors); }
    void warning(const std::string &line) { print("warning: ", line, mWarnings); }
    int errors() const { return mErrors; }
    int warnings() const { return mWarnings; }
    void finish() {
        if (mErrors + mWarnings > kShown)
            mCtx.err << "tessera-cli: " << mFile << ": "
                     << plural(std::size_t(mErrors + mWarnings - kShown), "more problem") << " not shown ("
                     << plural(std::size_t(mErrors), "error") << ", "
                     << plural(std::size_t(mWarnings), "warning") << " in all)" << std::endl;
    }

private:
    void print(const char *kind, const std::string &line, int &count) {
        if (mErrors + mWarnings < kShown) {
            mCtx.out.flush();
            mCtx.err << "tessera-cli: " << kind << line << std::endl;
        }
        ++count;
    }
    Context &mCtx;
    std::string mFile;
    int mErrors = 0;
    int mWarnings = 0;
};

// One pack file, level by level (pack/packstream.h): each level is read as load() reads it, then
// checked by its module's own checks (ModuleBackend::checkLevel), and dropped; only the ids stay, for
// the duplicate check. Returns whether the file has no errors (warnings allowed).
bool validateFile(const std::string &file, Context &ctx) {
    ProblemLog log(ctx, file);
    std::unordered_map<std::string, std::size_t> ids;
    std::size_t count = 0;
    try {
        pack::streamPack(file, [&](Json &&value, std::size_t i) {
            ++count;
            const std::string place = "levels[" + std::to_string(i) + "]";
            try {
                const pack::Level level = pack::levelFromJson(value, place);
                value = Json(); // the level's copy is all that is kept while it is checked
                const auto [it, fresh] = ids.emplace(level.id, i);
                if (!fresh)
                    throw Error("duplicate level id '" + level.id + "' (also levels[" +
                                    std::to_string(it->second) + "])",
                                place + ".id", file);
                const ModuleBackend *backend = findModule(level.module);
                if (backend && backend->checkLevel) {
                    try {
                        backend->checkLevel(level);
                    } catch (const Error &e) {
                        throw e.under(place);
                    }
                }
                if (!level.provenance.version.empty() && !pack::isVersionText(level.provenance.version))
                    log.warning(Error("\"" + level.provenance.version +
                                          "\" is not a Tessera version (level '" + level.id +
                                          "'; pack measure repairs it)",
                                      place + ".provenance.version", file)
                                    .what());
            } catch (const Error &e) {
                log.error(e.inFile(file).what());
            } catch (const std::exception &e) {
                log.error(Error(std::string("invalid level: ") + e.what(), place, file).what());
            }
        });
    } catch (const Error &e) {
        // The file as a whole is unreadable (syntax, header): one line, as before.
        log.error(e.inFile(file).what());
        log.finish();
        return false;
    }
    log.finish();
    if (log.errors() > 0) return false;
    ctx.out << file << ": ok, " << plural(count, "level");
    if (log.warnings() > 0) ctx.out << ", " << plural(std::size_t(log.warnings()), "warning");
    ctx.out << '\n';
    return true;
}

int validate(const Args &args, Context &ctx) {
    args.rejectUnused();
    if (args.positionals().empty()) throw Error("pack validate needs at least one pack file");
    int failed = 0;
    // Each bad file gets its reasons, one line each; the exit status says whether all passed.
    for (const auto &file : args.positionals())
        if (!validateFile(file, ctx)) ++failed;
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
    int repaired = 0;
    for (pack::Level &level : p.levels) {
        // startLevel() replaces a version that is not one (older builds wrote the character U+0001).
        if (!level.provenance.version.empty() && !pack::isVersionText(level.provenance.version)) ++repaired;
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
    ctx.out << ", " << pack::rampDips(p).size() << " dips";
    if (repaired) ctx.out << ", " << plural(std::size_t(repaired), "provenance version") << " repaired";
    ctx.out << '\n';
    return 0;
}

int mergeVerb(const Args &args, Context &ctx) {
    std::vector<std::string> files = args.positionals();
    std::string outFile = args.str("out", "");
    const bool shards = args.flag("shards");
    args.rejectUnused();
    if (outFile.empty()) {
        if (files.empty())
            throw Error("pack merge needs an output file: pack merge OUT IN... or --out OUT IN...");
        outFile = files.front();
        files.erase(files.begin());
    }
    if (files.empty()) throw Error("pack merge needs at least one input pack");
    // Level by level (pack/packmerge.h): the packs are never held whole.
    if (shards) {
        const pack::FileMergeResult merged = pack::mergeShardFiles(files, outFile);
        ctx.out << "wrote " << outFile << ": " << plural(merged.written, "level") << " from "
                << plural(files.size(), "shard") << '\n';
        return 0;
    }
    const pack::FileMergeResult merged = pack::mergeFiles(files, outFile);
    ctx.out << "wrote " << outFile << ": " << plural(merged.written, "level") << " from "
            << plural(files.size(), "pack") << " (" << merged.read << " read), "
            << plural(static_cast<std::size_t>(merged.duplicatesDropped), "duplicate") << " dropped\n";
    return 0;
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
    // Progress only once the export has taken a while, so quick runs print nothing but results.
    StderrProgress progressLine(ctx.err);
    const pack::ImageExport done = pack::exportImages(
        p, file, dir,
        format == "png"   ? pack::ImageFormat::Png
        : format == "svg" ? pack::ImageFormat::Svg
                          : pack::ImageFormat::Both,
        width,
        [&](const std::string &warning) {
            progressLine.finish();
            ctx.err << "tessera-cli: warning: " << warning << '\n';
        },
        &progressLine);
    progressLine.finish();
    ctx.out << "wrote " << plural(static_cast<std::size_t>(done.written), "level image")
            << " and a contact sheet (" << format << ") to " << dir;
    if (done.skipped > 0) ctx.out << ", " << done.skipped << " skipped";
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
    // The streaming merges, file to file: the pack as the 4 shards of one run (level i in shard i % 4,
    // named as its shard's run names it), merged back with --shards and plainly.
    {
        const fs::path dir = fs::temp_directory_path() / ("tessera-bench-" + std::to_string(::getpid()));
        fs::create_directories(dir);
        std::vector<std::string> shards;
        for (int s = 0; s < 4; ++s) {
            pack::LevelPack shard = p;
            shard.levels.clear();
            for (int i = s; i < levels; i += 4) {
                shard.levels.push_back(p.levels[std::size_t(i)]);
                shard.levels.back().id = "linjat-" + std::to_string(shard.levels.size());
            }
            shards.push_back((dir / ("shard-" + std::to_string(s) + ".json")).string());
            pack::save(shard, shards.back());
        }
        const std::string out = (dir / "merged.json").string();
        timed("pack-merge-shards-stream", levels, [&] {
            return "{\"written\":" + std::to_string(pack::mergeShardFiles(shards, out).written) + "}";
        });
        timed("pack-merge-stream", levels,
              [&] { return "{\"written\":" + std::to_string(pack::mergeFiles(shards, out).written) + "}"; });
        std::error_code ec;
        fs::remove_all(dir, ec);
    }

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

// The registered modules as they describe themselves, so scripts (the sample pack's) and people read
// one list instead of keeping their own.
int modulesVerb(const Args &args, Context &ctx) {
    const bool json = args.flag("json");
    args.rejectUnused();
    if (!args.positionals().empty()) throw Error("pack modules takes no files");
    for (const ModuleBackend &m : moduleBackends()) {
        if (json) {
            OrderedJson j;
            j["id"] = m.id;
            j["title"] = m.title;
            j["playable"] = m.playable();
            j["colour"] = m.colour;
            j["icon"] = m.icon;
            j["sampleGenerate"] = m.sampleGenerate;
            ctx.out << j.dump() << '\n';
            continue;
        }
        ctx.out << m.id << ": " << m.title << (m.playable() ? ", played" : "");
        if (!m.sampleGenerate.empty()) {
            ctx.out << "; sample: tessera-cli " << m.id << " generate";
            for (const std::string &a : m.sampleGenerate) ctx.out << ' ' << a;
        }
        ctx.out << '\n';
    }
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
                  "Reads each pack level by level, checking every level with its module's own checks\n"
                  "(a ball-push solution must win, a BanQi challenge's fields and node budget...).\n"
                  "Prints one line per problem (at most 20 per file, then a count) and exits with\n"
                  "status 1 when some file has an error. A level whose provenance.version is not a\n"
                  "Tessera version (older builds wrote \"\\u0001\") is a warning: pack measure repairs it.\n",
                  {},
                  validate});
    registry.add(
        {"pack",
         "measure",
         "Re-measure every level's statistics and difficulty (0-10 scale); optionally reorder",
         "Usage: tessera-cli pack measure IN --out OUT [--order keep|difficulty|ramp] [--tiers T1,T2]\n"
         "  --order O   keep the order (default), sort by difficulty, or ramp: the tiers in the\n"
         "              --tiers sequence (default: by their easiest level), each sorted by difficulty\n"
         "Prints how many levels have no difficulty and where the curve dips. A provenance.version\n"
         "that is not a Tessera version (older builds wrote \"\\u0001\") becomes this build's.\n",
         {},
         measureVerb});
    registry.add(
        {"pack",
         "merge",
         "Merge packs in order, dropping levels with identical content; or the shards of one run",
         "Usage: tessera-cli pack merge OUT IN...\n"
         "       tessera-cli pack merge --out OUT IN...\n"
         "       tessera-cli pack merge --shards OUT SHARD...\n"
         "Metadata comes from the first input; clashing ids are renamed.\n"
         "  --shards   the inputs are the n files of one generate run split with --shard i/n (any\n"
         "             order): writes the bytes the run without --shard writes (levels by seed, the\n"
         "             run's ids, nothing dropped); refuses files that are not such shards\n"
         "Reads and writes a level at a time, so the packs may be larger than the memory.\n",
         {"shards"},
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
    registry.add(
        {"pack",
         "modules",
         "List the modules a pack may hold, as each describes itself",
         "Usage: tessera-cli pack modules [--json]\n"
         "One line per module: id, title, whether its levels are played, and the generate line of a\n"
         "small sample level (paths from the repository root).\n"
         "  --json    one JSON object per line: id, title, playable, colour, icon, sampleGenerate\n",
         {"json"},
         modulesVerb});
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
    registerTraceVerbs(registry);
}

} // namespace tessera::cli
