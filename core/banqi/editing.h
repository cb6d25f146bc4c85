#pragma once

#include "banqi/board.h"

// Edits of a challenge's start position for the studio's position editor, kept legal: every result
// parses back (parsePosition) or the edit is refused with a reason.
namespace tessera::banqi {

// Puts what on cell: kEmpty, a revealed piece, or kHidden (adding poolType, 0..13, to the pool). A
// hidden piece taken off the board leaves the pool one piece of its most numerous type. The side to
// move becomes red when the first piece is revealed and "-" when the board is a fresh deal again.
// Throws Error when a set has no more pieces of that type.
Position editCell(const Position &p, int cell, Cell what, int poolType = 0);
// Sets the side to move (0 red, 1 black); refused on a fresh deal, which has none.
Position editSide(const Position &p, int side);

} // namespace tessera::banqi
