#pragma once

#include "rooms/generatoroptions.h"

namespace tessera::rooms::ui {

// The settings the workbench starts with: the core's defaults, the same as the command line's (the
// thesis model with main path, alternative paths and bifurcations at 1, which grows every bundled set
// into a compact, branching map). The pack level records whatever options made the map, so nothing
// depends on them.
GeneratorOptions studioDefaultOptions();

} // namespace tessera::rooms::ui
