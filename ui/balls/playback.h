#pragma once

#include "balls/generator.h"

#include <QString>

#include <optional>
#include <vector>

namespace tessera::balls::ui {

// What the construction playback shows after `step` steps of the seed's construction: the balls
// accepted so far at their start cells, the arrows of their moves, and the last step's cell.
struct PlaybackFrame {
    Board board;
    std::vector<PushRecord> history;
    std::optional<ConstructionStep> marker;
};
PlaybackFrame playbackFrame(const Construction &construction, int step);

// The step in words: the placement, the relocation along which older arrow, the rejection's reason.
QString playbackText(const Construction &construction, int step);

} // namespace tessera::balls::ui
