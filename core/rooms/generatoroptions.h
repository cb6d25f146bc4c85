#pragma once

#include "common/jsonutil.h"
#include "rooms/combinator.h"
#include "rooms/fitnesscache.h"
#include "rooms/prefabselector.h"
#include "rooms/roominstance.h"

#include <string>

namespace tessera::rooms {

enum class SelectorKind { Random, BestSearch };

// How the move divisor thins the moves of a step: Fraction keeps that fraction of them, drawn by the
// seed; Stride (the thesis code) keeps every k-th move in enumeration order, k = round(1 / (1 - divisor))
// (0.9 keeps every 10th), the first one always; a divisor of 1 keeps them all either way.
enum class DivisorMode { Fraction, Stride };

struct GeneratorOptions {
    SelectorKind selector = SelectorKind::BestSearch;
    FitnessModel fitness = FitnessModel::Thesis;
    CombinatorOptions combinator;
    CacheKind cache = CacheKind::None;
    int refreshEvery = 10;
    PrefabSelectorKind prefabSelector = PrefabSelectorKind::Dummy;
    double moveDivisor = 1.0; // fraction of the moves kept each step (see DivisorMode)
    DivisorMode divisorMode = DivisorMode::Fraction;
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
    // Beyond the greedy choice: the fittest `lookaheadWidth` moves of a step are each followed by
    // `lookahead` placements on a copy of the map, each drawn among the moves within `lookaheadSlack`
    // (fitness units) of the fittest (0: among equally fit moves), and the move whose copy ends fittest
    // is placed. 0 = the thesis's greedy choice.
    int lookahead = 0;
    int lookaheadWidth = 8;
    double lookaheadSlack = 1.5;
    // Best search: build the map this many times (the seed, then seeds drawn from it) and keep the
    // fittest build. 1 = one build. Six builds of a 64-room map stay well under 100 ms and, unlike a
    // single greedy build, clear the thesis's own medians at both of its weight settings (README).
    int restarts = 6;
    // Not saved: keep every step's candidate moves with their fitness in the log (for playback).
    bool recordCandidates = false;
    // Not saved: prefabs of one kind (placementKinds) share one move list and its scores wherever that
    // is exact. Off, every list is enumerated and scored on its own: the same map with more work (for
    // checking that it is the same).
    bool shareKinds = true;
};

// Throws Error naming the option (as in the JSON) when a value is out of range.
void validateOptions(const GeneratorOptions &options);

// Option names as in the JSON and on the command line.
const char *selectorName(SelectorKind k);
const char *combinatorName(CombinatorKind k);
const char *cacheName(CacheKind k);
const char *prefabSelectorName(PrefabSelectorKind k);
const char *doorModeName(DoorMode k);
const char *divisorModeName(DivisorMode k);

OrderedJson optionsToJson(const GeneratorOptions &options);
// Missing fields keep their defaults; unknown fields and bad values are refused with their JSON path.
GeneratorOptions optionsFromJson(const Json &doc);

} // namespace tessera::rooms
