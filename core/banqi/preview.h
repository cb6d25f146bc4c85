#pragma once

#include "banqi/board.h"
#include "common/drawing.h"

namespace tessera::banqi {

// The board as a drawing: row 4 at the top, hidden pieces as plain discs, revealed ones as red or
// black discs with their letters.
Drawing drawPosition(const Position &p);

} // namespace tessera::banqi
