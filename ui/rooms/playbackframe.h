#pragma once

#include "rooms/candidateheat.h"
#include "rooms/roomgraph.h"
#include "rooms/tilemap.h"
#include "ui/rooms/mapresult.h"

#include <memory>
#include <vector>

namespace tessera::rooms::ui {

// What the map view shows at one step of the placement log: the map after the first `step`
// placements (rebuilt by the core from the log), its main path, the room this step placed and the
// candidate moves the selector weighed for it, as a heat field of their fitness (the core's
// CandidateHeat over result->extent).
struct PlaybackFrame : CandidateHeat {
    explicit PlaybackFrame(MapResultPtr from)
        : result(std::move(from))
        , map(result->setPointer()) {}

    MapResultPtr result;
    int step = 0; // rooms placed, 1 .. result->steps()
    RoomMap map;
    TileMap tiles;
    MainPath path;
    std::vector<Point> pathCells;
    int placedRoom = -1; // the room this step placed (step - 1)
    const PlacementStep *placement = nullptr;

    bool isFinal() const { return step == result->steps(); }
    Point extentOrigin() const { return {result->extent.top, result->extent.left}; }
};

using PlaybackFramePtr = std::shared_ptr<const PlaybackFrame>;

// The frame of a step (clamped to 1 .. steps); null for a result without rooms.
PlaybackFramePtr makeFrame(const MapResultPtr &result, int step);

} // namespace tessera::rooms::ui
