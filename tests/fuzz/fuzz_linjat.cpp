// Linjat's level reader: packs, level files, the original's JSON lines, the reference sample and the
// published collection, all through one entry.
#include "tests/fuzz/fuzzing.h"

#include "common/module.h"
#include "linjat/levelio.h"

void fuzzing::load(const std::string &text) {
    tessera::registerModules();
    (void)tessera::linjat::parseLevelEntries(text, "fuzz.json");
}

std::vector<std::string> fuzzing::reproducers() {
    return {
        "{\"puzzle\":[\"2.\"],\"classification\":" + nested(200000) + "}\n{\"puzzle\":[\"2.\"]}\n",
        "{\"easy\":[{\"puzzle\":" + nested(100000) + "}]}",
        "{\"puzzle\":[\"2.\"],\"x\":1e400}\n",
        "{\"format\":\"linjat-level\",\"version\":1,\"rows\":[\"\\u001b[2J\"]}",
    };
}
