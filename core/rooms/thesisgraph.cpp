#include "rooms/thesisgraph.h"

#include <algorithm>
#include <cmath>
#include <queue>
#include <tuple>

namespace tessera::rooms {

ThesisGraph thesisGraphOf(const RoomMap &map) {
    ThesisGraph g;
    const int n = map.roomCount();
    g.pos.reserve(static_cast<std::size_t>(n));
    g.adj.reserve(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) {
        g.pos.push_back(map.room(v).pos);
        g.adj.push_back(map.neighbours(v));
    }
    g.edges = static_cast<int>(map.connections().size());
    return g;
}

ThesisDistances::ThesisDistances(const ThesisGraph &g)
    : mN(g.size())
    , mStride(g.size())
    , mTree(g.edges == g.size() - 1) {
    const auto cells = static_cast<std::size_t>(mN) * static_cast<std::size_t>(mN);
    mDist.assign(cells, 0.0);
    mHops.assign(cells, 0);
    mParent.assign(cells, -1);
    if (mTree) treeWeights(g);
    for (int s = 0; s < mN; ++s) {
        if (mTree)
            fromTree(g, s);
        else
            fromGraph(g, s);
    }
}

// Each edge's weight once, not once per walk.
void ThesisDistances::treeWeights(const ThesisGraph &g) {
    mWeights.resize(static_cast<std::size_t>(g.size()));
    for (int v = 0; v < g.size(); ++v) {
        auto &w = mWeights[static_cast<std::size_t>(v)];
        w.clear();
        for (int u : g.adj[static_cast<std::size_t>(v)])
            w.push_back(roomDistance(g.pos[static_cast<std::size_t>(v)], g.pos[static_cast<std::size_t>(u)]));
    }
}

bool ThesisDistances::grewByALeaf(const ThesisGraph &before, const ThesisGraph &g) const {
    const int n = g.size();
    if (!mTree || mN != before.size() || n != mN + 1 || mN == 0 || g.edges != before.edges + 1) return false;
    const auto &leafAdj = g.adj[static_cast<std::size_t>(mN)];
    if (leafAdj.size() != 1) return false;
    const int p = leafAdj[0];
    for (int v = 0; v < mN; ++v) {
        const auto i = static_cast<std::size_t>(v);
        if (g.pos[i] != before.pos[i]) return false;
        if (v != p) {
            if (g.adj[i] != before.adj[i]) return false;
            continue;
        }
        // p's neighbours: the old ones, in their order, and the leaf.
        const std::vector<int> &now = g.adj[i], &was = before.adj[i];
        const auto leaf = std::find(now.begin(), now.end(), mN);
        if (leaf == now.end() || now.size() != was.size() + 1 ||
            !std::equal(now.begin(), leaf, was.begin()) ||
            !std::equal(leaf + 1, now.end(), was.begin() + (leaf - now.begin())))
            return false;
    }
    return true;
}

void ThesisDistances::reserveRooms(int n) {
    if (n <= mStride) return;
    const int stride = std::max(n, 2 * mStride);
    const auto cells = static_cast<std::size_t>(stride) * static_cast<std::size_t>(stride);
    std::vector<double> dist(cells, 0.0);
    std::vector<int> hops(cells, 0), parent(cells, -1);
    for (int s = 0; s < mN; ++s) {
        const auto from = at(s, 0), to = static_cast<std::size_t>(s) * static_cast<std::size_t>(stride);
        std::copy_n(mDist.begin() + std::ptrdiff_t(from), mN, dist.begin() + std::ptrdiff_t(to));
        std::copy_n(mHops.begin() + std::ptrdiff_t(from), mN, hops.begin() + std::ptrdiff_t(to));
        std::copy_n(mParent.begin() + std::ptrdiff_t(from), mN, parent.begin() + std::ptrdiff_t(to));
    }
    mDist = std::move(dist);
    mHops = std::move(hops);
    mParent = std::move(parent);
    mStride = stride;
}

void ThesisDistances::addLeaf(const ThesisGraph &g) {
    const int v = mN;
    reserveRooms(v + 1);
    mN = v + 1;
    const int p = g.adj[static_cast<std::size_t>(v)][0];
    const double w = roomDistance(g.pos[static_cast<std::size_t>(p)], g.pos[static_cast<std::size_t>(v)]);
    // From every old room s, the leaf is one step past p: the walk from s adds w last.
    for (int s = 0; s < v; ++s) {
        mDist[at(s, v)] = mDist[at(s, p)] + w;
        mHops[at(s, v)] = mHops[at(s, p)] + 1;
        mParent[at(s, v)] = p;
    }
    // From the leaf, a walk of its own: its sums start with w.
    mDist[at(v, v)] = 0;
    mHops[at(v, v)] = 0;
    for (int x = 0; x < v; ++x) mParent[at(v, x)] = -1;
    mParent[at(v, v)] = -1;
    // The new edge's weight where p's list has the leaf; the other weights are the tree's.
    const auto &pAdj = g.adj[static_cast<std::size_t>(p)];
    auto &pWeights = mWeights[static_cast<std::size_t>(p)];
    const auto k = std::find(pAdj.begin(), pAdj.end(), v) - pAdj.begin();
    pWeights.insert(pWeights.begin() + k, w);
    mWeights.push_back({w});
    fromTree(g, v);
}

void ThesisDistances::fromTree(const ThesisGraph &g, int s) {
    // One path to every room: a walk from s sums the weights along it.
    std::vector<int> &stack = mStack;
    stack.assign(1, s);
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        const auto &adj = g.adj[static_cast<std::size_t>(v)];
        const auto &weight = mWeights[static_cast<std::size_t>(v)];
        for (std::size_t k = 0; k < adj.size(); ++k) {
            const int w = adj[k];
            if (w == mParent[at(s, v)] || w == s) continue;
            mParent[at(s, w)] = v;
            mDist[at(s, w)] = mDist[at(s, v)] + weight[k];
            mHops[at(s, w)] = mHops[at(s, v)] + 1;
            stack.push_back(w);
        }
    }
}

void ThesisDistances::fromGraph(const ThesisGraph &g, int s) {
    std::vector<char> done(static_cast<std::size_t>(mN), 0);
    std::vector<char> seen(static_cast<std::size_t>(mN), 0);
    using Entry = std::tuple<double, int, int>; // dist, hops, room
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    seen[static_cast<std::size_t>(s)] = 1;
    queue.emplace(0.0, 0, s);
    while (!queue.empty()) {
        const auto [d, h, v] = queue.top();
        queue.pop();
        if (done[static_cast<std::size_t>(v)]) continue;
        done[static_cast<std::size_t>(v)] = 1;
        for (int w : g.adj[static_cast<std::size_t>(v)]) {
            if (done[static_cast<std::size_t>(w)]) continue;
            const PathKey through{
                d + roomDistance(g.pos[static_cast<std::size_t>(v)], g.pos[static_cast<std::size_t>(w)]),
                h + 1};
            if (!seen[static_cast<std::size_t>(w)] || shorterKey(through, key(s, w))) {
                seen[static_cast<std::size_t>(w)] = 1;
                mDist[at(s, w)] = through.dist;
                mHops[at(s, w)] = through.hops;
                mParent[at(s, w)] = v;
                queue.emplace(through.dist, through.hops, w);
            }
        }
    }
    // The predecessor: the lowest-numbered neighbour on a shortest path (the order of the search
    // must not decide which of equally short paths is the one).
    for (int v = 0; v < mN; ++v) {
        if (v == s) continue;
        for (int u : g.adj[static_cast<std::size_t>(v)]) {
            if (u >= mParent[at(s, v)]) continue;
            const PathKey through{mDist[at(s, u)] + roomDistance(g.pos[static_cast<std::size_t>(u)],
                                                                 g.pos[static_cast<std::size_t>(v)]),
                                  mHops[at(s, u)] + 1};
            if (sameKey(through, key(s, v))) mParent[at(s, v)] = u;
        }
    }
}

std::vector<int> ThesisDistances::path(int s, int v) const {
    std::vector<int> rooms{v};
    while (v != s) {
        v = mParent[at(s, v)];
        rooms.push_back(v);
    }
    std::reverse(rooms.begin(), rooms.end());
    return rooms;
}

std::pair<int, int> thesisPathEnds(const ThesisDistances &d, bool fixedStart) {
    const int n = d.size();
    if (n == 0) return {-1, -1};
    if (n == 1) return {0, 0};
    int bestA = 0, bestB = 1;
    // Pairs in index order, replaced only by a strictly longer one: ties keep the lower numbers.
    for (int a = 0; a < (fixedStart ? 1 : n); ++a)
        for (int b = a + 1; b < n; ++b)
            if (shorterKey(d.key(bestA, bestB), d.key(a, b))) {
                bestA = a;
                bestB = b;
            }
    return {bestA, bestB};
}

std::vector<int> depthFromPath(const ThesisGraph &g, const std::vector<int> &path) {
    std::vector<int> depth(static_cast<std::size_t>(g.size()), -1);
    std::vector<int> queue;
    queue.reserve(static_cast<std::size_t>(g.size()));
    for (int v : path) {
        depth[static_cast<std::size_t>(v)] = 0;
        queue.push_back(v);
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int v = queue[head];
        for (int w : g.adj[static_cast<std::size_t>(v)]) {
            if (depth[static_cast<std::size_t>(w)] >= 0) continue;
            depth[static_cast<std::size_t>(w)] = depth[static_cast<std::size_t>(v)] + 1;
            queue.push_back(w);
        }
    }
    return depth;
}

ThesisMeasure measureThesis(const ThesisGraph &g, bool fixedStart) {
    ThesisMeasure m;
    if (g.size() == 0) return m;
    const ThesisDistances d(g);
    const auto [a, b] = thesisPathEnds(d, fixedStart);
    m.path = d.path(a, b);
    const std::vector<int> depth = depthFromPath(g, m.path);
    for (int v = 0; v < g.size(); ++v) {
        const int dv = depth[static_cast<std::size_t>(v)];
        const int deg = static_cast<int>(g.adj[static_cast<std::size_t>(v)].size());
        if (dv > 0) m.alternative += dv + 2;
        if (deg >= 3) m.branching += dv > 0 ? 2 * deg : deg;
    }
    return m;
}

} // namespace tessera::rooms
