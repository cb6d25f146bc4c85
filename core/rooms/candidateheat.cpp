#include "rooms/candidateheat.h"

#include <algorithm>

namespace tessera::rooms {

CandidateHeat candidateHeat(const PrefabSet &set, const PlacementStep &step, const CellRect &extent) {
    CandidateHeat h;
    h.heat = Grid<float>(extent.height(), extent.width(), 0.0f);
    h.coverage = Grid<int>(extent.height(), extent.width(), 0);
    const auto &candidates = step.candidates;
    h.candidates = int(candidates.size());
    if (candidates.empty()) return h;
    const Point origin{extent.top, extent.left};
    h.fitnessLow = h.fitnessHigh = candidates.front().fitness;
    int better = 0;
    for (const CandidateRecord &c : candidates) {
        h.fitnessLow = std::min(h.fitnessLow, c.fitness);
        h.fitnessHigh = std::max(h.fitnessHigh, c.fitness);
        if (c.fitness > step.fitness) ++better;
        const Prefab &prefab = set.prefab(c.move.prefab);
        for (int r = 0; r < prefab.rows(); ++r)
            for (int col = 0; col < prefab.cols(); ++col) {
                if (prefab.tile({r, col}) == Tile::Outer) continue;
                const Point cell = Point{r, col} + c.move.pos - origin;
                if (!h.coverage.inside(cell)) continue;
                int &n = h.coverage[cell];
                float &v = h.heat[cell];
                v = n == 0 ? float(c.fitness) : std::max(v, float(c.fitness));
                ++n;
            }
    }
    h.chosenRank = better + 1;
    return h;
}

} // namespace tessera::rooms
