#include "ui/rooms/playbackframe.h"

#include "rooms/preview.h"

#include <algorithm>

namespace tessera::rooms::ui {

PlaybackFramePtr makeFrame(const MapResultPtr &result, int step) {
    if (!result || result->steps() == 0) return {};
    auto frame = std::make_shared<PlaybackFrame>(result);
    const int steps = result->steps();
    frame->step = std::clamp(step, 1, steps);
    const GenerationResult &g = result->generation;
    if (frame->isFinal()) {
        frame->map = g.map;
        frame->path = g.path;
    } else {
        frame->map = rebuildMap(result->setPointer(), g.log, frame->step);
        frame->path = findMainPath(frame->map, result->options.fixedStart, result->options.fitness);
    }
    frame->tiles = renderTiles(frame->map);
    frame->pathCells = mainPathCells(frame->map, frame->path);
    frame->placedRoom = frame->step - 1;
    frame->placement = &g.log.steps[std::size_t(frame->step - 1)];

    const CellRect &extent = result->extent;
    frame->heat = Grid<float>(extent.height(), extent.width(), 0.0f);
    frame->coverage = Grid<int>(extent.height(), extent.width(), 0);
    const auto &candidates = frame->placement->candidates;
    frame->candidates = int(candidates.size());
    if (candidates.empty()) return frame;

    frame->fitnessLow = frame->fitnessHigh = candidates.front().fitness;
    int better = 0;
    for (const CandidateRecord &c : candidates) {
        frame->fitnessLow = std::min(frame->fitnessLow, c.fitness);
        frame->fitnessHigh = std::max(frame->fitnessHigh, c.fitness);
        if (c.fitness > frame->placement->fitness) ++better;
        const Prefab &prefab = result->set().prefab(c.move.prefab);
        for (int r = 0; r < prefab.rows(); ++r)
            for (int col = 0; col < prefab.cols(); ++col) {
                if (prefab.tile({r, col}) == Tile::Outer) continue;
                const Point cell = Point{r, col} + c.move.pos - frame->extentOrigin();
                if (!frame->coverage.inside(cell)) continue;
                int &n = frame->coverage[cell];
                float &h = frame->heat[cell];
                h = n == 0 ? float(c.fitness) : std::max(h, float(c.fitness));
                ++n;
            }
    }
    frame->chosenRank = better + 1;
    return frame;
}

} // namespace tessera::rooms::ui
