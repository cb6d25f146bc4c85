#pragma once

#include "linjat/classification.h"
#include "linjat/placement.h"
#include "linjat/rules.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::linjat {

// The solver's state after one layer, as the studio draws it: for every number its remaining
// placements, for every cell the number fixed there (-1 for none; a number's own cell is its own) and
// the numbers that could still cover it (bit i = number i).
struct TraceState {
    std::vector<PlacementMask> placements;
    std::vector<std::int8_t> owner;
    std::vector<std::uint64_t> candidates;
};

struct TraceLayer {
    Rule rule = Rule::Cover;
    int width = 0; // numbers that progressed in this layer
    TraceState after;
};

// A whole layered solve: the starting state, then one entry per layer. At a stall, the last state
// holds each open number's remaining placements and each uncovered dot's candidates.
struct SolveTrace {
    TraceState start;
    std::vector<TraceLayer> layers;
    SolveStatus status = SolveStatus::Stuck;

    const TraceState &finalState() const { return layers.empty() ? start : layers.back().after; }
};

} // namespace tessera::linjat
