#pragma once

#include "common/module.h"

namespace tessera::linjat {

// Linjat as the rest of the core sees it: id "linjat", level validation, preview, and the CLI verbs
// (generate, optimize, solve, classify, count, bench).
ModuleBackend moduleBackend();

} // namespace tessera::linjat
