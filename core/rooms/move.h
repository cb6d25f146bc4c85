#pragma once

#include "common/point.h"
#include "rooms/objectives.h"

#include <cstdint>

namespace tessera::rooms {

// A candidate placement (the seed's M(R, P) plus the doors it joins): the offered instance of a prefab,
// the map cell of its tile (0, 0), the prefab door that joins the map, and the map's open door it joins.
struct Move {
    int prefab = -1;
    int instance = -1;
    Point pos;
    int door = -1;    // prefab door index of the new room
    int mapDoor = -1; // id of the map door it joins
    // Instance is left out: instances of a prefab with the same doors place identically.
    friend bool operator==(const Move &a, const Move &b) {
        return a.prefab == b.prefab && a.pos == b.pos && a.door == b.door && a.mapDoor == b.mapDoor;
    }
};

// A move as the enumerator keeps it, with its fitness cache entry (objective values and the cache
// epoch they were computed in; 0 = never).
struct Candidate {
    Move move;
    std::uint32_t cacheEpoch = 0;
    ObjectiveValues values{};
};

} // namespace tessera::rooms
