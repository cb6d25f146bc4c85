#pragma once

#include "common/rng.h"

#include <vector>

namespace tessera::rooms {

enum class PrefabSelectorKind { Dummy, Probability, Cycle };

// Which prefabs are offered in a step (the seed's prefab selector). Dummy offers every eligible prefab,
// Probability draws one by the set's weights, Cycle takes them in turn (the first eligible one at or
// after the one following the last pick). Eligible: an instance is left and at least one move fits.
class PrefabSelector {
public:
    PrefabSelector(PrefabSelectorKind kind, std::vector<double> weights);

    void offer(const std::vector<int> &eligible, Rng &rng, std::vector<int> &out) const;
    void picked(int prefab);
    void reset() { mCursor = 0; }
    PrefabSelectorKind kind() const { return mKind; }

private:
    PrefabSelectorKind mKind;
    std::vector<double> mWeights;
    int mCursor = 0;
};

} // namespace tessera::rooms
