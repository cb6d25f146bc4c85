#pragma once

#include "common/jsonutil.h"
#include "rooms/combinator.h"
#include "rooms/fitnesscache.h"
#include "rooms/prefabselector.h"
#include "rooms/roominstance.h"

#include <string>

namespace tessera::rooms {

enum class SelectorKind { Random, BestSearch };

struct GeneratorOptions {
    SelectorKind selector = SelectorKind::BestSearch;
    CombinatorOptions combinator;
    CacheKind cache = CacheKind::None;
    int refreshEvery = 10;
    PrefabSelectorKind prefabSelector = PrefabSelectorKind::Dummy;
    double moveDivisor = 1.0; // fraction of the moves kept each step, sampled with the seeded Rng
    DoorMode doors = DoorMode::All;
    double doorFraction = 0.5; // with DoorMode::Random
    int backtrackBudget = 64;  // undos allowed when no move fits; 0 = fail at the first dead end
    bool closeLoops = false;
    // Best search: equally fit moves are drawn by the seed. Off: the first in enumeration order wins,
    // as in the original, and the seed then only picks the first room (most seeds give the same map).
    bool randomTies = true;
    bool fixedStart = false; // the first room is the start of the main path
    std::string startPrefab; // the first room's prefab; empty = drawn by the set's weights
    int roomLimit = 0;       // place at most this many rooms; 0 = every instance of the set
    // Not saved: keep every step's candidate moves with their fitness in the log (for playback).
    bool recordCandidates = false;
};

// Throws Error naming the option (as in the JSON) when a value is out of range.
void validateOptions(const GeneratorOptions &options);

// Option names as in the JSON and on the command line.
const char *selectorName(SelectorKind k);
const char *combinatorName(CombinatorKind k);
const char *cacheName(CacheKind k);
const char *prefabSelectorName(PrefabSelectorKind k);
const char *doorModeName(DoorMode k);

OrderedJson optionsToJson(const GeneratorOptions &options);
// Missing fields keep their defaults; unknown fields and bad values are refused with their JSON path.
GeneratorOptions optionsFromJson(const Json &doc);

} // namespace tessera::rooms
