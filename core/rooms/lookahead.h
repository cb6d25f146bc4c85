#pragma once

#include "common/progress.h"
#include "common/rng.h"
#include "rooms/combinator.h"
#include "rooms/generatoroptions.h"
#include "rooms/move.h"
#include "rooms/moveenumerator.h"
#include "rooms/moveevaluator.h"
#include "rooms/prefabset.h"
#include "rooms/roominstance.h"
#include "rooms/roommap.h"

#include <utility>
#include <vector>

namespace tessera::rooms {

// What a build has placed and has on offer at a step: the state lookahead plays out on copies.
struct BuildState {
    const PrefabSet &set;
    const GeneratorOptions &options;
    const InstanceTable &instances;
    const RoomMap &map;
    const MoveEnumerator &moves;
    const MoveEvaluator &eval;
    const Combinator &combinator;
    const std::vector<int> &next; // per prefab: the instance placed next
    const std::vector<int> &kind; // per prefab: placementKinds()
    unsigned mask;                // the objectives measured per move
    int target;                   // rooms the build places

    const RoomInstance &instance(int prefab, int k) const {
        return instances[static_cast<std::size_t>(prefab)][static_cast<std::size_t>(k)];
    }
};

// The generator's lookahead: plays a step's fittest moves out on copies of the map (rollouts) and
// picks the move whose play-out ends fittest. Keeps the best continuation found from step to step.
class Lookahead {
public:
    // Forgets the continuation (it was made on a map that an undo changed).
    void clear() { mPlan.clear(); }

    // Lookahead over the considered moves of this step (prefab, index in its move list) with their
    // fitness: the index of the move whose rollout ends fittest, -1 when there is no choice to make,
    // -2 when cancelled. Draws rollout seeds and ties from `rng`.
    int choose(const BuildState &state, const std::vector<std::pair<int, int>> &considered,
               const std::vector<double> &fitness, Rng &rng, const ProgressReporter &reporter);

private:
    double rollout(const BuildState &state, const Move &first, double firstFitness, Rng &draw,
                   std::vector<Move> &plan);

    std::vector<Move> mPlan; // the best continuation found, after the move placed
    bool mPlanComplete = false;
    double mPlanValue = 0;
    std::vector<double> mRollFitness; // scratch of rollout
    std::vector<const Move *> mRollMoves;
};

} // namespace tessera::rooms
