// Combinator arithmetic (weighted sum, adaptive weights after known picks), the fitness cache
// (what it keeps, when it forgets, stale values really reused), and the prefab selectors.
#include "roomstestutil.h"

#include "rooms/combinator.h"
#include "rooms/fitnesscache.h"
#include "rooms/generator.h"
#include "rooms/moveevaluator.h"
#include "rooms/prefabselector.h"
#include "rooms/squareset.h"

#include <QtTest>

using namespace roomstest;

class TestRoomsCombinator : public QObject {
    Q_OBJECT
private slots:
    void weightedSum() {
        CombinatorOptions o;
        o.weights = {2, 0.5, -1, 0, 3, 0};
        Combinator c(o);
        QCOMPARE(c.combine({0.5, 0.4, 0.25, 0.9, 0.1, 0.9}), 2 * 0.5 + 0.5 * 0.4 - 0.25 + 3 * 0.1);
        QCOMPARE(c.picked({1, 1, 1, 1, 1, 1}), -1); // a plain sum never changes its weights
        QVERIFY(c.weights() == o.weights);
    }

    void adaptiveWeightsAfterKnownPicks() {
        CombinatorOptions o;
        o.kind = CombinatorKind::Adaptive;
        o.weights = {1, 2, 0, 4, 0, 0};
        o.attack = {1.5, 1.25, 2, 1, 1, 1};
        o.decay = {0.5, 0.8, 0.5, 0.25, 1, 1};
        Combinator c(o);
        // Contributions 0.5, 0.2, -, 0.4: the main path led; it decays, the others attack.
        QCOMPARE(c.picked({0.5, 0.1, 0.9, 0.1, 0, 0}), static_cast<int>(Objective::MainPath));
        QVERIFY(c.weights() == (ObjectiveWeights{0.5, 2.5, 0, 4, 0, 0}));
        // Now 0.25, 0.25, 0.4: condensation led (0.4 * ... = 4 * 0.1).
        QCOMPARE(c.picked({0.5, 0.1, 0.9, 0.1, 0, 0}), static_cast<int>(Objective::Condensation));
        QVERIFY(c.weights() == (ObjectiveWeights{0.75, 3.125, 0, 1, 0, 0}));
        // 0.375, 0.3125, 0.1: the main path again.
        QCOMPARE(c.picked({0.5, 0.1, 0.9, 0.1, 0, 0}), static_cast<int>(Objective::MainPath));
        QVERIFY(c.weights() == (ObjectiveWeights{0.375, 3.90625, 0, 1, 0, 0}));
        QCOMPARE(c.combine({1, 1, 1, 1, 1, 1}), 0.375 + 3.90625 + 1);
        // Ties go to the first objective.
        Combinator t(o);
        QCOMPARE(t.picked({0.5, 0.25, 0, 0, 0, 0}), static_cast<int>(Objective::MainPath));
        t.reset();
        QVERIFY(t.weights() == o.weights);
    }

    void adaptiveGenerationRecordsTheWeightsItUsed() {
        // The log's weights of step k + 1 are the combinator's after the pick of step k.
        GeneratorOptions o;
        o.combinator.kind = CombinatorKind::Adaptive;
        o.combinator.weights = {10, 10, 10, 0, 0, 0};
        o.combinator.attack = {1.1, 1.2, 1.3, 1, 1, 1};
        o.combinator.decay = {0.9, 0.7, 0.5, 1, 1, 1};
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(3, 6, 4));
        const GenerationResult r = generateMap(set, o, 4);
        QCOMPARE(r.status, GenerationStatus::Complete);
        Combinator replay(o.combinator);
        bool changed = false;
        for (int k = 1; k < r.log.size(); ++k) {
            const PlacementStep &s = r.log.steps[static_cast<std::size_t>(k)];
            QVERIFY(s.weights == replay.weights());
            QCOMPARE(s.fitness, replay.combine(s.values));
            replay.picked(s.values);
            changed = changed || s.weights != o.combinator.weights;
        }
        QVERIFY(changed);
    }

    void cacheKindsForgetWhenTheyShould() {
        Candidate c;
        FitnessCache none(CacheKind::None);
        none.store(c);
        QVERIFY(!none.lookup(c));

        FitnessCache always(CacheKind::Always);
        always.store(c);
        for (int placed = 1; placed < 50; ++placed) always.roomPlaced(placed);
        QVERIFY(always.lookup(c));
        always.clear();
        QVERIFY(!always.lookup(c));

        FitnessCache refresh(CacheKind::Refresh, 3);
        Candidate d;
        QVERIFY(!refresh.lookup(d)); // never measured
        refresh.store(d);
        refresh.roomPlaced(1);
        refresh.roomPlaced(2);
        QVERIFY(refresh.lookup(d));
        refresh.roomPlaced(3); // every third room
        QVERIFY(!refresh.lookup(d));
        refresh.store(d);
        refresh.roomPlaced(4);
        refresh.roomPlaced(5);
        QVERIFY(refresh.lookup(d));
        refresh.roomPlaced(6);
        QVERIFY(!refresh.lookup(d));
    }

    void refreshCacheMeasuresEverythingRightAfterARefresh() {
        GeneratorOptions o;
        o.cache = CacheKind::Refresh;
        o.refreshEvery = 4;
        o.recordCandidates = true;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(4, 6, 5));
        const GenerationResult r = generateMap(set, o, 2);
        QCOMPARE(r.status, GenerationStatus::Complete);
        for (int k = 1; k < r.log.size(); ++k) {
            const PlacementStep &s = r.log.steps[static_cast<std::size_t>(k)];
            QCOMPARE(s.evaluated + s.cacheHits, s.considered);
            // k rooms are on the map when step k chooses; the cache was emptied at 4, 8, ...; step 1 has
            // only new moves.
            if (k == 1 || k % 4 == 0) {
                QCOMPARE(s.cacheHits, 0);
            } else {
                QVERIFY2(s.cacheHits > 0, qPrintable(QString("step %1 reused nothing").arg(k)));
            }
        }
    }

    void cachedValuesAreStaleAndFreshOnesExact() {
        // With the always cache, moves measured steps ago keep their old values: some differ from an exact
        // measure of the current map, while freshly measured ones equal it.
        GeneratorOptions o;
        o.cache = CacheKind::Always;
        o.recordCandidates = true;
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(2, 6, 6));
        const GenerationResult r = generateMap(set, o, 9);
        QCOMPARE(r.status, GenerationStatus::Complete);
        int stale = 0, fresh = 0;
        for (int k = 2; k < r.log.size(); ++k) {
            const RoomMap map = rebuildMap(set, r.log, k);
            MoveEvaluator eval(false, false, o.fitness);
            eval.update(map);
            for (const CandidateRecord &c : r.log.steps[static_cast<std::size_t>(k)].candidates) {
                const ObjectiveValues exact = eval.evaluate(
                    map, c.move, makeInstance(*set, c.move.prefab, allDoors(*set, c.move.prefab)));
                if (c.cached) {
                    stale += exact != c.values ? 1 : 0;
                } else {
                    QVERIFY(exact == c.values);
                    ++fresh;
                }
            }
        }
        QVERIFY(fresh > 0);
        QVERIFY(stale > 0);
        // Without a cache every step measures every move.
        o.cache = CacheKind::None;
        const GenerationResult exact = generateMap(set, o, 9);
        QCOMPARE(exact.stats.evaluated, exact.stats.considered);
        QCOMPARE(exact.stats.cacheHits, 0LL);
    }

    void prefabSelectors() {
        Rng rng(1);
        std::vector<int> out;
        const std::vector<int> all{0, 1, 2, 3};
        PrefabSelector dummy(PrefabSelectorKind::Dummy, {1, 1, 1, 1});
        dummy.offer({0, 2, 3}, all, rng, out);
        QCOMPARE(out, (std::vector<int>{0, 2, 3}));

        PrefabSelector cycle(PrefabSelectorKind::Cycle, {1, 1, 1, 1});
        cycle.offer({0, 1, 2, 3}, all, rng, out);
        QCOMPARE(out, (std::vector<int>{0}));
        cycle.picked(0, all);
        cycle.offer({0, 2, 3}, all, rng, out); // 1 is not eligible: the next one after it
        QCOMPARE(out, (std::vector<int>{2}));
        cycle.picked(3, all);
        cycle.offer({1, 2}, all, rng, out); // wraps around
        QCOMPARE(out, (std::vector<int>{1}));

        // The thesis's rotation: by position in the list of prefabs with instances left.
        PrefabSelector rotate(PrefabSelectorKind::Rotate, {1, 1, 1, 1});
        rotate.offer(all, all, rng, out);
        QCOMPARE(out, (std::vector<int>{0}));
        rotate.picked(0, all);
        rotate.offer(all, all, rng, out);
        QCOMPARE(out, (std::vector<int>{1}));
        rotate.picked(1, all);
        // Prefab 0 ran out: position 2 of {1, 2, 3} is prefab 3 (the rotation shifts, as the thesis's).
        rotate.offer({1, 2, 3}, {1, 2, 3}, rng, out);
        QCOMPARE(out, (std::vector<int>{3}));
        rotate.picked(3, {1, 2, 3});
        // Position 3 wraps to 0: prefab 1, but no move of it fits, so the next one in the list.
        rotate.offer({2, 3}, {1, 2, 3}, rng, out);
        QCOMPARE(out, (std::vector<int>{2}));

        PrefabSelector prob(PrefabSelectorKind::Probability, {1, 0.001, 3, 1});
        int counts[4] = {0, 0, 0, 0};
        for (int i = 0; i < 4000; ++i) {
            prob.offer({0, 1, 2}, all, rng, out);
            QCOMPARE(out.size(), std::size_t(1));
            ++counts[out[0]];
        }
        QCOMPARE(counts[3], 0);
        QVERIFY(counts[2] > 2 * counts[0]); // weight 3 against 1
        QVERIFY(counts[1] < 40);
    }

    void cycleSelectorAlternatesPrefabsInAGeneratedMap() {
        GeneratorOptions o;
        o.prefabSelector = PrefabSelectorKind::Cycle;
        o.startPrefab = "square-1";
        const auto set = std::make_shared<const PrefabSet>(squareRoomSet(3, 6, 3));
        const GenerationResult r = generateMap(set, o, 1);
        QCOMPARE(r.status, GenerationStatus::Complete);
        std::vector<int> order;
        for (const auto &s : r.log.steps) order.push_back(s.prefab);
        QCOMPARE(order, (std::vector<int>{0, 0, 1, 2, 0, 1, 2, 1, 2}));
    }
};

QTEST_APPLESS_MAIN(TestRoomsCombinator)
#include "tst_rooms_combinator.moc"
