#include "banqi/benchmark.h"

#include "banqi/chain.h"
#include "banqi/match.h"
#include "banqi/search.h"
#include "cli/registry.h"
#include "common/bench.h"
#include "common/jsonutil.h"

#include <algorithm>
#include <ostream>

namespace tessera::banqi {

namespace {

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5))];
}

// Positions met in play: seeded chain-against-chain games sampled every few plies (fresh deals,
// openings, middle games with many pieces revealed, endings).
std::vector<View> samplePositions(int count, std::uint64_t seed) {
    std::vector<View> out;
    for (int g = 0; int(out.size()) < count && g < count * 10; ++g) {
        Rng rng(dealSeed(seed, g));
        Game game = Game::fresh(Rules{}, rng.next());
        const int every = 3 + int(rng.below(5));
        for (int ply = 0; !game.status().over() && ply < 400 && int(out.size()) < count; ++ply) {
            if (ply % every == 0) out.push_back(game.view());
            game.apply(chooseChain(game.view(), rng));
        }
    }
    return out;
}

void movegenCase(std::ostream &out, const std::vector<View> &views, long calls) {
    std::vector<Move> moves;
    long total = 0;
    const double t0 = nowSeconds();
    for (long i = 0; i < calls; ++i) {
        const View &v = views[std::size_t(i) % views.size()];
        legalMoves(v.position, v.rules, moves);
        total += long(moves.size());
    }
    const double wall = nowSeconds() - t0;
    OrderedJson extra;
    extra["positions"] = views.size();
    extra["positions_per_second"] = std::round(double(calls) / wall);
    extra["moves_per_position"] = std::round(100.0 * double(total) / double(calls)) / 100;
    printBenchLine(out, {"banqi.movegen", calls, wall, extra.dump()});
}

void decisionCase(std::ostream &out, const std::string &name, const std::vector<View> &views, long nodes) {
    std::vector<double> ms;
    double depth = 0;
    const double t0 = nowSeconds();
    for (std::size_t i = 0; i < views.size(); ++i) {
        Rng rng(i + 1);
        const double s = nowSeconds();
        if (name == "chain") {
            (void)chooseChain(views[i], rng);
        } else {
            SearchOptions o;
            o.nodes = nodes;
            depth += search(views[i], o).depth;
        }
        ms.push_back((nowSeconds() - s) * 1e3);
    }
    OrderedJson extra;
    extra["bot"] = name;
    if (name != "chain") {
        extra["nodes"] = nodes;
        extra["mean_depth"] = std::round(10 * depth / double(views.size())) / 10;
    }
    extra["decision_median_ms"] = median(ms);
    extra["decision_p99_ms"] = percentile(ms, 0.99);
    extra["decision_worst_ms"] = percentile(ms, 1);
    extra["timing"] = "one thread, wall time per decision over positions met in chain-against-chain games";
    printBenchLine(out, {"banqi." + name + ".move", long(views.size()), nowSeconds() - t0, extra.dump()});
}

void matchCase(std::ostream &out, BotKind a, BotKind b, int games, std::uint64_t seed, long nodes) {
    MatchOptions o;
    o.a = {a, nodes};
    o.b = {b, nodes};
    o.games = games;
    o.seed = seed;
    const double t0 = nowSeconds();
    const MatchResult r = runMatch(o);
    OrderedJson extra = matchToJson(o, r);
    printBenchLine(out, {std::string("banqi.match.") + botName(a) + "-" + botName(b), r.games,
                         nowSeconds() - t0, extra.dump()});
}

std::string benchmarkUsage() {
    return "Usage: tessera-cli bench banqi [--quick] [--seed S] [--nodes N] [--games N] [--only PREFIX]\n"
           "Cases (one JSON line each, one thread; positions sampled from seeded chain-against-chain "
           "games):\n"
           "  banqi.movegen            the move generator over 500 positions: positions_per_second\n"
           "  banqi.chain.move         the chain bot's decision time (target < 5 ms)\n"
           "  banqi.search.move        the search bot's decision time at --nodes (default 20000; target < 1 "
           "s)\n"
           "  banqi.match.chain-random  a match of --games (default 40) paired games\n"
           "  banqi.match.greedy-random the same for greedy\n"
           "  --quick                  fewer positions and games\n"
           "  --only PREFIX            run only cases whose name starts with PREFIX\n";
}

int runBenchmark(const cli::Args &args, cli::Context &ctx) {
    const bool quick = args.flag("quick");
    const auto seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 40));
    const long nodes = long(args.integer("nodes", 20000, 100, 100000000));
    const int games = int(args.integer("games", quick ? 10 : 40, 2, 1000000));
    const std::string only = args.str("only", "");
    args.rejectUnused();
    auto wanted = [&](const std::string &name) { return only.empty() || name.rfind(only, 0) == 0; };
    const std::vector<View> views = samplePositions(quick ? 100 : 500, seed);
    if (wanted("banqi.movegen")) movegenCase(ctx.out, views, quick ? 100000 : 1000000);
    if (wanted("banqi.chain.move")) decisionCase(ctx.out, "chain", views, 0);
    if (wanted("banqi.search.move")) {
        const std::vector<View> few(views.begin(), views.begin() + std::ptrdiff_t(std::min<std::size_t>(
                                                                       views.size(), quick ? 20 : 100)));
        decisionCase(ctx.out, "search", few, nodes);
    }
    if (wanted("banqi.match.chain-random"))
        matchCase(ctx.out, BotKind::Chain, BotKind::Random, games, seed, nodes);
    if (wanted("banqi.match.greedy-random"))
        matchCase(ctx.out, BotKind::Greedy, BotKind::Random, games, seed, nodes);
    return 0;
}

} // namespace

ModuleBackend::Bench benchmark() {
    return {benchmarkUsage(), {"quick"}, runBenchmark};
}

} // namespace tessera::banqi
