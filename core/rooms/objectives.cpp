#include "rooms/objectives.h"

#include <algorithm>

namespace tessera::rooms {

std::optional<Objective> objectiveFromName(std::string_view name) {
    for (Objective o : kAllObjectives)
        if (name == objectiveName(o)) return o;
    return std::nullopt;
}

std::optional<FitnessModel> fitnessModelFromName(std::string_view name) {
    for (FitnessModel m : {FitnessModel::Thesis, FitnessModel::Normalised})
        if (name == fitnessModelName(m)) return m;
    return std::nullopt;
}

ObjectiveValues objectivesOf(const MapMeasures &m, bool fixedStart, unsigned mask, FitnessModel model) {
    ObjectiveValues v{};
    if (m.rooms <= 0) return v;
    const auto want = [mask](Objective o) { return (mask >> static_cast<int>(o) & 1u) != 0; };
    const double n = m.rooms;
    if (model == FitnessModel::Thesis) {
        if (want(Objective::MainPath)) v[static_cast<int>(Objective::MainPath)] = 1.0 + m.thesisPathRooms;
        if (want(Objective::AlternativePaths))
            v[static_cast<int>(Objective::AlternativePaths)] = 1.0 + static_cast<double>(m.thesisAlternative);
        if (want(Objective::Bifurcations))
            v[static_cast<int>(Objective::Bifurcations)] = 1.0 + static_cast<double>(m.thesisBranching);
    } else {
        if (want(Objective::MainPath)) v[static_cast<int>(Objective::MainPath)] = (m.pathEdges + 1) / n;
    }
    if (model == FitnessModel::Normalised && want(Objective::AlternativePaths)) {
        const int ends = fixedStart ? 1 + (m.startDegree == 1 ? 1 : 0) : 2;
        const int deadEnds = std::max(0, m.leaves - ends);
        const int loops = std::max(0, m.connections - m.rooms + 1);
        v[static_cast<int>(Objective::AlternativePaths)] = (deadEnds + loops) / n;
    }
    if (model == FitnessModel::Normalised && want(Objective::Bifurcations))
        v[static_cast<int>(Objective::Bifurcations)] = m.bifurcations / n;
    if (want(Objective::Condensation)) {
        const double box = static_cast<double>(m.width) * m.height;
        v[static_cast<int>(Objective::Condensation)] = box > 0 ? static_cast<double>(m.area) / box : 0.0;
    }
    const double span = m.width + m.height;
    if (want(Objective::Horizontality))
        v[static_cast<int>(Objective::Horizontality)] = span > 0 ? m.width / span : 0.0;
    if (want(Objective::Verticality))
        v[static_cast<int>(Objective::Verticality)] = span > 0 ? m.height / span : 0.0;
    return v;
}

} // namespace tessera::rooms
