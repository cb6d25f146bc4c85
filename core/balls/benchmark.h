#pragma once

#include "common/module.h"

namespace tessera::balls {

// "tessera-cli bench balls": one JSON line per case (the usage text lists the cases).
ModuleBackend::Bench benchmark();

} // namespace tessera::balls
