// The thesis's own measure of success on its 64-room case (8 square 8 x 8 prefabs x 8, every door,
// exact fitness, seeds 0-9): greedy (the thesis's tie rule, one seeded build, and the default: the
// fittest of six seeded builds) and lookahead medians against the thesis's own medians (399 at weights
// 1,1,1, 492 at 5.8,1,1), pinned so a regression fails; and the thesis's tuned-run options (rotating
// prefab selector, every k-th move).
#include "roomstestutil.h"

#include "rooms/generator.h"
#include "rooms/squareset.h"

#include <QtTest>

#include <algorithm>
#include <set>
#include <string>

using namespace roomstest;

namespace {

// The thesis fitness of a map (measured from scratch) with the weights of mainPath, alternativePaths
// and bifurcations.
double thesisFitness(const RoomMap &map, double mainPath) {
    const ObjectiveValues v = evaluateMap(map, false, FitnessModel::Thesis);
    return mainPath * v[0] + v[1] + v[2];
}

struct Run {
    std::vector<double> fitness;
    std::set<std::string> layouts; // distinct room positions and connections over the seeds
    double median() const {
        std::vector<double> s = fitness;
        std::sort(s.begin(), s.end());
        return (s[s.size() / 2 - 1] + s[s.size() / 2]) / 2;
    }
};

Run tenSeeds(const GeneratorOptions &o) {
    const auto set = std::make_shared<const PrefabSet>(squareRoomSet(8, 8, 8));
    Run r;
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const GenerationResult g = generateMap(set, o, seed);
        if (g.status != GenerationStatus::Complete) throw Error("seed " + std::to_string(seed) + " failed");
        r.fitness.push_back(thesisFitness(g.map, o.combinator.weights[0]));
        r.layouts.insert(layoutKey(g.map));
        // The generator's own score of its last step is the same thesis fitness.
        if (std::abs(g.log.steps.back().fitness - r.fitness.back()) > 1e-9) throw Error("fitness differs");
    }
    return r;
}

GeneratorOptions thesisGreedy(double mainPath) {
    GeneratorOptions o;
    o.fitness = FitnessModel::Thesis;
    o.combinator.weights = {mainPath, 1, 1, 0, 0, 0};
    o.randomTies = false; // the thesis's rule: the first of equally fit moves
    o.restarts = 1;       // and one build
    return o;
}

// One greedy build, the seed drawing among equally fit moves, with the thesis's weights.
GeneratorOptions seededGreedy(double mainPath) {
    GeneratorOptions o;
    o.combinator.weights = {mainPath, 1, 1, 0, 0, 0};
    o.restarts = 1;
    return o;
}

} // namespace

class TestRoomsThesis : public QObject {
    Q_OBJECT
private slots:
    void greedyMatchesTheThesisMedians() {
        // The thesis's own maps: medians 399 (weights 1,1,1) and 492 (5.8,1,1).
        const Run even = tenSeeds(thesisGreedy(1));
        const Run path = tenSeeds(thesisGreedy(5.8));
        qInfo("greedy medians: %.1f (1,1,1), %.1f (5.8,1,1)", even.median(), path.median());
        QVERIFY(even.median() >= 399);
        QVERIFY(path.median() >= 492);
        // Pinned: a change of the objectives or the generator that moves these is a change to look at.
        QCOMPARE(even.median(), 422.0);
        QCOMPARE(path.median(), 501.2);
        QCOMPARE(even.fitness[0], 422.0);
    }

    void firstOfTiesBuildsOneLayout() {
        // The thesis's rule: the seed only picks the first room's prefab, and the eight squares differ
        // only in their pillars, so all ten seeds build the same layout.
        QCOMPARE(tenSeeds(thesisGreedy(1)).layouts.size(), std::size_t(1));
    }

    void seededGreedyGivesEverySeedItsOwnMap() {
        // Drawing among equally fit moves: ten seeds, ten layouts. At 1,1,1 the median clears
        // the thesis's; at 5.8,1,1 one seeded greedy build does not (a single greedy build of this case
        // has a median of about 480 over many seeds, whatever the tie rule: README, Ties), pinned here.
        const Run even = tenSeeds(seededGreedy(1));
        const Run path = tenSeeds(seededGreedy(5.8));
        qInfo("seeded greedy medians: %.1f (1,1,1), %.1f (5.8,1,1)", even.median(), path.median());
        QCOMPARE(even.layouts.size(), std::size_t(10));
        QCOMPARE(path.layouts.size(), std::size_t(10));
        QVERIFY(even.median() >= 399);
        QCOMPARE(even.median(), 403.5);
        QCOMPARE(path.median(), 480.7);
        // Still well above a chain (a 64-room chain scores 1 + 64 + 1 + 1 = 67 with weights 1,1,1).
        QVERIFY(*std::min_element(even.fitness.begin(), even.fitness.end()) > 300);
    }

    void restartsKeepTheFittestBuild() {
        // Restarts build with the seed, then with seeds drawn from it, and keep the fittest build.
        GeneratorOptions o = seededGreedy(5.8);
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(8, 8, 8));
        Rng seeds(7);
        std::vector<std::uint64_t> each{7};
        for (int k = 1; k < 3; ++k) each.push_back(seeds.next());
        double best = 0;
        for (std::uint64_t s : each) best = std::max(best, generateMap(set, o, s).log.steps.back().fitness);
        o.restarts = 3;
        const GenerationResult r = generateMap(set, o, 7);
        QCOMPARE(r.status, GenerationStatus::Complete);
        QCOMPARE(r.log.steps.back().fitness, best);
        QVERIFY(std::abs(thesisFitness(r.map, 5.8) - best) < 1e-9);
        // The defaults (six builds) clear the thesis's medians at both weights, every seed its own map.
        GeneratorOptions defaults;
        QCOMPARE(defaults.restarts, 6);
        defaults.combinator.weights = {5.8, 1, 1, 0, 0, 0};
        const Run path = tenSeeds(defaults);
        defaults.combinator.weights[0] = 1;
        const Run evenRun = tenSeeds(defaults);
        qInfo("default (6 builds) medians: %.1f (1,1,1), %.1f (5.8,1,1)", evenRun.median(), path.median());
        QVERIFY(path.median() >= 492);
        QVERIFY(evenRun.median() >= 399);
        QCOMPARE(path.median(), 499.6);
        QCOMPARE(evenRun.median(), 425.0);
        QCOMPARE(path.layouts.size(), std::size_t(10));
        QCOMPARE(evenRun.layouts.size(), std::size_t(10));
    }

    void lookaheadBeatsTheThesisByTwelvePercent() {
        // Two of every step's fittest distinct moves, each played out to the last room with near-greedy
        // draws: at least 12% above the thesis's medians at both weights, every seed its own map.
        GeneratorOptions even = seededGreedy(1);
        even.lookahead = 64;
        even.lookaheadWidth = 2;
        GeneratorOptions path = even;
        path.combinator.weights[0] = 5.8;
        const Run e = tenSeeds(even);
        const Run p = tenSeeds(path);
        qInfo("lookahead medians: %.1f (1,1,1), %.1f (5.8,1,1)", e.median(), p.median());
        QVERIFY(e.median() >= 1.12 * 399);
        QVERIFY(p.median() >= 1.12 * 492);
        QCOMPARE(e.layouts.size(), std::size_t(10));
        QCOMPARE(p.layouts.size(), std::size_t(10));
        QCOMPARE(e.median(), 451.0);
        QCOMPARE(p.median(), 580.7);
    }

    void strideKeepsEveryKthMove() {
        GeneratorOptions o = thesisGreedy(5.8);
        o.moveDivisor = 0.9;
        o.divisorMode = DivisorMode::Stride;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(8, 8, 8));
        const GenerationResult g = generateMap(set, o, 3);
        QCOMPARE(g.status, GenerationStatus::Complete);
        for (std::size_t k = 1; k < g.log.steps.size(); ++k) {
            const PlacementStep &s = g.log.steps[k];
            QCOMPARE(s.considered, (s.offered + 9) / 10); // moves 0, 10, 20, ...
        }
    }

    void identicalPrefabsShareExactScores() {
        // The eight squares are one kind: each step measures the first square's moves and the others take
        // those scores. Every move offered must still carry its own exact score: checked from scratch
        // on a sample of each step's moves (every 37th, which walks through all eight lists).
        GeneratorOptions o = seededGreedy(5.8);
        o.restarts = 1;
        o.recordCandidates = true;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(8, 8, 8));
        const GenerationResult g = generateMap(set, o, 4);
        QCOMPARE(g.status, GenerationStatus::Complete);
        Rng none(0);
        const InstanceTable instances = makeInstances(*set, DoorMode::All, 1.0, none);
        int checked = 0;
        std::set<int> prefabsChecked;
        for (std::size_t k = 1; k < g.log.steps.size(); k += 3) {
            const RoomMap before = rebuildMap(set, g.log, static_cast<int>(k));
            const auto &candidates = g.log.steps[k].candidates;
            QCOMPARE(static_cast<int>(candidates.size()), g.log.steps[k].considered);
            for (std::size_t i = 0; i < candidates.size(); i += 37) {
                const CandidateRecord &c = candidates[i];
                RoomMap after = before;
                applyMove(after, c.move,
                          instances[static_cast<std::size_t>(c.move.prefab)]
                                   [static_cast<std::size_t>(c.move.instance)],
                          false, nullptr);
                QCOMPARE(c.fitness, thesisFitness(after, 5.8));
                ++checked;
                prefabsChecked.insert(c.move.prefab);
            }
        }
        QVERIFY(checked > 500);
        QCOMPARE(prefabsChecked.size(), std::size_t(8));
        // Sharing changes nothing but the work: the same map as scoring every list on its own.
        GeneratorOptions apart = o;
        apart.recordCandidates = false;
        apart.shareKinds = false;
        o.recordCandidates = false;
        const RoomMap shared = generateMap(set, o, 4).map;
        const RoomMap alone = generateMap(set, apart, 4).map;
        QCOMPARE(layoutKey(shared), layoutKey(alone));
        for (int r = 0; r < shared.roomCount(); ++r) QCOMPARE(shared.room(r).prefab, alone.room(r).prefab);
    }

    void rotateOffersOnePrefabPerStepInTurn() {
        GeneratorOptions o = thesisGreedy(1);
        o.prefabSelector = PrefabSelectorKind::Rotate;
        o.startPrefab = "square-8";
        o.recordCandidates = true;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(8, 8, 8));
        const GenerationResult g = generateMap(set, o, 1);
        QCOMPARE(g.status, GenerationStatus::Complete);
        // Steps 1-8 take square-1 .. square-8 in turn; square-8 (the first room too) runs out first.
        for (int k = 1; k <= 8; ++k) QCOMPARE(g.log.steps[std::size_t(k)].prefab, k - 1);
        // Every step scored the moves of one prefab only.
        for (std::size_t k = 1; k < g.log.steps.size(); ++k) {
            QVERIFY(!g.log.steps[k].candidates.empty());
            for (const CandidateRecord &c : g.log.steps[k].candidates)
                QCOMPARE(c.move.prefab, g.log.steps[k].prefab);
        }
    }
};

QTEST_APPLESS_MAIN(TestRoomsThesis)
#include "tst_rooms_thesis.moc"
