#include "rooms/lookahead.h"

#include "rooms/placementlog.h"

#include <algorithm>
#include <cmath>

namespace tessera::rooms {

namespace {

// Whether two moves put rooms of the same shape and active doors at the same place beside the same
// room: the same room graph and the same positions (only the door tiles used differ), so lookahead
// follows one of them and spends its width on moves that differ.
bool alike(const BuildState &s, const Move &a, const Move &b) {
    if (!(a.pos == b.pos && s.map.door(a.mapDoor).room == s.map.door(b.mapDoor).room)) return false;
    if (a.prefab == b.prefab) return true;
    const Prefab &pa = s.set.prefab(a.prefab);
    const Prefab &pb = s.set.prefab(b.prefab);
    return pa.rows() == pb.rows() && pa.rowMasks() == pb.rowMasks() && pa.doors() == pb.doors() &&
           s.instance(a.prefab, a.instance).doors == s.instance(b.prefab, b.instance).doors;
}

// A copy of the placement state for looking ahead. Prefabs of one kind (placementKinds) make the same
// moves with the same fitness, so a rollout offers one prefab per kind while the kind has rooms left.
struct Sim {
    RoomMap map;
    MoveEnumerator moves;
    MoveEvaluator eval;
    std::vector<int> offer; // per prefab: the instance on offer, or -1
    std::vector<int> left;  // per kind (its first prefab): rooms left
};

void simPlace(const BuildState &s, Sim &sim, const Move &m) {
    const int room = applyMove(sim.map, m, s.instance(m.prefab, m.instance), s.options.closeLoops, nullptr);
    const int kind = s.kind[static_cast<std::size_t>(m.prefab)];
    if (--sim.left[static_cast<std::size_t>(kind)] == 0)
        for (std::size_t p = 0; p < sim.offer.size(); ++p)
            if (s.kind[p] == kind) sim.offer[p] = -1;
    sim.moves.roomPlaced(sim.map, room, sim.offer);
    sim.eval.update(sim.map);
}

// Whether a move of this step is the move `want` of a plan made on a copy (the copy may have used
// another prefab of the same kind).
bool samePlacement(const BuildState &s, const Move &m, const Move &want) {
    return m.pos == want.pos && m.door == want.door && m.mapDoor == want.mapDoor &&
           s.kind[static_cast<std::size_t>(m.prefab)] == s.kind[static_cast<std::size_t>(want.prefab)];
}

} // namespace

// Places `first` on a copy of the map, then up to `depth` more rooms, each drawn (with `draw`) among
// the moves within the lookahead slack of the fittest: a greedy build that explores near-greedy
// choices (every kind of prefab offered, every move scored exactly). Returns the fitness of the
// last placement, and the moves after `first` in `plan`.
double Lookahead::rollout(const BuildState &s, const Move &first, double firstFitness, Rng &draw,
                          std::vector<Move> &plan) {
    plan.clear();
    Sim sim{s.map, MoveEnumerator(&s.instances), s.eval, std::vector<int>(s.next.size(), -1),
            std::vector<int>(s.next.size(), 0)};
    for (std::size_t p = 0; p < s.next.size(); ++p) {
        const int left = static_cast<int>(s.instances[p].size()) - s.next[p];
        if (left <= 0) continue;
        const auto kind = static_cast<std::size_t>(s.kind[p]);
        if (sim.left[kind] == 0) sim.offer[p] = s.next[p];
        sim.left[kind] += left;
    }
    sim.moves.copyLists(s.moves, sim.offer);
    simPlace(s, sim, first);
    double fitness = firstFitness;
    for (int d = 0; d < s.options.lookahead && sim.map.roomCount() < s.target; ++d) {
        mRollFitness.clear();
        mRollMoves.clear();
        double top = 0;
        for (std::size_t p = 0; p < sim.offer.size(); ++p) {
            if (sim.offer[p] < 0) continue;
            for (const Candidate &c : sim.moves.moves(static_cast<int>(p))) {
                const double f = s.combinator.combine(
                    sim.eval.evaluate(sim.map, c.move, s.instance(c.move.prefab, c.move.instance), s.mask));
                if (mRollMoves.empty() || f > top) top = f;
                mRollFitness.push_back(f);
                mRollMoves.push_back(&c.move);
            }
        }
        if (mRollMoves.empty()) break;
        const double floor = top - s.options.lookaheadSlack - 1e-9 * std::max(1.0, std::abs(top));
        std::size_t pick = 0;
        std::uint64_t seen = 0;
        for (std::size_t i = 0; i < mRollMoves.size(); ++i)
            if (mRollFitness[i] >= floor && draw.below(++seen) == 0) pick = i;
        const Move m = *mRollMoves[pick];
        fitness = mRollFitness[pick];
        plan.push_back(m);
        simPlace(s, sim, m);
    }
    return fitness;
}

// Lookahead over the fittest moves of this step (considered, fitness): the index of the move whose
// rollout ends fittest, -1 when there is no choice to make, -2 when cancelled. The best continuation
// found (mPlan) stays in the running at the next step: its next move is followed first, and when it
// reaches the last room its end is known and it is not played again, so the map placed is at least
// as fit as the best rollout seen. Equally good ends: the first followed, or with random ties drawn.
int Lookahead::choose(const BuildState &s, const std::vector<std::pair<int, int>> &considered,
                      const std::vector<double> &fitness, Rng &rng, const ProgressReporter &reporter) {
    if (considered.size() < 2) {
        // No choice: the plan goes on if this is its move.
        if (!considered.empty() && !mPlan.empty() &&
            samePlacement(
                s, s.moves.moves(considered[0].first)[static_cast<std::size_t>(considered[0].second)].move,
                mPlan.front()))
            mPlan.erase(mPlan.begin());
        else
            mPlan.clear();
        return -1;
    }
    std::vector<int> order(considered.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const double fa = fitness[static_cast<std::size_t>(a)];
        const double fb = fitness[static_cast<std::size_t>(b)];
        return fa != fb ? fa > fb : a < b;
    });
    const auto candidate = [&](std::size_t i) -> const Candidate & {
        return s.moves.moves(considered[i].first)[static_cast<std::size_t>(considered[i].second)];
    };
    int chosen = -1;
    double bestValue = 0;
    std::uint64_t ties = 0;
    std::vector<const Move *> followed;
    std::vector<Move> plan;
    const auto consider = [&](std::size_t i, double value) {
        const double tolerance = 1e-9 * std::max(1.0, std::abs(bestValue));
        if (chosen < 0 || value > bestValue + tolerance) {
            ties = 1;
        } else if (!(s.options.randomTies && value >= bestValue - tolerance && rng.below(++ties) == 0)) {
            return;
        }
        chosen = static_cast<int>(i);
        bestValue = value;
        mPlan = plan;
        mPlanComplete = s.map.roomCount() + 1 + static_cast<int>(plan.size()) >= s.target;
    };
    std::vector<Move> incumbent;
    incumbent.swap(mPlan);
    const bool incumbentComplete = mPlanComplete;
    if (!incumbent.empty()) {
        for (std::size_t i = 0; i < considered.size(); ++i) {
            const Candidate &c = candidate(i);
            if (!samePlacement(s, c.move, incumbent.front())) continue;
            followed.push_back(&c.move);
            if (incumbentComplete) {
                plan.assign(incumbent.begin() + 1, incumbent.end());
                consider(i, mPlanValue);
            } else {
                Rng draw(rng.next());
                consider(i, rollout(s, c.move, fitness[i], draw, plan));
            }
            break;
        }
    }
    const auto width = static_cast<std::size_t>(s.options.lookaheadWidth) + followed.size();
    for (std::size_t k = 0; k < order.size() && followed.size() < width; ++k) {
        if (reporter.cancelled()) return -2;
        const auto i = static_cast<std::size_t>(order[k]);
        const Candidate &c = candidate(i);
        // Rooms of the same shape and doors placed the same way make the same map: follow one.
        if (std::any_of(followed.begin(), followed.end(),
                        [&](const Move *m) { return alike(s, *m, c.move); }))
            continue;
        followed.push_back(&c.move);
        Rng draw(rng.next());
        consider(i, rollout(s, c.move, fitness[i], draw, plan));
    }
    mPlanValue = bestValue;
    return chosen;
}

} // namespace tessera::rooms
