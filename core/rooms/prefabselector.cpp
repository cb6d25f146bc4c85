#include "rooms/prefabselector.h"

#include <algorithm>

namespace tessera::rooms {

PrefabSelector::PrefabSelector(PrefabSelectorKind kind, std::vector<double> weights)
    : mKind(kind)
    , mWeights(std::move(weights)) {}

void PrefabSelector::offer(const std::vector<int> &eligible, const std::vector<int> &remaining, Rng &rng,
                           std::vector<int> &out) const {
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
    case PrefabSelectorKind::Rotate: {
        const std::size_t n = remaining.size();
        const std::size_t start = static_cast<std::size_t>(mCursor) % n;
        for (std::size_t k = 0; k < n; ++k) {
            const int p = remaining[(start + k) % n];
            if (std::binary_search(eligible.begin(), eligible.end(), p)) {
                out.push_back(p);
                return;
            }
        }
        return;
    }
    }
}

void PrefabSelector::picked(int prefab, const std::vector<int> &remaining) {
    if (mKind == PrefabSelectorKind::Rotate) {
        const auto it = std::find(remaining.begin(), remaining.end(), prefab);
        mCursor = static_cast<int>(it - remaining.begin()) + 1;
        return;
    }
    mCursor = static_cast<int>(mWeights.empty() ? 0 : (prefab + 1) % static_cast<int>(mWeights.size()));
}

} // namespace tessera::rooms
