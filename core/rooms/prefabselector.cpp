#include "rooms/prefabselector.h"

namespace tessera::rooms {

PrefabSelector::PrefabSelector(PrefabSelectorKind kind, std::vector<double> weights)
    : mKind(kind)
    , mWeights(std::move(weights)) {}

void PrefabSelector::offer(const std::vector<int> &eligible, Rng &rng, std::vector<int> &out) const {
    out.clear();
    if (eligible.empty()) return;
    switch (mKind) {
    case PrefabSelectorKind::Dummy:
        out = eligible;
        return;
    case PrefabSelectorKind::Probability: {
        std::vector<double> w;
        w.reserve(eligible.size());
        for (int p : eligible) w.push_back(mWeights[static_cast<std::size_t>(p)]);
        out.push_back(eligible[rng.weighted(w)]);
        return;
    }
    case PrefabSelectorKind::Cycle:
        for (int p : eligible)
            if (p >= mCursor) {
                out.push_back(p);
                return;
            }
        out.push_back(eligible.front());
        return;
    }
}

void PrefabSelector::picked(int prefab) {
    mCursor = static_cast<int>(mWeights.empty() ? 0 : (prefab + 1) % static_cast<int>(mWeights.size()));
}

} // namespace tessera::rooms
