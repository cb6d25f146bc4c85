#pragma once

#include "balls/generator.h"

#include <optional>
#include <vector>

namespace tessera::balls {

// The construction replayed up to a step, as the studio's playback draws it: the balls accepted in the
// first `step` steps at their start cells (the black ball where the level starts it), the history's
// arrows of the moves accepted so far, and the last step taken (none at step 0 or past the end).
struct ConstructionFrame {
    Board board;
    std::vector<PushRecord> history;
    std::optional<ConstructionStep> marker;
};
ConstructionFrame constructionFrame(const Construction &construction, int step);

} // namespace tessera::balls
