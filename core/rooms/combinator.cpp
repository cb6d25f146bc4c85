#include "rooms/combinator.h"

namespace tessera::rooms {

Combinator::Combinator(const CombinatorOptions &options)
    : mOptions(options)
    , mWeights(options.weights) {}

int Combinator::picked(const ObjectiveValues &values) {
    if (mOptions.kind != CombinatorKind::Adaptive) return -1;
    int lead = -1;
    double best = 0;
    for (int i = 0; i < kObjectiveCount; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (mWeights[k] == 0) continue;
        const double contribution = mWeights[k] * values[k];
        if (lead < 0 || contribution > best) {
            lead = i;
            best = contribution;
        }
    }
    if (lead < 0) return -1;
    for (int i = 0; i < kObjectiveCount; ++i) {
        const auto k = static_cast<std::size_t>(i);
        mWeights[k] *= i == lead ? mOptions.decay[k] : mOptions.attack[k];
    }
    return lead;
}

} // namespace tessera::rooms
