#pragma once

#include "rooms/objectives.h"
#include "rooms/thesisgraph.h"

#include <vector>

namespace tessera::rooms {

// The thesis objectives of the map a move would make, exactly, without making it. update() runs once
// per placement: shortest paths from every room (O(n^2) in a tree; O(n) when the placement added a leaf
// to the tree it saw last), the main path, every room's depth from it and the two sums, and for every
// room p the farthest room from p (after a leaf, the old one or the leaf). A move that adds room x as
// a leaf of p then needs O(1): the only new room pairs are (v, x), whose longest is (farthest of p, x);
// if it does not beat the main path, x hangs one deeper than p and only p's connection count changes;
// if it does, the new main path is x + the path from p to its farthest room whatever x's position,
// so its sums are computed once per placement and room p (O(n), on first use). A move that closes
// loops (x joins rooms q1..qk) may shorten old distances: d'(a, b) = min(d(a, b), A(a) + A(b)) with
// A(v) the shortest way from x to v through one of the qi; the room pairs are kept sorted from the
// farthest down, and walking them stops once a pair is shorter than the best found (usually after the
// first few), then the new path, depths and sums take O(n + connections).
class ThesisEvaluator {
public:
    ThesisEvaluator(bool fixedStart, bool closeLoops)
        : mFixedStart(fixedStart)
        , mCloseLoops(closeLoops) {}

    void update(const RoomMap &map);
    // Fills the thesis fields of m for a new room at pos joined to partners[0..count) (partners[0] the
    // room of the map door it joins).
    void measure(Point pos, const int *partners, int count, MapMeasures &m) const;

    int pathRooms() const { return static_cast<int>(mPath.size()); }
    long long alternative() const { return mAlternative; }
    long long branching() const { return mBranching; }

private:
    struct Anchor {
        bool known = false;
        long long alternative = 0;
        long long branching = 0;
    };
    static long long branchTerm(int degree, bool onPath) {
        if (degree < 3) return 0;
        return onPath ? degree : 2LL * degree;
    }
    const Anchor &anchor(int p) const;
    int farthestFrom(int p) const;
    void measureLoop(Point pos, const int *partners, int count, MapMeasures &m) const;

    bool mFixedStart;
    bool mCloseLoops;
    std::vector<std::pair<int, int>> mPairs; // a < b, farthest first (ties: lower a, then lower b)
    mutable std::vector<PathKey> mThrough;   // scratch of measureLoop
    mutable std::vector<int> mScratch;
    ThesisGraph mGraph;
    ThesisDistances mDist;
    std::vector<int> mPath;
    int mStart = -1;
    int mEnd = -1;
    std::vector<char> mOnPath;
    std::vector<int> mDepth;
    std::vector<int> mFar; // per room: the room the longest path from it ends at
    long long mAlternative = 0;
    long long mBranching = 0;
    mutable std::vector<Anchor> mAnchors;
};

} // namespace tessera::rooms
