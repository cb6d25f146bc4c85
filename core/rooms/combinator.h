#pragma once

#include "rooms/objectives.h"

namespace tessera::rooms {

using ObjectiveWeights = std::array<double, kObjectiveCount>;

enum class CombinatorKind { WeightedSum, Adaptive };

struct CombinatorOptions {
    CombinatorKind kind = CombinatorKind::WeightedSum;
    ObjectiveWeights weights{1.0, 1.0, 1.0, 0.0, 0.0, 0.0};
    // Adaptive only, per objective: attack >= 1 grows the weights of the objectives that did not lead a
    // pick, 0 < decay <= 1 shrinks the weight of the one that did.
    ObjectiveWeights attack{1.1, 1.1, 1.1, 1.1, 1.1, 1.1};
    ObjectiveWeights decay{0.9, 0.9, 0.9, 0.9, 0.9, 0.9};
};

// Folds the objective values of a move into one fitness: sum of weight * value. The adaptive
// combinator also changes its weights after every pick, so no single objective dominates a whole map:
// the objective that contributed most to the picked move (largest weight * value among objectives with
// a non-zero weight; ties to the first) has its weight multiplied by its decay, every other objective
// by its attack.
class Combinator {
public:
    explicit Combinator(const CombinatorOptions &options = {});

    double combine(const ObjectiveValues &values) const {
        double f = 0;
        for (int i = 0; i < kObjectiveCount; ++i)
            f += mWeights[static_cast<std::size_t>(i)] * values[static_cast<std::size_t>(i)];
        return f;
    }
    // Tells the combinator which move was picked. Returns the objective that led it (adaptive), or -1.
    int picked(const ObjectiveValues &values);
    const ObjectiveWeights &weights() const { return mWeights; }
    void reset() { mWeights = mOptions.weights; }
    const CombinatorOptions &options() const { return mOptions; }

private:
    CombinatorOptions mOptions;
    ObjectiveWeights mWeights;
};

} // namespace tessera::rooms
