#include "flow/flowstate.h"

#include "flow/indexing.h"

#include <algorithm>

namespace tessera::flow {

namespace {
inline bool single(std::uint64_t d) {
    return d && !(d & (d - 1));
}
} // namespace

Workspace::Workspace(const Board &board)
    : queued(at(board.cells), 0)
    , seen(at(board.cells), 0)
    , disc(at(board.cells), 0)
    , low(at(board.cells), 0)
    , parent(at(board.cells), -1)
    , block(at(board.cells), -1)
    , mark(at(board.cells), 0) {
    queue.reserve(at(board.cells) * 4);
    stack.reserve(at(board.cells));
    dfs.resize(at(board.cells));
    order.resize(at(board.cells));
}

void Workspace::clear() {
    for (std::size_t i = head; i < queue.size(); ++i) queued[at(queue[i])] = 0;
    queue.clear();
    head = 0;
    dirty = 0;
}

FlowState::FlowState(const Board &board, Workspace &workspace)
    : mBoard(&board)
    , mWs(&workspace)
    , mDom(at(board.cells), board.allColours)
    , mEdge(at(board.cells), 0)
    , mEnd(at(board.cells))
    , mShape(board.initialShapes)
    , mCount(at(board.colours), 0) {
    for (int i = 0; i < board.cells; ++i) {
        mEnd[at(i)] = i;
        const int colour = board.endpointColour[at(i)];
        if (colour >= 0) mDom[at(i)] = std::uint64_t{1} << colour;
        for (int d = 0; d < 4; ++d)
            if (board.neighbour[at(i)][at(d)] < 0) mEdge[at(i)] |= static_cast<std::uint8_t>(16u << d);
        for (std::uint64_t d = mDom[at(i)]; d; d &= d - 1) ++mCount[at(std::countr_zero(d))];
    }
    markAllDirty();
}

void FlowState::markAllDirty() {
    for (int i = 0; i < mBoard->cells; ++i) enqueue(i);
    mWs->dirty = mBoard->allColours;
}

bool FlowState::isSolved() const {
    for (int i = 0; i < mBoard->cells; ++i)
        if (!isFull(i)) return false;
    return true;
}

bool FlowState::fail() {
    mWs->clear();
    return false;
}

void FlowState::enqueue(int x) {
    if (mWs->queued[at(x)]) return;
    mWs->queued[at(x)] = 1;
    mWs->queue.push_back(x);
}

bool FlowState::link(int cell, int dir) {
    return doLink(cell, dir) || fail();
}
bool FlowState::cut(int cell, int dir) {
    return doCut(cell, dir) || fail();
}
bool FlowState::restrict(int cell, std::uint64_t allowed) {
    return doRestrict(cell, allowed) || fail();
}

bool FlowState::doLink(int x, int d) {
    const int y = mBoard->neighbour[at(x)][at(d)];
    if (y < 0) return false;
    const auto bit = static_cast<std::uint8_t>(1u << d);
    if (mEdge[at(x)] & bit) return true;
    if (mEdge[at(x)] & (bit << 4)) return false;
    if (isFull(x) || isFull(y)) return false;
    const int ex = mEnd[at(x)], ey = mEnd[at(y)];
    if (ex == y) return false; // x and y are the two ends of one chain: a loop
    const std::uint64_t dom = mDom[at(x)] & mDom[at(y)];
    if (!dom) return false;
    mEdge[at(x)] |= bit;
    mEdge[at(y)] |= static_cast<std::uint8_t>(1u << oppositeDir(d));
    mEnd[at(ex)] = ey;
    mEnd[at(ey)] = ex;
    if (dom != mDom[at(x)]) setChain(x, y, dom);
    if (dom != mDom[at(y)]) setChain(y, x, dom);
    enqueue(x);
    enqueue(y);
    return true;
}

bool FlowState::doCut(int x, int d) {
    const int y = mBoard->neighbour[at(x)][at(d)];
    if (y < 0) return true;
    const auto bit = static_cast<std::uint8_t>(1u << d);
    if (mEdge[at(x)] & (bit << 4)) return true;
    if (mEdge[at(x)] & bit) return false;
    mEdge[at(x)] |= static_cast<std::uint8_t>(bit << 4);
    mEdge[at(y)] |= static_cast<std::uint8_t>(16u << oppositeDir(d));
    mWs->dirty |= mDom[at(x)] & mDom[at(y)];
    enqueue(x);
    enqueue(y);
    return true;
}

// Sets the domain of the chain cells reached from start without stepping back to from.
void FlowState::setChain(int start, int from, std::uint64_t dom) {
    int prev = from, cur = start;
    while (true) {
        const std::uint64_t removed = mDom[at(cur)] & ~dom;
        mWs->dirty |= removed;
        for (std::uint64_t r = removed; r; r &= r - 1) --mCount[at(std::countr_zero(r))];
        mDom[at(cur)] = dom;
        enqueue(cur);
        const int next = nextAlong(cur, prev);
        if (next < 0) return;
        prev = cur;
        cur = next;
    }
}

int FlowState::nextAlong(int cell, int from) const {
    const unsigned l = links(cell);
    for (int d = 0; d < 4; ++d)
        if (l & (1u << d)) {
            const int n = mBoard->neighbour[at(cell)][at(d)];
            if (n != from) return n;
        }
    return -1;
}

bool FlowState::doRestrict(int x, std::uint64_t allowed) {
    const std::uint64_t dom = mDom[at(x)] & allowed;
    if (dom == mDom[at(x)]) return true;
    if (!dom) return false;
    setChain(x, -1, dom);
    // setChain walked one way from x; walk the other way too.
    const unsigned l = links(x);
    int first = -1;
    for (int d = 0; d < 4; ++d)
        if (l & (1u << d)) {
            const int n = mBoard->neighbour[at(x)][at(d)];
            if (first < 0) {
                first = n;
                continue;
            }
            setChain(n, x, dom);
        }
    return true;
}

bool FlowState::processCell(int x, Level level) {
    const std::uint64_t dom = mDom[at(x)];
    if (!dom) return false;
    const int need = mBoard->need[at(x)];
    const int linked = linkCount(x);
    if (linked > need) return false;
    unsigned o = open(x);
    if (linked == need) {
        for (int d = 0; d < 4; ++d)
            if (o & (1u << d)) doCut(x, d);
    } else {
        const int openCount = std::popcount(o);
        if (linked + openCount < need) return false;
        if (level == Level::Full && linked + openCount == need)
            for (int d = 0; d < 4; ++d)
                if ((o & (1u << d)) && !doLink(x, d)) return false;
    }
    const bool strict = level == Level::Full && mBoard->rule == Rule::Strict;
    o = open(x);
    for (int d = 0; d < 4; ++d) {
        if (!(o & (1u << d))) continue;
        const int y = mBoard->neighbour[at(x)][at(d)];
        const std::uint64_t both = mDom[at(x)] & mDom[at(y)];
        if (!both) {
            doCut(x, d);
        } else if (!isFull(y) && mEnd[at(x)] == y) {
            doCut(x, d); // would close a loop
        } else if (strict && single(mDom[at(x)]) && mDom[at(x)] == mDom[at(y)]) {
            // Strict: two neighbours of one colour are consecutive on its path.
            if (!doLink(x, d)) return false;
        }
    }
    if (strict && need == 2 && !processShapes(x)) return false;
    if (strict && single(mDom[at(x)])) {
        // Strict: across a cut edge a neighbour cannot share this cell's colour.
        const unsigned c = cuts(x);
        for (int d = 0; d < 4; ++d) {
            if (!(c & (1u << d))) continue;
            const int y = mBoard->neighbour[at(x)][at(d)];
            if (y >= 0 && (mDom[at(y)] & mDom[at(x)]) && !doRestrict(y, ~mDom[at(x)])) return false;
        }
    }
    return true;
}

// The strict rule's shape constraints of an inner cell: shapes that fit its edges, corners whose
// inner diagonal can still continue the corner, and the edges every remaining shape agrees on.
bool FlowState::processShapes(int x) {
    const unsigned l = links(x), c = cuts(x);
    unsigned shapes = mShape[at(x)];
    const unsigned before = shapes;
    for (int k = 0; k < kShapeCount; ++k) {
        if (!(shapes & (1u << k))) continue;
        const unsigned dirs = kShapeDirs[k];
        bool ok = !(dirs & c) && !(l & ~dirs);
        if (ok && k < 4) {
            const int r = mBoard->diagonal[at(x)][at(k)];
            ok = r >= 0 && (mBoard->endpointColour[at(r)] >= 0 || (mShape[at(r)] & (1u << k)));
        }
        if (!ok) shapes &= ~(1u << k);
    }
    if (!shapes) return false;
    if (shapes != before) {
        mShape[at(x)] = static_cast<std::uint8_t>(shapes);
        // Cells whose corner continues through x.
        for (int k = 0; k < 4; ++k) {
            const int r = mBoard->diagonal[at(x)][at((k + 2) & 3)];
            if (r >= 0) enqueue(r);
        }
    }
    unsigned must = 15, may = 0;
    for (int k = 0; k < kShapeCount; ++k)
        if (shapes & (1u << k)) {
            must &= kShapeDirs[k];
            may |= kShapeDirs[k];
        }
    const unsigned o = open(x);
    for (int d = 0; d < 4; ++d) {
        if (!(o & (1u << d))) continue;
        if ((must & (1u << d)) && !doLink(x, d)) return false;
        if (!(may & (1u << d)) && !doCut(x, d)) return false;
    }
    if (shapes < 16 && single(shapes)) {
        // A fixed corner: its inner diagonal is the same corner, or an endpoint of another colour.
        const int k = std::countr_zero(shapes);
        const int r = mBoard->diagonal[at(x)][at(k)];
        const int endColour = mBoard->endpointColour[at(r)];
        if (endColour >= 0) {
            if (!doRestrict(x, ~(std::uint64_t{1} << endColour))) return false;
        } else if (mShape[at(r)] != shapes) {
            if (!(mShape[at(r)] & shapes)) return false;
            mShape[at(r)] = static_cast<std::uint8_t>(shapes);
            enqueue(r);
        }
    }
    return true;
}

bool FlowState::propagate(Level level) {
    Workspace &ws = *mWs;
    while (true) {
        while (ws.head < ws.queue.size()) {
            const int x = ws.queue[ws.head++];
            ws.queued[at(x)] = 0;
            if (!processCell(x, level)) return fail();
        }
        ws.queue.clear();
        ws.head = 0;
        if (level != Level::Full || !ws.dirty) break;
        if (!reachStep()) return fail();
    }
    if (level == Level::Full && !parityHolds()) return fail();
    return true;
}

// Checkerboard count, valid under both rules: a path's cells alternate colours, so the part of a
// colour's path still to be drawn, strictly between its two heads, has as many dark as light cells
// when the heads differ and one more of the other shade when they match. Those parts cover exactly
// the cells not yet joined to an endpoint, whose dark-minus-light count must therefore add up.
bool FlowState::parityHolds() const {
    Workspace &ws = *mWs;
    const std::uint32_t stamp = ++ws.stamp;
    auto dark = [&](int cell) { return ((cell / mBoard->cols) + (cell % mBoard->cols)) % 2 == 0; };
    int expected = 0, placedBalance = 0;
    for (int c = 0; c < mBoard->colours; ++c) {
        const int a = mBoard->endA[at(c)], b = mBoard->endB[at(c)];
        // Walk the chains from both endpoints, marking their cells.
        int heads[2];
        for (int k = 0; k < 2; ++k) {
            int prev = -1, cur = k == 0 ? a : b;
            while (true) {
                if (ws.seen[at(cur)] != stamp) {
                    ws.seen[at(cur)] = stamp;
                    placedBalance += dark(cur) ? 1 : -1;
                }
                const int next = nextAlong(cur, prev);
                if (next < 0) break;
                prev = cur;
                cur = next;
            }
            heads[k] = cur;
        }
        if (heads[0] == b) continue; // complete
        if (dark(heads[0]) == dark(heads[1])) expected += dark(heads[0]) ? -1 : 1;
    }
    int total = 0;
    for (int i = 0; i < mBoard->cells; ++i) total += dark(i) ? 1 : -1;
    return total - placedBalance == expected;
}

bool FlowState::reach(int colour) const {
    Workspace &ws = *mWs;
    const std::uint32_t stamp = ++ws.stamp;
    const std::uint64_t bit = std::uint64_t{1} << colour;
    const int a = mBoard->endA[at(colour)];
    ws.stack.clear();
    ws.stack.push_back(a);
    ws.seen[at(a)] = stamp;
    while (!ws.stack.empty()) {
        const int v = ws.stack.back();
        ws.stack.pop_back();
        const unsigned o = ~cuts(v) & 15u;
        for (int d = 0; d < 4; ++d) {
            if (!(o & (1u << d))) continue;
            const int w = mBoard->neighbour[at(v)][at(d)];
            if (ws.seen[at(w)] == stamp || !(mDom[at(w)] & bit)) continue;
            ws.seen[at(w)] = stamp;
            ws.stack.push_back(w);
        }
    }
    return ws.seen[at(mBoard->endB[at(colour)])] == stamp;
}

// Depth-first search with low links over the colour's graph from endpoint a. A cell lies on a simple
// a-b route exactly when its block (biconnected component) is on the block path from a to b; a cell
// all routes pass through is a cut vertex on the tree path from a to b whose child toward b starts a
// new block.
bool FlowState::blocksOf(int colour, ColourRoutes &out) const {
    Workspace &ws = *mWs;
    const std::uint32_t stamp = ++ws.stamp;
    const std::uint64_t bit = std::uint64_t{1} << colour;
    const int a = mBoard->endA[at(colour)], b = mBoard->endB[at(colour)];
    // Raw arrays: this loop is most of the solver's time.
    const std::uint64_t *dom = mDom.data();
    const std::uint8_t *edge = mEdge.data();
    const std::array<int, 4> *nb = mBoard->neighbour.data();
    std::uint32_t *seen = ws.seen.data();
    int *disc = ws.disc.data(), *low = ws.low.data(), *parent = ws.parent.data();
    int *stack = ws.dfs.data(); // v * 8 + the next direction to look at (4: done)
    int *order = ws.order.data();
    int top = 0, count = 0, time = 0;
    seen[a] = stamp;
    disc[a] = low[a] = time++;
    parent[a] = -1;
    stack[top++] = a * 8;
    order[count++] = a;
    while (top > 0) {
        int &entry = stack[top - 1];
        const int v = entry >> 3;
        const int dir = entry & 7;
        if (dir == 4) {
            --top;
            const int p = parent[v];
            if (p >= 0 && low[v] < low[p]) low[p] = low[v];
            continue;
        }
        ++entry;
        if ((edge[v] >> 4) & (1u << dir)) continue;
        const int w = nb[v][static_cast<std::size_t>(dir)];
        if (!(dom[w] & bit)) continue;
        if (seen[w] == stamp) {
            if (w != parent[v] && disc[w] < low[v]) low[v] = disc[w];
            continue;
        }
        seen[w] = stamp;
        disc[w] = low[w] = time++;
        parent[w] = v;
        order[count++] = w;
        stack[top++] = w * 8;
    }
    out.cannot.clear();
    out.must.clear();
    if (seen[b] != stamp) {
        out.connected = false;
        return false;
    }
    out.connected = true;
    // Block of each reached cell (preorder, so a parent is labelled before its children): a child
    // whose low link does not climb above its parent starts a block named after itself.
    int *block = ws.block.data();
    for (int i = 1; i < count; ++i) {
        const int w = order[i];
        const int p = parent[w];
        block[w] = low[w] >= disc[p] ? w : block[p];
    }
    std::uint32_t *mark = ws.mark.data();
    for (int v = b; v != a; v = parent[v]) {
        mark[block[v]] = stamp;
        const int p = parent[v];
        if (p != a && block[v] == v && dom[p] != bit) out.must.push_back(p);
    }
    for (int i = 1; i < count; ++i)
        if (mark[block[order[i]]] != stamp) out.cannot.push_back(order[i]);
    // Cells that allow the colour but were not reached at all.
    if (count < mCount[at(colour)])
        for (int i = 0; i < mBoard->cells; ++i)
            if ((dom[i] & bit) && seen[i] != stamp) out.cannot.push_back(i);
    return true;
}

ColourRoutes FlowState::reachability(int colour) const {
    ColourRoutes out;
    out.connected = reach(colour);
    const std::uint64_t bit = std::uint64_t{1} << colour;
    const std::uint32_t stamp = mWs->stamp;
    for (int i = 0; i < mBoard->cells; ++i)
        if ((mDom[at(i)] & bit) && mWs->seen[at(i)] != stamp) out.cannot.push_back(i);
    return out;
}

bool FlowState::restrictShapes(int cell, unsigned allowed) {
    const auto shapes = static_cast<std::uint8_t>(mShape[at(cell)] & allowed);
    if (shapes == mShape[at(cell)]) return true;
    if (!shapes) return fail();
    mShape[at(cell)] = shapes;
    enqueue(cell);
    return true;
}

ColourRoutes FlowState::routes(int colour) const {
    ColourRoutes out;
    blocksOf(colour, out);
    return out;
}

bool FlowState::removeColourOffRoutes(int colour, const std::vector<int> &cells, bool &spill) {
    // A chain shares one domain, so the colour leaves the whole chain; if the chain reaches a cell the
    // analysis did not name, the colour's graph changed beyond it and needs another look.
    Workspace &ws = *mWs;
    const std::uint64_t bit = std::uint64_t{1} << colour;
    const std::uint32_t stamp = ++ws.stamp;
    for (int x : cells) ws.seen[at(x)] = stamp;
    for (int x : cells) {
        if (!(mDom[at(x)] & bit)) continue;
        if (mDom[at(x)] == bit) return false;
        if (linkCount(x) > 0) {
            int prev = -1, cur = x;
            // Walk to one end, then the whole chain, checking membership.
            for (int guard = 0; guard < mBoard->cells; ++guard) {
                const int next = nextAlong(cur, prev);
                if (next < 0) break;
                prev = cur;
                cur = next;
            }
            for (int z = cur, from = -1; z >= 0;) {
                if (ws.seen[at(z)] != stamp) spill = true;
                const int next = nextAlong(z, from);
                from = z;
                z = next;
            }
        }
        if (!doRestrict(x, ~bit)) return false;
    }
    return true;
}

bool FlowState::reachStep() {
    Workspace &ws = *mWs;
    ColourRoutes routes;
    while (ws.dirty) {
        const int colour = std::countr_zero(ws.dirty);
        const std::uint64_t bit = std::uint64_t{1} << colour;
        ws.dirty &= ~bit;
        if (ws.blocks) {
            if (!blocksOf(colour, routes)) return false;
        } else {
            if (!reach(colour)) return false;
            routes.cannot.clear();
            routes.must.clear();
            const std::uint32_t stamp = ws.stamp;
            for (int i = 0; i < mBoard->cells; ++i)
                if ((mDom[at(i)] & bit) && ws.seen[at(i)] != stamp) routes.cannot.push_back(i);
        }
        bool spill = false;
        if (!removeColourOffRoutes(colour, routes.cannot, spill)) return false;
        for (int x : routes.must)
            if (!doRestrict(x, bit)) return false;
        if (spill)
            ws.dirty |= bit;
        else
            ws.dirty &= ~bit;
    }
    return true;
}

Solution FlowState::toSolution(const Puzzle &puzzle) const {
    Grid<std::uint8_t> grid(mBoard->rows, mBoard->cols, 0);
    for (int i = 0; i < mBoard->cells; ++i) grid[i] = static_cast<std::uint8_t>(links(i));
    return solutionFromLinks(puzzle, grid);
}

} // namespace tessera::flow
