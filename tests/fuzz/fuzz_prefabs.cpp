// The room-map prefab set reader.
#include "tests/fuzz/fuzzing.h"

#include "common/jsonutil.h"
#include "rooms/prefabset.h"

void fuzzing::load(const std::string &text) {
    (void)tessera::rooms::prefabSetFromJson(tessera::parseJson(text, "fuzz.json"), "fuzz.json");
}

std::vector<std::string> fuzzing::reproducers() {
    // 40,000 prefabs, each one tile short of valid: loading must stay linear in their number.
    std::string many = R"({"format":"tessera-rooms-prefabs","version":1,"prefabs":[)";
    for (int i = 0; i < 40000; ++i)
        many += std::string(i ? "," : "") + R"({"name":"p)" + std::to_string(i) +
                R"(","count":1,"tiles":["#D#","D.D","#D#"]})";
    many += "]}";
    return {many, R"({"format":"tessera-rooms-prefabs","version":1,"prefabs":)" + nested(200000) + "}"};
}
