#pragma once

#include "balls/board.h"
#include "common/progress.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tessera::balls {

// Every position reachable from a board's start without losing, with its four pushes. Built once,
// breadth first from the start (state 0), memoised in an open-addressing table keyed by the position
// (the black ball's cell and the white set). Without blocks every push that does not lose removes one
// ball, so the graph is layered and acyclic; with blocks it may have cycles, and everything computed
// over it below works on both.
struct StateGraph {
    static constexpr int kLost = -1; // the push rolls the black ball off the field
    std::vector<State> states;
    // next[s][dir] by Dir's value (Up, Right, Down, Left): the resulting state, kLost, or s itself
    // for a push that changes nothing.
    std::vector<std::array<int, 4>> next;
    // Pushes to a win along a shortest line; -1 where no win is reachable (a dead state).
    std::vector<int> dist;
    // The states in order of increasing dist (the winning ones only), as the reverse search met them.
    std::vector<int> byDist;

    bool won(int s) const { return states[s].whites.empty(); }
    bool solvable(int s) const { return dist[s] >= 0; }
};

// The graph's memory, estimated per position: the position and its four pushes, its slots in the
// index (at most half full), and the distance pass (distance, order, in-edge offsets, up to four
// in-edges). Vectors growing by doubling can hold up to twice that for a while.
inline constexpr std::size_t kBytesPerPosition =
    sizeof(State) + sizeof(std::array<int, 4>) + 4 * sizeof(std::int32_t) + 8 * sizeof(int);
// The default memory budget of a graph: 256 MiB, about 2.58 million positions (core/balls/README.md).
inline constexpr std::size_t kDefaultGraphBytes = std::size_t(256) << 20;
// The most positions a graph may have under both bounds.
std::size_t positionLimit(std::size_t maxStates, std::size_t maxBytes);

// Refuses (Error) a graph of more than maxStates states, or of more positions than maxBytes holds at
// kBytesPerPosition, as soon as the search meets one more, instead of exhausting memory; and stops
// (Error "cancelled") within a few thousand states of the token being set.
StateGraph buildStateGraph(const Board &board, std::size_t maxStates = 20'000'000,
                           const CancelToken *cancel = nullptr, std::size_t maxBytes = kDefaultGraphBytes);

// The open-addressing index of positions the graph builder uses (exposed for the generator's
// callers that count positions).
class StateIndex {
public:
    explicit StateIndex(std::size_t expected = 1024);
    // The id of s, inserting it with id `fresh` when new; second is true when it was inserted.
    std::pair<int, bool> insert(const State &s, int fresh, const std::vector<State> &store);

private:
    void grow(const std::vector<State> &store);
    std::vector<std::int32_t> mSlots;
    std::size_t mUsed = 0;
};

} // namespace tessera::balls
