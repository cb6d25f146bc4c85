#pragma once

#include "common/progress.h"
#include "flow/puzzle.h"
#include "flow/solveresult.h"

namespace tessera::flow {

struct FastSolveOptions {
    Rule rule = Rule::Strict;
    int limit = 2;          // stop after this many solutions (2 = prove uniqueness)
    int keep = 2;           // how many of the found solutions to return
    long long maxNodes = 0; // 0 = no budget
    bool blocks = true;     // bottleneck analysis during propagation (off = plain reachability)
};

// Propagation plus depth-first search. Each node propagates forced links, colour routes (a cell off
// every route of a colour cannot take it, a bottleneck cell must), the strict touching rule and loop
// prevention; then branches on the path end with the fewest ways on, one child per way, so the
// children split the solutions and counting is exact. Every solution is checked by the independent
// validator before it is counted.
SolveResult solveFast(const Puzzle &puzzle, const FastSolveOptions &options = {},
                      ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::flow
