// The pack loader: parse, check every level with its module, write it back.
#include "tests/fuzz/fuzzing.h"

#include "common/jsonutil.h"
#include "common/module.h"
#include "pack/levelpack.h"

void fuzzing::load(const std::string &text) {
    tessera::registerModules();
    const tessera::pack::LevelPack pack =
        tessera::pack::fromJson(tessera::parseJson(text, "fuzz.json"), "fuzz.json");
    (void)tessera::pack::toJson(pack).dump(2);
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string head =
        R"({"format":"tessera-pack","version":1,"name":"n","levels":[{"id":"a","module":"linjat","title":"t","data":{"rows":["2.","  "]},)";
    std::vector<std::string> out;
    // Nested deep in each member a level may carry; closing braces for the objects the member opens.
    const std::pair<const char *, const char *> members[] = {
        {"\"solution\":", "}]}"},
        {"\"statistics\":{\"x\":", "}}]}"},
        {"\"provenance\":{\"options\":{\"x\":", "}}}]}"}};
    for (const auto &[member, tail] : members) {
        std::string text = head;
        text.append(member).append(nested(200000)).append(tail);
        out.push_back(std::move(text));
    }
    out.push_back(R"({"format":"tessera-pack","version":1,"name":"n","levels":[],"description":1e400})");
    out.push_back(std::string(R"({"format":"tessera-pack","version":1,"name":"\u0000)") + "\x1b[2J\xff" +
                  R"(","levels":[]})");
    return out;
}
