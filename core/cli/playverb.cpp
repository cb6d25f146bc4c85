#include "cli/playverb.h"

#include "cli/registry.h"
#include "common/fileio.h"
#include "common/module.h"
#include "common/play.h"
#include "pack/levelpack.h"

#include <ostream>

namespace tessera::cli {

namespace {

struct Playable {
    std::string name;
    pack::Level level;
};

// The module's levels in a pack, or the one level of a level file (a JSON object naming its own format;
// its other members are the level's data).
std::vector<Playable> readPlayable(const std::string &path, const ModuleBackend &backend) {
    const std::string text = readTextFile(path);
    const Json doc = parseJson(text, path);
    std::vector<Playable> out;
    if (doc.is_object() && doc.value("format", std::string()) == pack::kFormat) {
        const pack::LevelPack p = pack::fromJson(doc, path);
        for (const pack::Level &l : p.levels)
            if (l.module == backend.id) out.push_back({l.id, l});
        return out;
    }
    if (!doc.is_object() || !doc.contains("format"))
        throw Error("not a tessera pack or a " + backend.title + " level file", {}, path);
    pack::Level l;
    l.id = path;
    l.module = backend.id;
    l.data = doc;
    // What a level file holds beside its data: the format, a title and the stored solution.
    if (l.data.contains("title") && l.data["title"].is_string()) l.title = l.data["title"];
    if (l.data.contains("solution")) l.solution = l.data["solution"];
    for (const char *key : {"format", "version", "title", "solution"}) l.data.erase(key);
    try {
        if (backend.validateLevel) backend.validateLevel(l.data);
    } catch (const Error &e) {
        throw e.inFile(path);
    }
    out.push_back({path, std::move(l)});
    return out;
}

OrderedJson playOne(const ModuleBackend &backend, const Playable &p, const Args &args, std::uint64_t seed) {
    const std::unique_ptr<play::Game> game = backend.play.newGame(p.level.data, seed);
    std::vector<std::string> moves;
    if (args.flag("solution")) {
        moves = backend.play.solution ? backend.play.solution(p.level, seed) : std::vector<std::string>{};
        if (moves.empty()) throw Error("level " + p.name + " stores no solution to play");
    } else {
        moves = play::splitMoves(args.str("moves", ""));
    }
    const play::Attempt a = play::attempt(*game, moves);
    OrderedJson j;
    j["level"] = p.name;
    const play::Status s = a.final->status();
    j["status"] = play::outcomeName(s.outcome);
    if (!s.reason.empty()) j["reason"] = s.reason;
    OrderedJson played = OrderedJson::array();
    for (const play::MoveResult &m : a.played) {
        if (m.revealed.empty()) {
            played.push_back(m.move);
        } else {
            played.push_back({{"move", m.move}, {"revealed", m.revealed}});
        }
    }
    j["moves"] = std::move(played);
    if (a.refusedIndex >= 0)
        j["refused"] = {{"index", a.refusedIndex}, {"move", a.refusedMove}, {"reason", a.reason}};
    j["position"] = a.final->position();
    j["hash"] = play::positionHash(*a.final);
    return j;
}

} // namespace

void registerPlayVerb(Registry &registry, const ModuleBackend &backend) {
    const std::string id = backend.id;
    registry.add(
        {id,
         "play",
         "Play a level: replay moves or the stored solution, one JSON object per level",
         "Usage: tessera-cli " + id +
             " play FILE [--level ID] (--moves \"M1 M2 ...\" | --solution) [--seed N]\n"
             "  FILE                   a tessera pack (its " +
             id + " levels) or a " + backend.title +
             " level file\n"
             "  --level ID             play only this pack level (default: every " +
             id +
             " level)\n"
             "  --moves \"M1 M2 ...\"    the moves, separated by spaces or commas\n"
             "  --solution             play the level's stored solution\n"
             "  --seed N               deals what chance decides (default 1)\n"
             "Moves: " +
             backend.play.notation +
             "\n"
             "Prints level, status (won, ongoing, lost, draw), the moves played, and for a refused move\n"
             "its index (from 0), the move and the reason; then the position and its hash. Exit 1 when a\n"
             "move is refused or the file is bad.\n"
             "Example: tessera-cli " +
             id + " play resources/samples/sample-pack.json --solution",
         {"solution"},
         [backend](const Args &args, Context &ctx) {
             if (args.positionals().size() != 1) throw Error("play needs one FILE");
             if (args.flag("solution") == args.has("moves")) throw Error("give either --moves or --solution");
             const std::string only = args.str("level", "");
             const auto seed = std::uint64_t(args.integer("seed", 1, 0, (1LL << 62)));
             args.rejectUnused();
             const std::string &path = args.positionals().front();
             const std::vector<Playable> levels = readPlayable(path, backend);
             int refused = 0, played = 0;
             for (const Playable &p : levels) {
                 if (!only.empty() && p.name != only) continue;
                 ++played;
                 OrderedJson j;
                 try {
                     j = playOne(backend, p, args, seed);
                 } catch (const Error &e) {
                     throw e.inFile(path).under(p.name);
                 }
                 if (j.contains("refused")) ++refused;
                 ctx.out << j.dump() << "\n";
             }
             if (played == 0)
                 throw Error("no " + backend.id + " level" + (only.empty() ? " in the file" : " " + only), {},
                             path);
             return refused ? 1 : 0;
         }});
}

} // namespace tessera::cli
