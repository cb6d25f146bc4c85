// Flow editing: the pure edit functions the editor's undo commands wrap add, move, relabel and remove
// pairs, and refuse edits that would break the puzzle with a reason.
#include "flowtestutil.h"

#include "flow/editing.h"
#include "flow/fastsolver.h"
#include "flow/generator.h"
#include "flow/grader.h"
#include "flow/packlevel.h"

#include <QtTest>

using namespace flowtest;

class TestFlowEditing : public QObject {
    Q_OBJECT

private slots:
    void buildAPuzzleByEdits() {
        Puzzle p;
        p.rows = 2;
        p.cols = 3;
        QCOMPARE(nextFreeLabel(p), 'A');
        p = withPair(p, {0, 0}, {0, 2});
        QCOMPARE(nextFreeLabel(p), 'B');
        p = withPair(p, {1, 0}, {1, 2});
        QCOMPARE(p, ascii("A.A\nB.B\n"));
        QCOMPARE(solveFast(p).status(), SolveStatus::Unique);
        p = withEndpointMoved(p, {1, 2}, {1, 1});
        QCOMPARE(p.pairs[1].b, (Point{1, 1}));
        QCOMPARE(solveFast(p).status(), SolveStatus::Unsolvable);
        p = withLabel(p, 1, 'z');
        QCOMPARE(p.pairs[1].label, 'z');
        p = withoutPairAt(p, {0, 2});
        QCOMPARE(p.colourCount(), 1);
        QCOMPARE(p.pairs[0].label, 'z');
        QCOMPARE(nextFreeLabel(p), 'A');
    }

    void refusals() {
        const Puzzle p = ascii("A.A\nB.B\n");
        QVERIFY_THROWS_EXCEPTION(Error, withPair(p, {0, 0}, {0, 1}));      // occupied
        QVERIFY_THROWS_EXCEPTION(Error, withPair(p, {0, 1}, {0, 1}));      // one cell
        QVERIFY_THROWS_EXCEPTION(Error, withPair(p, {0, 1}, {5, 1}));      // outside
        QVERIFY_THROWS_EXCEPTION(Error, withPair(p, {0, 1}, {1, 1}, 'A')); // label in use
        QVERIFY_THROWS_EXCEPTION(Error, withPair(p, {0, 1}, {1, 1}, '*')); // not a label
        QVERIFY_THROWS_EXCEPTION(Error, withoutPairAt(p, {0, 1}));
        QVERIFY_THROWS_EXCEPTION(Error, withEndpointMoved(p, {0, 1}, {1, 1}));
        QVERIFY_THROWS_EXCEPTION(Error, withEndpointMoved(p, {0, 0}, {1, 0}));
        QVERIFY_THROWS_EXCEPTION(Error, withLabel(p, 0, 'B'));
        QVERIFY_THROWS_EXCEPTION(Error, withLabel(p, 2, 'C'));
        QCOMPARE(withEndpointMoved(p, {0, 0}, {0, 0}), p);
        QCOMPARE(withLabel(p, 0, 'A'), p);
    }

    // The editor's board of labels: a colour may stand half placed; a third endpoint is refused.
    void boardEdits() {
        Grid<char> b(2, 3, '.');
        b = withEndpointPlaced(b, {0, 0}, 'A');
        QCOMPARE(endpointCount(b, 'A'), 1);
        b = withEndpointPlaced(b, {1, 2}, 'A');
        QCOMPARE(endpointCount(b, 'A'), 2);
        QCOMPARE(withEndpointPlaced(b, {0, 0}, 'A'), b);                     // already there
        QVERIFY_THROWS_EXCEPTION(Error, withEndpointPlaced(b, {0, 1}, 'A')); // a third endpoint
        QVERIFY_THROWS_EXCEPTION(Error, withEndpointPlaced(b, {2, 0}, 'B')); // outside
        QVERIFY_THROWS_EXCEPTION(Error, withEndpointPlaced(b, {0, 1}, '*')); // not a label
        const Grid<char> replaced = withEndpointPlaced(b, {0, 0}, 'B');
        QCOMPARE(replaced.at({0, 0}), 'B');
        QCOMPARE(endpointCount(replaced, 'A'), 1);

        const Grid<char> cleared = withEndpointCleared(b, {1, 2});
        QCOMPARE(cleared.at({1, 2}), '.');
        QCOMPARE(cleared.at({0, 0}), 'A');
        QVERIFY_THROWS_EXCEPTION(Error, withEndpointCleared(b, {0, 1}));
        QVERIFY_THROWS_EXCEPTION(Error, withEndpointCleared(b, {5, 5}));

        const Grid<char> smaller = withBoardResized(b, 1, 2);
        QCOMPARE(smaller.rows(), 1);
        QCOMPARE(smaller.cols(), 2);
        QCOMPARE(smaller.at({0, 0}), 'A');
        QCOMPARE(endpointCount(smaller, 'A'), 1);
        const Grid<char> larger = withBoardResized(b, 3, 4);
        QCOMPARE(larger.at({1, 2}), 'A');
        QCOMPARE(larger.at({2, 3}), '.');
        QVERIFY_THROWS_EXCEPTION(Error, withBoardResized(b, 0, 3));
        QVERIFY_THROWS_EXCEPTION(Error, withBoardResized(b, 3, kMaxSide + 1));
    }

    void handMadeLevelsGoIntoPacks() {
        pack::LevelPack pk;
        const Puzzle unique = dataSet("classic.txt").at(2);
        pack::LevelSource mine;
        mine.title = "mine";
        mine.tags = {"hand-made", "search", "not-unique"}; // stale computed tags are redone
        mine.id = "flow-1";
        pk.levels.push_back(packLevel(unique, mine));
        Puzzle twoWays = ascii("B....\n.A.C.\n.C.A.\n....B\n");
        pk.levels.push_back(packLevel(twoWays, {}));
        QVERIFY(pk.levels[1].id.empty()); // the id is the pack's business
        pk.levels[1].id = pack::freshId(pk, "flow");
        QCOMPARE(pk.levels[1].id, std::string("flow-2"));
        QCOMPARE(pk.levels[0].title, std::string("mine"));
        QCOMPARE(pk.levels[1].title, std::string("4x5, 3 colours"));
        QVERIFY(std::find(pk.levels[0].tags.begin(), pk.levels[0].tags.end(), "hand-made") !=
                pk.levels[0].tags.end());
        QVERIFY(std::find(pk.levels[0].tags.begin(), pk.levels[0].tags.end(), "not-unique") ==
                pk.levels[0].tags.end());
        QVERIFY(pk.levels[0].solution.has_value());
        QCOMPARE(pk.levels[0].statistics["solutions"].get<int>(), 1);
        QVERIFY(pk.levels[0].difficulty > 0);
        QVERIFY(!pk.levels[1].solution.has_value());
        QCOMPARE(pk.levels[1].statistics["solutions"].get<int>(), 2);
        QVERIFY(std::find(pk.levels[1].tags.begin(), pk.levels[1].tags.end(), "not-unique") !=
                pk.levels[1].tags.end());
        // The pack round-trips and its levels read back as the same puzzles.
        const auto loaded = parsePuzzles(pack::toJson(pk).dump());
        QCOMPARE(loaded.size(), std::size_t(2));
        QCOMPARE(loaded[0].puzzle, unique);
        QVERIFY(loaded[0].solution.has_value());
        QCOMPARE(loaded[1].puzzle, twoWays);
    }

    void generatedLevelsRecordProvenance() {
        GeneratorOptions o;
        o.rows = o.cols = 6;
        o.minColours = o.maxColours = 6;
        const auto made = generateLevel(o, 17);
        QVERIFY(made.has_value());
        pack::LevelSource source;
        source.provenance.seed = 17;
        source.provenance.options = generatorOptionsToJson(o);
        source.provenance.generator = "flow generate";
        const pack::Level level = packLevel(made->puzzle, source);
        QCOMPARE(level.provenance.seed.value(), std::uint64_t(17));
        QCOMPARE(level.provenance.generator, std::string("flow generate"));
        QVERIFY(!level.provenance.version.empty());
        QCOMPARE(generatorOptionsFromJson(level.provenance.options).rows, 6);
        QCOMPARE(level.statistics["solutions"].get<int>(), 1);
        // The grade stays in statistics; the difficulty is that grade on the pack scale.
        const double graded = grade(made->puzzle).difficulty;
        QCOMPARE(level.statistics["difficulty"].get<double>(), graded);
        QCOMPARE(*level.difficulty, scaleDifficulty(graded, 6, 6));
        // Made again from its own data and source, the level is the same.
        QCOMPARE(packLevelFromData(level.data, pack::sourceOf(level)), level);
        QCOMPARE(levelFromJson(level.data), made->puzzle);
        QCOMPARE(solutionFromJson(made->puzzle, JsonCursor(*level.solution)), made->solution);
    }

    void paletteRunsOut() {
        Puzzle p;
        p.rows = 2;
        p.cols = kMaxColours;
        for (int i = 0; i < kMaxColours; ++i) p = withPair(p, {0, i}, {1, i});
        QCOMPARE(p.colourCount(), kMaxColours);
        QCOMPARE(nextFreeLabel(p), '\0');
        checkPuzzle(p);
        QCOMPARE(solveFast(p).status(), SolveStatus::Unique);
        Puzzle bigger = resized(p, 3, kMaxColours);
        QVERIFY_THROWS_EXCEPTION(Error, withPair(bigger, {2, 0}, {2, 1}));
        // Resizing drops the pairs that no longer fit.
        QCOMPARE(resized(p, 2, 10).colourCount(), 10);
        QCOMPARE(resized(p, 1, 10).colourCount(), 0);
    }
};

QTEST_APPLESS_MAIN(TestFlowEditing)
#include "tst_flow_editing.moc"
