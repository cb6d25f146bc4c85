#pragma once

#include "common/module.h"

namespace tessera::rooms {

// The module's id: a pack level's "module", the CLI's first word, the studio page's id.
inline constexpr const char kModuleId[] = "rooms";

// The room-map module as the rest of the core sees it: level validation and preview for packs, and the
// "tessera-cli rooms ..." verbs.
ModuleBackend moduleBackend();

} // namespace tessera::rooms
