#pragma once

#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"
#include "pack/levelpack.h"
#include "ui/linjat/levelmodel.h"

#include <optional>

namespace tessera::linjat::ui {

// A pack level for a puzzle, with fresh statistics (the core verifier's verdict: classification,
// solutions, solved without leaks), difficulty (the score), the solution when it is unique, and the
// provenance of where the puzzle came from. The statistics have the same members as the CLI writes.
pack::Level makePackLevel(const Puzzle &puzzle, const SolverOptions &options, const LevelOrigin &origin);

// The puzzle in a pack level of module "linjat"; throws tessera::Error naming the level and the place.
Puzzle puzzleOfLevel(const pack::Level &level);

} // namespace tessera::linjat::ui
