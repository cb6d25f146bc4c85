#pragma once

#include "pack/levelpack.h"
#include "ui/rooms/mapresult.h"

#include <string>

namespace tessera::rooms::ui {

// The map's level document as a pack stores it: the map format with the prefab set inline (a pack
// level has no directory to resolve a set file against).
RoomsLevel levelOfResult(const MapResult &result);

// A pack level for a map, with the statistics the command line writes (rooms, mainPathRooms, loops,
// movesEvaluated) plus the moves considered, undos, whether every room was placed and the final
// objective values; difficulty is the main path's length; provenance records the seed, options and
// version so the map can be made again.
pack::Level makePackLevel(const MapResult &result, const std::string &title);

} // namespace tessera::rooms::ui
