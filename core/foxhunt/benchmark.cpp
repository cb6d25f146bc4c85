#include "foxhunt/benchmark.h"

#include "cli/registry.h"
#include "common/bench.h"
#include "common/jsonutil.h"
#include "foxhunt/generator.h"
#include "foxhunt/prober.h"

#include <algorithm>
#include <ostream>

namespace tessera::foxhunt {

namespace {

struct Case {
    int rows, cols, foxes;
};

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5))];
}

// games seeded games (game i: placement and tie-breaks from seed + i) of one strategy on one case.
void strategyCase(std::ostream &out, Strategy strategy, const Case &c, int games, std::uint64_t seed,
                  const OddsOptions &options) {
    std::vector<double> probes, decisionsMs, cpuMs;
    long long sampled = 0, enumerated = 0, mostStates = 0, mostNodes = 0;
    const double wall0 = nowSeconds();
    for (int g = 0; g < games; ++g) {
        Rng rng(seed + std::uint64_t(g));
        const Level level = randomLevel(c.rows, c.cols, c.foxes, rng);
        // The prober's seed comes after the placement in the stream: seeding it with seed + g too
        // would replay the placement's draws and bias the random strategies.
        const ProberRun run = autoProbe(level, strategy, rng.next(), options);
        probes.push_back(run.probes());
        for (const ProbeStep &s : run.steps) {
            decisionsMs.push_back(s.seconds * 1e3);
            cpuMs.push_back(s.cpuSeconds * 1e3);
            sampled += !s.choice.exact;
            enumerated += s.choice.enumerated;
            if (s.choice.enumerated) mostNodes = std::max(mostNodes, s.choice.nodes);
            if (s.choice.exact) mostStates = std::max(mostStates, s.choice.states);
        }
    }
    const double wall = nowSeconds() - wall0;
    double sum = 0;
    for (double p : probes) sum += p;
    const std::string size = std::to_string(c.rows) + "x" + std::to_string(c.cols);
    OrderedJson extra;
    extra["strategy"] = strategyName(strategy);
    extra["field"] = size;
    extra["foxes"] = c.foxes;
    extra["games"] = games;
    extra["seed"] = seed;
    extra["max_states"] = options.maxStates;
    extra["max_nodes"] = options.maxNodes;
    extra["mean_probes"] = games ? sum / games : 0.0;
    extra["median_probes"] = median(probes);
    extra["best_probes"] = percentile(probes, 0);
    extra["worst_probes"] = percentile(probes, 1);
    extra["decisions"] = decisionsMs.size();
    extra["decision_median_ms"] = median(decisionsMs);
    extra["decision_p95_ms"] = percentile(decisionsMs, 0.95);
    extra["decision_p99_ms"] = percentile(decisionsMs, 0.99);
    extra["decision_worst_ms"] = percentile(decisionsMs, 1);
    extra["decision_cpu_median_ms"] = median(cpuMs);
    extra["decision_cpu_p95_ms"] = percentile(cpuMs, 0.95);
    extra["decision_cpu_p99_ms"] = percentile(cpuMs, 0.99);
    extra["decision_cpu_worst_ms"] = percentile(cpuMs, 1);
    extra["enumerated_decisions"] = enumerated;
    extra["sampled_decisions"] = sampled;
    extra["most_exact_states"] = mostStates;
    extra["most_enumeration_nodes"] = mostNodes;
    extra["timing"] = "per decision (the tracker and the strategy): decision_*_ms wall time, "
                      "decision_cpu_*_ms processor time (steady on a loaded machine)";
    printBenchLine(
        out, {std::string("foxhunt.") + strategyName(strategy) + "." + size + "x" + std::to_string(c.foxes),
              games, wall, extra.dump()});
}

void generateCase(std::ostream &out, int count, std::uint64_t seed) {
    GeneratorOptions g;
    g.minDifficulty = 4;
    g.maxDifficulty = 6;
    std::vector<double> times;
    int failed = 0;
    const double wall0 = nowSeconds();
    for (int i = 0; i < count; ++i) {
        const double t0 = nowSeconds();
        failed += !generateLevel(g, seed + std::uint64_t(i));
        times.push_back((nowSeconds() - t0) * 1e3);
    }
    OrderedJson extra;
    extra["field"] = "10x10";
    extra["foxes"] = g.foxes;
    extra["band"] = "4-6";
    extra["per_level_median_ms"] = median(times);
    extra["per_level_worst_ms"] = percentile(times, 1);
    extra["failed"] = failed;
    printBenchLine(out, {"foxhunt.generate.10x10x8.band4-6", count, nowSeconds() - wall0, extra.dump()});
}

std::string benchmarkUsage() {
    return "Usage: tessera-cli bench foxhunt [--games N] [--quick] [--seed S] [--only PREFIX]\n"
           "Cases (one JSON line each, one thread):\n"
           "  foxhunt.<strategy>.10x10x8   N seeded games (default 1000; game i places its foxes from seed + "
           "i\n"
           "                               and seeds its prober from the next draw, the same placements for\n"
           "                               every strategy):\n"
           "                               mean, median, best and worst probes; per decision the wall and\n"
           "                               processor time (median, p95, p99, worst; two-step's target: p99\n"
           "                               under 16 ms) and which\n"
           "                               exact method answered (enumerated, counted) or sampled\n"
           "  foxhunt.<strategy>.6x6x4     the same on a small field\n"
           "  foxhunt.generate.10x10x8.band4-6   time per generated level in the difficulty band 4-6\n"
           "  strategies: random, clear-zero, most-likely, most-informative, likely-informative, two-step\n"
           "  --quick                      100 games per case\n"
           "  --seed S                     first game's seed (default 1)\n"
           "  --only PREFIX                run only cases whose name starts with PREFIX\n"
           "  --max-states N               the tracker's counting budget (default " +
           std::to_string(decisionOdds().maxStates) +
           ")\n"
           "  --max-nodes N                the tracker's enumeration budget (default " +
           std::to_string(decisionOdds().maxNodes) + ")\n";
}

int runBenchmark(const cli::Args &args, cli::Context &ctx) {
    const bool quick = args.flag("quick");
    const int games = int(args.integer("games", quick ? 100 : 1000, 1, 10000000));
    const auto seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 40));
    const std::string only = args.str("only", "");
    OddsOptions options = decisionOdds();
    options.maxStates = args.integer("max-states", options.maxStates, 1, 1LL << 40);
    options.maxNodes = args.integer("max-nodes", options.maxNodes, 0, 1LL << 40);
    args.rejectUnused();
    auto wanted = [&](const std::string &name) { return only.empty() || name.rfind(only, 0) == 0; };
    for (const Case &c : {Case{10, 10, 8}, Case{6, 6, 4}})
        for (Strategy s : allStrategies()) {
            const std::string name = std::string("foxhunt.") + strategyName(s) + "." +
                                     std::to_string(c.rows) + "x" + std::to_string(c.cols) + "x" +
                                     std::to_string(c.foxes);
            if (wanted(name)) strategyCase(ctx.out, s, c, games, seed, options);
        }
    if (wanted("foxhunt.generate")) generateCase(ctx.out, quick ? 5 : 20, seed);
    return 0;
}

} // namespace

ModuleBackend::Bench benchmark() {
    return {benchmarkUsage(), {"quick"}, runBenchmark};
}

} // namespace tessera::foxhunt
