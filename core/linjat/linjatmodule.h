#pragma once

#include "common/module.h"

namespace tessera::linjat {

// The module's id: a pack level's "module", the CLI's first word, the studio page's id.
inline constexpr const char kModuleId[] = "linjat";

// Linjat as the rest of the core sees it: id "linjat", level validation, preview, and the CLI verbs
// (generate, optimize, solve, classify, count, bench).
ModuleBackend moduleBackend();

} // namespace tessera::linjat
