#pragma once

#include "common/play.h"

namespace tessera::foxhunt {

// The position of a hunt as its player sees it (ModuleBackend::Play::board): drawView of the public
// view, every probe with its reading and every fox found, the foxes still hidden not shown. The grid
// is the field, kMarginUnits from the top-left corner. Throws Error when view is not a PublicHunt
// (Hunt::publicView).
play::BoardPicture boardPicture(const play::View &view);

} // namespace tessera::foxhunt
