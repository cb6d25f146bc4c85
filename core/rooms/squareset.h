#pragma once

#include "rooms/prefabset.h"

namespace tessera::rooms {

// The seed's benchmark sets: `prefabs` square rooms of side x side tiles (walls around, a door on every
// wall tile but the corners: 4 * (side - 2) potential doors), `instances` of each. The prefabs differ
// only in pillars placed away from the walls, so every one keeps all its doors.
PrefabSet squareRoomSet(int prefabs, int side, int instances);

} // namespace tessera::rooms
