#pragma once

#include "balls/board.h"

namespace tessera::balls {

// The edits the field editor makes, as pure functions: each returns the edited board or throws Error
// saying why the edit is refused, so the studio only wraps them in undo commands.

// A click: empty -> white -> block -> empty. Refused on the black ball's cell and outside the field.
Board withCellCycled(const Board &board, Point p);
// The cell set to '.', 'o' or '#'. Refused on the black ball's cell, outside, or another character.
Board withCell(const Board &board, Point p, char cell);
// The black ball moved to p (whatever was there is cleared). Refused outside the field.
Board withBlack(const Board &board, Point p);
// The field at another size, the top-left part kept; a black ball outside moves to the nearest cell
// inside (clearing it). Refused for a side outside kMinSide..kMaxSide.
Board withResized(const Board &board, int rows, int cols);

} // namespace tessera::balls
