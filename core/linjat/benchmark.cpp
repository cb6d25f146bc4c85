#include "linjat/benchmark.h"

#include "cli/registry.h"
#include "common/bench.h"
#include "common/jsonutil.h"
#include "common/rng.h"
#include "linjat/finisher.h"
#include "linjat/layeredsolver.h"
#include "linjat/levelio.h"
#include "linjat/optimizer.h"
#include "linjat/presets.h"
#include "linjat/solutioncounter.h"

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <optional>
#include <ostream>

#ifndef TESSERA_LINJAT_PUBLISHED
#define TESSERA_LINJAT_PUBLISHED ""
#endif

namespace tessera::linjat {

namespace {

// The original generator (commit 98dcdc0) on this machine kind, one thread: optimizer iterations per
// CPU second, medians of three rounds of tests/bench/linjat_original.py (27 Nov 2026), which builds it
// and runs it side by side with tessera-cli. The targets are 30 times these.
struct PresetCase {
    const char *preset;
    double originalRate;
    long long iterations;
};
constexpr PresetCase kBoards[] = {
    {"easy", 12400, 60000},
    {"medium", 5200, 30000},
    {"hard", 2750, 20000},
    {"expert", 2000, 15000},
};
constexpr double kSpeedup = 30;
// The original's finished expert level (10,000 iterations and its start), CPU seconds, same source.
constexpr double kOriginalExpertSeconds = 5.05;
constexpr double kTargetExpertSeconds = 0.1;

OptimizerOptions presetOptions(const char *name) {
    OptimizerOptions o;
    applyPreset(*findPreset(name), o.generator);
    return o;
}

std::string boardName(const OptimizerOptions &o) {
    return std::to_string(o.generator.rows) + "x" + std::to_string(o.generator.cols) + "/" +
           std::to_string(o.generator.numbers);
}

// Optimizer throughput: iterations per second of the mutation loop (the starting level is timed apart).
double throughput(std::ostream &out, const PresetCase &b, long long iterations, int threads,
                  std::uint64_t seed, double oneThreadRate = 0, bool fromNumbers = false) {
    OptimizerOptions o = presetOptions(b.preset);
    o.iterations = int(iterations);
    o.dotsFromNumbers = fromNumbers;
    o.pools = threads; // a pool per thread, as these cases have always measured
    o.threads = threads;
    // The speed-up is measured on the same work: the pools (each its own stream)
    // run one after another on one core, then side by side. Two different streams cost differently
    // per iteration (up to 25% apart on expert boards), so a one-thread run of one stream is no fair
    // baseline.
    std::optional<OptimizerResult> sequential;
    if (threads > 1) {
        OptimizerOptions so = o;
        so.sequential = true;
        sequential = optimize(so, seed);
    }
    const std::clock_t c0 = std::clock();
    const OptimizerResult r = optimize(o, seed);
    const double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
    const double loop = std::max(1e-9, r.seconds - r.startSeconds);
    OrderedJson extra;
    extra["board"] = boardName(o);
    extra["preset"] = b.preset;
    extra["pools"] = o.pools;
    extra["threads"] = threads;
    extra["iterations_per_s"] = double(r.iterations) / loop;
    const double rate = double(r.iterations) / loop;
    // Iterations per second of process CPU time: on a machine shared with other work, what one core
    // does when it runs.
    extra["cpu_iterations_per_s"] = cpu > 0 ? double(r.iterations) / cpu : 0;
    if (threads == 1) {
        extra["target_iterations_per_s"] = b.originalRate * kSpeedup;
        extra["original_iterations_per_s"] = b.originalRate;
        // Against the default's run of the same seed and iterations (oneThreadRate).
        if (fromNumbers && oneThreadRate > 0) extra["rate_over_default"] = rate / oneThreadRate;
    } else {
        const double sequentialRate =
            double(sequential->iterations) / std::max(1e-9, sequential->seconds - sequential->startSeconds);
        extra["sequential_iterations_per_s"] = sequentialRate;
        extra["speedup"] = rate / sequentialRate;
        extra["target_speedup"] = 1.8;
        if (oneThreadRate > 0) extra["rate_over_one_thread_run"] = rate / oneThreadRate;
        // Parallel and sequential runs must agree to the byte: the result never depends on timing.
        extra["same_result_as_sequential"] =
            sequential->best && r.best && sequential->best->puzzle == r.best->puzzle &&
            sequential->iterations == r.iterations && sequential->kept == r.kept;
    }
    extra["solved_fraction"] = r.iterations ? double(r.solved) / double(r.iterations) : 0;
    extra["checked"] = r.checked;
    extra["kept"] = r.kept;
    extra["ambiguous_rejected"] = r.ambiguous;
    // Mutants whose scoring solve the memo answered (OptimizerResult::scoredAgain).
    if (!fromNumbers) extra["scored_again"] = r.scoredAgain;
    extra["start_s"] = r.startSeconds;
    extra["best_score"] = r.best ? r.best->classification.score : 0;
    printBenchLine(out, {"linjat.optimizer." + std::string(b.preset) +
                             (threads > 1 ? ".threads" + std::to_string(threads) : "") +
                             (fromNumbers ? ".dots-from-numbers" : ""),
                         r.iterations, loop, extra.dump()});
    return rate;
}

// Several expert levels in one run (`linjat optimize --count 8`, one pool per level), `--threads 2`
// against `--threads 1`: the two threads take whole levels from a queue, and the two runs must make
// the same levels. Wall times count other processes' turns on a shared machine, so the speed-up is also
// worked out from each level's thread CPU time in the one-thread run: its total over the time the
// busier of two threads would need on two free cores (levels in order, each to the thread free first,
// as the queue hands them out). The same from the two-thread run's level times counts what running
// side by side costs (shared cache, the other core's turns on a virtual machine).
void manyLevels(std::ostream &out, long long iterations, int levels, std::uint64_t seed) {
    OptimizerOptions o = presetOptions("expert");
    o.iterations = int(iterations);
    std::vector<std::uint64_t> seeds;
    for (int i = 0; i < levels; ++i) seeds.push_back(seed + std::uint64_t(i));
    auto timed = [&](int threads, double &wall, double &cpu) {
        OptimizerOptions t = o;
        t.threads = threads;
        const double t0 = nowSeconds();
        const std::clock_t c0 = std::clock();
        std::vector<OptimizerResult> r = optimizeEach(t, seeds);
        cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
        wall = nowSeconds() - t0;
        return r;
    };
    double wall1 = 0, wall2 = 0, process1 = 0, process2 = 0;
    const std::vector<OptimizerResult> one = timed(1, wall1, process1);
    const std::vector<OptimizerResult> two = timed(2, wall2, process2);
    bool same = true;
    long long total = 0;
    double cpu1 = 0, cpu2 = 0;
    double busy[2] = {0, 0}, busyTwo[2] = {0, 0};
    for (std::size_t i = 0; i < seeds.size(); ++i) {
        const OptimizerResult &a = one[i], &b = two[i];
        same = same && bool(a.best) == bool(b.best) && (!a.best || a.best->puzzle == b.best->puzzle) &&
               a.solution == b.solution && a.iterations == b.iterations && a.solved == b.solved &&
               a.checked == b.checked && a.kept == b.kept && a.duplicates == b.duplicates;
        total += two[i].iterations;
        for (double c : one[i].workerCpuSeconds) {
            cpu1 += c;
            busy[busy[1] < busy[0] ? 1 : 0] += c;
        }
        for (double c : two[i].workerCpuSeconds) {
            cpu2 += c;
            busyTwo[busyTwo[1] < busyTwo[0] ? 1 : 0] += c;
        }
    }
    const double queueSchedule = std::max(busy[0], busy[1]);
    OrderedJson extra;
    extra["board"] = boardName(o);
    extra["levels"] = levels;
    extra["iterations_per_level"] = o.iterations;
    extra["pools"] = o.pools;
    extra["one_thread_cpu_s"] = cpu1;
    extra["two_threads_cpu_s"] = cpu2;
    extra["cpu_speedup"] = queueSchedule > 0 ? cpu1 / queueSchedule : 0;
    const double sideBySide = std::max(busyTwo[0], busyTwo[1]);
    extra["cpu_speedup_side_by_side"] = sideBySide > 0 ? cpu1 / sideBySide : 0;
    extra["one_thread_wall_s"] = wall1;
    extra["two_threads_wall_s"] = wall2;
    extra["one_thread_process_cpu_s"] = process1;
    extra["two_threads_process_cpu_s"] = process2;
    extra["wall_speedup"] = wall2 > 0 ? wall1 / wall2 : 0;
    extra["target_speedup"] = 1.9;
    extra["same_bytes"] = same;
    printBenchLine(out, {"linjat.optimizer.expert.count" + std::to_string(levels) + ".threads2", total, wall2,
                         extra.dump()});
}

std::vector<Puzzle> publishedExpert(const std::string &file) {
    std::vector<Puzzle> out;
    for (const LevelEntry &e : readLevelEntries(file))
        if (e.puzzle.rows() == 13 && e.puzzle.cols() == 9) out.push_back(e.puzzle);
    if (out.empty()) throw Error("no 13x9 puzzles in the file", "", file);
    return out;
}

std::string benchmarkUsage() {
    return "Usage: tessera-cli bench linjat [--quick] [--published FILE] [--seed S] [--runs N]\n"
           "Cases (one JSON line each):\n"
           "  linjat.optimizer.<tier>          optimizer iterations/s, one thread, on the original's boards\n"
           "                                   (easy 9x6/8, medium 10x7/17, hard 11x8/20, expert 13x9/24)\n"
           "  linjat.optimizer.<tier>.threads2 the same with --pools 2 --threads 2; speedup is over the\n"
           "                                   same two pools run one after another on one core (same\n"
           "                                   result, checked)\n"
           "  linjat.optimizer.<tier>.dots-from-numbers  the same with --dots-from-numbers (not the\n"
           "                                   original's); rate_over_default: over the first case\n"
           "  linjat.optimizer.expert.count8.threads2  8 expert levels of 10000 iterations (as optimize\n"
           "                                   --count 8), --threads 2 against --threads 1: wall time, and\n"
           "                                   from each level's thread CPU time (steady on a shared\n"
           "                                   machine); same_bytes: both runs made the same levels\n"
           "  linjat.expert-level              wall time to a finished, verified expert-grade 13x9 level\n"
           "                                   (expert preset, 10000 iterations), median over --runs seeds\n"
           "  linjat.expert-level.dots-from-numbers  the same with --dots-from-numbers\n"
           "  linjat.counter.published-13x9    exact counter per published 13x9 level, median\n"
           "  linjat.layered.published         layered solver per published level, median\n"
           "  linjat.finish.half-dots          Finish Level on the published levels with every second dot\n"
           "                                   taken away: levels finished, dots added, time per level\n"
           "  linjat.finish.no-dots            the same with all dots taken away\n"
           "  --quick                a tenth of the work (a smoke run)\n"
           "  --published FILE       the reference sample (default: "
           "../shared/data/linjat/published-sample.json)\n"
           "  --seed S               first seed (default 1)\n"
           "  --runs N               seeds for linjat.expert-level (default 7)\n";
}

// A finished, verified expert level (expert preset, 10,000 iterations and its start), median over
// runs seeds; with fromNumbers, OptimizerOptions::dotsFromNumbers.
void expertLevel(std::ostream &out, int runs, std::uint64_t seed, bool fromNumbers) {
    std::vector<double> times, cpuTimes;
    int expertGrade = 0;
    double total = 0;
    OptimizerOptions o = presetOptions("expert");
    o.dotsFromNumbers = fromNumbers;
    for (int i = 0; i < runs; ++i) {
        const std::clock_t c0 = std::clock();
        const OptimizerResult r = optimize(o, seed + std::uint64_t(i));
        cpuTimes.push_back(double(std::clock() - c0) / CLOCKS_PER_SEC);
        times.push_back(r.seconds);
        total += r.seconds;
        if (r.best && r.best->classification.expertGrade()) ++expertGrade;
    }
    OrderedJson extra;
    extra["board"] = boardName(o);
    extra["iterations"] = o.iterations;
    extra["runs"] = runs;
    extra["expert_grade"] = expertGrade;
    extra["median_s"] = median(times);
    extra["median_cpu_s"] = median(cpuTimes);
    extra["max_s"] = *std::max_element(times.begin(), times.end());
    extra["target_median_cpu_s"] = kTargetExpertSeconds;
    extra["original_s"] = kOriginalExpertSeconds;
    printBenchLine(out, {fromNumbers ? "linjat.expert-level.dots-from-numbers" : "linjat.expert-level", runs,
                         total, extra.dump()});
}

std::vector<std::string> benchmarkFlags() {
    return {"quick"};
}

int runBenchmark(const cli::Args &args, cli::Context &ctx) {
    const bool quick = args.flag("quick");
    const std::string published = args.str("published", TESSERA_LINJAT_PUBLISHED);
    const std::uint64_t seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 40));
    const int runs = int(args.integer("runs", quick ? 3 : 7, 1, 1000));
    args.rejectUnused();
    const long long scale = quick ? 10 : 1;

    // Counter and layered solver on the published levels first: they need the file.
    const std::vector<LevelEntry> all = readLevelEntries(published);
    const std::vector<Puzzle> expert = publishedExpert(published);
    {
        SolutionCounter counter;
        const int reps = quick ? 50 : 500;
        std::vector<double> perPuzzle, samples;
        long long nodes = 0;
        bool allUnique = true;
        for (const Puzzle &p : expert) {
            std::vector<double> t;
            for (int i = 0; i < reps; ++i) {
                const double t0 = nowSeconds();
                const int n = counter.count(p, 2);
                t.push_back(nowSeconds() - t0);
                allUnique = allUnique && n == 1;
            }
            nodes += counter.nodes();
            perPuzzle.push_back(median(t));
            samples.insert(samples.end(), t.begin(), t.end());
        }
        OrderedJson extra;
        extra["levels"] = expert.size();
        extra["median_us"] = median(samples) * 1e6;
        extra["slowest_level_median_us"] = *std::max_element(perPuzzle.begin(), perPuzzle.end()) * 1e6;
        extra["mean_nodes"] = double(nodes) / double(expert.size());
        extra["all_unique"] = allUnique;
        extra["target_median_us"] = 20;
        double total = 0;
        for (double s : samples) total += s;
        printBenchLine(ctx.out,
                       {"linjat.counter.published-13x9", (long long)samples.size(), total, extra.dump()});
    }
    {
        LayeredSolver solver(SolverOptions().withoutLeaks());
        std::vector<double> samples;
        int solved = 0;
        const int reps = quick ? 20 : 200;
        for (const LevelEntry &e : all)
            for (int i = 0; i < reps; ++i) {
                const double t0 = nowSeconds();
                solver.reset(e.puzzle);
                const bool ok = solver.run().solved();
                samples.push_back(nowSeconds() - t0);
                if (i == 0) solved += ok;
            }
        OrderedJson extra;
        extra["levels"] = all.size();
        extra["solved_without_leaks"] = solved;
        extra["median_us"] = median(samples) * 1e6;
        double total = 0;
        for (double s : samples) total += s;
        printBenchLine(ctx.out, {"linjat.layered.published", (long long)samples.size(), total, extra.dump()});
    }
    // Finish Level on known levels made ambiguous or stuck, each with its board's preset weights.
    for (const int every : {2, 1}) {
        std::vector<double> samples, added;
        int finished = 0, dropped = 0;
        double total = 0;
        for (const LevelEntry &e : all) {
            GeneratorOptions g;
            for (const Preset &p : presets())
                if (p.rows == e.puzzle.rows() && p.cols == e.puzzle.cols()) applyPreset(p, g);
            const Puzzle given = dropDots(e.puzzle, every);
            dropped += e.puzzle.dotCount() - given.dotCount();
            Rng rng(seed);
            const double t0 = nowSeconds();
            const FinishResult r = finishLevel(given, g.solver, rng);
            const double t = nowSeconds() - t0;
            samples.push_back(t);
            total += t;
            if (!r.finished) continue;
            ++finished;
            added.push_back(double(r.added.size()));
        }
        double sum = 0;
        for (double a : added) sum += a;
        OrderedJson extra;
        extra["levels"] = all.size();
        extra["finished"] = finished;
        extra["dots_taken_away"] = dropped;
        extra["dots_added"] = sum;
        extra["mean_dots_added"] = added.empty() ? 0 : sum / double(added.size());
        extra["median_dots_added"] = added.empty() ? 0 : median(added);
        extra["median_ms"] = median(samples) * 1e3;
        extra["max_ms"] = *std::max_element(samples.begin(), samples.end()) * 1e3;
        printBenchLine(ctx.out, {every == 2 ? "linjat.finish.half-dots" : "linjat.finish.no-dots",
                                 (long long)samples.size(), total, extra.dump()});
    }
    double rates[std::size(kBoards)] = {};
    for (std::size_t i = 0; i < std::size(kBoards); ++i)
        rates[i] = throughput(ctx.out, kBoards[i], kBoards[i].iterations / scale, 1, seed);
    for (const std::size_t i : {std::size_t(0), std::size(kBoards) - 1})
        throughput(ctx.out, kBoards[i], 2 * kBoards[i].iterations / scale, 2, seed, rates[i]);
    for (std::size_t i = 0; i < std::size(kBoards); ++i)
        throughput(ctx.out, kBoards[i], kBoards[i].iterations / scale, 1, seed, rates[i], true);
    manyLevels(ctx.out, 10000 / scale, 8, seed);
    expertLevel(ctx.out, runs, seed, false);
    expertLevel(ctx.out, runs, seed, true);
    return 0;
}

} // namespace

ModuleBackend::Bench benchmark() {
    return {benchmarkUsage(), benchmarkFlags(), runBenchmark};
}

} // namespace tessera::linjat
