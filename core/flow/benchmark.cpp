#include "flow/benchmark.h"

#include "cli/registry.h"
#include "common/bench.h"
#include "common/jsonutil.h"
#include "flow/fastsolver.h"
#include "flow/formats.h"
#include "flow/generator.h"
#include "flow/grader.h"
#include "flow/referencesolver.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

#ifndef TESSERA_FLOW_SAMPLES
#define TESSERA_FLOW_SAMPLES ""
#endif

namespace tessera::flow {

namespace {

struct SetSpec {
    const char *name;
    int rows, cols, minColours, maxColours, minLength;
    int count, quickCount;
    double targetMedianMs, targetWorstMs; // 0 = no target
};

// Solve sets, made by the generator with fixed seeds. "long" sets ask for long winding paths
// (few colours, long minimum path length).
constexpr SetSpec kSolveSets[] = {
    {"5x5", 5, 5, 4, 6, 3, 200, 40, 0, 0},
    {"7x7", 7, 7, 6, 8, 3, 200, 40, 0, 0},
    {"9x9", 9, 9, 8, 10, 3, 200, 40, 0, 0},
    {"11x11", 11, 11, 9, 12, 3, 200, 40, 0, 0},
    {"14x14", 14, 14, 10, 16, 3, 200, 40, 0.5, 20},
    {"15x15-long", 15, 15, 9, 11, 10, 50, 15, 0, 50},
    {"20x20-long", 20, 20, 14, 18, 12, 50, 15, 0, 50},
};

GeneratorOptions setOptions(const SetSpec &s) {
    GeneratorOptions g;
    g.rows = s.rows;
    g.cols = s.cols;
    g.minColours = s.minColours;
    g.maxColours = s.maxColours;
    g.minPathLength = s.minLength;
    g.maxAttempts = 20000;
    return g;
}

std::vector<Puzzle> makeSet(const SetSpec &s, int count, std::uint64_t seed) {
    const GenerationRun run = generateLevels(setOptions(s), seed, count);
    std::vector<Puzzle> out;
    for (const auto &e : run.levels) out.push_back(e.level.puzzle);
    return out;
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(
        std::min<double>(static_cast<double>(v.size() - 1), q * static_cast<double>(v.size() - 1) + 0.5));
    return v[i];
}

// Thread CPU time, best of `repeats` runs per puzzle: one-off stalls of a shared machine are not the
// solver's time.
double timeSolve(const Puzzle &puzzle, int limit, int repeats, SolveResult &last) {
    double best = 1e300;
    for (int r = 0; r < repeats; ++r) {
        FastSolveOptions o;
        o.rule = puzzle.rule;
        o.limit = limit;
        o.keep = 1;
        const double t0 = threadCpuSeconds();
        last = solveFast(puzzle, o);
        best = std::min(best, threadCpuSeconds() - t0);
    }
    return best;
}

void solveCase(std::ostream &out, const std::string &name, const std::vector<Puzzle> &puzzles, int repeats,
               double targetMedianMs, double targetWorstMs) {
    std::vector<double> first, proof, nodes;
    int unique = 0, multiple = 0, unsolvable = 0, rejected = 0;
    const double wall0 = nowSeconds();
    for (const Puzzle &p : puzzles) {
        SolveResult r;
        first.push_back(timeSolve(p, 1, repeats, r) * 1e3);
        proof.push_back(timeSolve(p, 2, repeats, r) * 1e3);
        nodes.push_back(static_cast<double>(r.nodes));
        rejected += r.rejected;
        switch (r.status()) {
        case SolveStatus::Unique:
            ++unique;
            break;
        case SolveStatus::Multiple:
            ++multiple;
            break;
        case SolveStatus::Unsolvable:
            ++unsolvable;
            break;
        default:
            break;
        }
    }
    OrderedJson extra;
    if (!puzzles.empty()) {
        extra["board"] = std::to_string(puzzles[0].rows) + "x" + std::to_string(puzzles[0].cols);
        int lo = 1 << 30, hi = 0;
        for (const Puzzle &p : puzzles)
            lo = std::min(lo, p.colourCount()), hi = std::max(hi, p.colourCount());
        extra["colours"] = std::to_string(lo) + "-" + std::to_string(hi);
    }
    extra["solve_median_ms"] = median(first);
    extra["solve_worst_ms"] = percentile(first, 1);
    extra["proof_median_ms"] = median(proof);
    extra["proof_p90_ms"] = percentile(proof, 0.9);
    extra["proof_worst_ms"] = percentile(proof, 1);
    extra["nodes_median"] = median(nodes);
    extra["nodes_worst"] = percentile(nodes, 1);
    extra["unique"] = unique;
    extra["multiple"] = multiple;
    extra["unsolvable"] = unsolvable;
    extra["rejected_by_validator"] = rejected;
    extra["timing"] = "thread CPU time, best of " + std::to_string(repeats) + " runs per puzzle";
    if (targetMedianMs > 0) extra["target_median_ms"] = targetMedianMs;
    if (targetWorstMs > 0) extra["target_worst_ms"] = targetWorstMs;
    if (targetMedianMs > 0 || targetWorstMs > 0)
        extra["meets_target"] = (targetMedianMs <= 0 || median(proof) < targetMedianMs) &&
                                (targetWorstMs <= 0 || percentile(proof, 1) < targetWorstMs);
    // wall_s: the whole case, every repeat included.
    printBenchLine(out, {name, static_cast<long long>(puzzles.size()), nowSeconds() - wall0, extra.dump()});
}

void generateCase(std::ostream &out, const std::string &name, const GeneratorOptions &g, int count,
                  std::uint64_t seed, double targetMedianMs) {
    std::vector<double> times;
    long long attempts = 0;
    int failed = 0;
    double total = 0;
    for (int i = 0; i < count; ++i) {
        const double w0 = nowSeconds(), t0 = threadCpuSeconds();
        const auto level = generateLevel(g, levelSeed(seed, i));
        const double t = threadCpuSeconds() - t0;
        total += nowSeconds() - w0;
        if (!level) {
            ++failed;
            continue;
        }
        times.push_back(t * 1e3);
        attempts += level->attempts;
    }
    OrderedJson extra;
    extra["board"] = std::to_string(g.rows) + "x" + std::to_string(g.cols);
    std::string colours = std::to_string(g.minColours);
    if (g.maxColours != g.minColours) colours += '-' + std::to_string(g.maxColours);
    extra["colours"] = colours;
    extra["method"] = methodName(g.method);
    extra["timing"] = "thread CPU time per level";
    extra["per_level_median_ms"] = median(times);
    extra["per_level_worst_ms"] = percentile(times, 1);
    extra["attempts_per_level"] =
        times.empty() ? 0.0 : static_cast<double>(attempts) / static_cast<double>(times.size());
    extra["failed"] = failed;
    if (targetMedianMs > 0) {
        extra["target_median_ms"] = targetMedianMs;
        extra["meets_target"] = failed == 0 && median(times) < targetMedianMs;
    }
    printBenchLine(out, {name, static_cast<long long>(count), total, extra.dump()});
}

// The reference solver per board size, with a work budget: where it stops being usable.
void referenceCase(std::ostream &out, int size, int count, std::uint64_t seed, long long budget) {
    SetSpec spec{"", size, size, std::max(2, size - 1), size + 1, 3, 0, 0, 0, 0};
    const std::vector<Puzzle> puzzles = makeSet(spec, count, seed);
    std::vector<double> times;
    int proven = 0, gaveUp = 0, agree = 0;
    double total = 0;
    for (const Puzzle &p : puzzles) {
        ReferenceSolveOptions o;
        o.rule = p.rule;
        o.maxWork = budget;
        const double w0 = nowSeconds(), t0 = threadCpuSeconds();
        const SolveResult r = solveReference(p, o);
        times.push_back((threadCpuSeconds() - t0) * 1e3);
        total += nowSeconds() - w0;
        if (r.budgetHit) {
            ++gaveUp;
            continue;
        }
        ++proven;
        FastSolveOptions f;
        f.rule = p.rule;
        agree += solveFast(p, f).count == r.count ? 1 : 0;
    }
    OrderedJson extra;
    extra["board"] = std::to_string(size) + "x" + std::to_string(size);
    extra["colours"] = std::to_string(spec.minColours) + "-" + std::to_string(spec.maxColours);
    extra["work_budget"] = budget;
    extra["proven"] = proven;
    extra["gave_up"] = gaveUp;
    extra["agrees_with_fast"] = agree;
    extra["median_ms"] = median(times);
    extra["worst_ms"] = percentile(times, 1);
    extra["timing"] = "thread CPU time per puzzle";
    printBenchLine(out, {"flow.reference." + std::to_string(size) + "x" + std::to_string(size),
                         static_cast<long long>(puzzles.size()), total, extra.dump()});
}

// Uniqueness under the any-filling rule on open boards (the generated strict sets: under the
// any-filling rule many have other fillings): limit 2 with a node budget, by the exhaustive search
// alone, with the local proof of a second filling, with clause learning after the first filling, and
// with both (the default: local windows first, then clauses).
void anyRuleCase(std::ostream &out, const std::string &name, const std::vector<Puzzle> &puzzles,
                 long long budget) {
    OrderedJson extra;
    double total = 0;
    struct Way {
        const char *name;
        bool local, clauses;
    };
    for (const Way way : {Way{"exhaustive_only", false, false}, Way{"local_proof", true, false},
                          Way{"clauses", false, true}, Way{"local_then_clauses", true, true}}) {
        std::vector<double> times;
        int multiple = 0, unique = 0, stopped = 0, local2 = 0, bySat = 0;
        for (Puzzle p : puzzles) {
            p.rule = Rule::AnyFilling;
            FastSolveOptions o;
            o.rule = Rule::AnyFilling;
            o.maxNodes = budget;
            o.localSecond = way.local;
            o.satProof = way.clauses;
            const double w0 = nowSeconds(), t0 = threadCpuSeconds();
            const SolveResult r = solveFast(p, o);
            times.push_back((threadCpuSeconds() - t0) * 1e3);
            total += nowSeconds() - w0;
            multiple += r.status() == SolveStatus::Multiple;
            unique += r.status() == SolveStatus::Unique;
            stopped += r.stopped();
            local2 += r.provedLocally;
            bySat += r.provedBySat;
        }
        OrderedJson side;
        side["median_ms"] = median(times);
        side["worst_ms"] = percentile(times, 1);
        side["multiple"] = multiple;
        side["unique"] = unique;
        side["unknown_within_budget"] = stopped;
        if (way.local) side["proved_locally"] = local2;
        if (way.clauses) side["proved_by_clauses"] = bySat;
        extra[way.name] = side;
    }
    if (!puzzles.empty())
        extra["board"] = std::to_string(puzzles[0].rows) + "x" + std::to_string(puzzles[0].cols);
    extra["node_budget"] = budget;
    extra["timing"] = "thread CPU time per puzzle";
    printBenchLine(out, {name, static_cast<long long>(puzzles.size()), total, extra.dump()});
}

void gradeCase(std::ostream &out, const std::string &name, const std::vector<Puzzle> &puzzles) {
    std::vector<double> times;
    int deduced = 0;
    double total = 0, fraction = 0;
    for (const Puzzle &p : puzzles) {
        const double w0 = nowSeconds(), t0 = threadCpuSeconds();
        const GradeResult g = grade(p);
        times.push_back((threadCpuSeconds() - t0) * 1e3);
        total += nowSeconds() - w0;
        deduced += g.solvedByDeduction ? 1 : 0;
        fraction += g.deducedFraction();
    }
    OrderedJson extra;
    extra["median_ms"] = median(times);
    extra["worst_ms"] = percentile(times, 1);
    extra["timing"] = "thread CPU time per puzzle";
    extra["solved_by_deduction"] = deduced;
    extra["mean_deduced_fraction"] = puzzles.empty() ? 0.0 : fraction / static_cast<double>(puzzles.size());
    printBenchLine(out, {name, static_cast<long long>(puzzles.size()), total, extra.dump()});
}

std::string benchmarkUsage() {
    return "Usage: tessera-cli bench flow [--quick] [--seed S] [--file FILE] [--repeats N] [--only PREFIX]\n"
           "Cases (one JSON line each; one thread; per-puzzle and per-level figures are the thread's CPU\n"
           "time, so other processes on a shared machine do not count; wall_s is the whole case):\n"
           "  flow.solve.<set>           solve (limit 1) and solve + uniqueness proof (limit 2) per puzzle "
           "over\n"
           "                             a generated set: 5x5, 7x7, 9x9, 11x11, 14x14 (10-16 colours; "
           "target\n"
           "                             median < 0.5 ms, worst < 20 ms), 15x15-long and 20x20-long (long\n"
           "                             winding paths; target < 50 ms each)\n"
           "  flow.solve.samples         the same over tests/data/flow/classic.txt when it is there\n"
           "  flow.solve.file            the same over --file FILE (any supported format)\n"
           "  flow.generate.<case>       time per unique level: 9x9 with 9 colours (target median < 20 ms),\n"
           "                             15x15 with 15 colours (target median < 200 ms), 15x15 and 20x20 "
           "with\n"
           "                             long paths, and the seed's random-endpoints method on 5x5\n"
           "  flow.reference.<n>x<n>     the seed's reference solver with a work budget: how many it proves\n"
           "  flow.grade.14x14           the layered grader per puzzle\n"
           "  flow.any.<set>             limit 2 under the any-filling rule on 20 of the 9x9 and 14x14 sets, "
           "node\n"
           "                             budget 200000: the local proof of a second filling against the\n"
           "                             exhaustive search alone (proven, unknown within budget, times)\n"
           "  --quick                    smaller sets (a smoke run)\n"
           "  --seed S                   seed of the generated sets (default 1)\n"
           "  --repeats N                timing runs per puzzle, best kept (default 3)\n"
           "  --only PREFIX              run only cases whose name starts with PREFIX\n";
}

std::vector<std::string> benchmarkFlags() {
    return {"quick"};
}

int runBenchmark(const cli::Args &args, cli::Context &ctx) {
    const bool quick = args.flag("quick");
    const auto seed = static_cast<std::uint64_t>(args.integer("seed", 1, 0, 1LL << 40));
    const int repeats = static_cast<int>(args.integer("repeats", 3, 1, 100));
    const std::string file = args.str("file", "");
    const std::string only = args.str("only", "");
    args.rejectUnused();
    auto wanted = [&](const std::string &name) { return only.empty() || name.rfind(only, 0) == 0; };

    std::vector<Puzzle> grading;
    for (const SetSpec &s : kSolveSets) {
        const std::string name = std::string("flow.solve.") + s.name;
        const bool gradeSet = std::string(s.name) == "14x14" && wanted("flow.grade.14x14");
        const std::string anyName = std::string("flow.any.") + s.name;
        const bool anySet =
            (std::string(s.name) == "9x9" || std::string(s.name) == "14x14") && wanted(anyName);
        if (!wanted(name) && !gradeSet && !anySet) continue;
        const std::vector<Puzzle> set = makeSet(s, quick ? s.quickCount : s.count, seed);
        if (wanted(name)) solveCase(ctx.out, name, set, repeats, s.targetMedianMs, s.targetWorstMs);
        if (anySet) // the first 20 (quick: 10): the exhaustive side may spend its whole budget on each
            anyRuleCase(ctx.out, anyName,
                        std::vector<Puzzle>(set.begin(), set.begin() + std::min<std::ptrdiff_t>(
                                                                           std::ssize(set), quick ? 10 : 20)),
                        kDefaultSolveNodes);
        if (gradeSet) grading = set;
    }
    const std::string samples = TESSERA_FLOW_SAMPLES;
    if (wanted("flow.solve.samples") && !samples.empty() && std::filesystem::exists(samples)) {
        std::vector<Puzzle> set;
        for (const LoadedPuzzle &l : loadPuzzles(samples)) set.push_back(l.puzzle);
        solveCase(ctx.out, "flow.solve.samples", set, repeats, 0, 0);
    }
    if (!file.empty() && wanted("flow.solve.file")) {
        std::vector<Puzzle> set;
        for (const LoadedPuzzle &l : loadPuzzles(file)) set.push_back(l.puzzle);
        solveCase(ctx.out, "flow.solve.file", set, repeats, 0, 0);
    }

    GeneratorOptions g9;
    g9.rows = g9.cols = 9;
    g9.minColours = g9.maxColours = 9;
    if (wanted("flow.generate.9x9"))
        generateCase(ctx.out, "flow.generate.9x9", g9, quick ? 40 : 200, seed, 20);
    GeneratorOptions g15 = g9;
    g15.rows = g15.cols = 15;
    g15.minColours = g15.maxColours = 15;
    if (wanted("flow.generate.15x15"))
        generateCase(ctx.out, "flow.generate.15x15", g15, quick ? 20 : 100, seed, 200);
    for (const SetSpec &s : kSolveSets) {
        const std::string set = s.name;
        if (set != "15x15-long" && set != "20x20-long") continue;
        const std::string name = "flow.generate." + set;
        GeneratorOptions g = setOptions(s);
        if (wanted(name)) generateCase(ctx.out, name, g, quick ? 5 : 20, seed, 0);
    }
    GeneratorOptions seedWay;
    seedWay.rows = seedWay.cols = 5;
    seedWay.minColours = 4;
    seedWay.maxColours = 6;
    seedWay.method = GeneratorMethod::RandomEndpoints;
    seedWay.maxAttempts = 1000000;
    if (wanted("flow.generate.random-endpoints.5x5"))
        generateCase(ctx.out, "flow.generate.random-endpoints.5x5", seedWay, quick ? 3 : 10, seed, 0);

    const long long budget = quick ? 2000000 : 20000000;
    for (int size = 4; size <= 10; ++size)
        if (wanted("flow.reference." + std::to_string(size) + "x" + std::to_string(size)))
            referenceCase(ctx.out, size, quick ? 3 : 10, seed, budget);

    if (wanted("flow.grade.14x14")) gradeCase(ctx.out, "flow.grade.14x14", grading);
    return 0;
}

} // namespace

ModuleBackend::Bench benchmark() {
    return {benchmarkUsage(), benchmarkFlags(), runBenchmark};
}

} // namespace tessera::flow
