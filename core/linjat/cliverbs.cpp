#include "linjat/cliverbs.h"

#include "linjat/linjatmodule.h"

#include "cli/packoutput.h"
#include "cli/registry.h"
#include "cli/stderrprogress.h"
#include "common/rng.h"
#include "linjat/finisher.h"
#include "linjat/generatepack.h"
#include "linjat/generator.h"
#include "linjat/layeredsolver.h"
#include "linjat/levelio.h"
#include "linjat/optimizer.h"
#include "linjat/packlevel.h"
#include "linjat/presets.h"
#include "linjat/solutioncounter.h"
#include "linjat/tiers.h"
#include "pack/levelpack.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <ostream>
#include <sstream>

namespace tessera::linjat {

namespace {

std::string ruleList() {
    std::string s;
    for (const RuleInfo &info : kRules) s += (s.empty() ? "" : ", ") + std::string(info.name);
    return s;
}

std::string presetList() {
    std::string s;
    for (const Preset &p : presets())
        s += (s.empty() ? "" : ", ") + std::string(p.name) + " (" + std::to_string(p.rows) + "x" +
             std::to_string(p.cols) + ", " + std::to_string(p.numbers) + " numbers)";
    return s;
}

const std::string kSolverUsage =
    "  --weight-<rule> W      score weight of a rule's layers; rules: " + ruleList() +
    "\n"
    "  --weight-width W       score weight of the widest layer (default -1)\n"
    "  --disable R1,R2        switch rules off\n"
    "  --no-leaks             switch the uniqueness leaks (uncontested-no-cover, "
    "single-solution) off\n";

const std::string kBoardUsage =
    "  --preset NAME          board, numbers and weights of an original tier: " + presetList() +
    "\n"
    "  --rows R --cols C      board size, 4 to 30 (default 9 x 6)\n"
    "  --numbers N            numbers on the board (default: 15% of the cells)\n"
    "  --min-value V --max-value V   values of the random starting numbers (default 2 to 5)\n"
    "  --tier NAME            keep only levels passing a tier's collection filter: easy, medium,\n"
    "                         hard, expert or none (default: the preset's tier, else none)\n";

void applySolverOptions(const cli::Args &args, SolverOptions &o) {
    auto weight = [&args](const std::string &option, double fallback) {
        return boundedWeight(args.number(option, fallback),
                             [&](const std::string &m) { throw Error("--" + option + ": " + m); });
    };
    for (const RuleInfo &info : kRules)
        o.weight[std::size_t(info.rule)] =
            weight("weight-" + std::string(info.name), o.weight[std::size_t(info.rule)]);
    o.widthWeight = weight("weight-width", o.widthWeight);
    const std::string disabled = args.str("disable", "");
    std::stringstream list(disabled);
    for (std::string name; std::getline(list, name, ',');) {
        if (name.empty()) continue;
        const auto rule = ruleFromName(name);
        if (!rule) throw Error("--disable: unknown rule '" + name + "' (rules: " + ruleList() + ")");
        o.enabled[std::size_t(*rule)] = false;
    }
    if (args.flag("no-leaks")) o = o.withoutLeaks();
}

GeneratorOptions generatorOptions(const cli::Args &args) {
    GeneratorOptions g;
    const std::string presetName = args.str("preset", "");
    bool numbersFromPreset = false;
    if (!presetName.empty()) {
        const Preset *p = findPreset(presetName);
        if (!p) throw Error("--preset: unknown preset '" + presetName + "' (presets: " + presetList() + ")");
        applyPreset(*p, g);
        numbersFromPreset = true;
    }
    g.rows = int(args.integer("rows", g.rows, kMinSide, kMaxSide));
    g.cols = int(args.integer("cols", g.cols, kMinSide, kMaxSide));
    const int fallback = numbersFromPreset && !args.has("rows") && !args.has("cols")
                             ? g.numbers
                             : std::max(1, int(std::lround(0.15 * g.rows * g.cols)));
    g.numbers = int(args.integer("numbers", fallback, 1, std::min(kMaxNumbers, g.rows * g.cols / 2)));
    if (args.has("tier")) {
        const std::string name = args.str("tier", "");
        if (name == "none")
            g.tier.reset();
        else if (const auto t = tierFromName(name))
            g.tier = *t;
        else
            throw Error("--tier: unknown tier '" + name + "' (tiers: easy, medium, hard, expert, none)");
    }
    g.minValue = int(args.integer("min-value", g.minValue, kMinValue, kMaxValue));
    g.maxValue = int(args.integer("max-value", g.maxValue, g.minValue, kMaxValue));
    applySolverOptions(args, g.solver);
    g.check();
    return g;
}

// An optimized level as the pack keeps it: through the module's one pack-level function.
pack::Level optimizedLevel(const Puzzle &puzzle, std::uint64_t seed, const OrderedJson &options) {
    pack::LevelSource source;
    source.title = std::to_string(puzzle.rows()) + "x" + std::to_string(puzzle.cols()) + ", " +
                   std::to_string(puzzle.numberCount()) + " numbers, seed " + std::to_string(seed);
    source.provenance.seed = seed;
    source.provenance.options = Json::parse(options.dump());
    source.provenance.generator = "linjat optimize";
    return packLevel(puzzle, source);
}

int generateVerb(const cli::Args &args, cli::Context &ctx) {
    GenerateOptions g;
    g.generator = generatorOptions(args);
    g.advanced = args.flag("advanced");
    g.attempts = int(args.integer("attempts", g.attempts, 1, 100000000));
    const cli::SeedRange seeds = cli::seedRange(args, 1000000);
    cli::PackOutput out(args, "Linjat levels");
    args.rejectUnused();
    cli::StderrProgress progress(ctx.err);
    const pack::GeneratedLevels run = generatePack(g, seeds, &progress);
    // A seed without a level fails the whole run, before anything is written.
    if (run.failed > 0) throw Error(run.lastFailure + "; try more --numbers or a bigger board");
    out.add(run);
    progress.finish();
    out.finish(ctx);
    return 0;
}

OptimizerOptions optimizerOptions(const cli::Args &args) {
    OptimizerOptions o;
    o.generator = generatorOptions(args);
    o.iterations = int(args.integer("iterations", o.iterations, 0, 2000000000));
    o.poolSize = int(args.integer("pool", o.poolSize, 1, 1000));
    o.pools = int(args.integer("pools", o.pools, 1, 256));
    o.threads = int(args.integer("threads", o.threads, 1, 256));
    o.mutateMinValue = int(args.integer("mutate-min", o.mutateMinValue, kMinValue, kMaxValue));
    o.mutateMaxValue = int(args.integer("mutate-max", o.mutateMaxValue, o.mutateMinValue, kMaxValue));
    if (args.has("target-min")) o.targetMin = args.number("target-min", 0);
    if (args.has("target-max")) o.targetMax = args.number("target-max", 0);
    o.startAttempts = int(args.integer("attempts", o.startAttempts, 1, 100000000));
    o.dotsFromNumbers = args.flag("dots-from-numbers");
    o.seenLimit = int(args.integer("seen-limit", o.seenLimit, 0, 1 << 24));
    o.check();
    return o;
}

int optimizeVerb(const cli::Args &args, cli::Context &ctx) {
    const OptimizerOptions o = optimizerOptions(args);
    const cli::SeedRange seeds = cli::seedRange(args, 1000000);
    cli::PackOutput out(args, "Linjat levels");
    args.rejectUnused();
    cli::StderrProgress progress(ctx.err);
    const OrderedJson options = o.toJson();
    std::vector<std::uint64_t> list;
    for (const int index : seeds.indices()) list.push_back(seeds.seedOf(index));
    // Every level is the one a run with its seed alone makes; the threads share out whole pools, so
    // the bytes do not depend on their number.
    const std::vector<OptimizerResult> results = optimizeEach(o, list, &progress, nullptr);
    for (std::size_t k = 0; k < list.size(); ++k) {
        if (!results[k].best)
            throw Error("no valid level found for seed " + std::to_string(list[k]) +
                        "; try more --numbers, a bigger board or more --attempts");
        out.add(optimizedLevel(results[k].best->puzzle, list[k], options));
    }
    progress.finish();
    out.finish(ctx);
    return 0;
}

std::vector<LevelEntry> readInputs(const cli::Args &args) {
    if (args.positionals().empty()) throw Error("no input file given");
    std::vector<LevelEntry> all;
    for (const std::string &file : args.positionals()) {
        std::vector<LevelEntry> entries = readLevelEntries(file);
        for (LevelEntry &e : entries) {
            if (args.positionals().size() > 1 && e.name != file) e.name = file + ":" + e.name;
            all.push_back(std::move(e));
        }
    }
    return all;
}

int classifyVerb(const cli::Args &args, cli::Context &ctx) {
    SolverOptions o;
    applySolverOptions(args, o);
    const std::vector<LevelEntry> entries = readInputs(args);
    args.rejectUnused();
    LayeredSolver solver(o);
    LayeredSolver leakFreeSolver(o.withoutLeaks());
    for (const LevelEntry &e : entries) {
        solver.reset(e.puzzle);
        const Classification c = solver.run();
        OrderedJson j;
        j["name"] = e.name;
        const OrderedJson cj = c.toJson();
        for (auto it = cj.begin(); it != cj.end(); ++it) j[it.key()] = it.value();
        // Tiers are judged on the deductions a player needs, without the uniqueness leaks.
        Classification leakFree = c;
        if (c.leaked()) {
            leakFreeSolver.reset(e.puzzle);
            leakFree = leakFreeSolver.run();
        }
        const Tier tier = qualifyingTier(leakFree, e.puzzle.rows(), e.puzzle.cols());
        j["tier"] = tierName(tier);
        j["collection_score"] = collectionScore(tier, leakFree);
        OrderedJson passes;
        for (Tier t : kTiers) passes[tierName(t)] = passesTier(t, leakFree);
        j["passes"] = passes;
        if (e.original) j["original"] = Json::parse(e.original->dump());
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

// The original's collection of one tier: the levels of its board that its filter accepts, best 99 by
// collection score,
// shuffled, the tier's easiest first (easy, medium). Judged without the uniqueness leaks.
int collectionVerb(const cli::Args &args, cli::Context &ctx) {
    const std::string name = args.str("tier", "");
    const auto tier = tierFromName(name);
    if (!tier) throw Error("--tier: expected easy, medium, hard or expert, found '" + name + "'");
    const std::uint64_t seed =
        std::uint64_t(args.integer("seed", 1, 0, std::numeric_limits<long long>::max()));
    const int keep = int(args.integer("keep", 99, 1, 1000000));
    const std::vector<LevelEntry> entries = readInputs(args);
    cli::PackOutput out(args, std::string("Linjat ") + tierName(*tier));
    args.rejectUnused();
    LayeredSolver solver(SolverOptions().withoutLeaks());
    std::vector<const LevelEntry *> accepted;
    std::vector<double> scores;
    // As the original, a tier takes the levels of its own board only.
    const Preset &board = presets()[std::size_t(*tier)];
    for (const LevelEntry &e : entries) {
        if (e.puzzle.rows() != board.rows || e.puzzle.cols() != board.cols) continue;
        solver.reset(e.puzzle);
        const Classification c = solver.run();
        if (!c.solved() || !passesTier(*tier, c)) continue;
        accepted.push_back(&e);
        scores.push_back(collectionScore(*tier, c));
    }
    Rng rng(seed);
    for (int i : collectionOrder(*tier, scores, rng, keep)) {
        pack::LevelSource source;
        source.title = accepted[std::size_t(i)]->name;
        out.add(packLevel(accepted[std::size_t(i)]->puzzle, source));
    }
    ctx.err << accepted.size() << " of " << entries.size() << " levels pass the " << tierName(*tier)
            << " filter\n";
    out.finish(ctx);
    return 0;
}

int countVerb(const cli::Args &args, cli::Context &ctx) {
    const int limit = int(args.integer("limit", 2, 1, 1000000000));
    const std::vector<LevelEntry> entries = readInputs(args);
    args.rejectUnused();
    SolutionCounter counter;
    for (const LevelEntry &e : entries) {
        const int n = counter.count(e.puzzle, limit);
        OrderedJson j;
        j["name"] = e.name;
        j["solutions"] = n;
        j["limit"] = limit;
        j["exact"] = n < limit;
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

int solveVerb(const cli::Args &args, cli::Context &ctx) {
    SolverOptions o;
    applySolverOptions(args, o);
    const bool trace = args.flag("trace");
    const std::vector<LevelEntry> entries = readInputs(args);
    args.rejectUnused();
    SolutionCounter counter;
    LayeredSolver solver(o);
    for (const LevelEntry &e : entries) {
        std::vector<Line> first;
        const int n = counter.count(e.puzzle, 2, &first);
        SolveTrace t;
        solver.reset(e.puzzle);
        const Classification c = solver.run(trace ? &t : nullptr);
        OrderedJson j;
        j["name"] = e.name;
        j["solutions"] = n;
        j["unique"] = n == 1;
        j["solution"] = n > 0 ? solutionToJson(e.puzzle, first) : OrderedJson(nullptr);
        j["layered"] = statusName(c.status);
        if (trace) {
            OrderedJson layers = OrderedJson::array();
            for (const TraceLayer &l : t.layers)
                layers.push_back({{"rule", ruleName(l.rule)}, {"width", l.width}});
            j["layers"] = layers;
        }
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

// Finish Level over every level of the files: one JSON line each; the finished ones into --out.
int finishVerb(const cli::Args &args, cli::Context &ctx) {
    SolverOptions o;
    const std::string presetName = args.str("preset", "");
    if (!presetName.empty()) {
        const Preset *p = findPreset(presetName);
        if (!p) throw Error("--preset: unknown preset '" + presetName + "' (presets: " + presetList() + ")");
        GeneratorOptions g;
        applyPreset(*p, g);
        o = g.solver;
    }
    applySolverOptions(args, o);
    const std::uint64_t seed =
        std::uint64_t(args.integer("seed", 1, 0, std::numeric_limits<long long>::max()));
    const long long budget =
        args.integer("budget", kFinishCountBudget, 1, std::numeric_limits<long long>::max());
    const int dropEvery = int(args.integer("drop-dots", 0, 0, 1000000));
    std::optional<cli::PackOutput> out;
    if (args.has("out")) out.emplace(args, "Linjat finished levels");
    const std::vector<LevelEntry> entries = readInputs(args);
    args.rejectUnused();
    OrderedJson provenance;
    provenance["solver"] = o.toJson();
    provenance["seed"] = seed;
    if (dropEvery) provenance["dropDots"] = dropEvery;
    int finished = 0, dropped = 0;
    std::vector<int> dots; // added, per finished level
    std::vector<double> seconds;
    for (const LevelEntry &e : entries) {
        const Puzzle given = dropDots(e.puzzle, dropEvery);
        dropped += e.puzzle.dotCount() - given.dotCount();
        // Every level from the same seed, so a level's result does not depend on the others.
        Rng rng(seed);
        const auto t0 = std::chrono::steady_clock::now();
        const FinishResult r = finishLevel(given, o, rng, nullptr, budget);
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        OrderedJson j;
        j["name"] = e.name;
        j["finished"] = r.finished;
        if (dropEvery) j["dropped"] = e.puzzle.dotCount() - given.dotCount();
        OrderedJson rows = OrderedJson::array();
        for (const std::string &row : puzzleToRows(r.puzzle)) rows.push_back(row);
        j["puzzle"] = rows;
        OrderedJson added = OrderedJson::array();
        for (const auto &[row, col] : r.added) added.push_back({row, col});
        j["added"] = added;
        if (!r.finished) {
            j["stop"] = finishStopName(r.stop);
            j["reason"] = r.reason;
        }
        if (r.proposal) {
            const NumberChange &c = *r.proposal;
            j["proposal"] = {{"row", c.row}, {"col", c.col},     {"from", c.from},
                             {"to", c.to},   {"valid", c.valid}, {"solutions", c.solutions}};
        }
        j["solutions_before"] = r.solutionsAtStart;
        j["pruned"] = r.pruned;
        j["layers"] = r.verdict.leakFree.depth;
        j["score"] = r.verdict.classification.score;
        if (r.finished)
            j["tier"] = tierName(qualifyingTier(r.verdict.leakFree, r.puzzle.rows(), r.puzzle.cols()));
        ctx.out << j.dump() << '\n';
        if (!r.finished) continue;
        ++finished;
        dots.push_back(int(r.added.size()));
        if (out) {
            pack::LevelSource source;
            source.title = e.name;
            source.provenance.seed = seed;
            OrderedJson options = provenance;
            options["source"] = e.name;
            options["added"] = added;
            source.provenance.options = Json::parse(options.dump());
            source.provenance.generator = "linjat finish";
            out->add(packLevel(r.puzzle, source));
        }
    }
    // Levels finished, dots added (total, mean, median), time per level (mean, slowest).
    std::ostringstream summary;
    summary.setf(std::ios::fixed);
    summary.precision(2);
    int total = 0;
    for (int d : dots) total += d;
    summary << "finished " << finished << " of " << entries.size() << " levels, " << total << " dots added";
    if (!dots.empty()) {
        std::sort(dots.begin(), dots.end());
        const std::size_t mid = dots.size() / 2;
        summary << " (mean " << double(total) / double(dots.size()) << ", median "
                << (dots.size() % 2 ? double(dots[mid]) : (dots[mid - 1] + dots[mid]) / 2.0) << ")";
    }
    if (dropEvery) summary << ", " << dropped << " taken away first";
    if (!seconds.empty()) {
        double sum = 0;
        for (double t : seconds) sum += t;
        summary << ", " << 1000 * sum / double(seconds.size()) << " ms per level (slowest "
                << 1000 * *std::max_element(seconds.begin(), seconds.end()) << " ms)";
    }
    ctx.err << summary.str() << '\n';
    if (out) out->finish(ctx);
    return 0;
}

} // namespace

void registerCliVerbs(cli::Registry &registry) {
    const std::vector<std::string> solverFlags{"no-leaks"};
    registry.add({kModuleId,
                  "generate",
                  "Generate verified levels (dots added where the solver stalls) into a pack",
                  "Usage: tessera-cli linjat generate [options]\n" + kBoardUsage + kSolverUsage +
                      "  --advanced             only levels that need a square, dependency or one-of layer\n"
                      "  --attempts N           random boards per level before giving up (default 2000)\n" +
                      cli::generateUsage(),
                  {"no-leaks", "advanced", "append"},
                  generateVerb});
    registry.add(
        {kModuleId,
         "optimize",
         "Optimize levels with the pool optimizer into a pack",
         "Usage: tessera-cli linjat optimize [options]\n" + kBoardUsage + kSolverUsage +
             "  --iterations N         mutants per level (default 10000)\n"
             "  --pool N               pool size (default 10)\n"
             "  --pools N              independent pools per level, each with its share of the\n"
             "                         iterations, the best wins (default 1); the result depends on\n"
             "                         the seed and the pool count (older levels' \"threads\")\n"
             "  --threads N            worker threads (default 1); the result does not depend on it\n"
             "  --target-min X --target-max X   optimise toward a score band instead of upward\n"
             "  --mutate-min V --mutate-max V   value range of mutated numbers (default 2 to 8; a 1\n"
             "                         covers only its own cell, so --mutate-min 1 only on purpose)\n"
             "  --attempts N           random boards tried for the starting level (default 2000)\n"
             "  --dots-from-numbers    not the original's: a mutant's dots are drawn from its numbers, so\n"
             "                         a mutant met again is looked up, not made and solved again\n"
             "                         (other levels than without it; recorded in the level)\n"
             "  --seen-limit N         mutants remembered per pool: the table of --dots-from-numbers,\n"
             "                         or else the memo of scoring solves (at most 4096 slots); 0 makes\n"
             "                         every mutant again (default 32768; the same levels either way)\n" +
             cli::generateUsage(),
         {"no-leaks", "append", "dots-from-numbers"},
         optimizeVerb});
    registry.add(
        {kModuleId,
         "solve",
         "Solve levels: exact solution and uniqueness, one JSON object per level",
         "Usage: tessera-cli linjat solve FILE... [--trace] [solver options]\n"
         "Reads packs, level files, the original's JSON lines, the reference sample or the published\n"
         "collection. Prints {\"name\", \"solutions\" (up to 2), \"unique\", \"solution\", \"layered\"} per "
         "level.\n"
         "  --trace                add the layered solver's layers (rule and width)\n" +
             kSolverUsage,
         {"no-leaks", "trace"},
         solveVerb});
    registry.add({kModuleId, "classify", "Grade levels with the layered solver, one JSON object per level",
                  "Usage: tessera-cli linjat classify FILE... [solver options]\n"
                  "Prints status, depth, widest layer, score and per-rule depth/width per level, the tier\n"
                  "it qualifies for, its collection score in that tier and which tiers' filters it passes\n"
                  "(judged without the uniqueness leaks), and the original's classification when the\n"
                  "input carries one.\n" +
                      kSolverUsage,
                  solverFlags, classifyVerb});
    registry.add({kModuleId,
                  "collection",
                  "Build one tier of the original's collection from levels, in the original's order",
                  "Usage: tessera-cli linjat collection FILE... --tier T [--seed S] [--keep N] [--out FILE]\n"
                  "Keeps the levels of the tier's board (9x6, 10x7, 11x8, 13x9) that its filter accepts\n"
                  "(judged without the uniqueness leaks), ranks\n"
                  "them by the original's collection score, keeps the best N (default 99), shuffles them\n"
                  "with the seed (default 1) and, for easy and medium, puts the levels at 100%, 90%, ...,\n"
                  "60% of the way down the ranking first, so the tier starts with its easiest.\n"
                  "  --out FILE             write a tessera pack (default: print it on stdout)\n"
                  "  --append               add to the pack in --out instead of replacing it\n"
                  "  --name TEXT            pack name for a new pack\n"
                  "  --created TEXT         the pack's creation time (default: now, UTC)\n",
                  {"append"},
                  collectionVerb});
    registry.add({kModuleId,
                  "count",
                  "Count solutions exactly, up to a limit, one JSON object per level",
                  "Usage: tessera-cli linjat count FILE... [--limit N]\n"
                  "  --limit N              stop counting at N (default 2)\n",
                  {},
                  countVerb});
    registry.add(
        {kModuleId,
         "finish",
         "Finish levels: add dots until each is unique and solved by the layered solver",
         "Usage: tessera-cli linjat finish FILE... [--preset NAME | solver options] [--seed S] [--out FILE]\n"
         "Reads what classify reads. Adds the generator's dots, each keeping a solution, until the level\n"
         "has one solution and the layered solver solves it without the uniqueness leaks, then takes\n"
         "away every added dot it does not need; numbers and dots stay. A level no dot can help (no\n"
         "solution, or solutions covering the same cells) stays as it is, with a proposed number change.\n"
         "Prints {\"name\", \"finished\", \"puzzle\" (rows), \"added\" ([row, col] from 0, in order),\n"
         "\"stop\" and \"reason\" (when not finished), \"proposal\" ({row, col, from, to, valid,\n"
         "solutions}), \"solutions_before\", \"pruned\", \"layers\", \"score\", \"tier\"} per level and\n"
         "a summary (levels finished, dots added, time) on stderr.\n"
         "  --preset NAME          the weights of an original tier: " +
             presetList() + "\n" + kSolverUsage +
             "  --seed S               tie-break seed, the same for every level (default 1)\n"
             "  --budget N             search nodes per exact count (default 5000000)\n"
             "  --drop-dots K          first take away every K-th dot of each level (row-major; 1: all),\n"
             "                         to measure Finish Level on known levels\n"
             "  --out FILE             also write the finished levels as a tessera pack\n"
             "  --append --name TEXT --created TEXT   as for generate\n"
             "Example: tessera-cli linjat finish level.json --preset hard --out finished.json\n"
             "         tessera-cli linjat finish ../shared/data/linjat/published-sample.json --drop-dots 2\n",
         {"no-leaks", "append"},
         finishVerb});
}

} // namespace tessera::linjat
