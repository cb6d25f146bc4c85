#include "ui/rooms/mapresult.h"

#include <QElapsedTimer>

#include <algorithm>

namespace tessera::rooms::ui {

CellRect resultExtent(const GenerationResult &result) {
    const RoomMap &map = result.map;
    CellRect box = map.bounds();
    for (const PlacementStep &s : result.log.steps)
        for (const CandidateRecord &c : s.candidates)
            box = box.united(map.prefabs().prefab(c.move.prefab).footprintBox().shifted(c.move.pos));
    if (box.empty()) return CellRect{0, 0, 0, 0};
    const CellRect &b = map.bounds();
    const int m = MapResult::kExtentMargin;
    return {std::max(box.top, b.top - m), std::max(box.left, b.left - m), std::min(box.bottom, b.bottom + m),
            std::min(box.right, b.right + m)};
}

std::shared_ptr<MapResult> generateResult(std::shared_ptr<const PrefabSet> set,
                                          const GeneratorOptions &options, std::uint64_t seed,
                                          const CancelToken *cancel, bool recordCandidates) {
    GeneratorOptions recording = options;
    recording.recordCandidates = recordCandidates;
    QElapsedTimer timer;
    timer.start();
    auto result = std::make_shared<MapResult>(generateMap(std::move(set), recording, seed, nullptr, cancel));
    result->milliseconds = double(timer.nsecsElapsed()) / 1e6;
    result->options = options;
    result->seed = seed;
    result->hasCandidates = recordCandidates;
    result->extent = resultExtent(result->generation);
    return result;
}

MapResultPtr resultOfLevel(const RoomsLevel &level) {
    GenerationResult generation(level.set);
    generation.map = levelMap(level);
    generation.path = levelPath(level, generation.map);
    generation.log = level.log;
    auto result = std::make_shared<MapResult>(std::move(generation));
    result->options = level.options.value_or(GeneratorOptions{});
    result->seed = level.seed.value_or(1);
    result->level = level;
    result->extent = resultExtent(result->generation);
    return result;
}

bool samePlacements(const PlacementLog &a, const PlacementLog &b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); ++i) {
        const PlacementStep &x = a.steps[std::size_t(i)];
        const PlacementStep &y = b.steps[std::size_t(i)];
        if (x.prefab != y.prefab || x.pos != y.pos || x.door != y.door || x.toRoom != y.toRoom ||
            x.toDoor != y.toDoor || x.doors != y.doors || x.loops != y.loops)
            return false;
    }
    return true;
}

} // namespace tessera::rooms::ui
