// The generator: backtracking rescuing a dead end, failure messages, determinism, the placement log
// rebuilding the map, progress and cancel, fixed start, selectors, divisor and door subsets.
#include "roomstestutil.h"

#include "rooms/candidateheat.h"
#include "rooms/generator.h"
#include "rooms/roomlevel.h"
#include "rooms/squareset.h"
#include "rooms/tilemap.h"

#include <QtTest>

#include <set>

using namespace roomstest;

namespace {

// Corridors with a door at each end and two closets with one door each, facing opposite ways. With
// every weight 0 all moves tie and the first is taken: a closet goes on each end of the first corridor
// and the second corridor is left with nowhere to go. Undoing the second closet rescues it.
std::shared_ptr<const PrefabSet> deadEndSet(int closetsFacingLeft = 1) {
    const std::vector<std::string> closetLeft{"######", "######", "#...##", "######", "######"};
    const std::vector<std::string> closetRight{"######", "######", "##...#", "######", "######"};
    std::vector<Entry> entries{{"closet-left", closetLeft, closetsFacingLeft}};
    if (closetsFacingLeft == 1) entries.push_back({"closet-right", closetRight, 1});
    entries.push_back({"corridor", kCorridor, 2});
    return makeSet(entries);
}

GeneratorOptions tiesOnly() {
    GeneratorOptions o;
    o.combinator.weights = {0, 0, 0, 0, 0, 0};
    o.startPrefab = "corridor";
    o.backtrackBudget = 0;
    o.randomTies = false; // the dead end below is built for the first-in-order choice
    o.restarts = 1;       // the tests follow one build's undos
    return o;
}

std::string mapText(const GenerationResult &r, const GeneratorOptions &o, std::uint64_t seed) {
    return levelToJson(levelFromResult(r, o, seed)).dump();
}

bool sameMap(const RoomMap &a, const RoomMap &b) {
    if (a.roomCount() != b.roomCount() || a.connections().size() != b.connections().size()) return false;
    for (int i = 0; i < a.roomCount(); ++i)
        if (a.room(i).prefab != b.room(i).prefab || a.room(i).pos != b.room(i).pos ||
            a.room(i).doorIds != b.room(i).doorIds)
            return false;
    for (std::size_t i = 0; i < a.connections().size(); ++i) {
        const Connection &x = a.connections()[i], &y = b.connections()[i];
        if (x.doorA != y.doorA || x.doorB != y.doorB || x.loop != y.loop) return false;
    }
    const TileMap ta = renderTiles(a), tb = renderTiles(b);
    return ta.origin == tb.origin && ta.cells == tb.cells && ta.rooms == tb.rooms;
}

class Recorder : public ProgressSink {
public:
    void progress(const ProgressUpdate &u) override {
        updates.push_back(u);
        if (cancelOnFirst) token.cancel();
    }
    std::vector<ProgressUpdate> updates;
    bool cancelOnFirst = false;
    CancelToken token;
};

} // namespace

class TestRoomsGenerator : public QObject {
    Q_OBJECT
private slots:
    void candidateHeatRanksTheChosenMove() {
        // Two candidates of a 5x5 room (3x3 floor inside) overlapping in one column; the chosen move
        // scored between them, so it ranks second; the overlap shows the better fitness.
        const auto set = makeSet({{"square", kSquare5}});
        PlacementStep step;
        step.fitness = 2;
        CandidateRecord low, high;
        low.move.prefab = high.move.prefab = 0;
        low.move.pos = {0, 0};
        high.move.pos = {0, 4};
        low.fitness = 1;
        high.fitness = 3;
        step.candidates = {low, high};
        const CellRect extent{0, 0, 4, 8}; // inclusive: 5 rows, 9 columns
        const CandidateHeat h = candidateHeat(*set, step, extent);
        QCOMPARE(h.candidates, 2);
        QCOMPARE(h.chosenRank, 2);
        QCOMPARE(h.fitnessLow, 1.0);
        QCOMPARE(h.fitnessHigh, 3.0);
        QCOMPARE(h.coverage.at(Point{2, 4}), 2); // the shared wall column
        QCOMPARE(h.heat.at(Point{2, 4}), 3.0f);
        QCOMPARE(h.coverage.at(Point{2, 1}), 1);
        QCOMPARE(h.heat.at(Point{2, 1}), 1.0f);
        step.fitness = 3;
        QCOMPARE(candidateHeat(*set, step, extent).chosenRank, 1);
        step.candidates.clear();
        QCOMPARE(candidateHeat(*set, step, extent).chosenRank, 0);
    }

    void deadEndFailsWithoutBacktracking() {
        const GenerationResult r = generateMap(deadEndSet(), tiesOnly(), 1);
        QCOMPARE(r.status, GenerationStatus::Failed);
        QCOMPARE(r.map.roomCount(), 3);
        QCOMPARE(r.log.size(), 3);
        QCOMPARE(
            r.message,
            std::string("no room fits after placing 3 of 4 rooms (left: 1 x corridor; 0 open doors, none "
                        "with space for them); backtracking is off (allow undos with a backtrack budget)"));
    }

    void backtrackingRescuesTheDeadEnd() {
        GeneratorOptions o = tiesOnly();
        o.backtrackBudget = 5;
        const GenerationResult r = generateMap(deadEndSet(), o, 1);
        QCOMPARE(r.status, GenerationStatus::Complete);
        QVERIFY(r.message.empty());
        QCOMPARE(r.map.roomCount(), 4);
        QCOMPARE(r.stats.backtracks, 1);
        // The rescue: the second corridor took the place of the right-facing closet, which went on the
        // corridor's far end.
        std::vector<std::string> names;
        for (const auto &s : r.log.steps) names.push_back(r.map.prefabs().prefab(s.prefab).name());
        QCOMPARE(names, (std::vector<std::string>{"corridor", "closet-left", "corridor", "closet-right"}));
        QCOMPARE(r.path.length(), 4);
        QVERIFY(sameMap(rebuildMap(r.map.prefabSet(), r.log), r.map));
    }

    void anImpossibleSetSpendsTheBudgetAndSaysSo() {
        // Two left-facing closets but only room for one: no order of placements works.
        GeneratorOptions o = tiesOnly();
        o.backtrackBudget = 3;
        const GenerationResult r = generateMap(deadEndSet(2), o, 1);
        QCOMPARE(r.status, GenerationStatus::Failed);
        QCOMPARE(r.stats.backtracks, 3);
        QVERIFY2(r.message.find("the backtracking budget of 3 undos is used up") != std::string::npos,
                 r.message.c_str());
        QVERIFY2(r.message.find("left: 1 x closet-left") != std::string::npos, r.message.c_str());
        // The largest map reached is returned, and its log rebuilds it.
        QCOMPARE(r.map.roomCount(), 3);
        QVERIFY(sameMap(rebuildMap(r.map.prefabSet(), r.log), r.map));
    }

    void sameSeedSameBytes_data() {
        QTest::addColumn<int>("variant");
        for (int v = 0; v < 6; ++v) QTest::newRow(qPrintable(QString::number(v))) << v;
    }
    void sameSeedSameBytes() {
        QFETCH(int, variant);
        GeneratorOptions o;
        switch (variant) {
        case 1:
            o.selector = SelectorKind::Random;
            break;
        case 2:
            o.doors = DoorMode::Random;
            o.moveDivisor = 0.7;
            o.cache = CacheKind::Refresh;
            break;
        case 3:
            o.prefabSelector = PrefabSelectorKind::Probability;
            break;
        case 4:
            o.closeLoops = true;
            o.combinator.kind = CombinatorKind::Adaptive;
            break;
        case 5:
            o.fixedStart = true;
            o.combinator.weights = {1, 0, 0, 0.5, 0, 0.5};
            break;
        default:
            break;
        }
        const auto set =
            std::make_shared<const PrefabSet>(loadPrefabSet(TESSERA_TEST_DATA "/rooms/small.json"));
        const auto big = std::make_shared<const PrefabSet>(squareRoomSet(5, 7, 4));
        for (const auto &s : {set, big}) {
            const std::string a = mapText(generateMap(s, o, 42), o, 42);
            const std::string b = mapText(generateMap(s, o, 42), o, 42);
            QCOMPARE(a, b);
            if (variant >= 1 && variant <= 3) QVERIFY(a != mapText(generateMap(s, o, 43), o, 43));
        }
    }

    void sharingIdenticalPrefabsChangesNothing_data() {
        QTest::addColumn<int>("cache");
        QTest::newRow("none") << static_cast<int>(CacheKind::None);
        QTest::newRow("always") << static_cast<int>(CacheKind::Always);
        QTest::newRow("refresh") << static_cast<int>(CacheKind::Refresh);
    }
    void sharingIdenticalPrefabsChangesNothing() {
        // Prefabs of one kind share one move list and its scores (cache entries included): the same
        // maps, logs and counts as scoring every list on its own. Squares are one kind; the other set
        // has three kinds of several prefabs each and runs into dead ends, where undos mark moves as
        // tried for one prefab only (after which the lists of a kind hold different cache entries).
        QFETCH(int, cache);
        const std::vector<std::string> elbow{"######", "#....#", "#.####", "#.####", "######"};
        const std::vector<std::string> closet{"######", "######", "##...#", "######", "######"};
        const auto deadEnds = makeSet({{"room-a", kSquare5, 2},
                                       {"room-b", kSquare5, 1},
                                       {"closet-a", closet, 4},
                                       {"closet-b", closet, 1},
                                       {"closet-c", closet, 3},
                                       {"elbow", elbow, 4}});
        const auto squares = std::make_shared<const PrefabSet>(squareRoomSet(4, 6, 4));
        int undone = 0;
        for (int variant = 0; variant < 4; ++variant) {
            GeneratorOptions o;
            o.cache = static_cast<CacheKind>(cache);
            o.refreshEvery = 3;
            o.restarts = variant == 3 ? 3 : 1;
            o.randomTies = variant != 1;
            if (variant == 2) o.combinator.weights = {0, 0, 0, 0, 0, 0};
            o.backtrackBudget = 200;
            for (const auto &set : {deadEnds, squares})
                for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                    GeneratorOptions apart = o;
                    apart.shareKinds = false;
                    const GenerationResult a = generateMap(set, o, seed);
                    const GenerationResult b = generateMap(set, apart, seed);
                    QCOMPARE(mapText(a, o, seed), mapText(b, apart, seed));
                    QCOMPARE(a.message, b.message);
                    QCOMPARE(a.stats.considered, b.stats.considered);
                    QCOMPARE(a.stats.evaluated, b.stats.evaluated);
                    QCOMPARE(a.stats.cacheHits, b.stats.cacheHits);
                    QCOMPARE(a.stats.backtracks, b.stats.backtracks);
                    undone += a.stats.backtracks;
                }
        }
        QVERIFY(undone > 0);
    }

    void everySeedHasItsOwnMap() {
        // Eight square rooms of one prefab: with best search, the first room and every later choice
        // tie (all rooms alike), so taking the first in order makes one map whatever the seed. The
        // seed draws among equally fit moves by default.
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(1, 8, 6));
        std::set<std::string> drawn, firstOfTies;
        GeneratorOptions o;
        GeneratorOptions first = o;
        first.randomTies = false;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const GenerationResult r = generateMap(set, o, seed);
            QCOMPARE(r.status, GenerationStatus::Complete);
            drawn.insert(mapText(r, o, 0));
            firstOfTies.insert(mapText(generateMap(set, first, seed), first, 0));
        }
        QCOMPARE(firstOfTies.size(), std::size_t(1));
        QVERIFY2(drawn.size() >= 6, qPrintable(QString::number(drawn.size())));
    }

    void theLogRebuildsTheMap() {
        for (bool loops : {false, true}) {
            GeneratorOptions o;
            o.closeLoops = loops;
            o.combinator.weights = {0, 1, 0, 1, 0, 0}; // dense maps that like loops
            const auto set = std::make_shared<const PrefabSet>(squareRoomSet(4, 6, 6));
            const GenerationResult r = generateMap(set, o, 3);
            QCOMPARE(r.status, GenerationStatus::Complete);
            QVERIFY(sameMap(rebuildMap(set, r.log), r.map));
            int loopLinks = 0;
            for (const auto &s : r.log.steps) loopLinks += static_cast<int>(s.loops.size());
            QCOMPARE(loopLinks > 0, loops);
            // Through the map file too.
            const RoomsLevel level = levelFromJson(Json::parse(levelToJson(levelFromResult(r, o, 3)).dump()));
            QVERIFY(sameMap(levelMap(level), r.map));
            // Every prefix rebuilds to the map as it was after that many rooms.
            const RoomMap half = rebuildMap(set, r.log, 10);
            QCOMPARE(half.roomCount(), 10);
        }
    }

    void progressAndCancel() {
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(4, 6, 5));
        Recorder rec;
        GeneratorOptions one;
        one.restarts = 1;
        const GenerationResult done = generateMap(set, one, 1, &rec);
        QCOMPARE(done.status, GenerationStatus::Complete);
        QVERIFY(rec.updates.size() >= 2);
        for (const auto &u : rec.updates) QVERIFY(u.fraction >= 0 && u.fraction <= 1);
        QCOMPARE(rec.updates.back().fraction, 1.0);
        QCOMPARE(rec.updates.back().message, std::string("placed 20 rooms"));

        // The default six builds share one bar: it only moves forward, and each message names its build.
        Recorder builds;
        QCOMPARE(generateMap(set, {}, 1, &builds).status, GenerationStatus::Complete);
        for (std::size_t i = 1; i < builds.updates.size(); ++i)
            QVERIFY(builds.updates[i].fraction >= builds.updates[i - 1].fraction);
        QCOMPARE(builds.updates.back().fraction, 1.0);
        QCOMPARE(builds.updates.back().message, std::string("build 6 of 6: placed 20 rooms"));

        // Cancelled at the first report: the map so far (the first room) comes back, whole.
        Recorder stop;
        stop.cancelOnFirst = true;
        const GenerationResult cancelled = generateMap(set, {}, 1, &stop, &stop.token);
        QCOMPARE(cancelled.status, GenerationStatus::Cancelled);
        QCOMPARE(cancelled.map.roomCount(), 1);
        QCOMPARE(cancelled.log.size(), 1);
        QCOMPARE(cancelled.path.length(), 1);

        CancelToken already;
        already.cancel();
        QCOMPARE(generateMap(set, {}, 1, nullptr, &already).status, GenerationStatus::Cancelled);
    }

    void fixedStartIsTheFirstRoom() {
        GeneratorOptions o;
        o.fixedStart = true;
        o.startPrefab = "square-3";
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(3, 6, 5));
        const GenerationResult r = generateMap(set, o, 8);
        QCOMPARE(r.status, GenerationStatus::Complete);
        QCOMPARE(r.log.steps[0].prefab, 2);
        QCOMPARE(r.path.start, 0);
        const auto d = bfsDistances(r.map, 0);
        QCOMPARE(d[static_cast<std::size_t>(r.path.end)], *std::max_element(d.begin(), d.end()));
        QCOMPARE(r.path.length(), d[static_cast<std::size_t>(r.path.end)] + 1);
    }

    void divisorAndDoorSubsets() {
        GeneratorOptions o;
        o.moveDivisor = 0.25;
        o.doors = DoorMode::Random;
        o.doorFraction = 0.5;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(3, 8, 4));
        const GenerationResult r = generateMap(set, o, 6);
        QCOMPARE(r.status, GenerationStatus::Complete);
        for (int k = 0; k < r.log.size(); ++k) {
            const PlacementStep &s = r.log.steps[static_cast<std::size_t>(k)];
            QCOMPARE(s.doors.size(), std::size_t(12)); // half of 24
            if (k > 0) QCOMPARE(s.considered, std::max(1, static_cast<int>(std::lround(0.25 * s.offered))));
        }
    }

    void samplingKeepsExactlyKEvenly() {
        // Both ways of sampling (few kept: selection sampling; most kept: Floyd on the dropped ones).
        for (int k : {3, 17}) {
            Rng rng(7);
            std::vector<int> hits(20, 0);
            for (int round = 0; round < 4000; ++round) {
                const auto s = sampleIndices(20, k, rng);
                QCOMPARE(static_cast<int>(s.size()), k);
                QVERIFY(std::is_sorted(s.begin(), s.end()));
                QVERIFY(std::adjacent_find(s.begin(), s.end()) == s.end());
                for (int i : s) ++hits[static_cast<std::size_t>(i)];
            }
            // Each index is kept k/20 of the time: 600 or 3400 of 4000, within a few standard deviations.
            const double expected = 4000.0 * k / 20;
            for (int h : hits) QVERIFY2(std::abs(h - expected) < 150, qPrintable(QString::number(h)));
            Rng a(3), b(3);
            QVERIFY(sampleIndices(50, k, a) == sampleIndices(50, k, b));
        }
        Rng rng(1);
        QCOMPARE(sampleIndices(5, 5, rng), (std::vector<int>{0, 1, 2, 3, 4}));
        QVERIFY(sampleIndices(5, 0, rng).empty());
    }

    void randomSelectorAndRoomLimit() {
        GeneratorOptions o;
        o.selector = SelectorKind::Random;
        o.roomLimit = 7;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(3, 6, 5));
        const GenerationResult r = generateMap(set, o, 12);
        QCOMPARE(r.status, GenerationStatus::Complete);
        QCOMPARE(r.map.roomCount(), 7);
        // Random selection measures only the chosen move.
        for (int k = 1; k < r.log.size(); ++k)
            QCOMPARE(r.log.steps[static_cast<std::size_t>(k)].evaluated, 1);
    }

    void badOptionsAreRefused() {
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(2, 6, 2));
        const auto message = [&](GeneratorOptions o) -> std::string {
            try {
                (void)generateMap(set, o, 1);
            } catch (const Error &e) {
                return e.what();
            }
            return {};
        };
        GeneratorOptions o;
        o.startPrefab = "nope";
        QCOMPARE(message(o), std::string("startPrefab: no prefab named 'nope'"));
        o = {};
        o.roomLimit = 5;
        QCOMPARE(message(o), std::string("roomLimit: the prefab set makes only 4 rooms, 5 were asked for"));
        o = {};
        o.moveDivisor = 0;
        QCOMPARE(message(o), std::string("moveDivisor: the fraction of moves kept must be in (0, 1]"));
        o = {};
        o.combinator.decay[1] = 1.5;
        QCOMPARE(message(o),
                 std::string("combinator.decay.alternativePaths: decay must be a number in (0, 1]"));
    }

    void optionsRoundTripThroughJson() {
        GeneratorOptions o;
        o.selector = SelectorKind::Random;
        o.combinator.kind = CombinatorKind::Adaptive;
        o.combinator.weights = {1, 2, 3, 4, 5, 6};
        o.combinator.attack[2] = 1.7;
        o.cache = CacheKind::Refresh;
        o.refreshEvery = 7;
        o.prefabSelector = PrefabSelectorKind::Rotate;
        o.moveDivisor = 0.6;
        o.divisorMode = DivisorMode::Stride;
        o.fitness = FitnessModel::Normalised;
        o.lookahead = 3;
        o.lookaheadWidth = 5;
        o.lookaheadSlack = 0.25;
        o.restarts = 4;
        o.doors = DoorMode::Random;
        o.doorFraction = 0.3;
        o.backtrackBudget = 9;
        o.closeLoops = true;
        o.randomTies = false;
        o.fixedStart = true;
        o.startPrefab = "hall";
        o.roomLimit = 12;
        const GeneratorOptions back = optionsFromJson(Json::parse(optionsToJson(o).dump()));
        QCOMPARE(optionsToJson(back).dump(), optionsToJson(o).dump());
        // New options default to the thesis model; options saved before it existed were normalised.
        QCOMPARE(GeneratorOptions{}.fitness, FitnessModel::Thesis);
        QCOMPARE(optionsFromJson(Json::parse(R"({"selector": "best"})")).fitness, FitnessModel::Normalised);
        QCOMPARE(optionsFromJson(Json::parse(R"({"fitness": "thesis"})")).fitness, FitnessModel::Thesis);
        // Likewise six builds: options saved before restarts existed made one.
        QCOMPARE(GeneratorOptions{}.restarts, 6);
        QCOMPARE(optionsFromJson(Json::parse(R"({"selector": "best"})")).restarts, 1);
        try {
            (void)optionsFromJson(Json::parse(R"({"combinator": {"weights": {"mainPth": 1}}})"));
            QFAIL("accepted an unknown objective");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("combinator.weights.mainPth: unknown objective 'mainPth'") ==
                         0,
                     e.what());
        }
        try {
            (void)optionsFromJson(Json::parse(R"({"lookaheadSlack": -1})"));
            QFAIL("accepted a negative slack");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()), std::string("lookaheadSlack: must be a number from 0 to 1e9"));
        }
        try {
            (void)optionsFromJson(Json::parse(R"({"cache": "sometimes"})"));
            QFAIL("accepted an unknown cache");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()),
                     std::string("cache: unknown value \"sometimes\" (one of: none, always, refresh)"));
        }
    }
};

QTEST_APPLESS_MAIN(TestRoomsGenerator)
#include "tst_rooms_generator.moc"
