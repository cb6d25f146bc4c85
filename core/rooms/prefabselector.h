#pragma once

#include "common/rng.h"

#include <vector>

namespace tessera::rooms {

enum class PrefabSelectorKind { Dummy, Probability, Cycle, Rotate };

// Which prefabs are offered in a step (the seed's prefab selector). Dummy offers every eligible prefab,
// Probability draws one by the set's weights, Cycle takes them in turn (the first eligible one at or
// after the one following the last pick). Eligible: an instance is left and at least one move fits.
// Rotate is the thesis code's cycle: one prefab per step, taken by position in the list of prefabs
// with instances left, the position moving on by one every step (modulo that list, which shrinks as
// prefabs run out, so the rotation shifts then). Where the thesis fails when the prefab at the
// position has no move that fits, this offers the next one in the list that has.
class PrefabSelector {
public:
    PrefabSelector(PrefabSelectorKind kind, std::vector<double> weights);

    // remaining: prefabs with an instance left, ascending (eligible is a subset).
    void offer(const std::vector<int> &eligible, const std::vector<int> &remaining, Rng &rng,
               std::vector<int> &out) const;
    void picked(int prefab, const std::vector<int> &remaining);
    void reset() { mCursor = 0; }
    PrefabSelectorKind kind() const { return mKind; }

private:
    PrefabSelectorKind mKind;
    std::vector<double> mWeights;
    int mCursor = 0;
};

} // namespace tessera::rooms
