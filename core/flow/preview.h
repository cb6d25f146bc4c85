#pragma once

#include "common/drawing.h"
#include "flow/puzzle.h"
#include "flow/solution.h"

namespace tessera::flow {

// The colour of colour index i: the usual Flow palette for the first sixteen, then evenly spread hues.
Color flowColour(int index);

// The level as a drawing: the board, each endpoint a disc in its colour with its label, and the
// solution's paths as pipes when given. One cell is 32 units.
Drawing drawPuzzle(const Puzzle &puzzle, const Solution *solution = nullptr);

} // namespace tessera::flow
