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

    static_cast<CandidateHeat &>(*frame) = candidateHeat(result->set(), *frame->placement, result->extent);
    return frame;
}

} // namespace tessera::rooms::ui
