#include "rooms/placementlog.h"

#include "common/error.h"

namespace tessera::rooms {

int applyMove(RoomMap &map, const Move &move, const RoomInstance &instance, bool closeLoops,
              std::vector<LoopLink> *loops) {
    const int room = map.addRoom(move.prefab, move.instance, move.pos, instance.doors);
    map.connect(map.room(room).doorIds[static_cast<std::size_t>(move.door)], move.mapDoor, false);
    if (closeLoops) {
        for (int id : map.closeLoops(room)) {
            const Connection &c = map.connections()[static_cast<std::size_t>(id)];
            const MapDoor &mine = map.door(c.roomA == room ? c.doorA : c.doorB);
            const MapDoor &theirs = map.door(c.roomA == room ? c.doorB : c.doorA);
            if (loops) loops->push_back({mine.door, theirs.room, theirs.door});
        }
    }
    return room;
}

namespace {

[[noreturn]] void failAt(const std::string &place, const std::string &message) {
    throw Error(message, place);
}

// The map door id of an earlier room's prefab door, checked to be active and open.
int openDoorOf(const RoomMap &map, int room, int prefabDoor, const std::string &place) {
    const PlacedRoom &r = map.room(room);
    if (prefabDoor < 0 || prefabDoor >= static_cast<int>(r.doorIds.size()))
        failAt(place, "room " + std::to_string(room) + " ('" + map.prefabOf(room).name() + "') has no door " +
                          std::to_string(prefabDoor));
    const int id = r.doorIds[static_cast<std::size_t>(prefabDoor)];
    if (id < 0)
        failAt(place,
               "door " + std::to_string(prefabDoor) + " of room " + std::to_string(room) + " is not active");
    if (!map.door(id).open())
        failAt(place, "door " + std::to_string(prefabDoor) + " of room " + std::to_string(room) +
                          " is already in use");
    return id;
}

void join(RoomMap &map, int room, int door, int toRoom, int toDoor, bool loop, const std::string &place) {
    if (toRoom < 0 || toRoom >= room)
        failAt(place + ".room", "must be an earlier room (0 to " + std::to_string(room - 1) + "), found " +
                                    std::to_string(toRoom));
    const int mine = openDoorOf(map, room, door, place + ".door");
    const int theirs = openDoorOf(map, toRoom, toDoor, place + ".roomDoor");
    const MapDoor &a = map.door(mine);
    const MapDoor &b = map.door(theirs);
    if (a.facing != opposite(b.facing) || step(a.cell, a.facing) != b.cell)
        failAt(place, "door " + std::to_string(door) + " (" + dirName(a.facing) + ") of room " +
                          std::to_string(room) + " and door " + std::to_string(toDoor) + " (" +
                          dirName(b.facing) + ") of room " + std::to_string(toRoom) +
                          " are not side by side facing each other");
    if (map.adjacent(room, toRoom))
        failAt(place,
               "rooms " + std::to_string(room) + " and " + std::to_string(toRoom) + " are already joined");
    map.connect(mine, theirs, loop);
}

} // namespace

RoomMap rebuildMap(std::shared_ptr<const PrefabSet> set, const PlacementLog &log, int count) {
    RoomMap map(set);
    const int n = count < 0 ? log.size() : std::min(count, log.size());
    for (int i = 0; i < n; ++i) {
        const PlacementStep &s = log.steps[static_cast<std::size_t>(i)];
        const std::string place = "rooms[" + std::to_string(i) + "]";
        if (s.prefab < 0 || s.prefab >= set->size()) failAt(place + ".prefab", "no such prefab");
        try {
            map.addRoom(s.prefab, s.instance, s.pos, s.doors);
        } catch (const Error &e) {
            failAt(e.message().find("overlaps") != std::string::npos ? place : place + ".doors", e.message());
        }
        if (i == 0) {
            if (s.toRoom >= 0) failAt(place + ".via", "the first room joins nothing");
            if (!s.loops.empty()) failAt(place + ".loops", "the first room has nothing to loop to");
            continue;
        }
        join(map, i, s.door, s.toRoom, s.toDoor, false, place + ".via");
        for (std::size_t k = 0; k < s.loops.size(); ++k) {
            const LoopLink &l = s.loops[k];
            join(map, i, l.door, l.room, l.roomDoor, true, place + ".loops[" + std::to_string(k) + "]");
        }
    }
    return map;
}

} // namespace tessera::rooms
