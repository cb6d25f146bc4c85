#pragma once

#include "pack/levelpack.h"
#include "ui/rooms/mapresult.h"

#include <string>

namespace tessera::rooms::ui {

// The map's level document as a pack stores it: the map format with the prefab set inline (a pack
// level has no directory to resolve a set file against).
RoomsLevel levelOfResult(const MapResult &result);

// The map as a pack level through the core's rooms::packLevel (the call the CLI makes). While the map
// is still the one opened from the pack level `opened` (same data), that level's id, title, tags and
// provenance are kept; otherwise title is used and the provenance records the seed and options.
pack::Level makePackLevel(const MapResult &result, const std::string &title, const pack::Level *opened);

} // namespace tessera::rooms::ui
