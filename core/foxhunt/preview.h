#pragma once

#include "common/drawing.h"
#include "foxhunt/hunt.h"
#include "foxhunt/level.h"

#include <vector>

namespace tessera::foxhunt {

// Every Fox Hunt picture's frame: one cell is kCellUnits, the field kMarginUnits from each edge.
inline constexpr double kCellUnits = 32;
inline constexpr double kMarginUnits = 4;

// The one drawing of a field as a view shows it: unknown cells green, each probed cell grey with its
// reading, each found fox a russet disc ringed in black. foxes, when given (a level's preview shows
// where they hide), are all drawn as discs, those not found yet without the ring.
Drawing drawView(const View &view, const std::vector<Point> *foxes = nullptr);

// The level as a drawing: drawView of the field after its opening probes, with every fox.
Drawing drawLevel(const Level &level);

} // namespace tessera::foxhunt
