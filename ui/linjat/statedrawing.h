#pragma once

#include "linjat/puzzle.h"
#include "linjat/solvetrace.h"
#include "ui/linjat/boardview.h"

namespace tessera::linjat::ui {

// A solver state as the layer pictures of the original draw it: every number's decided cells as a
// line, green at full length and red while incomplete, dashed when it grew in this layer (previous
// given) and solid otherwise; cells some number can still reach shaded faintly.
void showTraceState(BoardView &view, const Puzzle &puzzle, const TraceState &state,
                    const TraceState *previous = nullptr);

} // namespace tessera::linjat::ui
