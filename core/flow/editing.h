#pragma once

#include "flow/puzzle.h"

namespace tessera::flow {

// The edits an editor makes, as pure functions: each returns the edited puzzle or throws Error saying
// why the edit is refused, so the studio only wraps them in undo commands.

// The first label of kLabelOrder no pair uses; '\0' when all are taken.
char nextFreeLabel(const Puzzle &puzzle);
// Adds a pair (label 0: the next free one). Refused on an occupied or outside cell, a label in use,
// or a full palette.
Puzzle withPair(const Puzzle &puzzle, Point a, Point b, char label = 0);
// Removes the pair with an endpoint at p. Refused when p holds no endpoint.
Puzzle withoutPairAt(const Puzzle &puzzle, Point p);
// Moves the endpoint at from to the free cell to.
Puzzle withEndpointMoved(const Puzzle &puzzle, Point from, Point to);
// Gives a colour another label not in use.
Puzzle withLabel(const Puzzle &puzzle, int colour, char label);

} // namespace tessera::flow
