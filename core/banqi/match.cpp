#include "banqi/match.h"

#include "banqi/playbots.h"
#include "common/bench.h"
#include "common/fileio.h"

#include <algorithm>
#include <map>

#include <atomic>
#include <cmath>
#include <limits>
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

std::vector<int> matchGames(const MatchOptions &options) {
    const int games = std::max(2, options.games + options.games % 2);
    const int shards = std::max(1, options.shards);
    std::vector<int> plan;
    for (int i = 0; i < games; ++i)
        if ((i / 2) % shards == options.shard) plan.push_back(i);
    return plan;
}

MatchResult runMatch(const MatchOptions &options, ProgressSink *sink, const CancelToken *cancel,
                     const std::function<void(const GameRecord &)> &onGame) {
    const std::vector<int> plan = matchGames(options);
    const int games = int(plan.size());
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
            const std::optional<GameRecord> played = playMatchGame(options, plan[std::size_t(i)], cancel);
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
    if (options.shards > 1) j["shard"] = std::to_string(options.shard) + "/" + std::to_string(options.shards);
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
    // Absent when elo is measured (older readers see the same keys).
    if (r.eloBound() != EloBound::None) j["elo_bound"] = r.eloBound() == EloBound::Lower ? "lower" : "upper";
    j["draws_no_progress"] = r.drawsNoProgress;
    j["draws_repetition"] = r.drawsRepetition;
    j["draws_ply_limit"] = r.drawsPlyLimit;
    j["mean_plies"] = std::round(r.meanPlies * 10) / 10;
    j["ms_per_move_a"] = std::round(r.msPerMoveA * 1e3) / 1e3;
    j["ms_per_move_b"] = std::round(r.msPerMoveB * 1e3) / 1e3;
    if (r.cancelled) j["cancelled"] = true;
    return j;
}

namespace {

// The options a games file records: everything that decides which games are played and how.
OrderedJson matchOptionsToJson(const MatchOptions &o) {
    OrderedJson j;
    j["a"] = botName(o.a.kind);
    j["nodes_a"] = o.a.nodes;
    j["b"] = botName(o.b.kind);
    j["nodes_b"] = o.b.nodes;
    j["variant"] = variantName(o.rules.variant);
    j["cannon"] = cannonName(o.rules.cannon);
    j["no_progress"] = o.rules.noProgress;
    j["games"] = std::max(2, o.games + o.games % 2);
    j["seed"] = o.seed;
    j["max_plies"] = o.maxPlies;
    if (o.start) j["position"] = toNotation(*o.start);
    return j;
}

MatchOptions matchOptionsFromJson(const JsonCursor &c) {
    MatchOptions o;
    o.a.kind = parseBot(c["a"].string());
    o.a.nodes = long(c["nodes_a"].integer(1, 1LL << 40));
    o.b.kind = parseBot(c["b"].string());
    o.b.nodes = long(c["nodes_b"].integer(1, 1LL << 40));
    o.rules.variant = parseVariant(c["variant"].string());
    o.rules.cannon = parseCannon(c["cannon"].string());
    o.rules.noProgress = int(c["no_progress"].integer(2, 100000));
    o.games = int(c["games"].integer(2, 100000000));
    o.seed = std::uint64_t(c["seed"].integer(0, std::numeric_limits<long long>::max()));
    o.maxPlies = int(c["max_plies"].integer(1, 100000000));
    if (c.has("position")) o.start = parsePosition(c["position"].string());
    return o;
}

} // namespace

std::string gamesFileText(const MatchOptions &options, const MatchResult &result) {
    OrderedJson header;
    header["format"] = kGamesFormat;
    header["version"] = kGamesVersion;
    header["match"] = matchOptionsToJson(options);
    header["shard"] = options.shard;
    header["shards"] = std::max(1, options.shards);
    std::string text = header.dump() + "\n";
    for (const GameRecord &g : result.records) {
        OrderedJson j;
        j["game"] = g.index;
        j["a_first"] = g.aFirst;
        j["result"] = g.resultA;
        j["end"] = g.end;
        j["plies"] = g.plies;
        j["moves_a"] = g.movesA;
        j["moves_b"] = g.movesB;
        j["seconds_a"] = g.secondsA;
        j["seconds_b"] = g.secondsB;
        text += j.dump() + "\n";
    }
    return text;
}

GamesFile readGamesFile(const std::string &path) {
    const std::string text = readTextFile(path);
    GamesFile file;
    int line = 0;
    bool header = false;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string row = text.substr(at, end - at);
        at = end + 1;
        ++line;
        const std::string place = "line " + std::to_string(line);
        if (row.find_first_not_of(" \t\r") == std::string::npos) continue;
        try {
            const Json doc = parseJson(row, path, line);
            const JsonCursor c(doc);
            if (!header) {
                requireFormat(c, kGamesFormat);
                requireVersion(c, kGamesVersion);
                file.options = matchOptionsFromJson(c["match"]);
                file.options.shards = int(c["shards"].integer(1, 1000000));
                file.options.shard = int(c["shard"].integer(0, file.options.shards - 1));
                header = true;
                continue;
            }
            GameRecord g;
            g.index = int(c["game"].integer(0, file.options.games - 1));
            g.aFirst = c["a_first"].boolean();
            g.resultA = int(c["result"].integer(-1, 1));
            g.end = c["end"].string();
            g.plies = int(c["plies"].integer(0, 100000000));
            g.movesA = int(c["moves_a"].integer(0, 100000000));
            g.movesB = int(c["moves_b"].integer(0, 100000000));
            g.secondsA = c["seconds_a"].number();
            g.secondsB = c["seconds_b"].number();
            if (g.aFirst != (g.index % 2 == 0))
                c["a_first"].fail("game " + std::to_string(g.index) +
                                  (g.aFirst ? " is B's to open" : " is A's to open"));
            file.records.push_back(std::move(g));
        } catch (const Error &e) {
            // A JSON path within the line, after the line.
            throw Error(e.message(),
                        e.place().rfind("line ", 0) == 0 ? e.place()
                        : e.place().empty()              ? place
                                                         : place + ": " + e.place(),
                        path);
        }
    }
    if (!header) throw Error("empty: a games file starts with its header line", {}, path);
    return file;
}

std::pair<MatchOptions, MatchResult> mergeMatchShards(const std::vector<GamesFile> &files,
                                                      const std::vector<std::string> &paths) {
    if (files.empty()) throw Error("no games file to merge");
    MatchOptions whole = files.front().options;
    whole.shard = 0;
    whole.shards = 1;
    const int n = files.front().options.shards;
    const std::string options = matchOptionsToJson(whole).dump();
    std::map<int, std::size_t> shardFile;
    std::map<int, std::size_t> gameFile; // game index -> the file it came from
    std::vector<GameRecord> all;
    for (std::size_t f = 0; f < files.size(); ++f) {
        const GamesFile &file = files[f];
        if (matchOptionsToJson(file.options).dump() != options)
            throw Error("another match than " + paths.front() + "'s (options " +
                            matchOptionsToJson(file.options).dump() + ")",
                        "line 1", paths[f]);
        if (file.options.shards != n)
            throw Error("a shard of " + std::to_string(file.options.shards) + " where " + paths.front() +
                            " is one of " + std::to_string(n),
                        "line 1", paths[f]);
        const auto [it, fresh] = shardFile.emplace(file.options.shard, f);
        if (!fresh)
            throw Error("shard " + std::to_string(file.options.shard) + "/" + std::to_string(n) +
                            " again (also " + paths[it->second] + ")",
                        "line 1", paths[f]);
        const std::vector<int> plan = matchGames(file.options);
        std::vector<int> got;
        for (const GameRecord &g : file.records) {
            if ((g.index / 2) % n != file.options.shard)
                throw Error("game " + std::to_string(g.index) + " is not one of shard " +
                                std::to_string(file.options.shard) + "/" + std::to_string(n) + "'s",
                            {}, paths[f]);
            const auto [at, first] = gameFile.emplace(g.index, f);
            if (!first)
                throw Error("game " + std::to_string(g.index) + " twice (also in " + paths[at->second] + ")",
                            {}, paths[f]);
            got.push_back(g.index);
            all.push_back(g);
        }
        if (got.size() != plan.size())
            throw Error(std::to_string(got.size()) + " of the shard's " + std::to_string(plan.size()) +
                            " games (a cancelled or cut run: play the shard again)",
                        {}, paths[f]);
    }
    for (int s = 0; s < n; ++s)
        if (!shardFile.count(s))
            throw Error("shard " + std::to_string(s) + "/" + std::to_string(n) + " is missing (" +
                        std::to_string(files.size()) + " of " + std::to_string(n) + " games files given)");
    // summarise() adds in index order, as the whole match does: the same totals to the last bit.
    std::sort(all.begin(), all.end(),
              [](const GameRecord &x, const GameRecord &y) { return x.index < y.index; });
    return {whole, summarise(all)};
}

} // namespace tessera::banqi
