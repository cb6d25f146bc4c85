// Fox Hunt's readers: level data objects and packs with foxhunt levels (as `foxhunt solve` reads
// them), then the level's openings played and the tracker run on them with small budgets; and probe
// lists (as `foxhunt odds` reads them: a first line "ROWS COLS FOXES", then CELL=N readings and CELL
// found foxes) put on a view and handed to the tracker.
#include "tests/fuzz/fuzzing.h"

#include "common/jsonutil.h"
#include "common/module.h"
#include "foxhunt/foxhuntmodule.h"
#include "foxhunt/hunt.h"
#include "foxhunt/probelist.h"
#include "foxhunt/tracker.h"
#include "pack/levelpack.h"

#include <sstream>

namespace {

using namespace tessera;
using namespace tessera::foxhunt;

// The tracker with budgets small enough for a fuzzer's pace.
void oddsOf(const View &view) {
    OddsOptions o;
    o.maxNodes = 2000;
    o.maxStates = 500;
    o.maxBytes = 1 << 20;
    o.samples = 20;
    o.maxDraws = 100;
    (void)computeOdds(view, o);
}

void level(const Level &l) {
    const Hunt hunt(l);
    oddsOf(hunt.view());
}

int number(const std::string &word, int lo, int hi, const char *what) {
    if (word.empty() || word.size() > 4 || word.find_first_not_of("0123456789") != std::string::npos)
        throw Error(std::string(what) + ": \"" + word + "\" is not a number", "line 1");
    const int n = std::stoi(word);
    if (n < lo || n > hi)
        throw Error(std::string(what) + " " + word + " is outside " + std::to_string(lo) + ".." +
                        std::to_string(hi),
                    "line 1");
    return n;
}

void probeList(const std::string &text) {
    std::istringstream in(text);
    std::string first, rest;
    std::getline(in, first);
    std::getline(in, rest, '\0');
    const std::vector<std::string> dims = splitProbeList(first);
    if (dims.size() != 3) throw Error("expected ROWS COLS FOXES", "line 1");
    const int rows = number(dims[0], 1, kMaxSide, "rows");
    const int cols = number(dims[1], 1, kMaxSide, "cols");
    const int foxes = number(dims[2], 1, std::min(kMaxFoxes, rows * cols - 1), "foxes");
    View view(rows, cols, foxes);
    for (const std::string &w : splitProbeList(rest))
        putProbe(view, w, w.find('=') != std::string::npos, "probe");
    oddsOf(view);
}

} // namespace

void fuzzing::load(const std::string &text) {
    registerModules();
    if (text.empty() || (text[0] != '{' && text[0] != '[' && text[0] != ' ')) {
        probeList(text);
        return;
    }
    const Json doc = parseJson(text, "fuzz.json");
    if (doc.is_object() && doc.contains("format")) {
        for (const pack::Level &l : pack::fromJson(doc, "fuzz.json").levels)
            if (l.module == kModuleId) level(levelFromJson(l.data));
    } else {
        level(levelFromJson(doc));
    }
}

std::vector<std::string> fuzzing::reproducers() {
    return {
        // The issue's hostile odds: no sample meets every reading (an honest refusal, not a crash).
        "26 26 200\na1=20,m13=60,z26=22,c20=45,p5=50,h9=55\n",
        "26 26 200\n",
        "1 2 1\na1=999\n",
        "3 3 9\n",
        "3 3 1\nb2=1 a1=0 b2=1\n",
        "99999999999999999999 3 1\n",
        R"({"rows":26,"cols":26,"foxes":["a1","z26"],"probes":["a1","b2","z25"]})",
        R"({"rows":1e400,"cols":2,"foxes":["a1"]})",
        R"({"rows":2,"cols":2,"foxes":["a1","a1"]})",
        R"({"rows":2,"cols":2,"foxes":)" + nested(200000) + "}",
        R"({"format":"tessera-pack","version":1,"name":"n","levels":[{"id":"a","module":"foxhunt","title":"t","data":{"rows":3,"cols":3,"foxes":["a1","b2","c3","a3","c1","b1","b3","a2"],"probes":["c2"]}}]})",
    };
}
