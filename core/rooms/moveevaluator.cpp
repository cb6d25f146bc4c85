#include "rooms/moveevaluator.h"

#include "rooms/roomgraph.h"

#include <algorithm>
#include <array>

namespace tessera::rooms {

MoveEvaluator::MoveEvaluator(bool fixedStart, bool closeLoops, FitnessModel model)
    : mFixedStart(fixedStart)
    , mCloseLoops(closeLoops)
    , mModel(model)
    , mThesis(fixedStart, closeLoops) {}

void MoveEvaluator::update(const RoomMap &map) {
    if (mModel == FitnessModel::Thesis) mThesis.update(map);
    const int n = map.roomCount();
    mRooms = n;
    mConnections = static_cast<int>(map.connections().size());
    mArea = map.area();
    mBounds = map.bounds();
    mDegree.assign(static_cast<std::size_t>(n), 0);
    mLeaves = 0;
    mBifurcations = 0;
    for (int v = 0; v < n; ++v) {
        const int d = static_cast<int>(map.neighbours(v).size());
        mDegree[static_cast<std::size_t>(v)] = d;
        mLeaves += d == 1 ? 1 : 0;
        mBifurcations += d >= 3 ? 1 : 0;
    }
    mReach.assign(static_cast<std::size_t>(n), 0);
    mPathEdges = 0;
    if (n == 0) return;
    if (mCloseLoops) {
        mDist = allPairsDistances(map);
        for (int v = 0; v < n; ++v) {
            int ecc = 0;
            for (int w = 0; w < n; ++w) ecc = std::max(ecc, dist(v, w));
            mReach[static_cast<std::size_t>(v)] = mFixedStart ? dist(0, v) : ecc;
        }
        mPathEdges = *std::max_element(mReach.begin(), mReach.end());
        if (!mFixedStart) {
            // Counting sort of the pairs by distance, farthest first.
            std::vector<int> start(static_cast<std::size_t>(mPathEdges) + 2, 0);
            for (int a = 0; a < n; ++a)
                for (int b = a + 1; b < n; ++b) ++start[static_cast<std::size_t>(mPathEdges - dist(a, b))];
            for (std::size_t i = 1; i < start.size(); ++i) start[i] += start[i - 1];
            mPairsByDistance.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n - 1) / 2,
                                    {0, 0});
            for (int a = n - 1; a >= 0; --a)
                for (int b = n - 1; b > a; --b)
                    mPairsByDistance[static_cast<std::size_t>(
                        --start[static_cast<std::size_t>(mPathEdges - dist(a, b))])] = {a, b};
        }
        return;
    }
    // A tree: with a, b the ends of a longest path, ecc(v) = max(d(a, v), d(b, v)).
    const auto from0 = bfsDistances(map, 0);
    if (mFixedStart) {
        mReach = from0;
        mPathEdges = *std::max_element(from0.begin(), from0.end());
        return;
    }
    const int a = static_cast<int>(std::max_element(from0.begin(), from0.end()) - from0.begin());
    const auto fromA = bfsDistances(map, a);
    const int b = static_cast<int>(std::max_element(fromA.begin(), fromA.end()) - fromA.begin());
    const auto fromB = bfsDistances(map, b);
    mPathEdges = fromA[static_cast<std::size_t>(b)];
    for (int v = 0; v < n; ++v)
        mReach[static_cast<std::size_t>(v)] =
            std::max(fromA[static_cast<std::size_t>(v)], fromB[static_cast<std::size_t>(v)]);
}

int MoveEvaluator::pathWithLoops(const int *partners, int count) const {
    // The new room x joins rooms q1..qk. Through x, d'(a, b) = min(d(a, b), A(a) + 2 + A(b)) with
    // A(v) = min_i d(v, qi), and d'(x, v) = A(v) + 1.
    const int n = mRooms;
    std::vector<int> through(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) {
        int best = dist(v, partners[0]);
        for (int i = 1; i < count; ++i) best = std::min(best, dist(v, partners[i]));
        through[static_cast<std::size_t>(v)] = best;
    }
    if (mFixedStart) {
        const int a0 = through[0];
        int longest = a0 + 1;
        for (int b = 0; b < n; ++b)
            longest = std::max(longest, std::min(dist(0, b), a0 + 2 + through[static_cast<std::size_t>(b)]));
        return longest;
    }
    int longest = 0;
    for (int v = 0; v < n; ++v) longest = std::max(longest, through[static_cast<std::size_t>(v)] + 1);
    // Old pairs, farthest first: d'(a, b) <= d(a, b), so once a pair keeps its distance (or its distance
    // is no more than the best so far) no later pair can do better.
    for (const auto &[a, b] : mPairsByDistance) {
        const int d = dist(a, b);
        if (d <= longest) break;
        const int shortened =
            std::min(d, through[static_cast<std::size_t>(a)] + 2 + through[static_cast<std::size_t>(b)]);
        longest = std::max(longest, shortened);
        if (shortened == d) break;
    }
    return longest;
}

MapMeasures MoveEvaluator::measure(const RoomMap &map, const Move &move, const RoomInstance &instance) const {
    const Prefab &prefab = map.prefabs().prefab(move.prefab);
    const int p = map.door(move.mapDoor).room;

    // The rooms the new room would join: p, then (loop closing) the rooms of open doors facing its other
    // active doors, in door order, each room once. This is exactly what RoomMap::closeLoops will do.
    std::array<int, 32> small{};
    std::vector<int> large;
    int *partners = small.data();
    int count = 0;
    const auto add = [&](int room) {
        if (count == static_cast<int>(small.size()) && large.empty())
            large.assign(small.begin(), small.end());
        if (!large.empty()) {
            large.push_back(room);
            partners = large.data();
        } else {
            small[static_cast<std::size_t>(count)] = room;
        }
        ++count;
    };
    add(p);
    if (mCloseLoops) {
        const PlacedRoom &attached = map.room(p);
        const Prefab &attachedPrefab = map.prefabOf(p);
        for (int u : instance.doors) {
            if (u == move.door) continue;
            const Door &door = prefab.doors()[static_cast<std::size_t>(u)];
            const Point facing = step(move.pos + door.pos, door.facing);
            // Most doors that face a door face one of the room it joins (already a partner): a look at
            // that room's own door table settles those without the map's door index.
            const int own = attachedPrefab.doorIndexAt(facing - attached.pos);
            if (own >= 0 && attached.doorIds[static_cast<std::size_t>(own)] >= 0) continue;
            const int other = map.openDoorAt(facing);
            if (other < 0) continue;
            const MapDoor &od = map.door(other);
            if (od.facing != opposite(door.facing)) continue;
            if (std::find(partners, partners + count, od.room) != partners + count) continue;
            add(od.room);
        }
    }

    MapMeasures m;
    m.rooms = mRooms + 1;
    m.connections = mConnections + count;
    m.leaves = mLeaves + (count == 1 ? 1 : 0);
    m.bifurcations = mBifurcations + (count >= 3 ? 1 : 0);
    m.startDegree = mRooms > 0 ? deg(0) : 0;
    for (int i = 0; i < count; ++i) {
        const int v = partners[i];
        const int d = deg(v);
        m.leaves += (d + 1 == 1 ? 1 : 0) - (d == 1 ? 1 : 0);
        m.bifurcations += (d + 1 >= 3 ? 1 : 0) - (d >= 3 ? 1 : 0);
        if (v == 0) ++m.startDegree;
    }
    if (count == 1) {
        m.pathEdges = std::max(mPathEdges, mReach[static_cast<std::size_t>(p)] + 1);
    } else {
        m.pathEdges = pathWithLoops(partners, count);
    }
    if (mModel == FitnessModel::Thesis) mThesis.measure(move.pos, partners, count, m);
    const CellRect box = mBounds.united(prefab.footprintBox().shifted(move.pos));
    m.area = mArea + prefab.area();
    m.width = box.width();
    m.height = box.height();
    return m;
}

} // namespace tessera::rooms
