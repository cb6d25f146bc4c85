#pragma once

#include "common/module.h"

#include <string>
#include <vector>

namespace tessera::linjat {

// "tessera-cli bench linjat": optimizer throughput on the original's four boards, time to a finished
// expert-grade 13x9 level, exact counter and layered solver on the published 13x9 levels, and the
// two-thread speed-up; one JSON line per case.
ModuleBackend::Bench benchmark();

} // namespace tessera::linjat
