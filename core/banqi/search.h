#pragma once

#include "banqi/game.h"

#include <vector>

// The search bot: depth-first expectimax over the public position with alpha-beta at the players'
// nodes and Star1 bounds at chance nodes. A flip at the root (and down to flipPlies) is an exact chance
// node over the hidden pool: each piece type that may lie under the cell, weighted by its count. Deeper
// in the tree a flip is a pass (the side gives up the tempo and the opponent's captures are resolved),
// since the position it leads to is unknown anyway. Leaves are resolved by a capture-only quiescence.
// Iterative deepening under a node budget: deterministic, unlike a clock. Honest: it reads the view
// only; given a deal (the peeking bot) its flips reveal the dealt piece instead.
namespace tessera::banqi {

struct SearchOptions {
    long nodes = 20000; // budget per move; the last fully searched depth is played
    int maxDepth = 12;
    int flipPlies = 1; // plies from the root where flips are chance nodes
};

struct RootValue {
    Move move;
    double value = 0;  // for the side to move, in price units (a win is kWinValue)
    bool exact = true; // false: an upper bound (the move was cut off as no better than the best)
};

struct SearchResult {
    Move best;
    double value = 0;
    int depth = 0; // the last completed depth
    long nodes = 0;
    std::vector<RootValue> root; // every root move's value at the completed depth, best first
};

inline constexpr double kWinValue = 1000;

// Static value for the side to move: the prices of its pieces still alive (revealed and hidden) minus
// the opponent's.
double evaluate(const Position &p, const Rules &rules);

SearchResult search(const View &view, const SearchOptions &options, const Deal *deal = nullptr);

} // namespace tessera::banqi
