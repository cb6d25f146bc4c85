#pragma once

#include "common/progress.h"
#include "rooms/generatoroptions.h"
#include "rooms/placementlog.h"
#include "rooms/roomgraph.h"

#include <cstdint>
#include <memory>
#include <string>

namespace tessera::rooms {

enum class GenerationStatus { Complete, Cancelled, Failed };

struct GenerationStats {
    long long considered = 0; // candidate moves put before the selector, over all steps
    long long evaluated = 0;  // of those, measured afresh (exact fitness)
    long long cacheHits = 0;  // of those, taken from the fitness cache
    int backtracks = 0;       // placements undone
    double seconds = 0;
};

struct GenerationResult {
    explicit GenerationResult(std::shared_ptr<const PrefabSet> set)
        : map(std::move(set)) {}

    GenerationStatus status = GenerationStatus::Complete;
    std::string message; // why it failed; empty otherwise
    PlacementLog log;    // rebuilds `map` exactly (rebuildMap)
    RoomMap map;
    MainPath path;
    GenerationStats stats;
};

// Builds a map (the seed's constructive strategy): the first room, then one move per step until every
// room is placed. Each step offers the moves of the prefabs the prefab selector picks, keeps a fraction
// of them (move divisor), scores them (objectives, cache, combinator) and lets the selector choose.
// When no move fits and backtracking is allowed, the last placement is undone and the next-best move of
// that step tried instead, up to the budget; when the budget runs out the result is Failed with a
// message and the largest map reached. With lookahead, a step's fittest moves are each played out on
// a copy and the best ending wins; with restarts (best search), the map is built that many times (the
// seed, then seeds drawn from it) and the fittest build returned, its stats summed over the builds. Same set,
// options and seed give the same map, bit for bit.
// Progress is reported per room; on cancel the map placed so far is returned (status Cancelled).
// Throws Error for invalid options (unknown start prefab, room limit above the set's rooms, ...).
GenerationResult generateMap(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                             std::uint64_t seed, ProgressSink *progress = nullptr,
                             const CancelToken *cancel = nullptr);

// One build whatever the restarts (generateMap's building block, in restarts.cpp's loop).
GenerationResult buildMap(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                          std::uint64_t seed, ProgressSink *progress = nullptr,
                          const CancelToken *cancel = nullptr);

} // namespace tessera::rooms
