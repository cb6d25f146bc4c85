// The thesis's own measure of success on its 64-room case (8 square 8 x 8 prefabs x 8, every door,
// exact fitness, seeds 0-9): greedy and lookahead medians against the thesis's own medians, pinned so
// a regression fails; and the thesis's tuned-run options (rotating prefab selector, every k-th move).
#include "roomstestutil.h"

#include "rooms/generator.h"
#include "rooms/squareset.h"

#include <QtTest>

#include <algorithm>
#include <set>

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

    void randomTiesStayBranching() {
        // The default draws among equally fit moves: every seed its own map, still well above a chain
        // (a 64-room chain scores 1 + 64 + 1 + 1 = 67 with weights 1,1,1).
        GeneratorOptions o = thesisGreedy(1);
        o.randomTies = true;
        const Run r = tenSeeds(o);
        QVERIFY(r.median() >= 399);
        QVERIFY(*std::min_element(r.fitness.begin(), r.fitness.end()) > 300);
        QVERIFY(std::set<double>(r.fitness.begin(), r.fitness.end()).size() > 3);
    }

    void lookaheadBeatsTheThesisByTenPercent() {
        GeneratorOptions o = thesisGreedy(1);
        o.lookahead = 5;
        const Run r = tenSeeds(o);
        qInfo("lookahead 5 median: %.1f (1,1,1)", r.median());
        QVERIFY(r.median() >= 1.1 * 399);
        QVERIFY(r.median() > tenSeeds(thesisGreedy(1)).median());
        // At 5.8,1,1 it takes playing 16 moves out to the last room (3 s a map: one seed here; the
        // ten are in bench rooms).
        GeneratorOptions path = thesisGreedy(5.8);
        path.lookahead = 64;
        path.lookaheadWidth = 16;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(8, 8, 8));
        const GenerationResult g = generateMap(set, path, 0);
        const double f = thesisFitness(g.map, 5.8);
        qInfo("lookahead to the end, seed 0: %.1f (5.8,1,1)", f);
        QVERIFY(f >= 1.1 * 492);
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
