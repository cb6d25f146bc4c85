#pragma once

#include "common/module.h"

#include <string>
#include <vector>

namespace tessera::flow {

// "tessera-cli bench flow": one JSON line per case (the usage text lists the cases).
ModuleBackend::Bench benchmark();

} // namespace tessera::flow
