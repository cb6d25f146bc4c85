#pragma once

#include "common/drawing.h"
#include "rooms/roomgraph.h"

namespace tessera::rooms {

// The map as a drawing, one unit per tile: walls, floors (warmer on the main path), joined doors, the
// main path as a line through the rooms and their doors, start (S) and end (E) marked.
Drawing drawRoomMap(const RoomMap &map, const MainPath &path);

// Points (in tile units, tile centres) of the main path's line: each room's anchor, and between two
// rooms the two door tiles that join them.
std::vector<Point> mainPathCells(const RoomMap &map, const MainPath &path);

} // namespace tessera::rooms
