#include "rooms/cliverbs.h"

#include "rooms/roomsmodule.h"

#include "cli/packoutput.h"
#include "cli/registry.h"
#include "cli/stderrprogress.h"
#include "common/fileio.h"
#include "common/png.h"
#include "common/raster.h"
#include "pack/levelpack.h"
#include "rooms/packlevel.h"
#include "rooms/preview.h"
#include "rooms/roomlevel.h"
#include "rooms/tmjexport.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <optional>
#include <ostream>
#include <sstream>

namespace tessera::rooms {

namespace {

std::string objectiveList() {
    std::string names;
    for (Objective o : kAllObjectives) names += (names.empty() ? "" : ", ") + std::string(objectiveName(o));
    return names;
}

double parseNumber(const std::string &option, const std::string &text) {
    errno = 0;
    char *end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(v))
        throw Error("--" + option + ": expected a number, got '" + text + "'");
    return v;
}

template <typename Kind, std::size_t N>
Kind parseKind(const cli::Args &args, const std::string &option, const std::array<Kind, N> &kinds,
               const char *(*name)(Kind), Kind fallback) {
    const std::string s = args.str(option, name(fallback));
    std::string list;
    for (Kind k : kinds) {
        if (s == name(k)) return k;
        list += (list.empty() ? "" : ", ") + std::string(name(k));
    }
    throw Error("--" + option + ": expected one of " + list + ", got '" + s + "'");
}

std::string weightList(const ObjectiveWeights &w) {
    std::ostringstream s;
    for (Objective o : kAllObjectives)
        if (w[static_cast<std::size_t>(o)] != 0)
            s << (s.tellp() > 0 ? "," : "") << objectiveName(o) << "=" << w[static_cast<std::size_t>(o)];
    return s.str();
}

std::shared_ptr<const PrefabSet> loadSet(const cli::Args &args) {
    return std::make_shared<const PrefabSet>(loadPrefabSet(args.requiredStr("prefabs")));
}

void writeText(const std::string &path, const std::string &text, std::ostream &err, const char *what) {
    writeFileAtomic(path, text);
    err << "rooms: wrote " << what << " " << path << '\n';
}

// The image outputs shared by generate and export.
struct ImageOutputs {
    std::string png, svg, tmj;
    int pngWidth = 0;
    int tileSize = 16;
    bool any() const { return !png.empty() || !svg.empty() || !tmj.empty(); }
};

ImageOutputs imageOutputs(const cli::Args &args) {
    ImageOutputs o;
    o.png = args.str("png", "");
    o.svg = args.str("svg", "");
    o.tmj = args.str("tmj", "");
    o.pngWidth = static_cast<int>(args.integer("png-width", 0, 16, 4096));
    o.tileSize = static_cast<int>(args.integer("tile-size", 16, 1, 256));
    return o;
}

void writeImages(const ImageOutputs &o, const RoomMap &map, const MainPath &path, std::ostream &err) {
    if (!o.png.empty() || !o.svg.empty()) {
        const Drawing d = drawRoomMap(map, path);
        const int width =
            fittingWidth(d, o.pngWidth > 0 ? o.pngWidth : std::min(4096, static_cast<int>(d.width) * 8));
        if (!o.png.empty()) writeText(o.png, encodePng(rasterize(d, width)), err, "PNG");
        if (!o.svg.empty()) writeText(o.svg, toSvg(d, width), err, "SVG");
    }
    if (!o.tmj.empty()) {
        const std::filesystem::path tmjPath(o.tmj);
        TmjOptions t;
        t.tileSize = o.tileSize;
        t.tilesetImage = tmjPath.stem().string() + "-tiles.png";
        t.name = tmjPath.stem().string();
        writeText(o.tmj, toTmj(map, path, t).dump(1) + "\n", err, "Tiled map");
        const std::filesystem::path image = tmjPath.parent_path() / t.tilesetImage;
        writeText(image.string(), encodePng(tmjTilesetImage(t.tileSize)), err, "tileset image");
    }
}

const char *kOptionsUsage =
    "  --prefabs FILE           prefab set (tessera-rooms-prefabs JSON), required\n"
    "  --seed N                 seed (default 1)\n"
    "  --options FILE           generator options JSON (as in a map's \"options\"); flags below override it\n"
    "  --rooms N                place at most N rooms (default: every room of the set)\n"
    "  --selector best|random   best-search or random move selection (default best)\n"
    "  --fitness thesis|normalised  objective model (default thesis: the thesis code's counts)\n"
    "  --weights LIST           objective weights, e.g. mainPath=5.8,alternativePaths=1 (default\n"
    "                           mainPath=1,alternativePaths=1,bifurcations=1); objectives: mainPath,\n"
    "                           alternativePaths, bifurcations, condensation, horizontality, verticality\n"
    "  --combinator sum|adaptive  weighted sum, or adaptive weights (default sum)\n"
    "  --attack X|LIST          adaptive attack >= 1, one number or per objective (default 1.1)\n"
    "  --decay X|LIST           adaptive decay in (0, 1], one number or per objective (default 0.9)\n"
    "  --cache none|always|refresh  fitness cache (default none: exact fitness every step)\n"
    "  --refresh N              refresh cache: forget every N rooms (default 10)\n"
    "  --prefab-selector dummy|probability|cycle|rotate  which prefabs each step offers (default\n"
    "                           dummy: all; rotate: the thesis's one prefab per step in turn)\n"
    "  --divisor F              fraction of moves kept each step, (0, 1] (default 1)\n"
    "  --divisor-mode fraction|stride  fraction: that fraction drawn by the seed (default); stride:\n"
    "                           every k-th move, k = round(1 / (1 - F)), as the thesis code\n"
    "  --lookahead N            follow the fittest moves N placements ahead (default 0: greedy)\n"
    "  --lookahead-width N      how many of a step's fittest moves lookahead follows (default 8)\n"
    "  --lookahead-slack X      lookahead places rooms drawn among moves within X of the fittest\n"
    "                           (default 1.5; 0: among equally fit moves)\n"
    "  --restarts N             best search builds N times (the seed, then seeds drawn from it) and\n"
    "                           keeps the fittest (default 6; 1: one build)\n"
    "  --doors all|random       active doors per room (default all)\n"
    "  --door-fraction F        with --doors random, fraction kept, (0, 1] (default 0.5)\n"
    "  --backtrack N            undos allowed when no room fits (default 64; 0 fails at once)\n"
    "  --close-loops            join doors that end up facing each other (maps with loops)\n"
    "  --first-of-ties          best search takes the first of equally fit moves (the original's way;\n"
    "                           default: the seed draws one, so every seed gives its own map)\n"
    "  --fixed-start            the first room is the start of the main path\n"
    "  --start-prefab NAME      prefab of the first room (default: drawn by weight)\n";

const char *kImageUsage =
    "  --png FILE               preview image\n"
    "  --png-width PX           its width, 16 to 4096 (default 8 px per tile, at most 4096)\n"
    "  --svg FILE               preview as SVG\n"
    "  --tmj FILE               Tiled map (.tmj); its tileset image <name>-tiles.png is\n"
    "                           written beside it\n"
    "  --tile-size N            Tiled tile size in pixels (default 16)\n";

std::string summaryLine(const GenerationResult &r) {
    std::ostringstream s;
    int loops = 0;
    for (const auto &c : r.map.connections()) loops += c.loop ? 1 : 0;
    s << "rooms: " << r.map.roomCount() << " rooms, main path " << r.path.length() << " rooms, " << loops
      << " loops, fitness " << (r.log.steps.empty() ? 0.0 : r.log.steps.back().fitness) << "; "
      << r.stats.considered << " moves considered, " << r.stats.evaluated << " evaluated, "
      << r.stats.cacheHits << " from cache, " << r.stats.backtracks << " undos, " << r.stats.seconds << " s";
    return s.str();
}

int generateVerb(const cli::Args &args, cli::Context &ctx) {
    const auto set = loadSet(args);
    const GeneratorOptions options = optionsFromArgs(args);
    const cli::SeedRange seeds = cli::seedRange(args, 100000);
    const std::string mapPath = args.str("map", "");
    const std::string reference = args.str("reference-set", "");
    const std::string title = args.str("title", "");
    const ImageOutputs images = imageOutputs(args);
    const std::vector<int> indices = seeds.indices();
    if ((!mapPath.empty() || images.any()) && indices.size() != 1)
        throw Error("--map, --png, --svg and --tmj write one map: give them with one level (--count 1)");
    if (!reference.empty() && mapPath.empty()) throw Error("--reference-set needs --map FILE");
    // The pack goes to stdout unless it has a file or the map takes stdout.
    const bool pack = args.has("out") || mapPath != "-";
    std::optional<cli::PackOutput> out;
    if (pack) out.emplace(args, "Room maps");
    args.rejectUnused();

    cli::StderrProgress progress(ctx.err);
    for (const int index : indices) {
        const std::uint64_t seed = seeds.seedOf(index);
        const GenerationResult result = generateMap(set, options, seed, &progress);
        progress.finish();
        if (result.status == GenerationStatus::Failed) throw Error(result.message);
        ctx.err << summaryLine(result) << '\n';
        RoomsLevel level = levelFromResult(result, options, seed);
        if (!mapPath.empty()) {
            RoomsLevel written = level;
            written.setFile = reference;
            const std::string text = levelToJson(written).dump(2) + "\n";
            if (mapPath == "-")
                ctx.out << text;
            else
                writeText(mapPath, text, ctx.err, "map");
        }
        writeImages(images, result.map, result.path, ctx.err);
        if (out) {
            pack::LevelSource source;
            if (!title.empty())
                source.title = indices.size() == 1 ? title : title + ", seed " + std::to_string(seed);
            source.provenance.seed = seed;
            source.provenance.options = Json::parse(optionsToJson(options).dump());
            source.provenance.generator = "rooms generate";
            out->add(packLevel(level, source));
        }
    }
    if (out) out->finish(ctx);
    return 0;
}

int exportVerb(const cli::Args &args, cli::Context &ctx) {
    const std::string mapPath = args.requiredStr("map");
    const ImageOutputs images = imageOutputs(args);
    args.rejectUnused();
    if (!images.any()) throw Error("nothing to export: give --png, --svg or --tmj");
    const RoomsLevel level = loadLevel(mapPath);
    const RoomMap map = levelMap(level);
    writeImages(images, map, levelPath(level, map), ctx.err);
    return 0;
}

int checkVerb(const cli::Args &args, cli::Context &ctx) {
    const std::string prefabs = args.str("prefabs", "");
    const std::string mapPath = args.str("map", "");
    args.rejectUnused();
    if (prefabs.empty() == mapPath.empty()) throw Error("give --prefabs FILE or --map FILE");
    if (!prefabs.empty()) {
        const PrefabSet set = loadPrefabSet(prefabs);
        ctx.out << prefabs << ": " << set.entries.size() << " prefabs, " << set.totalRooms() << " rooms\n";
        for (const auto &e : set.entries) {
            int byFacing[4] = {0, 0, 0, 0};
            for (const auto &d : e.prefab.doors()) ++byFacing[static_cast<int>(d.facing)];
            ctx.out << "  " << e.prefab.name() << ": " << e.prefab.rows() << "x" << e.prefab.cols() << ", "
                    << e.prefab.doors().size() << " doors (up " << byFacing[0] << ", right " << byFacing[1]
                    << ", down " << byFacing[2] << ", left " << byFacing[3] << "), count " << e.count
                    << ", weight " << e.weight << '\n';
        }
        return 0;
    }
    const RoomsLevel level = loadLevel(mapPath);
    const RoomMap map = levelMap(level);
    const MainPath path = levelPath(level, map);
    int loops = 0;
    for (const auto &c : map.connections()) loops += c.loop ? 1 : 0;
    ctx.out << mapPath << ": " << map.roomCount() << " rooms, " << map.connections().size()
            << " connections (" << loops << " loops), main path " << path.length() << " rooms from room "
            << path.start << " to room " << path.end << ", " << map.bounds().height() << "x"
            << map.bounds().width() << " tiles\n";
    const bool fixedStart = level.options ? level.options->fixedStart : false;
    // The thesis's objectives (whatever model built the map), then the normalised model's.
    const MainPath thesisPath = findMainPath(map, fixedStart, FitnessModel::Thesis);
    const ObjectiveValues t = evaluateMap(map, fixedStart, FitnessModel::Thesis);
    const auto at = [](const ObjectiveValues &v, Objective o) { return v[static_cast<std::size_t>(o)]; };
    ctx.out << "  thesis objectives (main path " << thesisPath.length() << " rooms from room "
            << thesisPath.start << " to room " << thesisPath.end << "):\n";
    for (Objective o : {Objective::MainPath, Objective::AlternativePaths, Objective::Bifurcations})
        ctx.out << "    " << objectiveName(o) << " " << at(t, o) << '\n';
    const double sum =
        at(t, Objective::MainPath) + at(t, Objective::AlternativePaths) + at(t, Objective::Bifurcations);
    ctx.out << "    fitness " << sum << " with weights 1,1,1; " << sum + 4.8 * at(t, Objective::MainPath)
            << " with 5.8,1,1\n";
    if (level.options && level.options->fitness == FitnessModel::Thesis)
        ctx.out << "    built with weights " << weightList(level.options->combinator.weights) << ": fitness "
                << Combinator(level.options->combinator).combine(t) << '\n';
    const ObjectiveValues v = evaluateMap(map, fixedStart, FitnessModel::Normalised);
    ctx.out << "  normalised objectives:\n";
    for (Objective o : kAllObjectives) ctx.out << "    " << objectiveName(o) << " " << at(v, o) << '\n';
    return 0;
}

} // namespace

ObjectiveWeights parseWeightList(const std::string &option, const std::string &text, ObjectiveWeights base) {
    if (text.find('=') == std::string::npos) {
        base.fill(parseNumber(option, text));
        return base;
    }
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string item = text.substr(start, comma - start);
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            throw Error("--" + option + ": expected name=value, got '" + item +
                        "' (objectives: " + objectiveList() + ")");
        const std::string name = item.substr(0, eq);
        const auto o = objectiveFromName(name);
        if (!o)
            throw Error("--" + option + ": unknown objective '" + name + "' (objectives: " + objectiveList() +
                        ")");
        base[static_cast<std::size_t>(*o)] = parseNumber(option, item.substr(eq + 1));
        start = comma + 1;
    }
    return base;
}

GeneratorOptions optionsFromArgs(const cli::Args &args) {
    GeneratorOptions o;
    if (const std::string file = args.str("options", ""); !file.empty()) {
        try {
            o = optionsFromJson(parseJson(readTextFile(file), file));
        } catch (const Error &e) {
            throw e.inFile(file);
        }
    }
    o.roomLimit = static_cast<int>(args.integer("rooms", o.roomLimit, 0, 1000000));
    o.selector = parseKind(args, "selector", std::array{SelectorKind::BestSearch, SelectorKind::Random},
                           selectorName, o.selector);
    o.fitness = parseKind(
        args, "fitness", std::array{FitnessModel::Thesis, FitnessModel::Normalised},
        +[](FitnessModel m) { return fitnessModelName(m); }, o.fitness);
    if (args.has("weights"))
        o.combinator.weights = parseWeightList("weights", args.str("weights", ""), o.combinator.weights);
    o.combinator.kind =
        parseKind(args, "combinator", std::array{CombinatorKind::WeightedSum, CombinatorKind::Adaptive},
                  combinatorName, o.combinator.kind);
    if (args.has("attack"))
        o.combinator.attack = parseWeightList("attack", args.str("attack", ""), o.combinator.attack);
    if (args.has("decay"))
        o.combinator.decay = parseWeightList("decay", args.str("decay", ""), o.combinator.decay);
    o.cache = parseKind(args, "cache", std::array{CacheKind::None, CacheKind::Always, CacheKind::Refresh},
                        cacheName, o.cache);
    o.refreshEvery = static_cast<int>(args.integer("refresh", o.refreshEvery, 1, 1000000));
    o.prefabSelector = parseKind(args, "prefab-selector",
                                 std::array{PrefabSelectorKind::Dummy, PrefabSelectorKind::Probability,
                                            PrefabSelectorKind::Cycle, PrefabSelectorKind::Rotate},
                                 prefabSelectorName, o.prefabSelector);
    o.moveDivisor = args.number("divisor", o.moveDivisor);
    o.divisorMode = parseKind(args, "divisor-mode", std::array{DivisorMode::Fraction, DivisorMode::Stride},
                              divisorModeName, o.divisorMode);
    o.lookahead = static_cast<int>(args.integer("lookahead", o.lookahead, 0, 64));
    o.lookaheadWidth = static_cast<int>(args.integer("lookahead-width", o.lookaheadWidth, 1, 1000));
    o.lookaheadSlack = args.number("lookahead-slack", o.lookaheadSlack);
    o.restarts = static_cast<int>(args.integer("restarts", o.restarts, 1, 1000));
    o.doors = parseKind(args, "doors", std::array{DoorMode::All, DoorMode::Random}, doorModeName, o.doors);
    o.doorFraction = args.number("door-fraction", o.doorFraction);
    o.backtrackBudget = static_cast<int>(args.integer("backtrack", o.backtrackBudget, 0, 100000000));
    if (args.flag("close-loops")) o.closeLoops = true;
    if (args.flag("first-of-ties")) o.randomTies = false;
    if (args.flag("fixed-start")) o.fixedStart = true;
    o.startPrefab = args.str("start-prefab", o.startPrefab);
    try {
        validateOptions(o);
    } catch (const Error &e) {
        // Name the flag rather than the JSON field.
        static const std::pair<const char *, const char *> flags[] = {
            {"moveDivisor", "--divisor"},
            {"doorFraction", "--door-fraction"},
            {"refreshEvery", "--refresh"},
            {"backtrackBudget", "--backtrack"},
            {"roomLimit", "--rooms"},
            {"combinator.weights", "--weights"},
            {"combinator.attack", "--attack"},
            {"combinator.decay", "--decay"},
            {"lookaheadSlack", "--lookahead-slack"}};
        for (const auto &[field, flag] : flags)
            if (e.place().rfind(field, 0) == 0)
                throw Error(std::string(flag) + ": " + e.message() + " (" + e.place() + ")");
        throw;
    }
    return o;
}

void registerRoomsCommands(cli::Registry &registry) {
    const std::vector<std::string> generatorFlags{"close-loops", "first-of-ties", "fixed-start", "append"};
    registry.add(
        {kModuleId, "generate", "Generate a room map from a prefab set",
         std::string("Usage: tessera-cli rooms generate --prefabs FILE [options]\n\n") + kOptionsUsage +
             cli::generateUsage() +
             "  --title TEXT             the level's title in the pack (default: rooms and seed)\n"
             "  --map FILE               also write the map file (tessera-rooms-map JSON; - for\n"
             "                           stdout, then the pack is printed only with --out)\n"
             "  --reference-set PATH     in the map file, \"prefabSetFile\": PATH instead of the set\n"
             "                           inline\n" +
             kImageUsage,
         generatorFlags, generateVerb});
    registry.add(
        {kModuleId,
         "export",
         "Draw a saved map as PNG/SVG or write it as a Tiled map",
         std::string("Usage: tessera-cli rooms export --map FILE [--png F] [--svg F] [--tmj F]\n\n") +
             "  --map FILE               a tessera-rooms-map JSON file\n" + kImageUsage,
         {},
         exportVerb});
    registry.add({kModuleId,
                  "check",
                  "Check a prefab set or a map file and summarise it",
                  "Usage: tessera-cli rooms check --prefabs FILE | --map FILE\n\n"
                  "  --prefabs FILE           list the prefabs with their potential doors\n"
                  "  --map FILE               rebuild the map from its placement log; print its measures\n",
                  {},
                  checkVerb});
}

} // namespace tessera::rooms
