#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace tessera::rooms {

// The fitness objectives. The seed's three (main path, alternative paths, bifurcations) plus its future
// work (condensation, horizontality and verticality). Two models give the first three their values:
//
// FitnessModel::Thesis (the default): the thesis code's own counts, defined exactly in thesisgraph.h:
//   mainPath          1 + rooms on the longest shortest path (edges weighted by room distance)
//   alternativePaths  1 + sum over rooms off the main path of (depth from the main path + 2)
//   bifurcations      1 + sum of the connection counts of rooms with three or more, doubled off the path
//
// FitnessModel::Normalised (this project's earlier model), every value a fraction of the rooms:
//   mainPath          rooms on the main path / rooms
//   alternativePaths  (dead ends off the main path + independent loops) / rooms; dead ends off the main
//                     path = leaves - the main path's ends (2, or with a fixed start 1 + [start is a leaf])
//   bifurcations      rooms with three or more connections / rooms
//
// The future work, fractions in both models:
//   condensation      cells covered by rooms / cells of the map's bounding box
//   horizontality     box width / (width + height)
//   verticality       box height / (width + height)
enum class Objective { MainPath, AlternativePaths, Bifurcations, Condensation, Horizontality, Verticality };
inline constexpr int kObjectiveCount = 6;
inline constexpr std::array<Objective, kObjectiveCount> kAllObjectives{
    Objective::MainPath,     Objective::AlternativePaths, Objective::Bifurcations,
    Objective::Condensation, Objective::Horizontality,    Objective::Verticality};

using ObjectiveValues = std::array<double, kObjectiveCount>;

constexpr const char *objectiveName(Objective o) {
    constexpr const char *names[] = {"mainPath",     "alternativePaths", "bifurcations",
                                     "condensation", "horizontality",    "verticality"};
    return names[static_cast<int>(o)];
}
std::optional<Objective> objectiveFromName(std::string_view name);

enum class FitnessModel { Thesis, Normalised };
constexpr const char *fitnessModelName(FitnessModel m) {
    return m == FitnessModel::Thesis ? "thesis" : "normalised";
}
std::optional<FitnessModel> fitnessModelFromName(std::string_view name);

// The integers every objective is computed from. The incremental evaluator and the from-scratch one both
// produce these and share objectivesOf, so their values agree bit for bit.
struct MapMeasures {
    int rooms = 0;
    int connections = 0;
    int pathEdges = 0;    // length of the main path in connections
    int leaves = 0;       // rooms with exactly one connection
    int bifurcations = 0; // rooms with three or more
    int startDegree = 0;  // connections of room 0 (the fixed start, when there is one)
    long long area = 0;
    int width = 0;
    int height = 0;
    // The thesis model's counts (measured only for it; 0 otherwise): rooms on its main path and the
    // two sums without the leading 1.
    int thesisPathRooms = 0;
    long long thesisAlternative = 0;
    long long thesisBranching = 0;
    friend bool operator==(const MapMeasures &, const MapMeasures &) = default;
};

// Bit i of a mask selects objective i.
inline constexpr unsigned kAllObjectivesMask = (1u << kObjectiveCount) - 1;

// The objective values of a map; objectives outside the mask are left 0 (a generator skips the ones it
// gives no weight).
ObjectiveValues objectivesOf(const MapMeasures &m, bool fixedStart, unsigned mask = kAllObjectivesMask,
                             FitnessModel model = FitnessModel::Normalised);

} // namespace tessera::rooms
