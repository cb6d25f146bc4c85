#include "balls/benchmark.h"

#include "balls/analyser.h"
#include "balls/bandgenerator.h"
#include "balls/generator.h"
#include "balls/whatif.h"
#include "cli/registry.h"
#include "common/bench.h"
#include "common/jsonutil.h"

#include <ostream>

namespace tessera::balls {

namespace {

GeneratorOptions options(int rows, int cols, int balls) {
    GeneratorOptions g;
    g.rows = rows;
    g.cols = cols;
    g.balls = balls;
    return g;
}

std::vector<Board> makeLevels(const GeneratorOptions &g, int count, std::uint64_t seed) {
    Rng rng(seed);
    std::vector<Board> out;
    for (int i = 0; i < count; ++i) out.push_back(constructLevel(g, rng).board);
    return out;
}

void line(std::ostream &out, const std::string &name, long long items, double wall, OrderedJson extra) {
    printBenchLine(out, {name, items, wall, extra.dump()});
}

// The seed's generator plus the full analysis, per level.
void generateCase(std::ostream &out, int count, std::uint64_t seed) {
    const GeneratorOptions g = options(8, 8, 10);
    Rng rng(seed);
    std::vector<double> us, states;
    const double wall0 = nowSeconds();
    for (int i = 0; i < count; ++i) {
        const double t0 = threadCpuSeconds();
        const Construction c = constructLevel(g, rng);
        const Analysis a = analyse(c.board, &c.solution);
        us.push_back((threadCpuSeconds() - t0) * 1e6);
        states.push_back(static_cast<double>(a.states));
    }
    line(out, "balls.generate-analyse.8x8x10", count, nowSeconds() - wall0,
         {{"median_us", median(us)}, {"target_median_us", 100}, {"median_states", median(states)}});
}

void analyseCase(std::ostream &out, int count, std::uint64_t seed) {
    const std::vector<Board> levels = makeLevels(options(10, 10, 20), count, seed);
    std::vector<double> ms, states;
    const double wall0 = nowSeconds();
    for (const Board &b : levels) {
        const double t0 = threadCpuSeconds();
        const Analysis a = analyse(b);
        ms.push_back((threadCpuSeconds() - t0) * 1e3);
        states.push_back(static_cast<double>(a.states));
    }
    line(out, "balls.analyse.10x10x20", count, nowSeconds() - wall0,
         {{"median_ms", median(ms)}, {"target_median_ms", 10}, {"median_states", median(states)}});
}

void whatIfCase(std::ostream &out, int count, std::uint64_t seed) {
    const std::vector<Board> levels = makeLevels(options(10, 10, 12), count, seed);
    std::vector<double> ms, states;
    const double wall0 = nowSeconds();
    for (const Board &b : levels) {
        const double t0 = threadCpuSeconds();
        const WhatIfMap map = whatIfMap(b);
        ms.push_back((threadCpuSeconds() - t0) * 1e3);
        long long total = 0;
        for (const WhatIfCell &c : map.cells) total += c.states;
        states.push_back(static_cast<double>(total));
    }
    line(out, "balls.whatif.10x10x12", count, nowSeconds() - wall0,
         {{"median_ms", median(ms)}, {"target_ms", 100}, {"median_states", median(states)}});
}

void bandCase(std::ostream &out, int count, std::uint64_t seed) {
    BandOptions o;
    o.generator = options(8, 8, 10);
    o.minRandomWin = 0.05;
    o.maxRandomWin = 0.15;
    const double t0 = threadCpuSeconds(), wall0 = nowSeconds();
    const BandRun run = generateBand(o, seed, count);
    const double cpu = threadCpuSeconds() - t0;
    long long tries = 0, states = 0;
    for (const BandRun::Entry &e : run.levels) {
        tries += e.level.tries;
        states += e.level.analysis.states;
    }
    line(out, "balls.band.8x8x10.0.05-0.15", static_cast<long long>(run.levels.size()), nowSeconds() - wall0,
         {{"cpu_s", cpu},
          {"target_s_per_1000", 2},
          {"failed", run.failed},
          {"constructions", tries},
          {"mean_states", run.levels.empty() ? 0.0 : double(states) / double(run.levels.size())}});
}

std::string benchmarkUsage() {
    return "Usage: tessera-cli bench balls [--quick] [--seed S] [--only PREFIX]\n"
           "Cases (one JSON line each; one thread; per-level figures are the thread's CPU time):\n"
           "  balls.generate-analyse.8x8x10  the seed's generator plus the full analysis of a 10-ball\n"
           "                                 8x8 level, 1000 levels (target median < 100 us)\n"
           "  balls.analyse.10x10x20         the exact analysis of 20-ball 10x10 levels, 100 levels\n"
           "                                 (target median < 10 ms)\n"
           "  balls.whatif.10x10x12          the what-if map of 12-ball 10x10 levels, 20 levels\n"
           "                                 (target < 100 ms)\n"
           "  balls.band.8x8x10.0.05-0.15    1000 levels with random-win probability in 0.05-0.15\n"
           "                                 (target < 2 s)\n"
           "Each line gives the median number of states (positions) per level.\n"
           "--quick runs a tenth of each case.\n";
}

int runBenchmark(const cli::Args &args, cli::Context &ctx) {
    const bool quick = args.flag("quick");
    const auto seed = static_cast<std::uint64_t>(args.integer("seed", 1, 0, 1LL << 40));
    const std::string only = args.str("only", "");
    args.rejectUnused();
    auto wanted = [&](const std::string &name) { return only.empty() || name.rfind(only, 0) == 0; };
    const int scale = quick ? 10 : 1;
    if (wanted("balls.generate-analyse")) generateCase(ctx.out, 1000 / scale, seed);
    if (wanted("balls.analyse")) analyseCase(ctx.out, 100 / scale, seed);
    if (wanted("balls.whatif")) whatIfCase(ctx.out, std::max(2, 20 / scale), seed);
    if (wanted("balls.band")) bandCase(ctx.out, 1000 / scale, seed);
    return 0;
}

} // namespace

ModuleBackend::Bench benchmark() {
    return {benchmarkUsage(), {"quick"}, runBenchmark};
}

} // namespace tessera::balls
