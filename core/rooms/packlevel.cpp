#include "rooms/packlevel.h"

#include "rooms/roomsmodule.h"

#include "common/error.h"
#include "rooms/roomgraph.h"

namespace tessera::rooms {

pack::Level packLevel(const RoomsLevel &level, const pack::LevelSource &source) {
    if (!level.set) throw Error("a room map in a pack needs its prefab set inline");
    RoomsLevel inlined = level;
    inlined.setFile.clear();
    const RoomMap map = levelMap(inlined);
    const MainPath path = levelPath(inlined, map);
    int loops = 0;
    for (const Connection &c : map.connections()) loops += c.loop ? 1 : 0;

    std::string title = std::to_string(map.roomCount()) + " rooms";
    if (level.seed) title += ", seed " + std::to_string(*level.seed);
    pack::Level out = pack::startLevel(kModuleId, source, title);
    out.data = Json::parse(levelToJson(inlined).dump());
    Json stats = Json::object();
    stats["rooms"] = map.roomCount();
    stats["connections"] = map.connections().size();
    stats["mainPathRooms"] = path.length();
    stats["loops"] = loops;
    const ObjectiveValues values = evaluateMap(map, level.options ? level.options->fixedStart : false);
    Json objectives = Json::object();
    for (Objective o : kAllObjectives) objectives[objectiveName(o)] = values[std::size_t(o)];
    stats["objectives"] = std::move(objectives);
    out.statistics = std::move(stats);
    out.difficulty = path.length();
    pack::setTags(out, {kModuleId}, {kModuleId}, source.tags);
    return out;
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(levelFromJson(data, {}, {}, false), source);
}

} // namespace tessera::rooms
