#pragma once

#include "common/drawing.h"
#include "foxhunt/level.h"

namespace tessera::foxhunt {

// The level as a drawing: the field, each fox a russet disc, each opening probe a grey cell with its
// reading (or a fox it found, ringed). One cell is 32 units.
Drawing drawLevel(const Level &level);

} // namespace tessera::foxhunt
