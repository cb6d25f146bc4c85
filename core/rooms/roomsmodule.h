#pragma once

#include "common/module.h"

namespace tessera::rooms {

// The room-map module as the rest of the core sees it: level validation and preview for packs, and the
// "tessera-cli rooms ..." verbs.
ModuleBackend moduleBackend();

} // namespace tessera::rooms
