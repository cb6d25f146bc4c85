// Flow's puzzle reader: ASCII boards, header streams, Flow JSON files and packs.
#include "tests/fuzz/fuzzing.h"

#include "common/module.h"
#include "flow/formats.h"

void fuzzing::load(const std::string &text) {
    tessera::registerModules();
    (void)tessera::flow::parsePuzzles(text, "fuzz.txt");
}

std::vector<std::string> fuzzing::reproducers() {
    return {
        "99999999999999999999999 3\nA.A\nB.B\nCC.\n0 0\n",
        "-99999999999999999999999 3\n",
        R"({"format":"tessera-flow","version":1,"rows":2,"cols":2,"grid":["AA","BB"],"rulee":"any"})",
        R"({"format":"tessera-flow","version":1,"rows":2,"cols":2,"grid":["AA","BB"],"solution":)" +
            nested(200000) + "}",
        R"({"format":"tessera-flow","version":1e400})",
    };
}
