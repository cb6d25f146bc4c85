#include "banqi/cliverbs.h"

#include "banqi/banqimodule.h"

#include "banqi/generatepack.h"
#include "banqi/honesty.h"
#include "banqi/match.h"
#include "banqi/playbots.h"
#include "cli/packoutput.h"
#include "cli/registry.h"
#include "cli/stderrprogress.h"
#include "common/fileio.h"
#include "pack/levelpack.h"

#include <algorithm>
#include <cmath>
#include <ostream>
#include <tuple>

namespace tessera::banqi {

namespace {

Rules rulesFrom(const cli::Args &args) {
    Rules r;
    try {
        r.variant = parseVariant(args.str("variant", "taiwan"));
    } catch (const Error &e) {
        throw Error("--variant: " + e.message());
    }
    try {
        r.cannon = parseCannon(args.str("cannon", "slide"));
    } catch (const Error &e) {
        throw Error("--cannon: " + e.message());
    }
    r.noProgress = int(args.integer("no-progress", 180, 2, 100000));
    return r;
}

BotOptions botFrom(const cli::Args &args, const std::string &name, const std::string &fallback, long nodes) {
    BotOptions b;
    try {
        b.kind = parseBot(args.str(name, fallback));
    } catch (const Error &e) {
        throw Error("--" + name + ": " + e.message());
    }
    b.nodes = nodes;
    return b;
}

long nodesFrom(const cli::Args &args, const std::string &name, long fallback) {
    return long(args.integer(name, fallback, 100, 100000000));
}

// The position: one quoted argument or its four words as positionals.
Position positionFrom(const std::vector<std::string> &words) {
    std::string text;
    for (const std::string &w : words) text += (text.empty() ? "" : " ") + w;
    if (text.empty()) throw Error("no position given (see --help)");
    try {
        return parsePosition(text);
    } catch (const Error &e) {
        throw Error(e.message(), e.place().empty() ? "position" : e.place());
    }
}

int movesVerb(const cli::Args &args, cli::Context &ctx) {
    const Rules rules = rulesFrom(args);
    args.rejectUnused();
    const Position p = positionFrom(args.positionals());
    std::vector<std::string> moves;
    for (Move m : legalMoves(p, rules)) moves.push_back(moveName(p, m));
    std::sort(moves.begin(), moves.end());
    ctx.out << Json(moves).dump() << '\n';
    return 0;
}

int gameVerb(const cli::Args &args, cli::Context &ctx) {
    const Rules rules = rulesFrom(args);
    const long nodes = nodesFrom(args, "nodes", 20000);
    const BotOptions a = botFrom(args, "a", "chain", nodesFrom(args, "nodes-a", nodes));
    const BotOptions b = botFrom(args, "b", "random", nodesFrom(args, "nodes-b", nodes));
    const auto seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 50));
    const std::string position = args.str("position", "");
    args.rejectUnused();
    MatchOptions o;
    o.a = a;
    o.b = b;
    o.rules = rules;
    o.seed = seed;
    if (!position.empty()) o.start = positionFrom({position});
    const Position start = o.start ? *o.start : startPosition();
    Game game(start, rules, dealHidden(start, dealSeed(seed, 0)));
    Rng rng(botSeed(seed, 0));
    OrderedJson moves = OrderedJson::array();
    for (const play::MoveResult &r : playBots(game, a, b, rng, o.maxPlies))
        moves.push_back(r.revealed.empty() ? r.move : r.move + "=" + r.revealed);
    const play::Status s = game.status();
    OrderedJson j;
    j["a"] = botName(a.kind);
    j["b"] = botName(b.kind);
    j["seed"] = seed;
    j["a_colour"] = game.colourOf(0) < 0 ? "" : colourName(game.colourOf(0));
    j["moves"] = moves;
    j["plies"] = moves.size();
    j["result"] = !s.over() ? "ply-limit" : s.winner < 0 ? "draw" : s.winner == 0 ? "a" : "b";
    j["reason"] = s.over() ? s.reason : "stopped at the ply limit";
    j["end"] = endName(game.end());
    j["position"] = game.position();
    ctx.out << j.dump() << '\n';
    return 0;
}

int matchVerb(const cli::Args &args, cli::Context &ctx) {
    MatchOptions o;
    o.rules = rulesFrom(args);
    const long nodes = nodesFrom(args, "nodes", 20000);
    o.a = botFrom(args, "a", "chain", nodesFrom(args, "nodes-a", nodes));
    o.b = botFrom(args, "b", "random", nodesFrom(args, "nodes-b", nodes));
    o.games = int(args.integer("games", 100, 2, 1000000));
    o.seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 50));
    o.threads = int(args.integer("threads", 1, 1, 64));
    std::tie(o.shard, o.shards) = cli::shardOption(args);
    const std::string position = args.str("position", "");
    const std::string out = args.str("out", "");
    args.rejectUnused();
    if (o.shards > 1 && out.empty())
        throw Error("--shard needs --out FILE: the games banqi match-merge reads");
    if (!position.empty()) o.start = positionFrom({position});
    cli::StderrProgress progress(ctx.err);
    const MatchResult r = runMatch(o, &progress);
    progress.finish();
    if (!out.empty()) writeFileAtomic(out, gamesFileText(o, r));
    ctx.out << matchToJson(o, r).dump() << '\n';
    return 0;
}

// The shards' games files as the whole match: what banqi match without --shard prints.
int matchMergeVerb(const cli::Args &args, cli::Context &ctx) {
    args.rejectUnused();
    const std::vector<std::string> &paths = args.positionals();
    if (paths.empty()) throw Error("banqi match-merge needs the games files of a match's shards");
    std::vector<GamesFile> files;
    for (const std::string &path : paths) files.push_back(readGamesFile(path));
    const auto [options, result] = mergeMatchShards(files, paths);
    ctx.out << matchToJson(options, result).dump() << '\n';
    return 0;
}

int honestyVerb(const cli::Args &args, cli::Context &ctx) {
    const Rules rules = rulesFrom(args);
    const BotOptions bot = botFrom(args, "bot", "chain", nodesFrom(args, "nodes", 2000));
    const int positions = int(args.integer("positions", 50, 1, 100000));
    const int reshuffles = int(args.integer("reshuffles", 10, 1, 10000));
    const auto seed = std::uint64_t(args.integer("seed", 1, 0, 1LL << 50));
    args.rejectUnused();
    const HonestyResult r = honestyTest(bot, rules, positions, reshuffles, seed);
    OrderedJson j;
    j["bot"] = botName(bot.kind);
    j["honest"] = isHonest(bot.kind);
    j["positions"] = r.positions;
    j["reshuffles"] = r.reshuffles;
    j["changed"] = r.changed;
    j["examples"] = r.examples;
    ctx.out << j.dump() << '\n';
    return 0;
}

int rateVerb(const cli::Args &args, cli::Context &ctx) {
    args.rejectUnused();
    if (args.positionals().empty()) throw Error("no challenge file given (see --help)");
    int rated = 0;
    for (const std::string &file : args.positionals()) {
        const Json doc = parseJson(readTextFile(file), file);
        std::vector<std::pair<std::string, Challenge>> all;
        try {
            if (doc.is_object() && doc.contains("format")) {
                for (const pack::Level &l : pack::fromJson(doc, file).levels)
                    if (l.module == kModuleId) all.push_back({file + ":" + l.id, challengeFromJson(l.data)});
            } else {
                all.push_back({file, challengeFromJson(doc)});
            }
        } catch (const Error &e) {
            throw e.inFile(file);
        }
        for (const auto &[name, c] : all) {
            const Difficulty d = measureDifficulty(c);
            OrderedJson j;
            j["name"] = name;
            j["difficulty"] = d.value;
            j["score"] = d.score;
            j["runs"] = d.runs;
            j["wins"] = d.wins;
            j["draws"] = d.draws;
            j["losses"] = d.losses;
            j["reference"] = botName(kReferenceBot);
            ctx.out << j.dump() << '\n';
            ++rated;
        }
    }
    if (rated == 0) throw Error("no banqi challenge in the files given");
    return 0;
}

int generateVerb(const cli::Args &args, cli::Context &ctx) {
    GeneratorOptions g;
    g.rules = rulesFrom(args);
    // A challenge file may not ask for more (challenge.h), so neither may its generator.
    g.opponent =
        botFrom(args, "opponent", "chain", long(args.integer("nodes", 20000, 100, kMaxChallengeNodes)));
    const std::string goal = args.str("goal", "win");
    if (goal != "win" && goal != "survive") throw Error("--goal: expected win or survive");
    g.goal = goal == "win" ? Goal::Win : Goal::Survive;
    g.plies = int(args.integer("plies", 60, 1, 100000));
    g.minOpening = int(args.integer("min-opening", g.minOpening, 0, 1000));
    g.maxOpening = int(args.integer("max-opening", g.maxOpening, 0, 1000));
    g.minDifficulty = args.number("min-difficulty", 0);
    g.maxDifficulty = args.number("max-difficulty", 10);
    g.attempts = int(args.integer("attempts", g.attempts, 1, 100000));
    checkGeneratorOptions(g);
    return cli::generateIntoPack(
        args, ctx, "BanQi challenges", "challenge",
        [&](const cli::SeedRange &seeds, ProgressSink *progress) { return generatePack(g, seeds, progress); },
        [&](const pack::GeneratedLevels &) {
            return "not found in the difficulty band within --attempts " + std::to_string(g.attempts);
        });
}

const std::string kRulesUsage =
    "  --variant taiwan|chinese   rules (default taiwan)\n"
    "  --cannon slide|step        the Taiwan cannon's move (default slide, the seed's engine)\n"
    "  --no-progress N            draw after N plies without a capture or flip (default 180)\n";
const std::string kBotsUsage =
    "  bots: random, greedy, chain (the seed's), chain-safe (the seed's with Tessera's recapture check),\n"
    "  search (honest expectimax), peek (search that sees the deal: the upper bound, labelled in the "
    "output)\n";

} // namespace

void registerCliVerbs(cli::Registry &registry) {
    registry.add(
        {kModuleId,
         "moves",
         "The legal moves of a position as a sorted JSON array",
         "Usage: tessera-cli banqi moves POSITION [options]\n"
         "  POSITION                   e.g. \"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0\"\n"
         "                             (rows 4..1, files a-h; KAERHCP red, kaerhcp black, x hidden, . "
         "empty;\n"
         "                             side r, b or -; the hidden pool K..p; plies since a capture or "
         "flip)\n" +
             kRulesUsage +
             "Example: tessera-cli banqi moves \"......../......../......../C..x...p r 00000001000000 0\"\n",
         {},
         movesVerb});
    // "play" is the play contract's verb (a challenge played by a person's moves); this one watches two
    // bots play a whole game.
    registry.add({kModuleId,
                  "game",
                  "Play one game between two bots; prints the moves and the result",
                  "Usage: tessera-cli banqi game [options]\n"
                  "  --a BOT --b BOT            A moves first (default chain against random)\n"
                  "  --seed S                   the deal and the bots' seed (default 1)\n"
                  "  --nodes N                  search budget per move (default 20000; --nodes-a/--nodes-b)\n"
                  "  --position P               start from a position instead of a fresh deal\n" +
                      kRulesUsage + kBotsUsage +
                      "Flips are written b3=K (the piece the flip showed).\n"
                      "Example: tessera-cli banqi game --a chain --b random --seed 3\n",
                  {},
                  gameVerb});
    registry.add(
        {kModuleId,
         "match",
         "A seeded match in pairs of games; one JSON result",
         "Usage: tessera-cli banqi match [options]\n"
         "  --a BOT --b BOT            the bots (default chain against random)\n"
         "  --games N                  games, rounded up to whole pairs (default 100)\n"
         "  --seed S                   deals and bot seeds (default 1)\n"
         "  --threads T                worker threads (default 1; the result does not depend on it)\n"
         "  --nodes N                  search budget per move (default 20000; --nodes-a/--nodes-b)\n"
         "  --position P               play from this position (hidden cells re-dealt per pair)\n" +
             kRulesUsage + kBotsUsage +
             "  --shard i/n                play only the pairs k with k % n == i (needs --out), for split "
             "jobs\n"
             "  --out FILE                 also write every game (JSON Lines), for banqi match-merge\n"
             "Pair k deals one board twice: A moves first in game 2k, B in game 2k+1. Prints games, wins,\n"
             "draws, losses (for A), score with its Wilson 95% interval (score_low, score_high), elo, draws\n"
             "by cause, mean plies and milliseconds per move of each bot.\n",
         {},
         matchVerb});
    registry.add(
        {kModuleId,
         "match-merge",
         "The games files of a match's shards as the whole match; one JSON result",
         "Usage: tessera-cli banqi match-merge GAMES...\n"
         "  GAMES...                   the files banqi match --shard i/n --out wrote, one per shard\n"
         "Prints what banqi match without --shard prints: score, Wilson interval and Elo recomputed\n"
         "from every game (milliseconds per move from the shards' own timings). Refuses a shard missing\n"
         "or given twice, another match's games and a cut file.\n",
         {},
         matchMergeVerb});
    registry.add(
        {kModuleId,
         "honesty",
         "Does re-dealing the hidden pieces change a bot's move?",
         "Usage: tessera-cli banqi honesty [options]\n"
         "  --bot BOT                  the bot (default chain)\n"
         "  --positions N              sampled public positions (default 50)\n"
         "  --reshuffles M             re-deals of each position's hidden pieces (default 10)\n"
         "  --seed S                   (default 1)\n"
         "  --nodes N                  search budget (default 2000)\n" +
             kRulesUsage +
             "Prints positions, reshuffles and changed (positions where a re-deal changed the move):\n"
             "0 for every honest bot; the peeking bot shows the test bites.\n",
         {},
         honestyVerb});
    registry.add(
        {kModuleId,
         "rate",
         "Measure the difficulty of challenges",
         "Usage: tessera-cli banqi rate FILE...\n"
         "  FILE...                    a tessera pack (its banqi levels) or a challenge data object\n"
         "Prints one JSON line per challenge: difficulty (0-10), the reference bot's score, runs,\n"
         "wins, draws, losses (core/banqi/README.md explains the scale).\n",
         {},
         rateVerb});
    registry.add({kModuleId,
                  "generate",
                  "Generate challenges in a difficulty band into a pack",
                  "Usage: tessera-cli banqi generate [options]\n"
                  "  --opponent BOT             the challenge's bot (default chain); --nodes N for search\n"
                  "                             (default 20000, at most 200000: the most a challenge file\n"
                  "                             may ask for; a file asking more is refused)\n"
                  "  --goal win|survive         (default win); --plies N for survive (default 60)\n"
                  "  --min-opening N --max-opening N   chain-against-chain plies before the start (6..40)\n"
                  "  --min-difficulty D --max-difficulty D   the band on the 0-10 scale (default 0..10)\n"
                  "  --attempts N               positions tried per challenge (default 50)\n" +
                      kRulesUsage + cli::generateUsage() +
                      "Exits with 1 when some challenge was not found in the band.\n",
                  {"append"},
                  generateVerb});
}

} // namespace tessera::banqi
