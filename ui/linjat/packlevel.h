#pragma once

#include "linjat/puzzle.h"
#include "pack/levelpack.h"
#include "ui/linjat/levelmodel.h"

namespace tessera::linjat::ui {

// The editor's level as a pack level: the core's linjat::packLevel (what the CLI calls too) with the
// id, title, tags and provenance of where the level came from.
pack::Level makePackLevel(const Puzzle &puzzle, const LevelOrigin &origin);

// The puzzle in a pack level of module "linjat"; throws tessera::Error naming the level and the place.
Puzzle puzzleOfLevel(const pack::Level &level);

} // namespace tessera::linjat::ui
