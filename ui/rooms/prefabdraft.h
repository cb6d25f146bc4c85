#pragma once

#include "common/grid.h"
#include "common/jsonutil.h"
#include "rooms/prefabset.h"
#include "rooms/tile.h"

#include <string>
#include <vector>

namespace tessera::rooms::ui {

// A prefab as the editor holds it: the tiles unchecked, so a room may be invalid while it is being
// drawn (a floor that still touches the outside, no door yet). The core checks it when the set is
// compiled for the generator.
struct PrefabDraft {
    std::string name;
    Grid<Tile> tiles;
    int count = 1;
    double weight = 1.0;
    friend bool operator==(const PrefabDraft &, const PrefabDraft &) = default;
};

std::vector<PrefabDraft> draftsOf(const PrefabSet &set);

// The drafts as a prefab set document, exactly as a set file holds them, so prefabSetFromJson applies
// every check of a file (names, counts, weights, tiles) to what is on screen.
Json draftsToJson(const std::string &name, const std::vector<PrefabDraft> &drafts);

// A new room: walls around a floor.
Grid<Tile> plainRoomTiles(int rows, int cols);
// The tiles grown or cut to a new size, anchored at the top-left; new cells are outside.
Grid<Tile> resizedTiles(const Grid<Tile> &tiles, int rows, int cols);

// Why the core refuses this prefab on its own, or empty when it accepts it.
std::string draftProblem(const PrefabDraft &draft);

} // namespace tessera::rooms::ui
