#pragma once

#include "common/play.h"

namespace tessera::balls {

// The position of a game as its player sees it (ModuleBackend::Play::board): drawGame of the balls
// where they stand (those pushed off gone), the numbered arrows of the pushes played, and after a lost
// push the black ball past the edge where it rolled off. The grid is the field, kMarginUnits (one cell,
// room for the arrows that leave it) from the top-left corner. Throws Error when view is not a
// BallsGame.
play::BoardPicture boardPicture(const play::View &view);

} // namespace tessera::balls
