#pragma once

#include "common/module.h"

namespace tessera::banqi {

// "tessera-cli bench banqi": one JSON line per case (the usage text lists them).
ModuleBackend::Bench benchmark();

} // namespace tessera::banqi
