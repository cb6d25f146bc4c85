#pragma once

#include "common/progress.h"
#include "flow/puzzle.h"
#include "flow/solveresult.h"

namespace tessera::flow {

struct ReferenceSolveOptions {
    Rule rule = Rule::Strict;
    int limit = 2;
    int keep = 2;
    long long maxWork = 0; // work units: a stored half path costs its cells and bitset words, a join 1;
                           // 0 = no budget. Bounds time and memory.
};

// The seed's solver, kept as the reference: dMin per colour by BFS, U = free cells - sum of dMin,
// then colour by colour every path whose inner length lies in [dMin, dMin + U left], built meet-in-
// the-middle from both endpoints, recursing with the U that is left; a board counts when every colour
// is placed and no free cell is left. Added: the parity fact (a path's length has the parity of its
// endpoints' Manhattan distance, so each colour uses U in even steps and U must be even).
// Exponential; fine for small boards (see the module README for where it stops being usable).
SolveResult solveReference(const Puzzle &puzzle, const ReferenceSolveOptions &options = {},
                           ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::flow
