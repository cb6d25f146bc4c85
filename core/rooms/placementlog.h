#pragma once

#include "rooms/combinator.h"
#include "rooms/move.h"
#include "rooms/roominstance.h"
#include "rooms/roommap.h"

#include <memory>
#include <vector>

namespace tessera::rooms {

// A loop connection made when a room was placed: its prefab door `door` joined door `roomDoor` of the
// earlier room `room`.
struct LoopLink {
    int door = -1;
    int room = -1;
    int roomDoor = -1;
    friend bool operator==(const LoopLink &, const LoopLink &) = default;
};

// One candidate move of a step as the selector saw it (kept only when asked, for playback).
struct CandidateRecord {
    Move move;
    int toRoom = -1; // the room and prefab door it would join
    int toDoor = -1;
    double fitness = 0;
    ObjectiveValues values{};
    bool cached = false; // values came from the fitness cache
};

// One placement. Step 0 is the initial room (no door, toRoom -1). The rooms are numbered in step order.
struct PlacementStep {
    int prefab = -1;
    int instance = -1;
    Point pos;
    std::vector<int> doors; // active prefab doors
    int door = -1;          // the new room's prefab door that joins...
    int toRoom = -1;        // ...this earlier room...
    int toDoor = -1;        // ...at this prefab door of it
    std::vector<LoopLink> loops;

    // Why: the objective values and fitness of the chosen move, the combinator weights it was scored
    // with, how many moves were offered (after the prefab selector), considered (after the move
    // divisor), measured afresh and taken from the cache.
    ObjectiveValues values{};
    double fitness = 0;
    ObjectiveWeights weights{};
    int offered = 0;
    int considered = 0;
    int evaluated = 0;
    int cacheHits = 0;
    std::vector<CandidateRecord> candidates;
};

struct PlacementLog {
    std::vector<PlacementStep> steps;
    int size() const { return static_cast<int>(steps.size()); }
};

// Places a move: adds the room, joins its door, and with closeLoops joins facing open doors (recorded in
// loops when given). Returns the new room's index.
int applyMove(RoomMap &map, const Move &move, const RoomInstance &instance, bool closeLoops,
              std::vector<LoopLink> *loops);

// The map after the first `count` steps (every step when count < 0), checking each placement as a file
// could break it: prefab and door indices, overlaps, doors that are not open or do not face each other.
// Errors name the step as "rooms[i]" with the field ("rooms[3].via.roomDoor"), matching the map file.
RoomMap rebuildMap(std::shared_ptr<const PrefabSet> set, const PlacementLog &log, int count = -1);

} // namespace tessera::rooms
