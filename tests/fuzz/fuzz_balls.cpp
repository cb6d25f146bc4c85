// The ball-push reader: level files and packs (their balls levels with solutions), then the analyser
// on what loaded, under a small state and memory budget.
#include "tests/fuzz/fuzzing.h"

#include "balls/analyser.h"
#include "balls/formats.h"
#include "common/module.h"

#include <stdexcept>

void fuzzing::load(const std::string &text) {
    tessera::registerModules();
    for (const tessera::balls::LoadedLevel &level : tessera::balls::parseLevels(text, "fuzz.json")) {
        const tessera::balls::Analysis a = tessera::balls::analyse(
            level.board, level.solution ? &*level.solution : nullptr, 20000, nullptr, std::size_t(4) << 20);
        // A solution the reader accepted wins, so the analyser's line is that solution.
        if (level.solution && (!a.lineGiven || a.line != *level.solution))
            throw std::logic_error("an accepted solution is not the analyser's line");
    }
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string rows16 =
        R"(["oooooooooooooooo","oooooooooooooooo","oooooooooooooooo","oooooooooooooooo",)"
        R"("oooooooooooooooo","oooooooooooooooo","oooooooooooooooo","ooooooo@oooooooo",)"
        R"("oooooooooooooooo","oooooooooooooooo","oooooooooooooooo","oooooooooooooooo",)"
        R"("oooooooooooooooo","oooooooooooooooo","oooooooooooooooo","oooooooooooooooo"])";
    return {
        R"({"format":"tessera-balls","version":1,"rows":["o..","@o.","..."],"solution":"UU"})",
        R"({"format":"tessera-balls","version":1,"rows":["o..","@o.","..."],"solution":{"x":1}})",
        R"({"format":"tessera-balls","version":1,"rows":)" + rows16 + "}",
        R"({"format":"tessera-balls","version":1,"rows":["o..","@o.","..."],"solution":)" + nested(200000) +
            "}",
        R"({"format":"tessera-balls","version":1,"rows":[")" + std::string(100000, 'x') + R"("]})",
        R"({"format":"tessera-pack","version":1,"name":"n","levels":[{"id":"a","module":"balls","title":"t",)"
        R"("data":{"rows":["o..","@o.","..."]},"solution":"RU"}]})",
        // Found by libFuzzer: a level file without rows escaped as a JSON library exception.
        R"({"format": "tessera-balls", "version": 1, "title": "U"})",
    };
}
