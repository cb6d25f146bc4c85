#pragma once

#include "common/jsonutil.h"
#include "rooms/generator.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace tessera::rooms {

inline constexpr const char *kMapFormat = "tessera-rooms-map";
inline constexpr int kMapVersion = 1;

// A generated (or hand-edited) map as a file and as a pack level's data:
// {"format": "tessera-rooms-map", "version": 1,
//  "prefabSet": {...prefab set...}            (inline) or "prefabSetFile": "dungeon.json" (referenced,
//                                              relative to the map file),
//  "rooms": [{"prefab": "hall", "row": 0, "col": 0, "doors": [0, 3, 5]},
//            {"prefab": "corridor", "row": -3, "col": 8, "doors": [...],
//             "via": {"door": 2, "room": 0, "roomDoor": 5},       joins prefab door 2 to door 5 of room 0
//             "loops": [{"door": 4, "room": 2, "roomDoor": 1}],  optional
//             "fitness": 1.2, "objectives": {...}, "weights": {...},
//             "offered": 130, "considered": 120, "evaluated": 120, "cacheHits": 0}, ...],   (why; optional)
//  "start": 0, "end": 12, "seed": 7, "options": {...generator options...}, "tessera": "0.1.0"}
// The rooms array is the placement log: replaying it rebuilds the map exactly.
struct RoomsLevel {
    std::shared_ptr<const PrefabSet> set; // null when referenced and not resolved
    std::string setFile;                  // the reference as written, when not inline
    PlacementLog log;
    int start = -1;
    int end = -1;
    std::optional<std::uint64_t> seed;
    std::optional<GeneratorOptions> options;
    std::string tesseraVersion;
};

RoomsLevel levelFromResult(const GenerationResult &result, const GeneratorOptions &options,
                           std::uint64_t seed);

// The set inline unless setFile is given (then only the reference is written).
OrderedJson levelToJson(const RoomsLevel &level);

// Parses and checks a map document: format and version, the prefab set, every placement (by rebuilding
// the map), start and end. A referenced set is loaded from baseDir; with resolveSet false it is left
// unresolved and only the document's structure is checked. Errors carry the JSON path and the file.
RoomsLevel levelFromJson(const Json &doc, const std::string &file = {}, const std::string &baseDir = {},
                         bool resolveSet = true);
RoomsLevel loadLevel(const std::string &path);
void saveLevel(const RoomsLevel &level, const std::string &path);

// The map and main path a level describes (the set must be resolved).
RoomMap levelMap(const RoomsLevel &level);
MainPath levelPath(const RoomsLevel &level, const RoomMap &map);

} // namespace tessera::rooms
