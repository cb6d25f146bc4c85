// Move enumeration: the incremental enumerator against a brute-force enumerator written here (every
// position near the map, every door pair, cell-by-cell collision), on small cases and along whole
// random builds, with all doors, random door subsets and loop closing.
#include "roomstestutil.h"

#include "rooms/moveenumerator.h"
#include "rooms/placementlog.h"

#include <QtTest>

#include <algorithm>
#include <set>
#include <tuple>

using namespace roomstest;

namespace {

using MoveKey = std::tuple<int, int, int, int, int>; // prefab, row, col, door, map door

MoveKey keyOf(const Move &m) {
    return {m.prefab, m.pos.row, m.pos.col, m.door, m.mapDoor};
}

// Every cell a room covers, from the prefab tiles.
std::set<std::pair<int, int>> coveredCells(const RoomMap &map) {
    std::set<std::pair<int, int>> cells;
    for (int i = 0; i < map.roomCount(); ++i) {
        const Prefab &p = map.prefabOf(i);
        for (int r = 0; r < p.rows(); ++r)
            for (int c = 0; c < p.cols(); ++c)
                if (p.tile({r, c}) != Tile::Outer)
                    cells.insert({map.room(i).pos.row + r, map.room(i).pos.col + c});
    }
    return cells;
}

// The definition, directly: a placement of the instance anywhere near the map that overlaps no room,
// with one of its active doors side by side with an open map door facing it.
std::vector<MoveKey> bruteForce(const RoomMap &map, const InstanceTable &instances,
                                const std::vector<int> &offered) {
    const auto cells = coveredCells(map);
    const CellRect box = map.bounds();
    std::vector<MoveKey> out;
    for (int p = 0; p < map.prefabs().size(); ++p) {
        if (offered[static_cast<std::size_t>(p)] < 0) continue;
        const RoomInstance &inst = instances[static_cast<std::size_t>(p)]
                                            [static_cast<std::size_t>(offered[static_cast<std::size_t>(p)])];
        const Prefab &pf = map.prefabs().prefab(p);
        for (int row = box.top - pf.rows() - 1; row <= box.bottom + 1; ++row)
            for (int col = box.left - pf.cols() - 1; col <= box.right + 1; ++col) {
                bool clash = false;
                for (int r = 0; r < pf.rows() && !clash; ++r)
                    for (int c = 0; c < pf.cols() && !clash; ++c)
                        clash = pf.tile({r, c}) != Tile::Outer && cells.count({row + r, col + c}) > 0;
                if (clash) continue;
                for (int u : inst.doors) {
                    const Door &d = pf.doors()[static_cast<std::size_t>(u)];
                    const Point facing = step(Point{row, col} + d.pos, d.facing);
                    for (int id = 0; id < static_cast<int>(map.doors().size()); ++id) {
                        const MapDoor &md = map.door(id);
                        if (md.open() && md.cell == facing && md.facing == opposite(d.facing))
                            out.push_back({p, row, col, u, id});
                    }
                }
            }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<MoveKey> enumerated(const MoveEnumerator &e, int prefabs) {
    std::vector<MoveKey> out;
    for (int p = 0; p < prefabs; ++p)
        for (const Candidate &c : e.moves(p)) out.push_back(keyOf(c.move));
    std::sort(out.begin(), out.end());
    return out;
}

// Every list is ordered by (map door, prefab door), however it was built.
bool listsOrdered(const MoveEnumerator &e, int prefabs) {
    for (int p = 0; p < prefabs; ++p) {
        const auto &l = e.moves(p);
        for (std::size_t i = 1; i < l.size(); ++i)
            if (std::pair{l[i - 1].move.mapDoor, l[i - 1].move.door} >=
                std::pair{l[i].move.mapDoor, l[i].move.door})
                return false;
    }
    return true;
}

// Builds a map move by move (random picks) and checks the incremental lists against brute force at
// every step. Returns the number of steps checked. With shareKinds the lists of one kind are shared
// and read at some steps only (a shared list is copied when read), and every list must hold its own
// prefab and instance.
int checkAlongBuild(std::shared_ptr<const PrefabSet> set, DoorMode doors, bool closeLoops, std::uint64_t seed,
                    bool shareKinds = false) {
    Rng rng(seed);
    const InstanceTable instances = makeInstances(*set, doors, 0.5, rng);
    std::vector<int> next(static_cast<std::size_t>(set->size()), 0);
    const auto offered = [&] {
        std::vector<int> o(next.size(), -1);
        for (std::size_t p = 0; p < next.size(); ++p)
            if (next[p] < static_cast<int>(instances[p].size())) o[p] = next[p];
        return o;
    };
    RoomMap map(set);
    map.addRoom(0, 0, {0, 0}, instances[0][0].doors);
    next[0] = 1;
    MoveEnumerator e(&instances);
    if (shareKinds) e.shareKinds(placementKinds(*set, instances));
    e.reset(map, offered());
    int steps = 0;
    for (;;) {
        if (shareKinds && rng.below(3) != 0) {
            // Not read: pick through the shared lists without copying them.
            std::vector<std::pair<int, std::size_t>> all;
            for (int p = 0; p < set->size(); ++p)
                for (std::size_t i = 0; i < e.size(p); ++i) all.push_back({p, i});
            if (all.empty()) break;
            const auto [p, i] = all[static_cast<std::size_t>(rng.below(all.size()))];
            const Move m = e.candidate(p, i).move;
            if (m.prefab != p || m.instance != next[static_cast<std::size_t>(p)]) return -1;
            const int room = applyMove(
                map, m, instances[static_cast<std::size_t>(p)][static_cast<std::size_t>(m.instance)],
                closeLoops, nullptr);
            ++next[static_cast<std::size_t>(p)];
            e.roomPlaced(map, room, offered());
            continue;
        }
        for (int p = 0; p < set->size(); ++p)
            for (const Candidate &c : e.moves(p))
                if (c.move.prefab != p || c.move.instance != next[static_cast<std::size_t>(p)]) return -1;
        const auto expected = bruteForce(map, instances, offered());
        const auto got = enumerated(e, set->size());
        if (got != expected) {
            qWarning("step %d: %zu moves enumerated, brute force finds %zu", steps, got.size(),
                     expected.size());
            return -1;
        }
        if (!listsOrdered(e, set->size())) return -1;
        ++steps;
        if (got.empty()) break;
        const MoveKey pick = got[static_cast<std::size_t>(rng.below(got.size()))];
        const int p = std::get<0>(pick);
        const Move m{p,
                     next[static_cast<std::size_t>(p)],
                     {std::get<1>(pick), std::get<2>(pick)},
                     std::get<3>(pick),
                     std::get<4>(pick)};
        const int room =
            applyMove(map, m, instances[static_cast<std::size_t>(p)][static_cast<std::size_t>(m.instance)],
                      closeLoops, nullptr);
        ++next[static_cast<std::size_t>(p)];
        e.roomPlaced(map, room, offered());
    }
    return steps;
}

} // namespace

class TestRoomsMoves : public QObject {
    Q_OBJECT
private slots:
    void twoSquaresSideBySide() {
        // One 5x5 square on the map, one to place: each of its 12 doors can meet the 3 doors of the
        // facing side, 3 x 3 per side.
        const auto set = makeSet({{"a", kSquare5, 1}, {"b", kSquare5, 1}});
        InstanceTable instances{{makeInstance(*set, 0, allDoors(*set, 0))},
                                {makeInstance(*set, 1, allDoors(*set, 1))}};
        RoomMap map(set);
        map.addRoom(0, 0, {0, 0}, instances[0][0].doors);
        MoveEnumerator e(&instances);
        e.reset(map, {-1, 0});
        QCOMPARE(e.moves(1).size(), std::size_t(36));
        QCOMPARE(enumerated(e, 2), bruteForce(map, instances, {-1, 0}));
        // The move joining a's right door (2,4) to b's left door (2,0) puts b's (0,0) at (0,5).
        const int aRight = map.room(0).doorIds[static_cast<std::size_t>(doorAt(set->prefab(0), {2, 4}))];
        const int bLeft = doorAt(set->prefab(1), {2, 0});
        bool found = false;
        for (const auto &c : e.moves(1))
            found = found || (c.move.mapDoor == aRight && c.move.door == bLeft && c.move.pos == Point{0, 5});
        QVERIFY(found);
    }

    void anLShapeAgainstASquare() {
        const auto set = makeSet({{"square", kSquare5, 1}, {"l", kLShape, 1}});
        InstanceTable instances{{makeInstance(*set, 0, allDoors(*set, 0))},
                                {makeInstance(*set, 1, allDoors(*set, 1))}};
        RoomMap map(set);
        map.addRoom(0, 0, {0, 0}, instances[0][0].doors);
        MoveEnumerator e(&instances);
        e.reset(map, {-1, 0});
        const auto expected = bruteForce(map, instances, {-1, 0});
        // Per side of the square, the L's doors facing back times the side's 3 doors, minus placements
        // that overlap the square. Above: 6 down doors, 18. Right: 3 left doors, 9. Left: 2 right doors,
        // but the one in the notch, (1,4), swings the L's lower arm into the square: 3. Below: 5 up doors;
        // the three on top fit (9), the two in the notch, (2,5) and (2,6), put the L's upper arm beside
        // the square, which only fits for (2,6) on the square's leftmost door: 1. 18 + 9 + 3 + 10.
        QCOMPARE(expected.size(), std::size_t(40));
        QCOMPARE(enumerated(e, 2), expected);
    }

    void blockedDoorsOfferNothing() {
        // A corridor is joined on its right; its right door is used, its left door stays open. A square
        // placed against its left end blocks nothing else, so the only moves left are around the square.
        const auto set = makeSet({{"corridor", kCorridor, 2}, {"square", kSquare5, 1}});
        InstanceTable instances{
            {makeInstance(*set, 0, allDoors(*set, 0)), makeInstance(*set, 0, allDoors(*set, 0))},
            {makeInstance(*set, 1, allDoors(*set, 1))}};
        RoomMap map(set);
        map.addRoom(0, 0, {0, 0}, instances[0][0].doors);
        MoveEnumerator e(&instances);
        e.reset(map, {1, 0});
        // The second corridor can only continue the first at either end: 2 moves.
        QCOMPARE(e.moves(0).size(), std::size_t(2));
        QCOMPARE(e.moves(1).size(), std::size_t(2 * 3));
        QCOMPARE(enumerated(e, 2), bruteForce(map, instances, {1, 0}));
        // Place the square right of the corridor: its own open doors now add moves; the corridor's right
        // door is used, so the second corridor can only go left or onto the square.
        const Move m{1, 0, {0, 7}, doorAt(set->prefab(1), {2, 0}), map.room(0).doorIds[1]};
        const int room = applyMove(map, m, instances[1][0], false, nullptr);
        e.roomPlaced(map, room, {1, -1});
        QVERIFY(e.moves(1).empty());
        QCOMPARE(enumerated(e, 2), bruteForce(map, instances, {1, -1}));
    }

    void incrementalMatchesBruteForceAlongBuilds_data() {
        QTest::addColumn<int>("doors");
        QTest::addColumn<bool>("loops");
        QTest::addColumn<int>("seed");
        for (int seed : {1, 2, 3}) {
            QTest::newRow(qPrintable(QString("all doors %1").arg(seed))) << 0 << false << seed;
            QTest::newRow(qPrintable(QString("random doors %1").arg(seed))) << 1 << false << seed;
            QTest::newRow(qPrintable(QString("loops %1").arg(seed))) << 0 << true << seed;
        }
    }
    void incrementalMatchesBruteForceAlongBuilds() {
        QFETCH(int, doors);
        QFETCH(bool, loops);
        QFETCH(int, seed);
        const auto set = makeSet({{"square", kSquare5, 5}, {"l", kLShape, 4}, {"corridor", kCorridor, 4}});
        const int steps = checkAlongBuild(set, doors ? DoorMode::Random : DoorMode::All, loops,
                                          static_cast<std::uint64_t>(seed));
        QVERIFY2(steps > 5, "the build stopped early or an enumeration differed");
    }

    void sharedListsMatchBruteForceAlongBuilds() {
        // Three kinds of several prefabs each (few instances, so a kind's first prefab runs out and the
        // next one's list takes over).
        const auto set = makeSet({{"square-a", kSquare5, 2},
                                  {"square-b", kSquare5, 1},
                                  {"square-c", kSquare5, 3},
                                  {"l-a", kLShape, 1},
                                  {"l-b", kLShape, 2},
                                  {"corridor-a", kCorridor, 2},
                                  {"corridor-b", kCorridor, 2}});
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const int steps = checkAlongBuild(set, DoorMode::All, seed % 2 == 0, seed, true);
            QVERIFY2(steps > 0, "an enumeration differed");
            checked += steps;
        }
        QVERIFY(checked > 30);
    }

    void loopClosingJoinsFacingDoors() {
        // Four squares in a 2x2 block: the fourth meets the second (its via) and faces the third.
        const auto set = makeSet({{"square", kSquare5, 4}});
        const RoomInstance inst = makeInstance(*set, 0, allDoors(*set, 0));
        const Prefab &p = set->prefab(0);
        const int right = doorAt(p, {2, 4}), left = doorAt(p, {2, 0}), down = doorAt(p, {4, 2}),
                  up = doorAt(p, {0, 2});
        // The fourth square's doors facing the third, in door order: (1,0) meets the third's (1,4) first.
        const int firstLeft = doorAt(p, {1, 0}), firstRight = doorAt(p, {1, 4});
        for (bool close : {false, true}) {
            RoomMap map(set);
            map.addRoom(0, 0, {0, 0}, inst.doors);
            applyMove(map, {0, 1, {0, 5}, left, map.room(0).doorIds[static_cast<std::size_t>(right)]}, inst,
                      close, nullptr);
            applyMove(map, {0, 2, {5, 0}, up, map.room(0).doorIds[static_cast<std::size_t>(down)]}, inst,
                      close, nullptr);
            std::vector<LoopLink> loops;
            const int d =
                applyMove(map, {0, 3, {5, 5}, up, map.room(1).doorIds[static_cast<std::size_t>(down)]}, inst,
                          close, &loops);
            QCOMPARE(static_cast<int>(map.connections().size()), close ? 4 : 3);
            QCOMPARE(map.adjacent(d, 2), close);
            if (close) {
                QCOMPARE(loops.size(), std::size_t(1));
                QCOMPARE(loops[0], (LoopLink{firstLeft, 2, firstRight}));
                QVERIFY(map.connections().back().loop);
            } else {
                // The two doors face each other but stay unjoined (and open): the map stays a tree.
                for (int k = 0; k < 3; ++k) {
                    const int mine = map.room(d).doorIds[static_cast<std::size_t>(doorAt(p, {1 + k, 0}))];
                    QVERIFY(map.door(mine).open());
                    QCOMPARE(map.facingOpenDoor(mine),
                             map.room(2).doorIds[static_cast<std::size_t>(doorAt(p, {1 + k, 4}))]);
                }
            }
        }
    }

    void roomMapRefusesBadPlacements() {
        const auto set = makeSet({{"square", kSquare5, 3}});
        const RoomInstance inst = makeInstance(*set, 0, allDoors(*set, 0));
        RoomMap map(set);
        map.addRoom(0, 0, {0, 0}, inst.doors);
        QVERIFY_THROWS_EXCEPTION(Error, map.addRoom(0, 1, {4, 4}, inst.doors)); // overlaps a corner
        QVERIFY(map.fits(0, {5, 5}));                                           // diagonal neighbour: fine
        map.addRoom(0, 1, {0, 6}, inst.doors); // one column gap: the doors do not touch
        const int a = map.room(0).doorIds[static_cast<std::size_t>(doorAt(set->prefab(0), {2, 4}))];
        const int b = map.room(1).doorIds[static_cast<std::size_t>(doorAt(set->prefab(0), {2, 0}))];
        QVERIFY_THROWS_EXCEPTION(Error, map.connect(a, b, false));
        QCOMPARE(map.roomCount(), 2);
        QVERIFY(map.connections().empty());
    }
};

QTEST_APPLESS_MAIN(TestRoomsMoves)
#include "tst_rooms_moves.moc"
