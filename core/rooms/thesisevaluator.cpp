#include "rooms/thesisevaluator.h"

#include <tuple>

namespace tessera::rooms {

void ThesisEvaluator::update(const RoomMap &map) {
    mGraph = thesisGraphOf(map);
    mDist = ThesisDistances(mGraph);
    const int n = mGraph.size();
    mAnchors.assign(static_cast<std::size_t>(n), Anchor{});
    mPath.clear();
    mOnPath.assign(static_cast<std::size_t>(n), 0);
    mAlternative = mBranching = 0;
    mFar.assign(static_cast<std::size_t>(n), 0);
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
    if (mFixedStart || n == 1) return; // the new pair is always (0, x)
    // The room farthest from p (ties: more rooms, then the lowest number), the other end of the longest
    // new pair (v, x) when x hangs off p.
    for (int p = 0; p < n; ++p) {
        int far = p == 0 ? 1 : 0;
        for (int v = far + 1; v < n; ++v)
            if (v != p && shorterKey(mDist.key(p, far), mDist.key(p, v))) far = v;
        mFar[static_cast<std::size_t>(p)] = far;
    }
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
        // Loop closing: old distances may shorten; measure the graph with the new room from scratch.
        ThesisGraph g = mGraph;
        g.pos.push_back(pos);
        g.adj.emplace_back(partners, partners + count);
        for (int i = 0; i < count; ++i) g.adj[static_cast<std::size_t>(partners[i])].push_back(n);
        g.edges += count;
        const ThesisMeasure t = measureThesis(g, mFixedStart);
        m.thesisPathRooms = static_cast<int>(t.path.size());
        m.thesisAlternative = t.alternative;
        m.thesisBranching = t.branching;
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
