#pragma once

#include "foxhunt/level.h"

namespace tessera::foxhunt {

// The placement editor's edits as pure functions: each returns the edited level or throws Error
// saying why the edit is refused, so the studio only wraps them in undo commands.

// Places a fox on p, or takes the fox there away. Refused outside the field, on an opening probe,
// for the last fox, and when the field would have no empty cell or more than kMaxFoxes foxes.
Level withFoxToggled(const Level &level, Point p);
// Makes p an opening probe (last in order), or takes the opening there away. Refused outside the
// field and on a fox.
Level withOpeningToggled(const Level &level, Point p);
// The field at another size, the top-left part kept (foxes and openings outside go). Refused for a
// side outside 1..kMaxSide and when no fox would be left.
Level withFieldResized(const Level &level, int rows, int cols);

} // namespace tessera::foxhunt
