#pragma once

#include "common/play.h"

namespace tessera::linjat {

// The position of a game as its player sees it (ModuleBackend::Play::board): drawBoard with every
// number's line as drawn so far, green at its full length and blue while shorter, as the studio's play
// mode shows them. The grid is the puzzle's, kMarginUnits from the top-left corner. Throws Error when
// view is not a LinjatGame.
play::BoardPicture boardPicture(const play::View &view);

} // namespace tessera::linjat
