#include "rooms/roomsmodule.h"

#include "rooms/benchmark.h"
#include "rooms/cliverbs.h"
#include "rooms/packlevel.h"
#include "rooms/preview.h"
#include "rooms/roomlevel.h"

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
    b.packLevel = packLevelFromData;
    b.registerCommands = registerRoomsCommands;
    b.bench = benchmark();
    b.colour = "#3a9a5b";
    b.icon = "rooms.svg";
    b.sampleGenerate = {"--prefabs", "resources/rooms/dungeon.json", "--rooms", "8"};
    return b;
}

} // namespace tessera::rooms
