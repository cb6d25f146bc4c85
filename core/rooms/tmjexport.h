#pragma once

#include "common/jsonutil.h"
#include "common/raster.h"
#include "rooms/roomgraph.h"

#include <string>

namespace tessera::rooms {

struct TmjOptions {
    int tileSize = 16;                            // pixels per tile
    std::string tilesetImage = "rooms-tiles.png"; // written beside the map (see tmjTilesetImage)
    std::string name = "rooms";
};

// The map in Tiled's JSON map format (.tmj, Tiled 1.10): an orthogonal finite map with an embedded
// three-tile tileset (wall, floor, door), one tile layer "tiles" and one object layer "rooms" holding a
// rectangle per room (its box; properties prefab, index, mainPath), a point per joined door tile
// (properties room, loop), the main path as a polyline through the rooms and their doors, and the start
// and end as points. Empty cells are gid 0.
OrderedJson toTmj(const RoomMap &map, const MainPath &path, const TmjOptions &options = {});

// The tileset image the .tmj refers to: three tiles side by side (wall, floor, door).
Image tmjTilesetImage(int tileSize);

// Tile ids (gid - 1) of the embedded tileset.
inline constexpr int kTmjWallTile = 0;
inline constexpr int kTmjFloorTile = 1;
inline constexpr int kTmjDoorTile = 2;

} // namespace tessera::rooms
