#pragma once

#include "common/progress.h"
#include "common/rng.h"
#include "foxhunt/hunt.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace tessera::foxhunt {

// A reading as a constraint on the unknown cells: exactly `need` foxes among `cells` (the unknown,
// not cleared cells on its rays; found foxes are already taken off).
struct RayConstraint {
    Point at;
    int need = 0;
    std::vector<int> cells; // cell indices, row-major
};

// What the probes say before any counting. A reading whose found foxes already make its number (need 0)
// clears every unknown cell on its rays: the free deduction. The other readings become constraints.
struct Readings {
    int rows = 0;
    int cols = 0;
    int foxesLeft = 0;
    std::vector<int> unknown; // unknown cells not cleared, row-major
    std::vector<int> cleared; // unknown cells on a zero ray (certainly empty), row-major
    std::vector<RayConstraint> constraints;
};
// Throws Error naming the cell when the view contradicts itself (a reading below its found foxes, more
// foxes found than hidden, a reading that cannot be met).
Readings readingsOf(const View &view);

// Exact counting of the fox placements consistent with a set of ray constraints. Unknown cells seen by
// exactly the same constraints form a group and are interchangeable, so a group takes a fox count m in
// C(size, m) ways; cells no constraint sees are free and take the rest in C(free, rest) ways. Groups
// are assigned one at a time (an order that keeps few constraints open) and states (the residual needs,
// each with its ways by foxes placed so far) are merged, so the count is a dynamic programme over a small
// frontier, not an enumeration of placements. A forward and a backward pass give every cell's exact marginal
// and an exact uniform sampler of consistent placements.
class Posterior {
public:
    // keep[i] false leaves constraint i out (a relaxed model, for rejection sampling).
    explicit Posterior(const Readings &readings, const std::vector<char> &keep = {});
    // Runs the counting; false (and nothing counted) when the states would exceed maxStates, their
    // tables maxBytes (0: no bound) or cancel is set.
    bool count(long long maxStates, long long maxBytes = 0, const CancelToken *cancel = nullptr);
    bool counted() const { return mCounted; }
    long long states() const { return mStates; }
    // Number of consistent placements (0: the readings contradict each other).
    double placements() const;
    // Probability of a fox on each cell index (unknown cells; others 0).
    std::vector<double> marginals() const;
    // One consistent placement of the remaining foxes, uniformly at random (cell indices).
    std::vector<int> sample(Rng &rng) const;

private:
    struct Group {
        std::vector<int> cells;
        std::vector<int> cons;
    };
    // One layer of states after a group: keys are the residual needs; forward and backward hold
    // foxesLeft + 1 values per key (ways to reach / finish it with k foxes placed before it).
    struct Layer {
        std::vector<std::string> keys;
        std::vector<double> forward, backward;
        std::unordered_map<std::string, int> index;
    };
    template <typename F> void expand(int layer, const std::string &key, F &&visit) const;
    void order();
    const Readings &mReadings;
    std::vector<char> mKeep;
    std::vector<Group> mGroups;
    std::vector<int> mFree;
    std::vector<std::vector<int>> mRemaining; // [group position][constraint]: cells left after it
    std::vector<int> mMostCover;              // [group position]: most constraints one later group meets
    std::vector<Layer> mLayers;
    long long mStates = 0;
    bool mCounted = false;
};

// Binomial coefficient as a double (exact up to 2^53, then within rounding).
double choose(int n, int k);

} // namespace tessera::foxhunt
