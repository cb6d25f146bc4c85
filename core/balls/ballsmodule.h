#pragma once

#include "common/module.h"

namespace tessera::balls {

// The module's id: a pack level's "module", the CLI's first word, the studio page's id.
inline constexpr const char kModuleId[] = "balls";

// The ball-push puzzle as the rest of the core sees it: id "balls", level validation, preview (the
// field with the solution's move-history arrows), the CLI verbs, the benchmark and play (BallsGame, the
// stored pushes as solution, pushHint).
ModuleBackend moduleBackend();

} // namespace tessera::balls
