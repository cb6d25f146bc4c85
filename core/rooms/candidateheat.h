#pragma once

#include "common/grid.h"
#include "rooms/cellrect.h"
#include "rooms/placementlog.h"
#include "rooms/prefabset.h"

namespace tessera::rooms {

// What the selector weighed at one placement, laid over the map (the studio's playback heat map):
// over extent (cell (0, 0) is its top-left), the best fitness of the candidate moves covering each
// cell (unset where none does) and how many cover it; the fitness range; and the chosen move's rank.
struct CandidateHeat {
    Grid<float> heat;
    Grid<int> coverage;
    int candidates = 0;
    double fitnessLow = 0;
    double fitnessHigh = 0;
    // The chosen move's place among the candidates by fitness (1 = best; ties share the better rank),
    // 0 when no candidates were recorded.
    int chosenRank = 0;
};

CandidateHeat candidateHeat(const PrefabSet &set, const PlacementStep &step, const CellRect &extent);

} // namespace tessera::rooms
