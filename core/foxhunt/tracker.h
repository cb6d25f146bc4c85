#pragma once

#include "common/progress.h"
#include "foxhunt/hunt.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::foxhunt {

struct OddsOptions {
    // Counting states allowed before the exact count gives way to sampling.
    long long maxStates = 300000;
    // Then search nodes allowed to the exact enumeration (Enumeration) before sampling; 0: none.
    long long maxNodes = 1000000;
    // Sampling fallback: accepted placements wanted, draws tried at most, and the seed.
    int samples = 4000;
    long long maxDraws = 20000;
    std::uint64_t seed = 1;
    // Uniform draws of consistent placements to hand back (for the most-informative strategy).
    int keepDraws = 0;
    // Memory bound of the exact counting: it gives up (as over maxStates) once its state tables would
    // pass this many bytes (each state keeps 2 x (foxes left + 1) doubles, its key and an index entry).
    // With the enumeration's leaves (at most maxNodes, each a byte per group and some 50 bytes of
    // bookkeeping) this bounds computeOdds' memory to about maxBytes + maxNodes x (groups + 64) bytes.
    long long maxBytes = 256LL << 20;
    // The studio's worker stops the work through this (null: never cancelled); a cancelled call returns
    // an unusable result the caller drops (Odds::cancelled; polled often enough to stop within 100 ms).
    const CancelToken *cancel = nullptr;
};

// The probability of a fox on every cell given a view.
struct Odds {
    Grid<double> fox;      // found foxes 1, probed empty cells 0
    bool exact = true;     // false: sampled (see samples and stdError)
    double placements = 0; // exact: the number of consistent fox placements
    int samples = 0;       // sampled: consistent placements drawn
    double stdError = 0;   // sampled: the largest standard error of a cell's probability
    int dropped = 0;       // sampled: readings left out of the counting model (checked by rejection)
    long long states = 0;  // counting states of the last counting tried
    long long nodes = 0;   // enumeration nodes of the last enumeration tried
    std::string how;       // "counted", "enumerated" or "sampled"
    std::vector<Point>
        cleared; // the free deduction: unknown cells on a ray whose found foxes make its reading
    std::vector<std::vector<int>> draws; // keepDraws uniform consistent placements (remaining foxes' cells)
    bool cancelled = false;              // stopped by options.cancel: fox holds only the known cells
    std::string method() const { return exact ? "exact" : "sampled"; }
    // False when there is no estimate: cancelled, or sampled and no draw met every reading (then fox
    // holds the relaxed model's marginals, which are not the odds; a caller must not show them as such).
    bool estimated() const { return !cancelled && (exact || samples > 0); }
};

// Exact when the enumeration (Enumeration) or the counting (Posterior) finishes within its budget; the
// two take turns with growing budgets (starting near a millisecond each) up to maxNodes and maxStates.
// Otherwise the heaviest readings are left
// out of the counting model until it fits, placements are drawn uniformly from that relaxed model and
// kept only when they meet every reading (rejection sampling: the kept ones are uniform over the
// consistent placements), and the result says so with its standard error. Dropping 1, 2, 4, ...
// readings, each try with a quarter of the budget, bounds the fallback's cost. Throws Error naming the cell
// when the view contradicts itself. Every budget (maxNodes, maxStates, maxBytes, maxDraws) is a count of
// work, so the result is the same on every machine; options.cancel stops it within 100 ms.
Odds computeOdds(const View &view, const OddsOptions &options = {});

} // namespace tessera::foxhunt
