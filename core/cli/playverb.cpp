#include "cli/playverb.h"

#include "cli/registry.h"
#include "common/fileio.h"
#include "common/module.h"
#include "common/play.h"
#include "common/playsession.h"
#include "pack/levelpack.h"

#include <filesystem>
#include <ostream>

namespace tessera::cli {

namespace {

struct Playable {
    std::string name;
    pack::Level level;
};

// The module's levels in a pack, or the one level of a level file (a JSON object naming its own format;
// its other members are the level's data). packHash: the pack's, for traces; empty for a level file.
std::vector<Playable> readPlayable(const std::string &path, const ModuleBackend &backend,
                                   std::string &packHash) {
    const std::string text = readTextFile(path);
    const Json doc = parseJson(text, path);
    std::vector<Playable> out;
    if (doc.is_object() && doc.value("format", std::string()) == pack::kFormat) {
        const pack::LevelPack p = pack::fromJson(doc, path);
        packHash = pack::packHash(p);
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

// The CLI has no player's clock: the i-th move (from 1) is stamped i seconds after the start.
constexpr long long kTraceMoveMs = 1000;

// Played through a play::Session, as the studio plays, so the attempt comes with its trace. The output
// is what play::attempt gives: moves are taken until one is refused or the game is over.
OrderedJson playOne(const ModuleBackend &backend, const Playable &p, const Args &args, std::uint64_t seed,
                    play::Trace &trace) {
    const std::unique_ptr<play::Game> game = backend.play.newGame(p.level.data, seed);
    std::vector<std::string> moves;
    if (args.flag("solution")) {
        moves = backend.play.solution ? backend.play.solution(p.level, seed) : std::vector<std::string>{};
        if (moves.empty()) throw Error("level " + p.name + " stores no solution to play");
    } else {
        moves = play::splitMoves(args.str("moves", ""));
    }
    play::Session session(*game, backend.id, p.name, {}, seed);
    std::vector<play::MoveResult> accepted;
    long refusedIndex = -1;
    std::string refusedMove, reason;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        play::Session::Played r;
        if (session.over())
            r.reason = "the game is already over"; // as play::attempt words it
        else
            r = session.play(moves[i], static_cast<long long>(i + 1) * kTraceMoveMs);
        if (!r.accepted) {
            refusedIndex = long(i);
            refusedMove = moves[i];
            reason = r.reason;
            break;
        }
        accepted.push_back(r.result);
    }
    trace = session.trace();
    OrderedJson j;
    j["level"] = p.name;
    const play::Status s = session.game().status();
    j["status"] = play::outcomeName(s.outcome);
    if (!s.reason.empty()) j["reason"] = s.reason;
    OrderedJson played = OrderedJson::array();
    for (const play::MoveResult &m : accepted) {
        if (m.revealed.empty()) {
            played.push_back(m.move);
        } else {
            played.push_back({{"move", m.move}, {"revealed", m.revealed}});
        }
    }
    j["moves"] = std::move(played);
    if (refusedIndex >= 0)
        j["refused"] = {{"index", refusedIndex}, {"move", refusedMove}, {"reason", reason}};
    j["position"] = session.game().position();
    j["hash"] = play::positionHash(session.game());
    return j;
}

// Adds lines to the end of path (created when missing), written as every file is: a crash leaves the
// old content whole.
void appendToFile(const std::string &path, const std::string &lines) {
    std::string content;
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) content = readTextFile(path);
    if (!content.empty() && content.back() != '\n') content += '\n';
    writeFileAtomic(path, content + lines);
}

} // namespace

void registerPlayVerb(Registry &registry, const ModuleBackend &backend) {
    const std::string id = backend.id;
    registry.add(
        {id,
         "play",
         "Play a level: replay moves or the stored solution, one JSON object per level",
         "Usage: tessera-cli " + id +
             " play FILE [--level ID] (--moves \"M1 M2 ...\" | --solution) [--seed N] [--trace FILE]\n"
             "  FILE                   a tessera pack (its " +
             id + " levels) or a " + backend.title +
             " level file\n"
             "  --level ID             play only this pack level (default: every " +
             id +
             " level)\n"
             "  --moves \"M1 M2 ...\"    the moves, separated by spaces or commas\n"
             "  --solution             play the level's stored solution\n"
             "  --seed N               deals what chance decides (default 1)\n"
             "  --trace FILE           append each level's attempt to FILE as one tessera-play-trace\n"
             "                         line (JSON Lines, schemas/tessera-play-trace.v1.schema.json);\n"
             "                         the i-th move is stamped i*1000 ms (the CLI has no clock)\n"
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
             const std::string tracePath = args.str("trace", "");
             if (args.has("trace") && tracePath.empty()) throw Error("--trace needs a file name");
             args.rejectUnused();
             const std::string &path = args.positionals().front();
             std::string packHash;
             const std::vector<Playable> levels = readPlayable(path, backend, packHash);
             std::string traces;
             int refused = 0, played = 0;
             for (const Playable &p : levels) {
                 if (!only.empty() && p.name != only) continue;
                 ++played;
                 OrderedJson j;
                 play::Trace trace;
                 try {
                     j = playOne(backend, p, args, seed, trace);
                 } catch (const Error &e) {
                     throw e.inFile(path).under(p.name);
                 }
                 if (j.contains("refused")) ++refused;
                 ctx.out << j.dump() << "\n";
                 trace.pack = packHash;
                 traces += play::traceToJson(trace).dump() + "\n";
             }
             if (played == 0)
                 throw Error("no " + backend.id + " level" + (only.empty() ? " in the file" : " " + only), {},
                             path);
             // Written once every level is played: a bad level leaves the file as it was.
             if (!tracePath.empty()) appendToFile(tracePath, traces);
             return refused ? 1 : 0;
         }});
}

} // namespace tessera::cli
