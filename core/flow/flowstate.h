#pragma once

#include "flow/board.h"
#include "flow/solution.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace tessera::flow {

class FlowState;

// Scratch memory for the states of one search (queue, DFS arrays). Shared by every copy of a state,
// never copied per node; one search uses one workspace from one thread.
class Workspace {
public:
    explicit Workspace(const Board &board);
    // Bottleneck analysis (blocks of each colour's graph) in Full propagation; off = reachability only.
    bool blocks = true;

private:
    friend class FlowState;
    void clear();
    std::vector<int> queue;
    std::size_t head = 0;
    std::vector<std::uint8_t> queued;
    std::uint64_t dirty = 0; // colours whose graph shrank since their last analysis
    std::vector<int> stack, dfs, order;
    std::vector<std::uint32_t> seen;
    std::uint32_t stamp = 0;
    std::vector<int> disc, low, parent, block;
    std::vector<std::uint32_t> mark;
};

// Cells a colour cannot take and cells it must take, from its graph (cells that may be the colour,
// edges not cut): a colour's path is a simple path between its endpoints in that graph, so a cell off
// every such path cannot be the colour, and a cell on all of them (a bottleneck) must be.
struct ColourRoutes {
    bool connected = true;   // false: the endpoints cannot reach each other
    std::vector<int> cannot; // cells that still allow the colour but lie on no route
    std::vector<int> must;   // cells not yet fixed to the colour that every route passes through
};

// The search state of the fast solver and the grader: per cell the colours it may still take and per
// edge linked / cut / open. Links join cells into chains (paths of one colour, known or not); the
// chain ends know each other so a link closing a loop is refused. Copying is cheap (a few bytes per
// cell); the search copies a state per branch instead of undoing.
class FlowState {
public:
    enum class Level {
        Structural, // consequences only: full cells cut their other edges, links share colours,
                    // disjoint colours and loops cut edges
        Full        // plus forced links, the strict touching rule and colour routes
    };

    FlowState(const Board &board, Workspace &workspace);

    const Board &board() const { return *mBoard; }
    std::uint64_t domain(int cell) const { return mDom[static_cast<std::size_t>(cell)]; }
    unsigned links(int cell) const { return mEdge[static_cast<std::size_t>(cell)] & 15u; }
    unsigned cuts(int cell) const { return mEdge[static_cast<std::size_t>(cell)] >> 4; }
    unsigned open(int cell) const {
        const unsigned e = mEdge[static_cast<std::size_t>(cell)];
        return ~(e | (e >> 4)) & 15u;
    }
    int linkCount(int cell) const { return std::popcount(links(cell)); }
    int openCount(int cell) const { return std::popcount(open(cell)); }
    bool isFull(int cell) const { return linkCount(cell) == mBoard->need[static_cast<std::size_t>(cell)]; }
    // The colour when only one is left, else -1.
    int fixedColour(int cell) const {
        const std::uint64_t d = domain(cell);
        return d && !(d & (d - 1)) ? std::countr_zero(d) : -1;
    }
    // Pipe shapes (bits over kShapeDirs) an inner cell may still take; 0 at endpoints.
    unsigned shapes(int cell) const { return mShape[static_cast<std::size_t>(cell)]; }
    // The far end of the chain through a chain end (a cell with links to spare).
    int chainEnd(int cell) const { return mEnd[static_cast<std::size_t>(cell)]; }
    bool isSolved() const;

    // Changes; false means a contradiction (the state is then dead). Consequences are queued for
    // propagate().
    bool link(int cell, int dir);
    bool cut(int cell, int dir);
    bool restrict(int cell, std::uint64_t allowed);
    // Runs the queued consequences to a fixed point.
    bool propagate(Level level);
    // Queues every cell and colour again (after Structural steps, before a Full propagate).
    void markAllDirty();

    // Bottleneck analysis of one colour (blocks of its graph): cells off every route, cells on all.
    ColourRoutes routes(int colour) const;
    // Plain reachability of one colour: cells its endpoint a cannot reach (must stays empty).
    ColourRoutes reachability(int colour) const;
    // Narrows an inner cell's shapes (the grader's corner rule); false when none is left.
    bool restrictShapes(int cell, unsigned allowed);

    // Paths traced from the links (meaningful when solved).
    Solution toSolution(const Puzzle &puzzle) const;

private:
    // Walking a chain of links: the cell linked to cell other than from, or -1 at a chain end.
    int nextAlong(int cell, int from) const;
    bool fail();
    bool doLink(int x, int d);
    bool doCut(int x, int d);
    bool doRestrict(int x, std::uint64_t allowed);
    void setChain(int start, int from, std::uint64_t dom);
    void enqueue(int x);
    bool processCell(int x, Level level);
    bool processShapes(int x);
    bool reachStep();
    bool parityHolds() const;
    bool removeColourOffRoutes(int colour, const std::vector<int> &cells, bool &spill);
    // Marks the cells reachable from the colour's endpoint a; returns whether b was reached.
    bool reach(int colour) const;
    bool blocksOf(int colour, ColourRoutes &out) const;

    const Board *mBoard;
    Workspace *mWs;
    std::vector<std::uint64_t> mDom;
    std::vector<std::uint8_t> mEdge; // low nibble linked dirs, high nibble cut dirs
    std::vector<int> mEnd;
    std::vector<std::uint8_t> mShape;
    std::vector<int> mCount; // per colour, cells whose domain still holds it
};

} // namespace tessera::flow
