#pragma once

#include "common/module.h"

namespace tessera::flow {

// Flow / Numberlink as the rest of the core sees it: id "flow", level validation, preview, and the
// CLI verbs (solve, count, grade, generate, bench).
ModuleBackend moduleBackend();

} // namespace tessera::flow
