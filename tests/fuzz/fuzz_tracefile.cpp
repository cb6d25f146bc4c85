// The play-trace file reader and the replay behind "pack traces" and the studio's Import Play Traces
// (pack/tracefile.h, pack/traceimport.h): JSON Lines from players, read line by line and replayed
// against a small pack of four sample levels. Every line is either counted or refused, never both and
// never neither, and the report is written as JSON; anything else is a finding.
#include "tests/fuzz/fuzzing.h"

#include "common/module.h"
#include "pack/traceimport.h"

#include <cstdlib>

namespace {

// Four levels of the sample pack (same ids and data), so the corpus' traces made on it replay here.
const tessera::pack::LevelPack &tracePack() {
    static const tessera::pack::LevelPack pack = [] {
        tessera::registerModules();
        return tessera::pack::fromJson(tessera::parseJson(R"({"format": "tessera-pack", "version": 1,
            "name": "fuzz", "levels": [
            {"id": "linjat-easy-16", "module": "linjat", "title": "Easy 16", "difficulty": 1.37, "data":
             {"rows": ["      ", "      ", " .3 .2", "4 ..3 ", "  5   ", ".4  .3", "    5 ", "      ", "   6 ."]}},
            {"id": "flow-1", "module": "flow", "title": "Flow", "difficulty": 0.47, "data": {"cols": 5,
             "grid": ["AB..C", "....D", "DABC.", ".....", "E...E"], "rows": 5, "rule": "strict"}},
            {"id": "balls-1", "module": "balls", "title": "Balls", "difficulty": 4.9, "data": {"rows":
             [".....o..", "......o.", "o.o.....", "o.......", ".......o", ".o...@..", ".o......", ".o...o.."]}},
            {"id": "foxhunt-1", "module": "foxhunt", "title": "Fox", "difficulty": 5.4, "data":
             {"cols": 6, "foxes": ["d2", "f3", "c6", "f6"], "rows": 6}}]})"));
    }();
    return pack;
}

} // namespace

void fuzzing::load(const std::string &text) {
    using namespace tessera;
    const pack::TraceFile file = pack::parseTraceLines(text, "fuzz.jsonl");
    if (file.issues.size() > pack::kMaxTraceIssuesPerFile + 1) std::abort();
    const pack::TraceImport result = pack::importTraces(tracePack(), {}, {file});
    const pack::TraceCounts &c = result.report.counts;
    if (c.counted + c.refused != c.read || c.read + c.duplicates != file.records.size() + file.refused)
        std::abort();
    if (result.accepted.size() != c.counted) std::abort();
    (void)pack::traceReportToJson(result.report).dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string head =
        R"({"format":"tessera-play-trace","version":1,"module":"flow","level":"flow-1",)";
    return {
        "",
        "\n\n\r\n",
        "\xEF\xBB\xBF" + head + R"("events":[{"t":0,"event":"start","hash":"0"}]})",
        head + R"("events":[{"t":0,"event":"start","hash":"0"}]})" + "\n" + head + R"("events":[]})",
        // An undo with nothing to take back, a move of nonsense, a won that is not.
        head + R"("events":[{"t":0,"event":"start","hash":"0"},{"t":1,"event":"undo","hash":"0"}]})",
        head +
            R"("events":[{"t":0,"event":"start","hash":"0"},{"t":1,"event":"move","move":"\u0000","hash":"0"}]})",
        head + R"("events":[{"t":0,"event":"start","hash":"0"},{"t":1,"event":"won","hash":"0"}]})",
        std::string(3000, '\n') + std::string(3000, '{'),
        "[]\n" + nested(200000),
        std::string(tessera::pack::kMaxTraceLineBytes + 1, 'x'),
    };
}
