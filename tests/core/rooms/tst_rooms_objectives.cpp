// Objective values on hand-made maps, and the incremental evaluator against the from-scratch measure
// for every candidate move along whole builds (trees, loops, fixed start).
#include "roomstestutil.h"

#include "rooms/combinator.h"
#include "rooms/moveenumerator.h"
#include "rooms/moveevaluator.h"
#include "rooms/placementlog.h"
#include "rooms/roomgraph.h"
#include "rooms/thesisgraph.h"

#include <QtTest>

#include <cmath>

using namespace roomstest;

namespace {

double value(const ObjectiveValues &v, Objective o) {
    return v[static_cast<std::size_t>(o)];
}

struct Squares {
    std::shared_ptr<const PrefabSet> set = makeSet({{"square", kSquare5, 8}});
    RoomInstance inst = makeInstance(*set, 0, allDoors(*set, 0));
    int door(Point p) const { return doorAt(set->prefab(0), p); }
    // Joins a new square at pos through its door `mine` to door `theirs` of room `to`.
    int add(RoomMap &map, Point pos, Point mine, int to, Point theirs, bool loops = false) const {
        const Move m{0, map.roomCount(), pos, door(mine),
                     map.room(to).doorIds[static_cast<std::size_t>(door(theirs))]};
        return applyMove(map, m, inst, loops, nullptr);
    }
};

} // namespace

class TestRoomsObjectives : public QObject {
    Q_OBJECT
private slots:
    void aTJunction() {
        // A in the middle, B right, C left, D below: a star of three arms.
        Squares s;
        RoomMap map(s.set);
        map.addRoom(0, 0, {0, 0}, s.inst.doors);
        s.add(map, {0, 5}, {2, 0}, 0, {2, 4});
        s.add(map, {0, -5}, {2, 4}, 0, {2, 0});
        s.add(map, {5, 0}, {0, 2}, 0, {4, 2});
        const MapMeasures m = measureMap(map, false);
        QCOMPARE(m, (MapMeasures{4, 3, 2, 3, 1, 3, 100, 15, 10}));
        const ObjectiveValues v = objectivesOf(m, false);
        QCOMPARE(value(v, Objective::MainPath), 3.0 / 4);         // B - A - C
        QCOMPARE(value(v, Objective::AlternativePaths), 1.0 / 4); // D: one dead end off the main path
        QCOMPARE(value(v, Objective::Bifurcations), 1.0 / 4);     // A
        QCOMPARE(value(v, Objective::Condensation), 100.0 / 150); // 4 x 25 cells in a 10 x 15 box
        QCOMPARE(value(v, Objective::Horizontality), 15.0 / 25);
        QCOMPARE(value(v, Objective::Verticality), 10.0 / 25);
        // With A as the fixed start the main path is one arm; A is no leaf, so all three arms but the
        // end's are dead ends.
        const ObjectiveValues f = evaluateMap(map, true);
        QCOMPARE(value(f, Objective::MainPath), 2.0 / 4);
        QCOMPARE(value(f, Objective::AlternativePaths), 2.0 / 4);
        const MainPath free = findMainPath(map, false);
        QCOMPARE(free.rooms, (std::vector<int>{1, 0, 2}));
        const MainPath fixed = findMainPath(map, true);
        QCOMPARE(fixed.rooms, (std::vector<int>{0, 1}));
    }

    void aChain() {
        Squares s;
        RoomMap map(s.set);
        map.addRoom(0, 0, {0, 0}, s.inst.doors);
        for (int i = 1; i < 5; ++i) s.add(map, {0, 5 * i}, {2, 0}, i - 1, {2, 4});
        const ObjectiveValues v = evaluateMap(map, false);
        QCOMPARE(value(v, Objective::MainPath), 1.0);
        QCOMPARE(value(v, Objective::AlternativePaths), 0.0);
        QCOMPARE(value(v, Objective::Bifurcations), 0.0);
        QCOMPARE(value(v, Objective::Condensation), 1.0);
        QCOMPARE(value(v, Objective::Horizontality), 25.0 / 30);
        // Fixed start at one end: the same path. At room 2 (the middle) it would not be; room 0 is the start.
        QCOMPARE(value(evaluateMap(map, true), Objective::MainPath), 1.0);
        QCOMPARE(findMainPath(map, false).rooms, (std::vector<int>{0, 1, 2, 3, 4}));
    }

    void aLoopGivesAnAlternativeRoute() {
        // A 2 x 2 block: A-B, A-C, B-D, and loop closing joins D to C.
        Squares s;
        RoomMap map(s.set);
        map.addRoom(0, 0, {0, 0}, s.inst.doors);
        s.add(map, {0, 5}, {2, 0}, 0, {2, 4}, true);
        s.add(map, {5, 0}, {0, 2}, 0, {4, 2}, true);
        s.add(map, {5, 5}, {0, 2}, 1, {4, 2}, true);
        QCOMPARE(static_cast<int>(map.connections().size()), 4);
        const MapMeasures m = measureMap(map, false);
        QCOMPARE(m.pathEdges, 2);
        QCOMPARE(m.leaves, 0);
        const ObjectiveValues v = objectivesOf(m, false);
        QCOMPARE(value(v, Objective::MainPath), 3.0 / 4);
        QCOMPARE(value(v, Objective::AlternativePaths), 1.0 / 4); // one independent loop
        QCOMPARE(value(v, Objective::Bifurcations), 0.0);
        QCOMPARE(value(v, Objective::Condensation), 1.0);
        QCOMPARE(value(v, Objective::Horizontality), 0.5);
        // Start: the lowest room of greatest eccentricity (all are 2): A; end: the farthest from it, D.
        const MainPath path = findMainPath(map, false);
        QCOMPARE(path.start, 0);
        QCOMPARE(path.end, 3);
        QCOMPARE(path.rooms, (std::vector<int>{0, 1, 3}));
    }

    // The thesis model on hand-built maps, every number worked out by hand (5 x 5 squares; a room's
    // position is its top-left cell, so aligned neighbours are 5 apart).
    void thesisTJunction() {
        // A (room 0) in the middle, B (1) right, C (2) left, D (3) below: every pair of arms is 10
        // apart (2 connections), so the lowest pair wins: B - A - C. D hangs one below the path.
        Squares s;
        RoomMap map(s.set);
        map.addRoom(0, 0, {0, 0}, s.inst.doors);
        s.add(map, {0, 5}, {2, 0}, 0, {2, 4});
        s.add(map, {0, -5}, {2, 4}, 0, {2, 0});
        s.add(map, {5, 0}, {0, 2}, 0, {4, 2});
        const ObjectiveValues v = evaluateMap(map, false, FitnessModel::Thesis);
        QCOMPARE(value(v, Objective::MainPath), 1.0 + 3);         // 3 rooms on the path
        QCOMPARE(value(v, Objective::AlternativePaths), 1.0 + 3); // D: depth 1, + 2
        QCOMPARE(value(v, Objective::Bifurcations), 1.0 + 3);     // A: 3 connections, on the path
        QCOMPARE(findMainPath(map, false, FitnessModel::Thesis).rooms, (std::vector<int>{1, 0, 2}));
        // With A as the fixed start: A - B (the lowest of the farthest), C and D at depth 1.
        const ObjectiveValues f = evaluateMap(map, true, FitnessModel::Thesis);
        QCOMPARE(value(f, Objective::MainPath), 1.0 + 2);
        QCOMPARE(value(f, Objective::AlternativePaths), 1.0 + 3 + 3);
        QCOMPARE(value(f, Objective::Bifurcations), 1.0 + 3);
    }

    void thesisWeighsConnectionsByDistance() {
        // As above, but D joins A through a door one tile to the right: D sits at (5, 1), sqrt(26) from
        // A. B - A - D (5 + 5.10) is now longer than B - A - C (10): the path turns down and C is the
        // room off it. Counting connections, all three pairs are equal and B - A - C stays.
        Squares s;
        RoomMap map(s.set);
        map.addRoom(0, 0, {0, 0}, s.inst.doors);
        s.add(map, {0, 5}, {2, 0}, 0, {2, 4});
        s.add(map, {0, -5}, {2, 4}, 0, {2, 0});
        s.add(map, {5, 1}, {0, 1}, 0, {4, 2});
        QCOMPARE(roomDistance(map.room(0).pos, map.room(3).pos), std::sqrt(26.0));
        QCOMPARE(findMainPath(map, false, FitnessModel::Thesis).rooms, (std::vector<int>{1, 0, 3}));
        QCOMPARE(findMainPath(map, false).rooms, (std::vector<int>{1, 0, 2}));
        const ObjectiveValues v = evaluateMap(map, false, FitnessModel::Thesis);
        QCOMPARE(value(v, Objective::MainPath), 4.0);
        QCOMPARE(value(v, Objective::AlternativePaths), 4.0);
        QCOMPARE(value(v, Objective::Bifurcations), 4.0);
    }

    void thesisDeepBranchAndOffPathFork() {
        // A chain of six (rooms 0-5, 25 long). Below room 2 hangs room 6; room 6 forks left (7) and
        // right (8). The farthest pairs: 0 - 5 (25, 5 connections) ties with 5 - 7 (25, 4 connections):
        // more rooms wins, so the chain is the main path. Off it: 6 at depth 1, 7 and 8 at depth 2.
        // Room 2 (3 connections, on the path) counts 3; room 6 (3, off the path) counts double.
        Squares s;
        RoomMap map(s.set);
        map.addRoom(0, 0, {0, 0}, s.inst.doors);
        for (int i = 1; i < 6; ++i) s.add(map, {0, 5 * i}, {2, 0}, i - 1, {2, 4});
        s.add(map, {5, 10}, {0, 2}, 2, {4, 2});
        s.add(map, {5, 5}, {2, 4}, 6, {2, 0});
        s.add(map, {5, 15}, {2, 0}, 6, {2, 4});
        const ObjectiveValues v = evaluateMap(map, false, FitnessModel::Thesis);
        QCOMPARE(findMainPath(map, false, FitnessModel::Thesis).rooms, (std::vector<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(value(v, Objective::MainPath), 1.0 + 6);
        QCOMPARE(value(v, Objective::AlternativePaths), 1.0 + (1 + 2) + (2 + 2) + (2 + 2));
        QCOMPARE(value(v, Objective::Bifurcations), 1.0 + 3 + 2 * 3);
        // The weighted sums the generator maximises.
        Combinator even({CombinatorKind::WeightedSum, {1, 1, 1, 0, 0, 0}});
        QCOMPARE(even.combine(v), 7.0 + 12 + 10);
        Combinator thesis({CombinatorKind::WeightedSum, {5.8, 1, 1, 0, 0, 0}});
        QCOMPARE(thesis.combine(v), 5.8 * 7 + 12 + 10);
    }

    void thesisDepthWithALoop() {
        // The 2 x 2 block with its loop closed: A - D and B - C are the farthest pairs (10, 2
        // connections); A - D comes first and runs through B, the lower of its two equal middles. C is
        // off the path, one connection from it (depth with loops: the fewest connections to the path).
        Squares s;
        RoomMap map(s.set);
        map.addRoom(0, 0, {0, 0}, s.inst.doors);
        s.add(map, {0, 5}, {2, 0}, 0, {2, 4}, true);
        s.add(map, {5, 0}, {0, 2}, 0, {4, 2}, true);
        s.add(map, {5, 5}, {0, 2}, 1, {4, 2}, true);
        QCOMPARE(findMainPath(map, false, FitnessModel::Thesis).rooms, (std::vector<int>{0, 1, 3}));
        const ObjectiveValues v = evaluateMap(map, false, FitnessModel::Thesis);
        QCOMPARE(value(v, Objective::MainPath), 4.0);
        QCOMPARE(value(v, Objective::AlternativePaths), 4.0);
        QCOMPARE(value(v, Objective::Bifurcations), 1.0);
        // One room: the path is that room.
        RoomMap one(s.set);
        one.addRoom(0, 0, {0, 0}, s.inst.doors);
        QCOMPARE(value(evaluateMap(one, false, FitnessModel::Thesis), Objective::MainPath), 2.0);
    }

    // A tree grown a leaf at a time has the distances of the same tree measured from scratch, bit for bit
    // (each sum taken in the order a walk from its first room takes it); a room that closes a loop, or an
    // old room moved, is no leaf.
    void distancesGrowLeafByLeaf() {
        Rng rng(7);
        ThesisGraph g;
        ThesisDistances grown;
        int leaves = 0;
        for (int v = 0; v < 40; ++v) {
            ThesisGraph next = g;
            next.pos.push_back({int(rng.below(50)), int(rng.below(50))});
            next.adj.emplace_back();
            if (v > 0) {
                const int p = int(rng.below(std::uint64_t(v)));
                next.adj[std::size_t(p)].push_back(v);
                next.adj[std::size_t(v)].push_back(p);
                ++next.edges;
            }
            if (grown.grewByALeaf(g, next)) {
                grown.addLeaf(next);
                ++leaves;
            } else {
                grown = ThesisDistances(next);
            }
            g = next;
            const ThesisDistances scratch(g);
            for (int a = 0; a <= v; ++a)
                for (int b = 0; b <= v; ++b) {
                    QCOMPARE(grown.key(a, b).dist, scratch.key(a, b).dist); // exact, not within a tolerance
                    QCOMPARE(grown.key(a, b).hops, scratch.key(a, b).hops);
                    QCOMPARE(grown.path(a, b), scratch.path(a, b));
                }
        }
        QCOMPARE(leaves, 39); // every room after the first
        // A loop: the new room joins two old ones.
        ThesisGraph loop = g;
        loop.pos.push_back({60, 60});
        loop.adj.push_back({0, 1});
        loop.adj[0].push_back(40);
        loop.adj[1].push_back(40);
        loop.edges += 2;
        QVERIFY(!grown.grewByALeaf(g, loop));
        // An old room moved beside a real leaf.
        ThesisGraph moved = g;
        moved.pos.push_back({60, 60});
        moved.adj.push_back({3});
        moved.adj[3].push_back(40);
        ++moved.edges;
        QVERIFY(grown.grewByALeaf(g, moved));
        moved.pos[5].row += 1;
        QVERIFY(!grown.grewByALeaf(g, moved));
    }

    // Along random builds, every candidate move's incremental measure equals applying the move to a
    // copy of the map and measuring it from scratch.
    void incrementalEqualsFromScratch_data() {
        QTest::addColumn<bool>("fixedStart");
        QTest::addColumn<bool>("loops");
        QTest::addColumn<bool>("thesis");
        QTest::newRow("tree") << false << false << false;
        QTest::newRow("tree, fixed start") << true << false << false;
        QTest::newRow("loops") << false << true << false;
        QTest::newRow("loops, fixed start") << true << true << false;
        QTest::newRow("thesis, tree") << false << false << true;
        QTest::newRow("thesis, tree, fixed start") << true << false << true;
        QTest::newRow("thesis, loops") << false << true << true;
        QTest::newRow("thesis, loops, fixed start") << true << true << true;
    }
    void incrementalEqualsFromScratch() {
        QFETCH(bool, fixedStart);
        QFETCH(bool, loops);
        QFETCH(bool, thesis);
        const FitnessModel model = thesis ? FitnessModel::Thesis : FitnessModel::Normalised;
        const auto set = makeSet({{"square", kSquare5, 6}, {"l", kLShape, 5}, {"corridor", kCorridor, 4}});
        for (std::uint64_t seed : {11u, 12u}) {
            Rng rng(seed);
            const InstanceTable instances = makeInstances(*set, DoorMode::All, 1, rng);
            std::vector<int> next(3, 0);
            const auto offered = [&] {
                std::vector<int> o(3, -1);
                for (std::size_t p = 0; p < 3; ++p)
                    if (next[p] < static_cast<int>(instances[p].size())) o[p] = next[p];
                return o;
            };
            RoomMap map(set);
            map.addRoom(0, 0, {0, 0}, instances[0][0].doors);
            next[0] = 1;
            MoveEnumerator moves(&instances);
            moves.reset(map, offered());
            MoveEvaluator eval(fixedStart, loops, model);
            eval.update(map);
            int checked = 0, loopMoves = 0;
            for (;;) {
                std::vector<Move> all;
                for (int p = 0; p < 3; ++p)
                    for (const Candidate &c : moves.moves(p)) all.push_back(c.move);
                if (all.empty()) break;
                for (const Move &m : all) {
                    const RoomInstance &inst =
                        instances[static_cast<std::size_t>(m.prefab)][static_cast<std::size_t>(m.instance)];
                    RoomMap after = map;
                    applyMove(after, m, inst, loops, nullptr);
                    const MapMeasures expected = measureMap(after, fixedStart, model);
                    const MapMeasures got = eval.measure(map, m, inst);
                    if (!(got == expected)) {
                        qWarning(
                            "room %d: incremental path %d leaves %d thesis %d/%lld/%lld, from scratch path "
                            "%d leaves %d thesis %d/%lld/%lld",
                            map.roomCount(), got.pathEdges, got.leaves, got.thesisPathRooms,
                            got.thesisAlternative, got.thesisBranching, expected.pathEdges, expected.leaves,
                            expected.thesisPathRooms, expected.thesisAlternative, expected.thesisBranching);
                        QFAIL("incremental measure differs");
                    }
                    QVERIFY(eval.evaluate(map, m, inst) ==
                            objectivesOf(expected, fixedStart, kAllObjectivesMask, model));
                    loopMoves += after.connections().size() > map.connections().size() + 1 ? 1 : 0;
                    ++checked;
                }
                const Move pick = all[static_cast<std::size_t>(rng.below(all.size()))];
                const int room = applyMove(
                    map, pick,
                    instances[static_cast<std::size_t>(pick.prefab)][static_cast<std::size_t>(pick.instance)],
                    loops, nullptr);
                ++next[static_cast<std::size_t>(pick.prefab)];
                moves.roomPlaced(map, room, offered());
                eval.update(map);
            }
            QVERIFY(map.roomCount() >= 10);
            QVERIFY(checked > 1000);
            if (loops) QVERIFY2(loopMoves > 50, "no move closed a loop: the loop path was not exercised");
        }
    }
};

QTEST_APPLESS_MAIN(TestRoomsObjectives)
#include "tst_rooms_objectives.moc"
