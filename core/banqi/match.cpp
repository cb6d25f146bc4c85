#include "banqi/match.h"

#include "banqi/playbots.h"
#include "common/bench.h"

#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

namespace tessera::banqi {

std::uint64_t dealSeed(std::uint64_t seed, int pair) {
    std::uint64_t s = seed * 0x9E3779B97F4A7C15ULL + std::uint64_t(pair) * 2 + 1;
    return Rng::splitmix64(s);
}

std::uint64_t botSeed(std::uint64_t seed, int game) {
    std::uint64_t s = (seed ^ 0xB0750000B0750000ULL) * 0xD1B54A32D192ED03ULL + std::uint64_t(game);
    return Rng::splitmix64(s);
}

std::optional<GameRecord> playMatchGame(const MatchOptions &options, int index, const CancelToken *cancel) {
    GameRecord rec;
    rec.index = index;
    rec.aFirst = index % 2 == 0;
    const Position start = options.start ? *options.start : startPosition();
    Game game(start, options.rules, dealHidden(start, dealSeed(options.seed, index / 2)));
    const BotOptions &first = rec.aFirst ? options.a : options.b;
    const BotOptions &second = rec.aFirst ? options.b : options.a;
    Rng rng(botSeed(options.seed, index));
    struct Cancelled {};
    // Each choice is timed for its bot; cancel is polled before each move (within one move of it).
    const BotTurn timed = [&](int player, const std::function<std::string()> &choose) {
        if (cancel && cancel->cancelled()) throw Cancelled{};
        const double t0 = nowSeconds();
        std::string move = choose();
        const double dt = nowSeconds() - t0;
        const bool isA = (player == 0) == rec.aFirst;
        (isA ? rec.secondsA : rec.secondsB) += dt;
        ++(isA ? rec.movesA : rec.movesB);
        return move;
    };
    try {
        rec.plies = int(playBots(game, first, second, rng, options.maxPlies, timed).size());
    } catch (const Cancelled &) {
        return std::nullopt;
    }
    const play::Status s = game.status();
    if (!s.over()) {
        rec.end = "ply-limit";
    } else {
        rec.end = endName(game.end());
        if (s.winner >= 0) rec.resultA = (s.winner == 0) == rec.aFirst ? 1 : -1;
    }
    return rec;
}

std::pair<double, double> wilson(double score, int n) {
    if (n <= 0) return {0, 1};
    const double z = 1.959963984540054, z2 = z * z, nn = n;
    const double centre = (score + z2 / (2 * nn)) / (1 + z2 / nn);
    const double half = z * std::sqrt(score * (1 - score) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double eloOf(double score, int n) {
    if (n <= 0) return 0;
    const double eps = 0.5 / n;
    const double s = std::clamp(score, eps, 1 - eps);
    return -400 * std::log10(1 / s - 1);
}

MatchResult summarise(const std::vector<GameRecord> &records) {
    MatchResult r;
    double plies = 0, secA = 0, secB = 0;
    int movesA = 0, movesB = 0;
    for (const GameRecord &g : records) {
        ++r.games;
        if (g.resultA > 0)
            ++r.wins;
        else if (g.resultA < 0)
            ++r.losses;
        else {
            ++r.draws;
            if (g.end == "no-progress")
                ++r.drawsNoProgress;
            else if (g.end == "repetition")
                ++r.drawsRepetition;
            else
                ++r.drawsPlyLimit;
        }
        plies += g.plies;
        secA += g.secondsA;
        secB += g.secondsB;
        movesA += g.movesA;
        movesB += g.movesB;
    }
    if (r.games > 0) {
        r.score = (r.wins + 0.5 * r.draws) / r.games;
        std::tie(r.scoreLow, r.scoreHigh) = wilson(r.score, r.games);
        r.elo = eloOf(r.score, r.games);
        r.meanPlies = plies / r.games;
    }
    r.msPerMoveA = movesA ? 1e3 * secA / movesA : 0;
    r.msPerMoveB = movesB ? 1e3 * secB / movesB : 0;
    r.records = records;
    return r;
}

MatchResult runMatch(const MatchOptions &options, ProgressSink *sink, const CancelToken *cancel,
                     const std::function<void(const GameRecord &)> &onGame) {
    const int games = std::max(2, options.games + options.games % 2);
    std::vector<std::optional<GameRecord>> finished(static_cast<std::size_t>(games));
    std::atomic<int> next{0};
    std::mutex mutex;
    int done = 0;
    ProgressReporter reporter(sink, cancel);
    auto worker = [&] {
        for (;;) {
            if (cancel && cancel->cancelled()) return;
            const int i = next.fetch_add(1);
            if (i >= games) return;
            const std::optional<GameRecord> played = playMatchGame(options, i, cancel);
            if (!played) return;
            const GameRecord &rec = *played;
            std::lock_guard<std::mutex> lock(mutex);
            finished[std::size_t(i)] = rec;
            ++done;
            if (onGame) onGame(rec);
            reporter.report(double(done) / games,
                            std::to_string(done) + " of " + std::to_string(games) + " games", done == games);
        }
    };
    const int threads = std::clamp(options.threads, 1, 64);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool) t.join();
    std::vector<GameRecord> records;
    for (const auto &s : finished)
        if (s) records.push_back(*s);
    MatchResult r = summarise(records);
    r.cancelled = int(records.size()) < games;
    return r;
}

OrderedJson matchToJson(const MatchOptions &options, const MatchResult &r) {
    auto round4 = [](double x) { return std::round(x * 1e4) / 1e4; };
    OrderedJson j;
    j["a"] = botName(options.a.kind);
    j["b"] = botName(options.b.kind);
    if (options.a.kind == BotKind::Peek || options.b.kind == BotKind::Peek)
        j["peeking"] =
            options.a.kind == BotKind::Peek ? (options.b.kind == BotKind::Peek ? "a, b" : "a") : "b";
    j["variant"] = variantName(options.rules.variant);
    j["cannon"] = cannonName(options.rules.cannon);
    j["no_progress"] = options.rules.noProgress;
    j["seed"] = options.seed;
    if (options.a.kind == BotKind::Search || options.a.kind == BotKind::Peek) j["nodes_a"] = options.a.nodes;
    if (options.b.kind == BotKind::Search || options.b.kind == BotKind::Peek) j["nodes_b"] = options.b.nodes;
    j["games"] = r.games;
    j["wins"] = r.wins;
    j["draws"] = r.draws;
    j["losses"] = r.losses;
    j["score"] = round4(r.score);
    j["score_low"] = round4(r.scoreLow);
    j["score_high"] = round4(r.scoreHigh);
    j["elo"] = std::round(r.elo * 10) / 10;
    j["draws_no_progress"] = r.drawsNoProgress;
    j["draws_repetition"] = r.drawsRepetition;
    j["draws_ply_limit"] = r.drawsPlyLimit;
    j["mean_plies"] = std::round(r.meanPlies * 10) / 10;
    j["ms_per_move_a"] = std::round(r.msPerMoveA * 1e3) / 1e3;
    j["ms_per_move_b"] = std::round(r.msPerMoveB * 1e3) / 1e3;
    if (r.cancelled) j["cancelled"] = true;
    return j;
}

} // namespace tessera::banqi
