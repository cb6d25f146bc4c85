#pragma once

#include "common/grid.h"
#include "common/jsonutil.h"
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

// The editor's board while a designer places pairs: an endpoint label per cell, '.' where empty. A
// colour may have one endpoint for a while, so the board is not yet a Puzzle (the level reader says what
// it lacks). The board edits below throw Error the same way.

// How many endpoints carry this label.
int endpointCount(const Grid<char> &board, char label);
// Puts an endpoint of this label on p, replacing the endpoint there (unchanged when p already has it).
// Refused outside the board, for a label that is not a letter or digit, or when the label already has
// both endpoints.
Grid<char> withEndpointPlaced(const Grid<char> &board, Point p, char label);
// Clears the endpoint at p (its partner stays). Refused when p holds none.
Grid<char> withEndpointCleared(const Grid<char> &board, Point p);
// The board at another size, the top-left part kept: endpoints outside go, their partners stay, so the
// editor shows which colours need a new endpoint. Refused for a side outside 1..kMaxSide.
Grid<char> withBoardResized(const Grid<char> &board, int rows, int cols);

// The board as plain data, valid or not (a lone endpoint, no pairs): {"rows", "cols", "grid": [row
// strings], "rule"}, the level data's shape. The editor's document state and what the core's level
// reader is given.
Json boardToJson(const Grid<char> &board, Rule rule);
// Reads what boardToJson wrote. Refuses (Error with the place) a size outside 1..kMaxSide, a row of
// the wrong length or a cell that is neither '.' nor a letter or digit, but not an unpaired label.
Grid<char> boardFromJson(const Json &data, Rule &rule);

} // namespace tessera::flow
