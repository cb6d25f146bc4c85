#pragma once

#include "common/rng.h"
#include "foxhunt/posterior.h"

#include <memory>
#include <vector>

namespace tessera::foxhunt {

// Exact odds by depth-first enumeration of the fox counts of the groups (cells seen by the same
// readings), the tracker's second exact method. The counting programme (Posterior) merges states but
// cannot see that most of them are dead ends; when many readings overlap it can need millions of
// states for a handful of consistent placements. The search branches on the group of the tightest
// reading, bounds every count by what each of its readings still needs and can still hold, and so
// visits few nodes exactly there. Each leaf (a count per group) weighs prod C(size, m) times
// C(free cells, foxes left): the sums give the exact number of placements and every cell's marginal.
struct Enumeration {
    bool done = false;       // false: the search needed more than maxNodes nodes (nothing else is set)
    long long nodes = 0;     // search nodes visited
    double placements = 0;   // consistent placements
    std::vector<double> fox; // probability per cell index (unknown cells; others 0)
    std::vector<std::vector<int>> draws; // uniform consistent placements (cell indices, sorted)
};
// cancel (polled every 4096 nodes) stops it as the node budget does (done false).
Enumeration enumeratePlacements(const Readings &readings, long long maxNodes, int keepDraws, Rng &rng,
                                const CancelToken *cancel = nullptr);

// The same search, resumable: run(maxNodes) searches until done (true) or maxNodes nodes in all; a later
// run with a larger budget goes on from where the last one stopped, visiting the nodes a fresh search
// with that budget would, in the same order and each once (the tracker's growing rounds do not repeat
// the rounds before). nodes() counts as enumeratePlacements does (maxNodes + 1 when over budget).
class PlacementSearch {
public:
    PlacementSearch(const Readings &readings, const CancelToken *cancel = nullptr); // keeps readings
    ~PlacementSearch();
    bool run(long long maxNodes);
    long long nodes() const;
    // The sums and keepDraws uniform draws, once run() returned true.
    Enumeration result(int keepDraws, Rng &rng) const;

private:
    struct Impl;
    std::unique_ptr<Impl> mImpl;
    const Readings &mReadings;
};

} // namespace tessera::foxhunt
