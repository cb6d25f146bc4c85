// The play-trace reader (tessera-play-trace, common/playtrace.h): what crash recovery reads back and
// what the web play-test page will hand in. A trace it takes must come out of the writer and back in
// unchanged; anything else is a finding.
#include "tests/fuzz/fuzzing.h"

#include "common/jsonutil.h"
#include "common/playtrace.h"

#include <cstdlib>

void fuzzing::load(const std::string &text) {
    using namespace tessera;
    const Json doc = parseJson(text, "fuzz.json");
    const play::Trace trace = play::traceFromJson(JsonCursor(doc));
    const std::string written = play::traceToJson(trace).dump();
    if (!(play::traceFromJson(JsonCursor(parseJson(written, "again.json"))) == trace)) std::abort();
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string head = R"({"format":"tessera-play-trace","version":1,"module":"m","level":"l",)";
    return {
        head + R"("events":[{"t":0,"event":"start","hash":"0"}]})",
        head + R"("seed":18446744073709551615,"events":[{"t":0,"event":"start","hash":"0"}]})",
        head + R"("seed":-1,"events":[{"t":0,"event":"start","hash":"0"}]})",
        head + R"("seed":1.5,"events":[{"t":0,"event":"start","hash":"0"}]})",
        head + R"("events":[{"t":0,"event":"start","hash":"0"},{"t":1e300,"event":"move","move":"a","hash":"1"}]})",
        head + R"("events":[{"t":0,"event":"start","hash":"0"},{"t":5,"event":"hint","hash":"1"}]})",
        head + R"("events":)" + nested(200000) + "}",
        head + R"("player":")" + std::string(100000, 'x') + R"(","events":[]})",
    };
}
