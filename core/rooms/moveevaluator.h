#pragma once

#include "rooms/move.h"
#include "rooms/objectives.h"
#include "rooms/roominstance.h"
#include "rooms/roommap.h"
#include "rooms/thesisevaluator.h"

#include <vector>

namespace tessera::rooms {

// Exact objective measures of the map a move would make, without making it. update() precomputes, once
// per placement, what every move needs: degrees, leaf and bifurcation counts, the bounding box and
// graph distances. A move adds one room joined to one room p, so (when it closes no loop) the new main
// path is max(D, ecc(p) + 1): O(1) per move. In a tree the eccentricities come from two breadth-first
// searches (the ends of a longest path; linear time). With loop closing on, the all-pairs distances
// are kept instead; a move that would close loops shortens some of them, and its longest path is found
// by walking the room pairs from the farthest down until a pair is not shortened (usually the first).
// With the thesis model the thesis counts come from a ThesisEvaluator (O(1) per move as well).
class MoveEvaluator {
public:
    MoveEvaluator(bool fixedStart, bool closeLoops, FitnessModel model = FitnessModel::Normalised);

    void update(const RoomMap &map);
    MapMeasures measure(const RoomMap &map, const Move &move, const RoomInstance &instance) const;
    ObjectiveValues evaluate(const RoomMap &map, const Move &move, const RoomInstance &instance,
                             unsigned mask = kAllObjectivesMask) const {
        return objectivesOf(measure(map, move, instance), mFixedStart, mask, mModel);
    }
    bool fixedStart() const { return mFixedStart; }
    FitnessModel model() const { return mModel; }

private:
    int deg(int v) const { return mDegree[static_cast<std::size_t>(v)]; }
    int dist(int a, int b) const {
        return mDist[static_cast<std::size_t>(a) * static_cast<std::size_t>(mRooms) +
                     static_cast<std::size_t>(b)];
    }
    int pathWithLoops(const int *partners, int count) const;

    bool mFixedStart;
    bool mCloseLoops;
    FitnessModel mModel;
    ThesisEvaluator mThesis;
    int mRooms = 0;
    int mConnections = 0;
    int mPathEdges = 0;
    int mLeaves = 0;
    int mBifurcations = 0;
    long long mArea = 0;
    CellRect mBounds;
    std::vector<int> mDegree;
    std::vector<int> mReach;                           // ecc(v), or with a fixed start dist(0, v)
    std::vector<int> mDist;                            // all pairs, only with loop closing
    std::vector<std::pair<int, int>> mPairsByDistance; // room pairs a < b, farthest first (loop closing)
};

} // namespace tessera::rooms
