#pragma once

#include "common/drawing.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <vector>

namespace tessera::linjat {

// A clean picture of a level for thumbnails and image export: a light grid, dots, numbers in circles
// and, when given, the solution's lines under the numbers. One cell is 32 units.
Drawing drawPuzzle(const Puzzle &puzzle, const std::vector<Line> *solution = nullptr);

} // namespace tessera::linjat
