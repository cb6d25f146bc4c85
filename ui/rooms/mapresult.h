#pragma once

#include "rooms/cellrect.h"
#include "rooms/generator.h"
#include "rooms/roomlevel.h"

#include <QMetaType>

#include <cstdint>
#include <memory>
#include <optional>

namespace tessera::rooms::ui {

// A map on show in the workbench: what the core generated (with every step's candidate moves, for
// playback) or a map read from a pack level or file (its placement log only), plus what made it.
struct MapResult {
    explicit MapResult(GenerationResult result)
        : generation(std::move(result)) {}

    quint64 request = 0; // the generator request it answers (0 for a map that was read)
    std::uint64_t seed = 0;
    GeneratorOptions options;
    GenerationResult generation;
    double milliseconds = 0; // wall time of the core call
    // A first answer: the seed's own build alone, while the fittest of this many builds (the restarts
    // asked for, which include it) is on its way; 0 for a full answer.
    int refining = 0;
    bool hasCandidates = false;      // the log holds each step's candidate moves
    std::optional<RoomsLevel> level; // the level as read, when the map was not generated here
    // The canvas of playback: the map's box and the candidate moves of every step around it, at most
    // kExtentMargin cells beyond the map (further out a candidate's footprint is cut off), so every
    // frame has the same canvas and the map still fills most of it.
    CellRect extent;
    static constexpr int kExtentMargin = 6;

    const PrefabSet &set() const { return generation.map.prefabs(); }
    const std::shared_ptr<const PrefabSet> &setPointer() const { return generation.map.prefabSet(); }
    int steps() const { return generation.log.size(); }
    bool complete() const { return generation.status == GenerationStatus::Complete; }
};

using MapResultPtr = std::shared_ptr<const MapResult>;

// Runs the generator (recording candidates unless told not to) and wraps its result; throws Error for
// invalid options.
std::shared_ptr<MapResult> generateResult(std::shared_ptr<const PrefabSet> set,
                                          const GeneratorOptions &options, std::uint64_t seed,
                                          const CancelToken *cancel = nullptr, bool recordCandidates = true);
// A map read from a level (its set must be inline or resolved).
MapResultPtr resultOfLevel(const RoomsLevel &level);

// The map's box united with the footprints of every recorded candidate move, clipped to the box grown
// by MapResult::kExtentMargin.
CellRect resultExtent(const GenerationResult &result);

// Same placements (prefab, position, door, joined room and door) in the same order.
bool samePlacements(const PlacementLog &a, const PlacementLog &b);

} // namespace tessera::rooms::ui

Q_DECLARE_METATYPE(tessera::rooms::ui::MapResultPtr)
