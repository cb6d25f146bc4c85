#pragma once

#include "common/drawing.h"
#include "flow/puzzle.h"
#include "flow/solution.h"

#include <vector>

namespace tessera::flow {

// The colour of colour index i: the usual Flow palette for the first sixteen, then evenly spread hues.
Color flowColour(int index);

// Every Flow picture's frame: one cell is kCellUnits, the board kMarginUnits from each edge.
inline constexpr double kCellUnits = 32;
inline constexpr double kMarginUnits = 4;

// The one drawing of a Flow board: the dark board and its grid, per colour (puzzle order) its path as
// a pipe in its colour (paths[c]: cells one step apart, from either end, complete or not; empty for
// none), each endpoint a disc in its colour with its label. tint also tints every cell a path covers
// faintly in its colour, as the studio's play mode does, so the cells still empty stand out.
Drawing drawPaths(const Puzzle &puzzle, const std::vector<std::vector<Point>> &paths, bool tint = false);

// The level as a drawing (thumbnails and image export): drawPaths with the solution's paths when given.
Drawing drawPuzzle(const Puzzle &puzzle, const Solution *solution = nullptr);

} // namespace tessera::flow
