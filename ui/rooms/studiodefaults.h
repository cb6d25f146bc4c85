#pragma once

#include "rooms/generatoroptions.h"

namespace tessera::rooms::ui {

// The settings the workbench starts with: the core's defaults, except for the objective weights.
// With the core's default weights (main path 1, alternatives and bifurcations 0.25) greedy best search
// grows the bundled sets into long corridors, and condensation (rooms over bounding box) at full
// weight packs uniform rooms into one-room-wide strips (the 64 squares into a 512 x 8 column).
// Main path, alternative paths and bifurcations at 1 with a little condensation give every bundled
// set a compact, branching map with a long main path, a better first picture of what the sliders
// do. The pack level records whatever options made the map, so nothing depends on them.
GeneratorOptions studioDefaultOptions();

} // namespace tessera::rooms::ui
