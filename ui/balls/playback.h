#pragma once

#include "balls/generator.h"

#include <QString>

namespace tessera::balls::ui {

// The step in words: the placement, the relocation along which older arrow, the rejection's reason.
QString playbackText(const Construction &construction, int step);

} // namespace tessera::balls::ui
