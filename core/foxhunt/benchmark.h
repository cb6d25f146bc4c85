#pragma once

#include "common/module.h"

namespace tessera::foxhunt {

// "tessera-cli bench foxhunt": one JSON line per strategy and case (the usage text lists them).
ModuleBackend::Bench benchmark();

} // namespace tessera::foxhunt
