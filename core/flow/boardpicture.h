#pragma once

#include "common/play.h"

namespace tessera::flow {

// The position of a game as its player sees it (ModuleBackend::Play::board): drawPaths with every
// colour's path as drawn so far (a pipe from the endpoint it started at, complete or not) and the cells
// the paths cover tinted, as the studio's play mode shows them. The grid is the puzzle's, kMarginUnits
// from the top-left corner. Throws Error when view is not a FlowGame.
play::BoardPicture boardPicture(const play::View &view);

} // namespace tessera::flow
