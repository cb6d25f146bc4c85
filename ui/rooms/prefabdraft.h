#pragma once

#include "rooms/editing.h"

namespace tessera::rooms::ui {

// The prefab editing rules live in the core (rooms/editing.h); the studio uses them under these names.
using rooms::draftProblem;
using rooms::draftsOf;
using rooms::draftsToJson;
using rooms::plainRoomTiles;
using rooms::PrefabDraft;
using rooms::resizedTiles;

} // namespace tessera::rooms::ui
