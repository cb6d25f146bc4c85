// Flow formats: our JSON, the ASCII format and the "W H" stream round-trip; bad input is refused with
// a message naming the place; the module validates level data and draws previews.
#include "flowtestutil.h"

#include "common/fileio.h"
#include "common/module.h"
#include "flow/fastsolver.h"
#include "flow/flowmodule.h"
#include "flow/preview.h"
#include "pack/levelpack.h"

#include <QtTest>

using namespace flowtest;

namespace {

// The message of the Error the call throws, or "" when it does not throw.
template <typename F> std::string errorOf(F &&f) {
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}

bool contains(const std::string &haystack, const std::string &needle) {
    return haystack.find(needle) != std::string::npos;
}

int countShapes(const Drawing &d, std::size_t kind) {
    int n = 0;
    for (const DrawShape &s : d.shapes) n += s.index() == kind ? 1 : 0;
    return n;
}

} // namespace

class TestFlowFormats : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerModules(); }

    void asciiReadsLabelsInReadingOrder() {
        const Puzzle p = ascii("R.G\n.B.\nRBG\n");
        QCOMPARE(p.rows, 3);
        QCOMPARE(p.cols, 3);
        QCOMPARE(p.colourCount(), 3);
        QCOMPARE(p.pairs[0].label, 'R');
        QCOMPARE(p.pairs[0].a, (Point{0, 0}));
        QCOMPARE(p.pairs[0].b, (Point{2, 0}));
        QCOMPARE(p.pairs[1].label, 'G');
        QCOMPARE(p.pairs[2].label, 'B');
        QCOMPARE(p.pairs[2].a, (Point{1, 1}));
        QCOMPARE(p.rule, Rule::Strict);
    }

    void asciiTreatsAnyOtherCharacterAsEmpty() {
        const Puzzle a = ascii("A-_#B\n. *.-\nA+~ B\n");
        const Puzzle b = ascii("A...B\n.....\nA...B\n");
        QCOMPARE(a, b);
        // Windows line ends and trailing blank lines are fine.
        QCOMPARE(ascii("A...B\r\n.....\r\nA...B\r\n\r\n\r\n"), b);
    }

    void asciiRoundTripsClassicFile() {
        const std::vector<Puzzle> puzzles = dataSet("classic.txt");
        QCOMPARE(puzzles.size(), std::size_t(6));
        std::string text;
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            if (i) text += '\n';
            text += toAscii(puzzles[i]);
        }
        QCOMPARE(parseAscii(text), puzzles);
        QCOMPARE(text, readTextFile(dataPath("classic.txt")));
    }

    void headerStreamRoundTrips() {
        const std::vector<Puzzle> puzzles = dataSet("generated-7x7.txt");
        QCOMPARE(puzzles.size(), std::size_t(30));
        const std::string text = toHeaderStream(puzzles);
        QCOMPARE(detectFormat(text), TextFormat::Header);
        QCOMPARE(parseHeaderStream(text), puzzles);
        // Rectangular boards: the header is width first.
        const Puzzle wide = ascii("A...B\nA...B\n");
        const std::string one = toHeaderStream({wide});
        QVERIFY(one.rfind("5 2\n", 0) == 0);
        QCOMPARE(parseHeaderStream(one).at(0), wide);
    }

    void headerStreamStopsAtZeroZero() {
        const auto puzzles = parseHeaderStream("3 1\nA.A\n\n2 2\nAB\nAB\n0 0\nthis is not read\n");
        QCOMPARE(puzzles.size(), std::size_t(2));
        QCOMPARE(puzzles[1].colourCount(), 2);
        // Without the terminator the end of the text ends the stream.
        QCOMPARE(parseHeaderStream("3 1\nA.A\n").size(), std::size_t(1));
    }

    void jsonRoundTripsWithRuleAndSolution() {
        Puzzle p = dataSet("classic.txt").at(1);
        p.rule = Rule::AnyFilling;
        const SolveResult r = solveFast(p, FastSolveOptions{Rule::AnyFilling, 2, 2, 0, true});
        QCOMPARE(r.status(), SolveStatus::Unique);
        const std::string text = fileToJson(p, &r.solutions[0], "tiny").dump(2);
        QCOMPARE(detectFormat(text), TextFormat::FlowJson);
        const auto loaded = parsePuzzles(text, "tiny.json");
        QCOMPARE(loaded.size(), std::size_t(1));
        QCOMPARE(loaded[0].name, std::string("tiny"));
        QCOMPARE(loaded[0].puzzle, p);
        QVERIFY(loaded[0].solution.has_value());
        QCOMPARE(*loaded[0].solution, r.solutions[0]);
        // The level data alone (what a pack stores) round-trips too.
        QCOMPARE(levelFromJson(levelToJson(p)), p);
    }

    void packLevelsAreRead() {
        pack::LevelPack pk;
        pk.name = "test";
        for (const Puzzle &p : dataSet("generated-5x5.txt")) {
            pack::Level level;
            level.id = pack::freshId(pk, "flow");
            level.module = "flow";
            level.data = levelToJson(p);
            pk.levels.push_back(level);
        }
        const std::string text = pack::toJson(pk).dump();
        QCOMPARE(detectFormat(text), TextFormat::Pack);
        const auto loaded = parsePuzzles(text, "pack.json");
        QCOMPARE(loaded.size(), pk.levels.size());
        QCOMPARE(loaded[3].name, pk.levels[3].id);
        QCOMPARE(loaded[3].puzzle, dataSet("generated-5x5.txt")[3]);
    }

    void refusesLabelUsedOnce() {
        const std::string e = errorOf([] { parseAscii("A.B\n...\nB..\n", "once.txt"); });
        QVERIFY2(contains(e, "once.txt") && contains(e, "label 'A' is used once") &&
                     contains(e, "line 1, column 1"),
                 e.c_str());
    }

    void refusesLabelUsedThreeTimes() {
        const std::string e = errorOf([] { parseAscii("A.A\n.A.\nBB.\n"); });
        QVERIFY2(contains(e, "label 'A' is used 3 times") && contains(e, "line 2, column 2"), e.c_str());
        const std::string h = errorOf([] { parseHeaderStream("3 2\nA.A\nA..\n"); });
        QVERIFY2(contains(h, "label 'A' is used 3 times") && contains(h, "line 3, column 1"), h.c_str());
    }

    void refusesRaggedRows() {
        const std::string e = errorOf([] { parseAscii("A.B\n..\nA.B\n"); });
        QVERIFY2(contains(e, "ragged rows") && contains(e, "line 2"), e.c_str());
        const std::string h = errorOf([] { parseHeaderStream("3 2\nA.A\n..\n"); });
        QVERIFY2(contains(h, "ragged rows") && contains(h, "line 3"), h.c_str());
        const std::string j =
            errorOf([] { levelFromJson(Json::parse(R"({"rows":2,"cols":3,"grid":["A.A","..."," .."]})")); });
        QVERIFY2(contains(j, "grid") && contains(j, "3 rows"), j.c_str());
        const std::string k =
            errorOf([] { levelFromJson(Json::parse(R"({"rows":2,"cols":3,"grid":["A.A",".."]})")); });
        QVERIFY2(contains(k, "grid[1]") && contains(k, "2 cells"), k.c_str());
    }

    void refusesEmptyBoards() {
        QVERIFY(contains(errorOf([] { parseAscii(""); }), "empty board"));
        QVERIFY(contains(errorOf([] { parseAscii("\n \n\n"); }), "empty board"));
        QVERIFY(contains(errorOf([] { parseAscii("...\n...\n"); }), "no endpoint pairs"));
        QVERIFY(contains(errorOf([] { parseHeaderStream("0 0\n"); }), "no puzzles"));
        QVERIFY(contains(errorOf([] { checkPuzzle(Puzzle{}); }), "empty board"));
        QVERIFY(contains(errorOf([] { levelFromJson(Json::parse(R"({"rows":0,"cols":3,"grid":[]})")); }),
                         "rows"));
    }

    void refusesOtherBadInput() {
        // Our JSON marks empty cells with '.', nothing else.
        const std::string bad =
            errorOf([] { levelFromJson(Json::parse(R"({"rows":1,"cols":4,"grid":["A-.A"]})")); });
        QVERIFY2(contains(bad, "grid[0] (row 1, column 2)") && contains(bad, "'-'"), bad.c_str());
        const std::string header = errorOf([] { parseHeaderStream("5x5\n"); });
        QVERIFY2(contains(header, "line 1") && contains(header, "width height"), header.c_str());
        const std::string shortStream = errorOf([] { parseHeaderStream("3 3\nA.A\n...\n"); });
        QVERIFY2(contains(shortStream, "2 of 3 rows"), shortStream.c_str());
        const std::string rule = errorOf(
            [] { levelFromJson(Json::parse(R"({"rows":1,"cols":3,"grid":["A.A"],"rule":"loose"})")); });
        QVERIFY2(contains(rule, "rule") && contains(rule, "loose"), rule.c_str());
        const std::string nonAscii = errorOf([] {
            parseAscii("A\xc3\xa9"
                       "A\n");
        });
        QVERIFY2(contains(nonAscii, "byte"), nonAscii.c_str());
        const std::string version = errorOf([] { loadPuzzles(dataPath("bad/newer-version.json")); });
        QVERIFY2(contains(version, "newer-version.json") && contains(version, "version 2 is newer"),
                 version.c_str());
        const std::string format = errorOf([] { parsePuzzles(R"({"format":"something","version":1})"); });
        QVERIFY2(contains(format, "format"), format.c_str());
        const std::string overlap = errorOf([] {
            Puzzle p;
            p.rows = p.cols = 2;
            p.pairs = {{'A', {0, 0}, {0, 1}}, {'B', {0, 1}, {1, 1}}};
            checkPuzzle(p);
        });
        QVERIFY2(contains(overlap, "already an endpoint"), overlap.c_str());
    }

    // A typo'd member is refused (it used to be ignored: "rulee" solved under the strict rule), and a
    // header whose size overflows is a header that is too large, not a row of cells.
    void refusesUnknownMembersAndHugeHeaders() {
        const std::string typo = errorOf(
            [] { levelFromJson(Json::parse(R"({"rows":1,"cols":3,"grid":["A.A"],"rulee":"any"})")); });
        QVERIFY2(contains(typo, "rulee: unknown member"), typo.c_str());
        const std::string fileTypo = errorOf([] {
            parsePuzzles(
                R"({"format":"tessera-flow","version":1,"titel":"x","rows":1,"cols":3,"grid":["A.A"]})",
                "f.json");
        });
        QVERIFY2(contains(fileTypo, "f.json: titel: unknown member"), fileTypo.c_str());
        QCOMPARE(parsePuzzles(
                     R"({"format":"tessera-flow","version":1,"title":"t","rows":1,"cols":3,"grid":["A.A"]})")
                     .front()
                     .name,
                 std::string("t"));
        const std::string huge =
            errorOf([] { parsePuzzles("99999999999999999999999 3\nA.A\n0 0\n", "h.txt"); });
        QVERIFY2(contains(huge, "h.txt: line 1: board") && contains(huge, "is outside 1..64"), huge.c_str());
    }

    void badSolutionsInDataAreRefused() {
        Json data = levelToJson(ascii("A.A\nB.B\n"));
        data["solution"] = Json::parse(R"({"paths":[{"label":"A","cells":[[0,0],[0,1],[0,2]]},
                                                     {"label":"B","cells":[[1,0],[0,1],[1,2]]}]})");
        const std::string e = errorOf([&] { (void)levelSolutionFromJson(levelFromJson(data), data); });
        QVERIFY2(contains(e, "solution") && contains(e, "not a valid solution"), e.c_str());
        data["solution"] = Json::parse(R"({"paths":[{"label":"A","cells":[[0,0],[0,1],[0,2]]},
                                                     {"label":"B","cells":[[1,0],[1,1],[1,2]]}]})");
        const auto ok = levelSolutionFromJson(levelFromJson(data), data);
        QVERIFY(ok.has_value());
        QCOMPARE(ok->paths[1].size(), std::size_t(3));
    }

    void moduleValidatesLevelData() {
        const ModuleBackend *backend = findModule("flow");
        QVERIFY(backend);
        QCOMPARE(backend->id, std::string("flow"));
        backend->validateLevel(levelToJson(ascii("A.A\n")));
        const std::string e =
            errorOf([&] { backend->validateLevel(Json::parse(R"({"rows":1,"cols":3,"grid":["A.B"]})")); });
        QVERIFY2(contains(e, "label 'A' is used once") && contains(e, "grid[0] (row 1, column 1)"), e.c_str());
        // A pack with a bad flow level names the level.
        pack::LevelPack pk;
        pack::Level level;
        level.id = "flow-1";
        level.module = "flow";
        level.data = Json::parse(R"({"rows":1,"cols":3,"grid":["A.B"]})");
        pk.levels.push_back(level);
        const std::string p = errorOf([&] { parsePuzzles(pack::toJson(pk).dump(), "bad.json"); });
        QVERIFY2(contains(p, "bad.json") && contains(p, "levels[0]"), p.c_str());
    }

    void previewDrawsEndpointsAndPipes() {
        const Puzzle p = dataSet("classic.txt").at(0);
        const Drawing plain = drawPuzzle(p);
        QCOMPARE(plain.width, p.cols * 32.0 + 8);
        QCOMPARE(countShapes(plain, 3), 2 * p.colourCount()); // one label per endpoint
        QCOMPARE(countShapes(plain, 2), 2 * p.colourCount()); // one disc per endpoint
        const SolveResult r = solveFast(p);
        const Drawing solved = drawPuzzle(p, &r.solutions[0]);
        QCOMPARE(countShapes(solved, 2), 2 * p.colourCount() + p.cellCount());
        QVERIFY(countShapes(solved, 1) > countShapes(plain, 1));
        // Through the module, a "solution" in the data is drawn.
        Json data = levelToJson(p);
        data["solution"] = solutionToJson(p, r.solutions[0]);
        QCOMPARE(findModule("flow")->preview(data).shapes.size(), solved.shapes.size());
        QVERIFY(flowColour(0) != flowColour(1));
        QVERIFY(flowColour(40) != flowColour(41));
    }
};

QTEST_APPLESS_MAIN(TestFlowFormats)
#include "tst_flow_formats.moc"
