#pragma once

#include "pack/levelsource.h"
#include "rooms/roomlevel.h"

namespace tessera::rooms {

// The one way a room map becomes a pack level (CLI generate, the studio's Add to Pack): the map with
// its prefab set inline as data (a pack level has no directory to resolve a set file against),
// statistics measured on the map rebuilt from its placement log (rooms, connections, mainPathRooms,
// loops, the objective values), difficulty (the main path's length), tags (rooms), default title
// "N rooms, seed S". The set must be inline or resolved.
pack::Level packLevel(const RoomsLevel &level, const pack::LevelSource &source);
// The same from a pack level's data object (the module backend's packLevel).
pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source);

} // namespace tessera::rooms
