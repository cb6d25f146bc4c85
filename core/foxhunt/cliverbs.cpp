#include "foxhunt/cliverbs.h"

#include "foxhunt/foxhuntmodule.h"

#include "cli/packoutput.h"
#include "cli/registry.h"
#include "common/fileio.h"
#include "foxhunt/generatepack.h"
#include "foxhunt/probelist.h"
#include "foxhunt/prober.h"
#include "pack/levelpack.h"

#include <cmath>
#include <ostream>
#include <sstream>

namespace tessera::foxhunt {

namespace {

int oddsVerb(const cli::Args &args, cli::Context &ctx) {
    const int rows = int(args.integer("rows", 10, 1, kMaxSide));
    const int cols = int(args.integer("cols", 10, 1, kMaxSide));
    const int foxes = int(args.integer("foxes", 8, 1, std::min(kMaxFoxes, rows * cols - 1)));
    const int digits = int(args.integer("digits", 6, 1, 17));
    OddsOptions options;
    options.maxStates = args.integer("max-states", options.maxStates, 1, 1LL << 40);
    options.maxNodes = args.integer("max-nodes", options.maxNodes, 0, 1LL << 40);
    options.maxDraws = args.integer("max-draws", options.maxDraws, 1, 1LL << 40);
    options.maxBytes = args.integer("max-mb", options.maxBytes >> 20, 1, 1LL << 20) << 20;
    options.seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 40));
    View view(rows, cols, foxes);
    // Both options may be repeated (--probe c3=1 --probe d4=0) and each value may be a comma list.
    for (const std::string &v : args.values("probe"))
        for (const std::string &w : splitProbeList(v)) putProbe(view, w, true, "--probe");
    for (const std::string &v : args.values("found"))
        for (const std::string &w : splitProbeList(v)) putProbe(view, w, false, "--found");
    // "--probe c3=1 d4=0 --found e5 f6": the words after an option's first value come as positionals.
    for (const std::string &w : args.positionals())
        putProbe(view, w, w.find('=') != std::string::npos, "--probe/--found");
    args.rejectUnused();
    const Odds odds = computeOdds(view, options);
    if (!odds.estimated())
        throw Error("the odds could not be estimated: exact counting needs more than --max-states " +
                    std::to_string(options.maxStates) + " (or --max-mb " +
                    std::to_string(options.maxBytes >> 20) + ") and enumeration more than --max-nodes " +
                    std::to_string(options.maxNodes) + ", and none of " + std::to_string(options.maxDraws) +
                    " sampled placements met every reading");
    const double scale = std::pow(10.0, digits);
    Json rowsJson = Json::array();
    for (int r = 0; r < rows; ++r) {
        Json row = Json::array();
        for (int c = 0; c < cols; ++c) row.push_back(std::round(odds.fox.at({r, c}) * scale) / scale);
        rowsJson.push_back(row);
    }
    ctx.out << rowsJson.dump() << '\n';
    if (odds.exact)
        ctx.err << "exact: " << odds.placements << " consistent placements, " << odds.cleared.size()
                << " cells cleared by the free deduction (" << odds.how << ": "
                << (odds.how == "counted" ? odds.states : odds.nodes)
                << (odds.how == "counted" ? " states)\n" : " nodes)\n");
    else
        ctx.err << "sampled (exact counting would exceed --max-states " << options.maxStates
                << " and enumeration --max-nodes " << options.maxNodes << "): " << odds.samples
                << " placements, largest standard error " << odds.stdError << "\n";
    return 0;
}

struct NamedLevel {
    std::string name;
    Level level;
};

std::vector<NamedLevel> readLevels(const cli::Args &args) {
    if (args.positionals().empty()) throw Error("no level file given (see --help)");
    std::vector<NamedLevel> all;
    for (const std::string &file : args.positionals()) {
        const Json doc = parseJson(readTextFile(file), file);
        try {
            if (doc.is_object() && doc.contains("format")) {
                for (const pack::Level &l : pack::fromJson(doc, file).levels)
                    if (l.module == kModuleId) all.push_back({file + ":" + l.id, levelFromJson(l.data)});
            } else {
                all.push_back({file, levelFromJson(doc)});
            }
        } catch (const Error &e) {
            throw e.inFile(file);
        }
    }
    if (all.empty()) throw Error("no foxhunt level in the files given");
    return all;
}

int solveVerb(const cli::Args &args, cli::Context &ctx) {
    const Strategy strategy = parseStrategy(args.str("strategy", "two-step"));
    const auto seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 40));
    const long long budget = args.integer("budget", kDefaultGameWork, 0, 1LL << 50);
    const std::vector<NamedLevel> levels = readLevels(args);
    args.rejectUnused();
    for (const NamedLevel &l : levels) {
        const ProberRun run = autoProbe(l.level, strategy, seed, decisionOdds(), nullptr, budget);
        if (!run.finished) {
            int found = 0;
            for (const ProbeStep &s : run.steps) found += s.shown == kFound;
            throw Error(l.name + ": could not be solved within --budget " + std::to_string(budget) + " (" +
                        std::to_string(run.probes()) + " probes made, " + std::to_string(found) + " of " +
                        std::to_string(l.level.foxes.size()) + " foxes found by them)");
        }
        OrderedJson j;
        j["name"] = l.name;
        j["strategy"] = strategyName(strategy);
        j["seed"] = seed;
        j["probes"] = run.probes();
        OrderedJson steps = OrderedJson::array();
        for (const ProbeStep &s : run.steps) {
            OrderedJson step;
            step["cell"] = cellName(s.cell);
            step["shown"] = s.shown == kFound ? std::string("fox") : std::to_string(s.shown);
            if (s.choice.probability >= 0) step["p"] = std::round(s.choice.probability * 1e4) / 1e4;
            steps.push_back(step);
        }
        j["moves"] = steps;
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

GeneratorOptions generatorOptions(const cli::Args &args) {
    GeneratorOptions g;
    g.rows = int(args.integer("rows", g.rows, 1, kMaxSide));
    g.cols = int(args.integer("cols", g.cols, 1, kMaxSide));
    g.foxes = int(args.integer("foxes", g.foxes, 1, kMaxFoxes));
    g.openings = int(args.integer("openings", 0, 0, kMaxSide * kMaxSide));
    g.minDifficulty = args.number("min-difficulty", 0);
    g.maxDifficulty = args.number("max-difficulty", 10);
    g.attempts = int(args.integer("attempts", g.attempts, 1, 1000000));
    checkGeneratorOptions(g);
    return g;
}

int generateVerb(const cli::Args &args, cli::Context &ctx) {
    const GeneratorOptions g = generatorOptions(args);
    return cli::generateIntoPack(
        args, ctx, "Fox Hunt levels", "level",
        [&](const cli::SeedRange &seeds, ProgressSink *progress) { return generatePack(g, seeds, progress); },
        [&](const pack::GeneratedLevels &) {
            return "not found in the difficulty band within --attempts " + std::to_string(g.attempts);
        });
}

} // namespace

void registerCliVerbs(cli::Registry &registry) {
    registry.add(
        {kModuleId,
         "odds",
         "The probability of a fox on every cell given probes",
         "Usage: tessera-cli foxhunt odds [options]\n"
         "  --rows R --cols C      the field (default 10x10, at most 26 a side)\n"
         "  --foxes F              foxes hidden (default 8)\n"
         "  --probe CELL=N ...     empty cells probed and their readings (c3=2: column c, row 3)\n"
         "  --found CELL ...       cells where a probe found a fox\n"
         "                         (both may be repeated, --probe c3=2 --probe d5=0, and lists\n"
         "                         may be comma-separated: --probe c3=2,d5=0)\n"
         "  --digits D             decimals printed (default 6)\n"
         "  --max-states N         counting budget before enumeration (default 300000)\n"
         "  --max-nodes N          enumeration budget before sampling (default 1000000; 0: none)\n"
         "  --max-mb M             memory bound of the exact counting in MiB (default 256); the\n"
         "                         whole call stays within about M MiB + 100 bytes per --max-nodes\n"
         "  --max-draws N          placements drawn at most by the sampling fallback (default 20000)\n"
         "  --seed S               seed of the sampling fallback (default 1)\n"
         "Prints a JSON array of rows (row 1 first) of fox probabilities: a found fox 1, a probed\n"
         "empty cell 0. Exact (every consistent placement counted) when the counting fits the\n"
         "budget; otherwise sampled, and stderr says so with the standard error. When no sampled\n"
         "placement meets every reading there is no estimate: exit 1 with one line.\n",
         {},
         oddsVerb,
         {"probe", "found"}});
    registry.add(
        {kModuleId,
         "solve",
         "Play levels with an auto-prober; one JSON object per level",
         "Usage: tessera-cli foxhunt solve FILE... [options]\n"
         "  FILE...                a tessera pack (its foxhunt levels) or a level data object\n"
         "  --strategy S           random, clear-zero, most-likely, most-informative,\n"
         "                         likely-informative or two-step (default)\n"
         "  --seed S               seed of the strategy's tie-breaks (default 1)\n"
         "  --budget N             work budget of one game (default 20000000; 0: none): the\n"
         "                         tracker's nodes, states and samples plus the strategy's weighing\n"
         "                         per decision. A game not finished within it exits 1, one line.\n"
         "Prints name, strategy, probes and every move: cell, shown (fox or the reading), p (the\n"
         "tracker's fox probability of the cell when the strategy computed it).\n",
         {},
         solveVerb});
    registry.add({kModuleId,
                  "generate",
                  "Generate levels in a difficulty band into a pack",
                  "Usage: tessera-cli foxhunt generate [options]\n"
                  "  --rows R --cols C      the field (default 10x10)\n"
                  "  --foxes F              foxes hidden (default 8)\n"
                  "  --openings N           empty cells probed before play starts (default 0)\n"
                  "  --min-difficulty D --max-difficulty D   the band on the 0-10 scale (default 0..10)\n"
                  "  --attempts N           placements tried per level (default 200)\n" +
                      cli::generateUsage() +
                      "Difficulty: the most-likely auto-prober's mean probes over 4 seeded runs, mapped to\n"
                      "0-10 (core/foxhunt/README.md). Exits with 1 when some level was not found.\n",
                  {"append"},
                  generateVerb});
}

} // namespace tessera::foxhunt
