// The room-map reader: a map with its prefab set inline, rebuilt from its placement log.
#include "tests/fuzz/fuzzing.h"

#include "common/jsonutil.h"
#include "rooms/roomlevel.h"

void fuzzing::load(const std::string &text) {
    const tessera::rooms::RoomsLevel level =
        tessera::rooms::levelFromJson(tessera::parseJson(text, "fuzz.json"), "fuzz.json", {}, false);
    if (level.set) (void)tessera::rooms::levelMap(level);
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string set =
        R"({"format":"tessera-rooms-prefabs","version":1,"prefabs":[{"name":"a","count":2,"tiles":["#D#","D.D","#D#"]}]})";
    return {
        // Rooms a hundred million rows apart asked for one 16 GB bit plane.
        R"({"format":"tessera-rooms-map","version":1,"prefabSet":)" + set +
            R"(,"rooms":[{"prefab":"a","row":-100000000,"col":0,"doors":[]},{"prefab":"a","row":100000000,"col":0,"doors":[],"via":{"door":0,"room":0,"roomDoor":0}}],"start":0,"end":1})",
        R"({"format":"tessera-rooms-map","version":1,"prefabSet":)" + nested(200000) + "}",
    };
}
