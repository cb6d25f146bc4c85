#include "rooms/packlevel.h"

#include "rooms/roomsmodule.h"

#include "common/error.h"
#include "pack/difficultyscale.h"
#include "rooms/roomgraph.h"

namespace tessera::rooms {

namespace {

// Map complexity and its calibration onto the pack scale (README, "Difficulty").
double mapComplexity(int rooms, int mainPathRooms, int loops) {
    return mainPathRooms + 2.0 * loops + 0.5 * (rooms - mainPathRooms);
}

const std::vector<pack::ScalePoint> &complexityCalibration() {
    static const std::vector<pack::ScalePoint> points{{0.0, 0.0}, {20.0, 5.0}, {60.0, 10.0}};
    return points;
}

} // namespace

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
    // Map complexity (README, "Difficulty"): main-path rooms, plus 2 per loop (a loop is a choice of way),
    // plus half a room per room off the main path (a dead end to explore).
    const double complexity = mapComplexity(map.roomCount(), path.length(), loops);
    stats["complexity"] = complexity;
    out.statistics = std::move(stats);
    pack::setMeasuredDifficulty(out, pack::onScale(complexityCalibration(), complexity));
    pack::setTags(out, {kModuleId}, {kModuleId}, source.tags);
    return out;
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(levelFromJson(data, {}, {}, false), source);
}

} // namespace tessera::rooms
