#pragma once

#include "common/grid.h"
#include "common/jsonutil.h"
#include "rooms/generatoroptions.h"
#include "rooms/prefabset.h"
#include "rooms/tile.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tessera::rooms {

// The edits the studio makes to a prefab set and its generator settings, as plain functions, so the
// undo commands only record and replay them.

// A prefab as an editor holds it: the tiles unchecked, so a room may be invalid while it is being drawn
// (a floor that still touches the outside, no door yet). The core checks it when the set is compiled
// for the generator.
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

// Reads what draftsToJson wrote without the set's checks (a room mid-edit may be invalid), only its
// shape: names, counts and weights of the right type, rectangular tile rows of known tile characters,
// 1..Prefab::kMaxSide a side, at most kMaxDrafts prefabs. The editor's recovered state.
inline constexpr std::size_t kMaxDrafts = 4096;
std::vector<PrefabDraft> draftsFromJson(const Json &doc, std::string &name);

// A new room: walls around a floor.
Grid<Tile> plainRoomTiles(int rows, int cols);
// The tiles grown or cut to a new size, anchored at the top-left; new cells are outside.
Grid<Tile> resizedTiles(const Grid<Tile> &tiles, int rows, int cols);
// Paints tiles of a draft; cells outside it are left alone (a stroke may run off the edge).
void paintTiles(PrefabDraft &draft, const std::vector<std::pair<Point, Tile>> &tiles);

// Why the core refuses this prefab on its own ("row 3: ..." for a tile row), or empty when it accepts it.
std::string draftProblem(const PrefabDraft &draft);

// base, or base-2, base-3, ...: the first name no draft has.
std::string freshPrefabName(const std::vector<PrefabDraft> &drafts, const std::string &base);

// Whether two settings are the same as a map file would store them (an edit that changes nothing
// makes no undo step).
bool sameSettings(const GeneratorOptions &a, std::uint64_t seedA, const GeneratorOptions &b,
                  std::uint64_t seedB);

} // namespace tessera::rooms
