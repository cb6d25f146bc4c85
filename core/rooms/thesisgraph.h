#pragma once

#include "common/point.h"
#include "rooms/roommap.h"

#include <cmath>
#include <vector>

namespace tessera::rooms {

// The thesis's objectives (its published code; DESIGN 4.3), measured from scratch on a room graph.
// Edges weigh the Euclidean distance between the two rooms' positions (the map cell of each prefab's
// tile (0, 0)). The thesis code swaps row and column in the weight of the trial edge; this is the true
// distance (core/rooms/README.md says how the numbers differ).
//
// Definitions (every choice below is order-independent, so the incremental evaluator and this
// reference agree):
// - Shortest path between two rooms: least total weight; equal weights (within kThesisTolerance) take
//   the fewer rooms. The path itself: each room's predecessor is its lowest-numbered neighbour on
//   such a path, walked from the lower-numbered end.
// - Main path: the pair of rooms whose shortest path is longest (ties: more rooms, then the lower room
//   numbers); with a fixed start, room 0 and the room farthest from it. One room: the path is that room.
// - Depth of a room off the main path: the fewest connections from it to any room of the main path
//   (in a tree, how far down its side branch it hangs; with loops, the nearest way back).
// - mainPath = 1 + rooms on the main path;
//   alternativePaths = 1 + sum over rooms off the main path of (depth + 2);
//   bifurcations = 1 + sum over rooms with three or more connections of their connection count, doubled
//   for rooms off the main path.
inline constexpr double kThesisTolerance = 1e-6;

// Inline: every move's measure takes one.
inline double roomDistance(Point a, Point b) {
    const double dr = a.row - b.row;
    const double dc = a.col - b.col;
    return std::sqrt(dr * dr + dc * dc);
}

struct ThesisGraph {
    std::vector<Point> pos;
    std::vector<std::vector<int>> adj;
    int edges = 0;
    int size() const { return static_cast<int>(pos.size()); }
};
ThesisGraph thesisGraphOf(const RoomMap &map);

// A path's length: total weight, then rooms minus one.
struct PathKey {
    double dist = 0;
    int hops = 0;
};
inline bool shorterKey(const PathKey &a, const PathKey &b) {
    if (a.dist < b.dist - kThesisTolerance) return true;
    if (a.dist > b.dist + kThesisTolerance) return false;
    return a.hops < b.hops;
}
inline bool sameKey(const PathKey &a, const PathKey &b) {
    return !shorterKey(a, b) && !shorterKey(b, a);
}

// Shortest paths from every room (depth-first in a tree, Dijkstra with loops).
class ThesisDistances {
public:
    explicit ThesisDistances(const ThesisGraph &g);
    ThesisDistances() = default;
    // Whether g is the tree these distances were made from plus one room, the last, joined to one room
    // (a greedy build's every placement without loops): then addLeaf may take it.
    bool grewByALeaf(const ThesisGraph &before, const ThesisGraph &g) const;
    // The new room's row and column: O(rooms), where measuring the tree again takes O(rooms^2). The
    // same numbers bit for bit: each sum is taken in the order a walk from its first room takes it.
    void addLeaf(const ThesisGraph &g);
    PathKey key(int s, int v) const { return {mDist[at(s, v)], mHops[at(s, v)]}; }
    // The rooms of the shortest path from s to v, s first.
    std::vector<int> path(int s, int v) const;
    int size() const { return mN; }

private:
    std::size_t at(int s, int v) const {
        return static_cast<std::size_t>(s) * static_cast<std::size_t>(mStride) + static_cast<std::size_t>(v);
    }
    void treeWeights(const ThesisGraph &g);
    void fromTree(const ThesisGraph &g, int s);
    void fromGraph(const ThesisGraph &g, int s);
    void reserveRooms(int n);
    int mN = 0;
    int mStride = 0; // rooms a row has room for: a leaf added does not move every row
    bool mTree = false;
    std::vector<double> mDist;
    std::vector<int> mHops;
    std::vector<int> mParent;
    std::vector<std::vector<double>> mWeights; // trees: per room, its edges' weights (in adj order)
    std::vector<int> mStack;
};

// The main path's ends (start < end unless fixed start); both -1 with no rooms.
std::pair<int, int> thesisPathEnds(const ThesisDistances &d, bool fixedStart);

// Fewest connections from every room to a room of `path` (0 on it).
std::vector<int> depthFromPath(const ThesisGraph &g, const std::vector<int> &path);

struct ThesisMeasure {
    std::vector<int> path;     // main path rooms, start first
    long long alternative = 0; // the sums, without the thesis's leading 1
    long long branching = 0;
};
ThesisMeasure measureThesis(const ThesisGraph &g, bool fixedStart);

} // namespace tessera::rooms
