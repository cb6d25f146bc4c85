#pragma once

#include "rooms/objectives.h"
#include "rooms/roommap.h"

#include <vector>

namespace tessera::rooms {

// Connections from one room to every room (breadth-first; the map is connected).
std::vector<int> bfsDistances(const RoomMap &map, int from);
// n x n distances, row-major: n breadth-first searches, O(n (n + connections)).
std::vector<int> allPairsDistances(const RoomMap &map);

// Every measure from scratch (all-pairs distances): the reference the incremental evaluator is
// tested against, and the measure of a map loaded from a file.
// With the thesis model the thesis counts are measured too (thesisgraph.h).
MapMeasures measureMap(const RoomMap &map, bool fixedStart, FitnessModel model = FitnessModel::Normalised);
inline ObjectiveValues evaluateMap(const RoomMap &map, bool fixedStart,
                                   FitnessModel model = FitnessModel::Normalised) {
    return objectivesOf(measureMap(map, fixedStart, model), fixedStart, kAllObjectivesMask, model);
}

// The main path: start and end rooms and the rooms between them, in order.
struct MainPath {
    int start = -1;
    int end = -1;
    std::vector<int> rooms;
    int length() const { return static_cast<int>(rooms.size()); }
};

// With a fixed start, room 0 (the first placed) is the start and the end is the room farthest from it.
// Otherwise the ends of the longest shortest path: start is the lowest-numbered room of greatest
// eccentricity, end the lowest-numbered room farthest from it. In a tree (no loops) that is the longest
// path of the map.
// The thesis model's main path is its own (longest weighted shortest path; thesisgraph.h).
MainPath findMainPath(const RoomMap &map, bool fixedStart, FitnessModel model = FitnessModel::Normalised);
// A shortest path between two rooms (ties go to the lower-numbered neighbour).
MainPath pathBetween(const RoomMap &map, int start, int end);

} // namespace tessera::rooms
