#include "rooms/roomsmodule.h"

#include "rooms/roomlevel.h"
#include "rooms/roomscli.h"
#include "rooms/roomspreview.h"

namespace tessera::rooms {

ModuleBackend moduleBackend() {
    ModuleBackend b;
    b.id = kModuleId;
    b.title = "Room maps";
    // A pack level has no directory of its own: a referenced prefab set is checked for structure only.
    b.validateLevel = [](const Json &data) { (void)levelFromJson(data, {}, {}, false); };
    b.preview = [](const Json &data) {
        const RoomsLevel level = levelFromJson(data, {}, {}, false);
        const RoomMap map = levelMap(level);
        return drawRoomMap(map, levelPath(level, map));
    };
    b.registerCommands = registerRoomsCommands;
    return b;
}

} // namespace tessera::rooms
