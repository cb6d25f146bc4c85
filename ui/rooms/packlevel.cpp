#include "ui/rooms/packlevel.h"

#include "common/version.h"
#include "rooms/roomgraph.h"

namespace tessera::rooms::ui {

RoomsLevel levelOfResult(const MapResult &result) {
    RoomsLevel level =
        result.level ? *result.level : levelFromResult(result.generation, result.options, result.seed);
    level.set = result.setPointer();
    level.setFile.clear();
    return level;
}

pack::Level makePackLevel(const MapResult &result, const std::string &title) {
    const RoomsLevel level = levelOfResult(result);
    const GenerationResult &g = result.generation;
    pack::Level out;
    out.module = "rooms";
    out.title = title;
    out.data = Json::parse(levelToJson(level).dump());
    int loops = 0;
    for (const Connection &c : g.map.connections()) loops += c.loop ? 1 : 0;
    Json stats;
    stats["rooms"] = g.map.roomCount();
    stats["mainPathRooms"] = g.path.length();
    stats["loops"] = loops;
    stats["movesEvaluated"] = g.stats.evaluated;
    stats["movesConsidered"] = g.stats.considered;
    stats["backtracks"] = g.stats.backtracks;
    stats["complete"] = g.status == GenerationStatus::Complete;
    const bool fixedStart = level.options ? level.options->fixedStart : false;
    const ObjectiveValues values = evaluateMap(g.map, fixedStart);
    Json objectives = Json::object();
    for (Objective o : kAllObjectives) objectives[objectiveName(o)] = values[std::size_t(o)];
    stats["objectives"] = objectives;
    out.statistics = stats;
    out.difficulty = g.path.length();
    out.tags = {"rooms"};
    if (g.status != GenerationStatus::Complete) out.tags.push_back("incomplete");
    out.provenance.seed = level.seed;
    if (level.options) out.provenance.options = Json::parse(optionsToJson(*level.options).dump());
    out.provenance.generator = result.level ? "rooms studio (read map)" : "rooms studio";
    out.provenance.version = kVersion;
    return out;
}

} // namespace tessera::rooms::ui
