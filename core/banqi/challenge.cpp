#include "banqi/challenge.h"

#include "banqi/match.h"
#include "banqi/playbots.h"

#include <cmath>
#include <limits>

namespace tessera::banqi {

const char *goalName(Goal g) {
    return g == Goal::Win ? "win" : "survive";
}

std::string sideWord(const Challenge &c) {
    if (c.position.side < 0) return c.playerFirst ? "first" : "second";
    const int colour = c.playerFirst ? c.position.side : 1 - c.position.side;
    return colour == 0 ? "r" : "b";
}

Json challengeToJson(const Challenge &c) {
    Json j = Json::object();
    j["position"] = toNotation(c.position);
    j["variant"] = variantName(c.rules.variant);
    j["cannon"] = cannonName(c.rules.cannon);
    j["no_progress"] = c.rules.noProgress;
    j["side"] = sideWord(c);
    j["opponent"] = botName(c.opponent.kind);
    if (c.opponent.kind == BotKind::Search || c.opponent.kind == BotKind::Peek) j["nodes"] = c.opponent.nodes;
    j["goal"] = goalName(c.goal);
    if (c.goal == Goal::Survive) j["plies"] = c.plies;
    return j;
}

Challenge challengeFromJson(const Json &data) {
    const JsonCursor cur(data);
    cur.requireObject();
    for (const auto &[key, value] : data.items())
        if (key != "position" && key != "variant" && key != "cannon" && key != "no_progress" &&
            key != "side" && key != "opponent" && key != "nodes" && key != "goal" && key != "plies")
            throw Error("unknown field", key);
    Challenge c;
    try {
        c.position = parsePosition(cur["position"].string());
    } catch (const Error &e) {
        // The notation's own errors name its part (board, side, pool, plies) or the whole ("position").
        const bool whole = e.place().empty() || e.place() == "position";
        throw Error(e.message(), whole ? std::string("position") : "position: " + e.place());
    }
    auto field = [&](const char *name, auto parse, const std::string &fallback) {
        try {
            return parse(cur.stringOr(name, fallback));
        } catch (const Error &e) {
            throw Error(e.message(), name);
        }
    };
    c.rules.variant = field("variant", parseVariant, "taiwan");
    c.rules.cannon = field("cannon", parseCannon, "slide");
    c.rules.noProgress = int(cur.integerOr("no_progress", 2, 100000, 180));
    const std::string side = cur.stringOr("side", c.position.side < 0 ? "first" : "r");
    if (c.position.side < 0) {
        if (side != "first" && side != "second")
            throw Error("a fresh deal takes first or second, found \"" + side + "\"", "side");
        c.playerFirst = side == "first";
    } else {
        if (side != "r" && side != "b") throw Error("expected r or b, found \"" + side + "\"", "side");
        c.playerFirst = (side == "r" ? 0 : 1) == c.position.side;
    }
    c.opponent.kind = field("opponent", parseBot, "chain");
    const bool searching = c.opponent.kind == BotKind::Search || c.opponent.kind == BotKind::Peek;
    if (!searching && data.contains("nodes"))
        throw Error("only the search and peek bots take a node budget", "nodes");
    if (cur.has("nodes")) {
        const JsonCursor nodes = cur["nodes"];
        const long long n =
            nodes.integer(std::numeric_limits<long long>::min(), std::numeric_limits<long long>::max());
        if (n < 100 || n > kMaxChallengeNodes)
            nodes.fail("a challenge's opponent searches 100 to " + std::to_string(kMaxChallengeNodes) +
                       " nodes a move, found " + std::to_string(n));
        c.opponent.nodes = long(n);
    } else {
        c.opponent.nodes = 20000;
    }
    const std::string goal = cur.stringOr("goal", "win");
    if (goal == "win")
        c.goal = Goal::Win;
    else if (goal == "survive")
        c.goal = Goal::Survive;
    else
        throw Error("expected win or survive, found \"" + goal + "\"", "goal");
    if (c.goal == Goal::Win && data.contains("plies"))
        throw Error("only the survive goal takes plies", "plies");
    c.plies = int(cur.integerOr("plies", 1, 100000, 60));
    return c;
}

Game challengeGame(const Challenge &c, std::uint64_t seed) {
    return Game(c.position, c.rules, dealHidden(c.position, seed));
}

bool goalMet(const Challenge &c, const Game &game) {
    const play::Status s = game.status();
    const int player = c.playerFirst ? 0 : 1;
    if (c.goal == Goal::Win) return s.over() && s.winner == player;
    return !(s.over() && s.winner == 1 - player);
}

Difficulty measureDifficulty(const Challenge &c, ProgressSink *sink, const CancelToken *cancel) {
    Difficulty d;
    ProgressReporter reporter(sink, cancel);
    const BotOptions reference{kReferenceBot};
    const int player = c.playerFirst ? 0 : 1;
    for (int k = 0; k < kDifficultyRuns; ++k) {
        if (reporter.cancelled()) break;
        reporter.report(double(k) / kDifficultyRuns, "rating the challenge");
        Game game = challengeGame(c, kDifficultySeed + std::uint64_t(k));
        Rng rng(kDifficultySeed ^ std::uint64_t(k + 1));
        const int limit = c.goal == Goal::Survive ? c.plies : kMaxChallengePlies;
        const BotOptions &first = player == 0 ? reference : c.opponent;
        const BotOptions &second = player == 0 ? c.opponent : reference;
        struct Cancelled {};
        try {
            playBots(game, first, second, rng, limit, [&](int, const std::function<std::string()> &choose) {
                if (reporter.cancelled()) throw Cancelled{};
                return choose();
            });
        } catch (const Cancelled &) {
            // cut short: not counted (below)
        }
        if (reporter.cancelled()) break; // a game cut short is not counted
        const play::Status s = game.status();
        ++d.runs;
        if (s.over() && s.winner == player)
            ++d.wins;
        else if (s.over() && s.winner >= 0)
            ++d.losses;
        else
            ++d.draws;
        d.met += goalMet(c, game);
    }
    d.score = d.runs ? double(d.met) / d.runs : 0;
    d.value = std::round(100 * (1 - d.score)) / 10;
    return d;
}

Json generatorOptionsToJson(const GeneratorOptions &g) {
    Json j = Json::object();
    j["variant"] = variantName(g.rules.variant);
    j["cannon"] = cannonName(g.rules.cannon);
    j["noProgress"] = g.rules.noProgress;
    j["opponent"] = botName(g.opponent.kind);
    j["nodes"] = g.opponent.nodes;
    j["goal"] = goalName(g.goal);
    j["plies"] = g.plies;
    j["minOpening"] = g.minOpening;
    j["maxOpening"] = g.maxOpening;
    j["minDifficulty"] = g.minDifficulty;
    j["maxDifficulty"] = g.maxDifficulty;
    j["attempts"] = g.attempts;
    return j;
}

GeneratorOptions generatorOptionsFromJson(const Json &json) {
    const JsonCursor c(json);
    c.requireObject();
    GeneratorOptions g;
    auto named = [&](const char *key, auto parse, const std::string &fallback) {
        try {
            return parse(c.stringOr(key, fallback));
        } catch (const Error &e) {
            throw Error(e.message(), key);
        }
    };
    g.rules.variant = named("variant", parseVariant, variantName(g.rules.variant));
    g.rules.cannon = named("cannon", parseCannon, cannonName(g.rules.cannon));
    g.rules.noProgress =
        int(c.integerOr(renamedKey(c, "noProgress", "no_progress"), 2, 100000, g.rules.noProgress));
    g.opponent.kind = named("opponent", parseBot, botName(g.opponent.kind));
    g.opponent.nodes = long(c.integerOr("nodes", 100, kMaxChallengeNodes, g.opponent.nodes));
    const std::string goal = c.stringOr("goal", goalName(g.goal));
    if (goal != "win" && goal != "survive") c["goal"].fail("expected win or survive");
    g.goal = goal == "win" ? Goal::Win : Goal::Survive;
    g.plies = int(c.integerOr("plies", 1, 100000, g.plies));
    g.minOpening = int(c.integerOr(renamedKey(c, "minOpening", "min_opening"), 0, 1000, g.minOpening));
    g.maxOpening = int(c.integerOr(renamedKey(c, "maxOpening", "max_opening"), 0, 1000, g.maxOpening));
    g.minDifficulty = c.numberOr(renamedKey(c, "minDifficulty", "min_difficulty"), g.minDifficulty);
    g.maxDifficulty = c.numberOr(renamedKey(c, "maxDifficulty", "max_difficulty"), g.maxDifficulty);
    g.attempts = int(c.integerOr("attempts", 1, 100000, g.attempts));
    return g;
}

void checkGeneratorOptions(const GeneratorOptions &g) {
    if (g.minOpening < 0 || g.maxOpening < g.minOpening) throw Error("opening plies: need 0 <= min <= max");
    if (g.minDifficulty > g.maxDifficulty) throw Error("difficulty band: min above max");
    if (g.attempts < 1) throw Error("attempts: at least 1");
}

std::optional<Generated> generateChallenge(const GeneratorOptions &g, std::uint64_t seed,
                                           const CancelToken *cancel) {
    checkGeneratorOptions(g);
    Rng rng(seed);
    for (int attempt = 0; attempt < g.attempts; ++attempt) {
        if (cancel && cancel->cancelled()) return std::nullopt;
        Game game = Game::fresh(g.rules, rng.next());
        const int opening = g.minOpening + int(rng.below(std::uint64_t(g.maxOpening - g.minOpening + 1)));
        const BotOptions chain{BotKind::Chain};
        playBots(game, chain, chain, rng, opening);
        if (game.status().over()) continue;
        Challenge c;
        c.position = game.view().position;
        c.rules = g.rules;
        c.playerFirst = true;
        c.opponent = g.opponent;
        c.goal = g.goal;
        c.plies = g.plies;
        const Difficulty d = measureDifficulty(c, nullptr, cancel);
        if (d.value >= g.minDifficulty && d.value <= g.maxDifficulty) return Generated{c, d};
    }
    return std::nullopt;
}

} // namespace tessera::banqi
