#pragma once

#include "rooms/generatoroptions.h"

namespace tessera::rooms::ui {

// The settings the workbench starts with: the core's defaults, except for the objective weights.
// The core's default weights (main path 1, alternatives and bifurcations 0.25) grow every bundled set
// into one long corridor of rooms; these give a compact, branching map, a better first picture of what
// the sliders do. The pack level records whatever options made the map, so nothing depends on them.
GeneratorOptions studioDefaultOptions();

} // namespace tessera::rooms::ui
