#pragma once

#include "common/module.h"

namespace tessera::foxhunt {

// The module's id: a pack level's "module", the CLI's first word, the studio page's id.
inline constexpr const char kModuleId[] = "foxhunt";

// Fox Hunt as the rest of the core sees it: id "foxhunt", level validation, preview, pack levels, the
// CLI verbs (odds, solve, generate, bench) and play (Hunt, the fox cells as solution, probeHint).
ModuleBackend moduleBackend();

} // namespace tessera::foxhunt
