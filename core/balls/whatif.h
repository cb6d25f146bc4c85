#pragma once

#include "balls/board.h"
#include "common/progress.h"

#include <vector>

namespace tessera::balls {

// The what-if map (after the editor of Sturtevant's Fling!): for every empty cell, the level with a
// white ball added there; for every white ball, the level with it removed; each analysed exactly.
struct WhatIfCell {
    Point cell;
    bool added = true; // true: a ball added on an empty cell; false: a white ball removed
    bool solvable = false;
    double randomWin = 0;
    double randomWinChange = 0; // against the level as it is
    long long states = 0;
};

struct WhatIfMap {
    bool solvable = false; // the level as it is
    double randomWin = 0;
    std::vector<WhatIfCell> cells; // row-major order
    bool cancelled = false;        // stopped early; cells holds the ones done
};

WhatIfMap whatIfMap(const Board &board, ProgressSink *progress = nullptr,
                    const CancelToken *cancel = nullptr);

} // namespace tessera::balls
