#include "balls/stategraph.h"

#include "balls/physics.h"
#include "common/error.h"

#include <algorithm>

namespace tessera::balls {

namespace {

std::uint64_t hashState(const State &s) {
    std::uint64_t h = std::uint64_t(s.black) * 0x9E3779B97F4A7C15ull;
    for (std::uint64_t w : s.whites.words) {
        h ^= w + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ull;
    }
    return h ^ (h >> 31);
}

} // namespace

StateIndex::StateIndex(std::size_t expected) {
    std::size_t cap = 64;
    while (cap < expected * 2) cap <<= 1;
    mSlots.assign(cap, -1);
}

void StateIndex::grow(const std::vector<State> &store) {
    std::vector<std::int32_t> old = std::move(mSlots);
    mSlots.assign(old.size() * 2, -1);
    const std::size_t mask = mSlots.size() - 1;
    for (std::int32_t id : old) {
        if (id < 0) continue;
        std::size_t i = hashState(store[static_cast<std::size_t>(id)]) & mask;
        while (mSlots[i] >= 0) i = (i + 1) & mask;
        mSlots[i] = id;
    }
}

std::pair<int, bool> StateIndex::insert(const State &s, int fresh, const std::vector<State> &store) {
    if ((mUsed + 1) * 2 > mSlots.size()) grow(store);
    const std::size_t mask = mSlots.size() - 1;
    std::size_t i = hashState(s) & mask;
    while (mSlots[i] >= 0) {
        if (store[static_cast<std::size_t>(mSlots[i])] == s) return {mSlots[i], false};
        i = (i + 1) & mask;
    }
    mSlots[i] = fresh;
    ++mUsed;
    return {fresh, true};
}

std::size_t positionLimit(std::size_t maxStates, std::size_t maxBytes) {
    return std::max<std::size_t>(1, std::min(maxStates, maxBytes / kBytesPerPosition));
}

StateGraph buildStateGraph(const Board &board, std::size_t maxStates, const CancelToken *cancel,
                           std::size_t maxBytes) {
    const std::size_t limit = positionLimit(maxStates, maxBytes);
    const bool byMemory = limit < maxStates;
    StateGraph g;
    StateIndex index;
    g.states.push_back(board.start);
    index.insert(board.start, 0, g.states);
    for (std::size_t s = 0; s < g.states.size(); ++s) {
        if ((s & 4095) == 4095 && cancel && cancel->cancelled()) throw Error("cancelled");
        std::array<int, 4> out{StateGraph::kLost, StateGraph::kLost, StateGraph::kLost, StateGraph::kLost};
        if (!g.states[s].whites.empty()) {
            for (Dir d : kAllDirs) {
                State t = g.states[s];
                const PushOutcome o = push(board, t, d);
                int &slot = out[static_cast<int>(d)];
                if (o == PushOutcome::Lost) continue;
                if (o == PushOutcome::Unchanged) {
                    slot = static_cast<int>(s);
                    continue;
                }
                const auto [id, fresh] = index.insert(t, static_cast<int>(g.states.size()), g.states);
                if (fresh) {
                    if (g.states.size() >= limit)
                        throw Error("the level has more than " + std::to_string(limit) +
                                    " reachable positions" +
                                    (byMemory ? ", more than the analyser's memory budget of " +
                                                    std::to_string(maxBytes >> 20) + " MiB holds (about " +
                                                    std::to_string(kBytesPerPosition) + " bytes a position)"
                                              : std::string()) +
                                    "; the analyser stops there");
                    g.states.push_back(t);
                }
                slot = id;
            }
        }
        g.next.push_back(out);
    }
    // Shortest distance to a win: a breadth-first search backwards from the won states.
    const std::size_t n = g.states.size();
    std::vector<int> inStart(n + 1, 0);
    for (std::size_t s = 0; s < n; ++s)
        for (int t : g.next[s])
            if (t >= 0 && t != static_cast<int>(s)) ++inStart[static_cast<std::size_t>(t) + 1];
    for (std::size_t i = 0; i < n; ++i) inStart[i + 1] += inStart[i];
    std::vector<int> from(static_cast<std::size_t>(inStart[n]));
    std::vector<int> fill(inStart.begin(), inStart.end() - 1);
    for (std::size_t s = 0; s < n; ++s)
        for (int t : g.next[s])
            if (t >= 0 && t != static_cast<int>(s))
                from[static_cast<std::size_t>(fill[t]++)] = static_cast<int>(s);
    g.dist.assign(n, -1);
    for (std::size_t s = 0; s < n; ++s)
        if (g.won(static_cast<int>(s))) {
            g.dist[s] = 0;
            g.byDist.push_back(static_cast<int>(s));
        }
    for (std::size_t head = 0; head < g.byDist.size(); ++head) {
        const int t = g.byDist[head];
        for (int i = inStart[t]; i < inStart[t + 1]; ++i) {
            const int s = from[static_cast<std::size_t>(i)];
            if (g.dist[s] >= 0) continue;
            g.dist[s] = g.dist[t] + 1;
            g.byDist.push_back(s);
        }
    }
    return g;
}

} // namespace tessera::balls
