#include "rooms/thesisevaluator.h"

#include <algorithm>
#include <tuple>

namespace tessera::rooms {

void ThesisEvaluator::update(const RoomMap &map) {
    ThesisGraph g = thesisGraphOf(map);
    const bool leaf = mDist.grewByALeaf(mGraph, g);
    if (leaf)
        mDist.addLeaf(g);
    else
        mDist = ThesisDistances(g);
    mGraph = std::move(g);
    const int n = mGraph.size();
    // A leaf leaves every old pair's distance as it was: each room's farthest is its old one or the leaf.
    const bool growFar = leaf && !mFixedStart && n >= 3 && mFar.size() == static_cast<std::size_t>(n - 1);
    mAnchors.assign(static_cast<std::size_t>(n), Anchor{});
    mPath.clear();
    mOnPath.assign(static_cast<std::size_t>(n), 0);
    mAlternative = mBranching = 0;
    if (!growFar) mFar.assign(static_cast<std::size_t>(n), 0);
    if (n == 0) return;
    std::tie(mStart, mEnd) = thesisPathEnds(mDist, mFixedStart);
    mPath = mDist.path(mStart, mEnd);
    for (int v : mPath) mOnPath[static_cast<std::size_t>(v)] = 1;
    mDepth = depthFromPath(mGraph, mPath);
    for (int v = 0; v < n; ++v) {
        const int d = mDepth[static_cast<std::size_t>(v)];
        if (d > 0) mAlternative += d + 2;
        mBranching += branchTerm(static_cast<int>(mGraph.adj[static_cast<std::size_t>(v)].size()), d == 0);
    }
    if (mCloseLoops && !mFixedStart) {
        mPairs.clear();
        mPairs.reserve(static_cast<std::size_t>(n) * static_cast<std::size_t>(n - 1) / 2);
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) mPairs.emplace_back(a, b);
        std::sort(mPairs.begin(), mPairs.end(), [this](const auto &x, const auto &y) {
            const PathKey kx = mDist.key(x.first, x.second), ky = mDist.key(y.first, y.second);
            if (kx.dist != ky.dist) return kx.dist > ky.dist;
            if (kx.hops != ky.hops) return kx.hops > ky.hops;
            return x < y;
        });
    }
    if (mFixedStart || n == 1) return; // the new pair is always (0, x)
    if (growFar) {
        // The scan below would end with the leaf: the same comparison.
        const int x = n - 1;
        for (int p = 0; p < x; ++p) {
            int &far = mFar[static_cast<std::size_t>(p)];
            if (shorterKey(mDist.key(p, far), mDist.key(p, x))) far = x;
        }
        mFar.push_back(farthestFrom(x));
        return;
    }
    for (int p = 0; p < n; ++p) mFar[static_cast<std::size_t>(p)] = farthestFrom(p);
}

// The room farthest from p (ties: more rooms, then the lowest number), the other end of the longest new
// pair (v, x) when x hangs off p.
int ThesisEvaluator::farthestFrom(int p) const {
    const int n = mGraph.size();
    int far = p == 0 ? 1 : 0;
    for (int v = far + 1; v < n; ++v)
        if (v != p && shorterKey(mDist.key(p, far), mDist.key(p, v))) far = v;
    return far;
}

const ThesisEvaluator::Anchor &ThesisEvaluator::anchor(int p) const {
    Anchor &a = mAnchors[static_cast<std::size_t>(p)];
    if (a.known) return a;
    // The main path becomes the path from p's farthest room to p, then the new room (a leaf: it changes
    // no other room's depth, and adds no sum term of its own).
    const int far = mFar[static_cast<std::size_t>(p)];
    std::vector<int> path = mGraph.size() == 1 ? std::vector<int>{0} : mDist.path(far, p);
    const std::vector<int> depth = depthFromPath(mGraph, path);
    for (int v = 0; v < mGraph.size(); ++v) {
        const int d = depth[static_cast<std::size_t>(v)];
        const int degree =
            static_cast<int>(mGraph.adj[static_cast<std::size_t>(v)].size()) + (v == p ? 1 : 0);
        if (d > 0) a.alternative += d + 2;
        a.branching += branchTerm(degree, d == 0);
    }
    a.known = true;
    return a;
}

void ThesisEvaluator::measure(Point pos, const int *partners, int count, MapMeasures &m) const {
    const int n = mGraph.size();
    if (count > 1) {
        measureLoop(pos, partners, count, m);
        return;
    }
    const int p = partners[0];
    const int far = mFar[static_cast<std::size_t>(p)];
    const PathKey toFar = n == 1 ? PathKey{} : mDist.key(p, far);
    const PathKey fresh{toFar.dist + roomDistance(pos, mGraph.pos[static_cast<std::size_t>(p)]),
                        toFar.hops + 1};
    bool newPath = n == 1;
    if (!newPath) {
        const PathKey old = mDist.key(mStart, mEnd);
        // Pairs compare by length, then rooms, then the lower first room; x is the highest number, so
        // with a fixed start (pairs (0, v)) or the same first room an equal new pair loses.
        newPath = shorterKey(old, fresh) || (!mFixedStart && sameKey(old, fresh) && far < mStart);
    }
    if (newPath) {
        const Anchor &a = anchor(p);
        m.thesisPathRooms = fresh.hops + 1;
        m.thesisAlternative = a.alternative;
        m.thesisBranching = a.branching;
        return;
    }
    const bool on = mOnPath[static_cast<std::size_t>(p)] != 0;
    const int degree = static_cast<int>(mGraph.adj[static_cast<std::size_t>(p)].size());
    m.thesisPathRooms = static_cast<int>(mPath.size());
    m.thesisAlternative = mAlternative + mDepth[static_cast<std::size_t>(p)] + 1 + 2;
    m.thesisBranching = mBranching - branchTerm(degree, on) + branchTerm(degree + 1, on);
}

} // namespace tessera::rooms

namespace tessera::rooms {

void ThesisEvaluator::measureLoop(Point pos, const int *partners, int count, MapMeasures &m) const {
    const int n = mGraph.size();
    const int x = n; // the new room
    const auto isPartner = [&](int v) {
        return std::find(partners, partners + count, v) != partners + count;
    };
    const auto posOf = [&](int v) { return v == x ? pos : mGraph.pos[static_cast<std::size_t>(v)]; };
    // A(v): the shortest way from x to v leaves x through one partner, then stays in the old graph.
    mThrough.assign(static_cast<std::size_t>(n), PathKey{});
    for (int v = 0; v < n; ++v) {
        PathKey best;
        for (int i = 0; i < count; ++i) {
            const PathKey d = mDist.key(partners[i], v);
            const PathKey via{roomDistance(pos, mGraph.pos[static_cast<std::size_t>(partners[i])]) + d.dist,
                              d.hops + 1};
            if (i == 0 || shorterKey(via, best)) best = via;
        }
        mThrough[static_cast<std::size_t>(v)] = best;
    }
    // New distances: from a (never x: x has the highest number) to any room.
    const auto dist = [&](int a, int b) -> PathKey {
        if (b == x) return mThrough[static_cast<std::size_t>(a)];
        const PathKey old = mDist.key(a, b);
        const PathKey ta = mThrough[static_cast<std::size_t>(a)], tb = mThrough[static_cast<std::size_t>(b)];
        const PathKey via{ta.dist + tb.dist, ta.hops + tb.hops};
        return shorterKey(via, old) ? via : old;
    };
    // The main path's ends: the longest pair, then more rooms, then the lower numbers.
    int bestA = 0, bestB = x;
    PathKey best = dist(0, x);
    const auto consider = [&](int a, int b) {
        const PathKey k = dist(a, b);
        if (shorterKey(best, k) || (sameKey(best, k) && (a < bestA || (a == bestA && b < bestB)))) {
            best = k;
            bestA = a;
            bestB = b;
        }
    };
    if (mFixedStart) {
        for (int b = 1; b < n; ++b) consider(0, b);
    } else {
        for (int v = 1; v < n; ++v) consider(v, x);
        // Old pairs, farthest first: a pair's new distance is at most its old one, so once the old one
        // is shorter than the best found (by more than the tolerance) no later pair can win.
        for (const auto &[a, b] : mPairs) {
            if (mDist.key(a, b).dist < best.dist - kThesisTolerance) break;
            consider(a, b);
        }
    }
    // Walk the path back from its far end: each room's predecessor is its lowest-numbered neighbour on
    // a shortest path from the start (as ThesisDistances).
    std::vector<int> &path = mScratch;
    path.assign(1, bestB);
    for (int cur = bestB; cur != bestA;) {
        const PathKey target = dist(bestA, cur);
        int next = -1;
        const auto tryNeighbour = [&](int u) {
            if (next >= 0 && u >= next) return;
            const PathKey d = u == bestA ? PathKey{} : dist(bestA, u);
            if (sameKey({d.dist + roomDistance(posOf(u), posOf(cur)), d.hops + 1}, target)) next = u;
        };
        if (cur == x) {
            for (int i = 0; i < count; ++i) tryNeighbour(partners[i]);
        } else {
            for (int u : mGraph.adj[static_cast<std::size_t>(cur)]) tryNeighbour(u);
            if (isPartner(cur)) tryNeighbour(x);
        }
        cur = next;
        path.push_back(cur);
    }
    // Depths from the path in the new graph (breadth-first), then the sums.
    std::vector<int> depth(static_cast<std::size_t>(n) + 1, -1);
    std::vector<int> queue(path.begin(), path.end());
    for (int v : path) depth[static_cast<std::size_t>(v)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int v = queue[head];
        const auto visit = [&](int w) {
            if (depth[static_cast<std::size_t>(w)] >= 0) return;
            depth[static_cast<std::size_t>(w)] = depth[static_cast<std::size_t>(v)] + 1;
            queue.push_back(w);
        };
        if (v == x) {
            for (int i = 0; i < count; ++i) visit(partners[i]);
        } else {
            for (int w : mGraph.adj[static_cast<std::size_t>(v)]) visit(w);
            if (isPartner(v)) visit(x);
        }
    }
    m.thesisPathRooms = static_cast<int>(path.size());
    m.thesisAlternative = 0;
    m.thesisBranching = 0;
    for (int v = 0; v <= n; ++v) {
        const int d = depth[static_cast<std::size_t>(v)];
        const int degree = v == x ? count
                                  : static_cast<int>(mGraph.adj[static_cast<std::size_t>(v)].size()) +
                                        (isPartner(v) ? 1 : 0);
        if (d > 0) m.thesisAlternative += d + 2;
        m.thesisBranching += branchTerm(degree, d == 0);
    }
}

} // namespace tessera::rooms
