#pragma once

#include "common/module.h"

namespace tessera::flow {

// The module's id: a pack level's "module", the CLI's first word, the studio page's id.
inline constexpr const char kModuleId[] = "flow";

// Flow / Numberlink as the rest of the core sees it: id "flow", level validation, preview, and the
// CLI verbs (solve, count, grade, generate, bench).
ModuleBackend moduleBackend();

} // namespace tessera::flow
