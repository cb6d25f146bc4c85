#pragma once

#include "common/grid.h"
#include "rooms/roommap.h"

#include <cstdint>

namespace tessera::rooms {

// The final map as tiles. Door is a joined door tile (a passage); an active door that joins nothing
// stays a wall, since it leads nowhere.
enum class Cell : std::uint8_t { Empty, Wall, Floor, Door };

struct TileMap {
    Point origin; // map cell of grid cell (0, 0): the top-left of the rooms' bounding box
    Grid<Cell> cells;
    Grid<int> rooms; // the room covering each cell, -1 outside every room
    Point toGrid(Point mapCell) const { return mapCell - origin; }
};

TileMap renderTiles(const RoomMap &map);

} // namespace tessera::rooms
