#pragma once

#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"
#include "pack/levelsource.h"

namespace tessera::linjat {

// The solver options a pack level is measured with: the ones its provenance records (the generator's
// or optimizer's options.solver), else the defaults. Never the studio's view settings, so the same
// level gets the same statistics from the CLI and from the studio.
SolverOptions packSolverOptions(const pack::Provenance &provenance);

// The one way a Linjat level becomes a pack level (CLI generate/optimize, studio add/update): data, the
// solution when unique, statistics (the classification, solutions up to 2, solved_without_leaks,
// expert_grade), difficulty (the score), tags (linjat, expert-grade, not-exportable), default title
// "RxC, N numbers".
pack::Level packLevel(const Puzzle &puzzle, const pack::LevelSource &source);
// The same from a pack level's data object (the module backend's packLevel).
pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source);

} // namespace tessera::linjat
