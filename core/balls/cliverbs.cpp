#include "balls/cliverbs.h"

#include "balls/ballsmodule.h"

#include "balls/analyser.h"
#include "balls/ballsgame.h"
#include "balls/bandgenerator.h"
#include "balls/formats.h"
#include "balls/generatepack.h"
#include "balls/packlevel.h"
#include "balls/whatif.h"
#include "cli/packoutput.h"
#include "cli/registry.h"

#include <ostream>
#include <sstream>

namespace tessera::balls {

namespace {

const std::string kInputUsage =
    "  FILE...                a tessera pack (its balls levels) or a tessera-balls level file\n";

struct Input {
    std::string name;
    LoadedLevel level;
};

std::vector<Input> readInputs(const cli::Args &args) {
    if (args.positionals().empty()) throw Error("no input file given (see --help)");
    const bool several = args.positionals().size() > 1;
    std::vector<Input> all;
    for (const std::string &file : args.positionals())
        for (LoadedLevel &l : loadLevels(file))
            all.push_back({several ? file + ":" + l.name : l.name, std::move(l)});
    return all;
}

OrderedJson toOrdered(const Json &j) {
    return OrderedJson::parse(j.dump());
}

std::string dirList(const std::vector<Dir> &dirs) {
    return pushString(dirs);
}

int analyseVerb(const cli::Args &args, cli::Context &ctx) {
    const bool requireSolvable = args.flag("require-solvable");
    const auto maxBytes = std::size_t(args.integer("max-memory", kDefaultGraphBytes >> 20, 1, 1 << 20)) << 20;
    const std::vector<Input> inputs = readInputs(args);
    args.rejectUnused();
    for (const Input &in : inputs) {
        const std::vector<Dir> *intended = in.level.solution ? &*in.level.solution : nullptr;
        Analysis a;
        try {
            a = analyse(in.level.board, intended, 20'000'000, nullptr, maxBytes);
        } catch (const Error &e) {
            const std::string place = in.level.place.empty() ? "rows" : in.level.place + ".data.rows";
            const bool memory = e.message().find("memory budget") != std::string::npos;
            throw Error(e.message() + (memory ? " (--max-memory MB raises it)" : ""), place,
                        args.positionals().size() == 1 ? args.positionals()[0] : in.name);
        }
        if (requireSolvable && !a.solvable) {
            const Point b = in.level.board.point(in.level.board.start.black);
            const std::string place = in.level.place.empty() ? "rows" : in.level.place + ".data.rows";
            throw Error("the level is not solvable (black ball at " + cellName(b) + ", " +
                            std::to_string(in.level.board.whiteCount()) + " white balls)",
                        place, args.positionals().size() == 1 ? args.positionals()[0] : in.name);
        }
        OrderedJson j;
        j["name"] = in.name;
        const OrderedJson stats = toOrdered(statisticsJson(in.level.board, a));
        for (auto it = stats.begin(); it != stats.end(); ++it) j[it.key()] = it.value();
        j["difficulty"] = a.difficulty;
        j["winning_first"] = dirList(a.winningFirst);
        j["solution"] = a.line.empty() ? OrderedJson(nullptr) : OrderedJson(pushString(a.line));
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

int stepsVerb(const cli::Args &args, cli::Context &ctx) {
    const std::vector<Dir> pushes = parsePushes(args.requiredStr("pushes"), "--pushes");
    const int which = static_cast<int>(args.integer("level", 0, 0, 1000000));
    const std::vector<Input> inputs = readInputs(args);
    args.rejectUnused();
    if (which >= static_cast<int>(inputs.size()))
        throw Error("--level: the input holds " + std::to_string(inputs.size()) + " levels");
    const BallsGame start(inputs[static_cast<std::size_t>(which)].level.board);
    std::vector<std::string> moves;
    for (Dir d : pushes) moves.emplace_back(1, moveChar(d));
    // As far as the pushes go (a push after the end is refused), then every state along them.
    const play::Attempt tried = play::attempt(start, moves);
    moves.resize(tried.played.size());
    const play::Replay line = play::replay(start, moves);
    ctx.out << "start\n" << start.position();
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        const auto &game = static_cast<const BallsGame &>(*line.states[i + 1]);
        const PushRecord &rec = game.history().back();
        ctx.out << "push " << (i + 1) << " " << moves[i] << ": "
                << (rec.outcome == PushOutcome::Lost ? "the black ball rolled off"
                    : !line.moves[i].changed         ? "nothing moved"
                    : rec.chain()                    ? "chain, a ball left the field"
                    : rec.removedBall()              ? "a ball left the field"
                                                     : "balls moved")
                << "\n"
                << game.position();
    }
    const play::Status end = line.states.back()->status();
    if (tried.refusedIndex >= 0)
        throw Error("push " + std::to_string(tried.refusedIndex + 1) + ": the game is over (" + end.reason +
                        ")",
                    "--pushes");
    ctx.out << play::outcomeName(end.outcome) << "\n";
    return 0;
}

int hintVerb(const cli::Args &args, cli::Context &ctx) {
    const std::vector<Input> inputs = readInputs(args);
    args.rejectUnused();
    for (const Input &in : inputs) {
        OrderedJson j;
        j["name"] = in.name;
        j["winning_pushes"] = dirList(winningPushes(in.level.board));
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

int whatIfVerb(const cli::Args &args, cli::Context &ctx) {
    const std::vector<Input> inputs = readInputs(args);
    args.rejectUnused();
    for (const Input &in : inputs) {
        const WhatIfMap map = whatIfMap(in.level.board);
        OrderedJson j;
        j["name"] = in.name;
        j["solvable"] = map.solvable;
        j["random_win_probability"] = map.randomWin;
        OrderedJson cells = OrderedJson::array();
        for (const WhatIfCell &c : map.cells)
            cells.push_back({{"row", c.cell.row},
                             {"col", c.cell.col},
                             {"change", c.added ? "add" : "remove"},
                             {"solvable", c.solvable},
                             {"random_win_probability", c.randomWin}});
        j["cells"] = cells;
        ctx.out << j.dump() << '\n';
    }
    return 0;
}

std::vector<double> parseWeights(const std::string &text) {
    std::vector<double> out;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) {
        try {
            std::size_t used = 0;
            out.push_back(std::stod(item, &used));
            if (used != item.size()) throw std::invalid_argument(item);
        } catch (const std::exception &) {
            throw Error("--weights: expected numbers separated by commas, found \"" + text + "\"");
        }
    }
    return out;
}

BandOptions bandOptions(const cli::Args &args) {
    BandOptions o;
    GeneratorOptions &g = o.generator;
    g.rows = static_cast<int>(args.integer("rows", g.rows, kMinSide, kMaxSide));
    g.cols = static_cast<int>(args.integer("cols", g.cols, kMinSide, kMaxSide));
    g.balls = static_cast<int>(args.integer("balls", g.balls, 1, kMaxSide * kMaxSide));
    g.blocks = static_cast<int>(args.integer("blocks", 0, 0, kMaxSide * kMaxSide));
    if (args.has("weights")) g.shiftWeights = parseWeights(args.str("weights", ""));
    g.attempts = static_cast<int>(args.integer("attempts", g.attempts, 1, 100000000));
    o.minRandomWin = args.number("min-random-win", 0);
    o.maxRandomWin = args.number("max-random-win", 1);
    o.minDifficulty = args.number("min-difficulty", 0);
    o.maxDifficulty = args.number("max-difficulty", 10);
    o.unique = args.flag("unique");
    o.endless = args.flag("endless");
    o.tries = static_cast<int>(args.integer("tries", o.tries, 1, 100000000));
    try {
        checkBandOptions(o);
    } catch (const Error &e) {
        throw Error("bad generator options: " + e.message());
    }
    return o;
}

int generateVerb(const cli::Args &args, cli::Context &ctx) {
    const BandOptions o = bandOptions(args);
    return cli::generateIntoPack(
        args, ctx, "Ball-push levels", "level",
        [&](const cli::SeedRange &seeds, ProgressSink *progress) { return generatePack(o, seeds, progress); },
        [](const pack::GeneratedLevels &run) { return "not found; " + run.lastFailure; });
}

} // namespace

void registerCliVerbs(cli::Registry &registry) {
    registry.add(
        {kModuleId,
         "generate",
         "Generate levels with the seed's history-arrow construction into a pack",
         "Usage: tessera-cli balls generate [options]\n"
         "  --rows R --cols C      field size (default 8x8; 3 to 16)\n"
         "  --balls N              white balls (default 10)\n"
         "  --blocks B             fixed blocks placed at random (default 0)\n"
         "  --weights W0,W1,...    weight of a black-ball shift of 0, 1, ... cells; the last\n"
         "                         weight holds for longer shifts (default 1,2,3,4)\n"
         "  --attempts N           constructions tried per generator run (default 200)\n"
         "  --min-random-win P --max-random-win Q   keep levels whose random-win probability\n"
         "                         is in [P, Q] (default 0 to 1)\n"
         "  --min-difficulty A --max-difficulty B   keep levels whose difficulty (0-10, see\n"
         "                         core/balls/README.md) is in [A, B] (default 0 to 10)\n"
         "  --unique               keep levels with exactly one solution\n"
         "  --tries N              generator runs per level before it is given up (default 20000)\n"
         "  --endless              each level starts where the black ball ended the last one\n" +
             cli::generateUsage() +
             "Each level records its seed, the options, the generator and the version, its intended\n"
             "solution and the analyser's statistics. Exits with 1 when some level was not found.\n",
         {"unique", "endless", "append"},
         generateVerb});
    registry.add({kModuleId,
                  "analyse",
                  "Analyse levels exactly; one JSON object per level",
                  "Usage: tessera-cli balls analyse FILE... [options]\n" + kInputUsage +
                      "  --require-solvable     refuse (exit 1) a level that is not solvable\n"
                      "  --max-memory MB        the state graph's memory budget (default 256): a level with\n"
                      "                         more positions than it holds (about 104 bytes each, 2.58\n"
                      "                         million at 256; at most 20 million whatever the budget) is\n"
                      "                         refused with exit 1 as soon as the search passes the bound\n"
                      "Prints the statistics (core/balls/README.md), difficulty, winning first pushes and\n"
                      "the intended solution (the level's own when it wins, else the canonical one).\n",
                  {"require-solvable"},
                  analyseVerb});
    // "play" is the play contract's verb every playable module has (JSON, refusals with a reason);
    // this one draws the field after each push for people.
    registry.add({kModuleId,
                  "steps",
                  "Apply pushes and print the field after each",
                  "Usage: tessera-cli balls steps FILE --pushes UDLR... [--level I]\n" + kInputUsage +
                      "  --pushes P             the pushes, U D L R\n"
                      "  --level I              which level of the input (default 0)\n"
                      "Prints the field after each push, then won, lost or ongoing. (balls play replays\n"
                      "moves as JSON.)\n",
                  {},
                  stepsVerb});
    registry.add({kModuleId,
                  "hint",
                  "The winning pushes from each level's start",
                  "Usage: tessera-cli balls hint FILE...\n" + kInputUsage,
                  {},
                  hintVerb});
    registry.add({kModuleId,
                  "whatif",
                  "For every cell: solvability and random-win probability with a ball added or removed",
                  "Usage: tessera-cli balls whatif FILE...\n" + kInputUsage,
                  {},
                  whatIfVerb});
}

} // namespace tessera::balls
