#include "balls/analyser.h"

#include "balls/formats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tessera::balls {

bool usefulPush(const StateGraph &graph, int state, Dir d) {
    const int t = graph.next[state][static_cast<int>(d)];
    return t >= 0 && t != state;
}

std::vector<double> randomWinProbabilities(const StateGraph &graph, bool cyclic) {
    const int n = static_cast<int>(graph.states.size());
    std::vector<double> p(static_cast<std::size_t>(n), 0.0);
    for (int s = 0; s < n; ++s)
        if (graph.won(s)) p[s] = 1;
    // Breadth-first ids: without blocks every push goes one layer deeper, so the reverse id order
    // is a topological order and one sweep is exact. With blocks, Gauss-Seidel sweeps converge.
    for (int sweep = 0; sweep < 100000; ++sweep) {
        double change = 0;
        for (int s = n - 1; s >= 0; --s) {
            if (graph.won(s) || !graph.solvable(s)) continue;
            double sum = 0;
            int useful = 0;
            for (Dir d : kAllDirs)
                if (usefulPush(graph, s, d)) {
                    sum += p[graph.next[s][static_cast<int>(d)]];
                    ++useful;
                }
            const double v = useful ? sum / useful : 0.0;
            change = std::max(change, std::fabs(v - p[s]));
            p[s] = v;
        }
        if (!cyclic || change <= 1e-12) break;
    }
    return p;
}

double difficultyRaw(double randomWin, int narrowDecisions) {
    return -std::log10(std::max(randomWin, 1e-12)) + 0.15 * narrowDecisions;
}

double difficultyOf(bool solvable, double randomWin, int narrowDecisions) {
    if (!solvable) return 10;
    const double d = std::min(10.0, kDifficultyScale * difficultyRaw(randomWin, narrowDecisions));
    return std::round(d * 10) / 10;
}

Analysis analyseGraph(const Board &board, const StateGraph &g, const std::vector<Dir> *intended) {
    Analysis a;
    const int n = static_cast<int>(g.states.size());
    a.states = n;
    a.solvable = g.solvable(0);
    a.shortest = g.dist[0];
    for (int s = 0; s < n; ++s)
        if (!g.solvable(s)) ++a.deadStates;
    for (Dir d : sortedDirs()) {
        const int t = g.next[0][static_cast<int>(d)];
        if (t == StateGraph::kLost) continue;
        a.legalFirst.push_back(d);
        if (g.solvable(t)) a.winningFirst.push_back(d);
    }
    // Shortest winning sequences: ways[s] sums ways over pushes one step nearer a win.
    std::vector<std::uint64_t> ways(static_cast<std::size_t>(n), 0);
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    for (int s : g.byDist) {
        if (g.won(s)) {
            ways[s] = 1;
            continue;
        }
        std::uint64_t w = 0;
        for (int t : g.next[s])
            if (t >= 0 && g.dist[t] == g.dist[s] - 1) w = ways[t] > kMax - w ? kMax : w + ways[t];
        ways[s] = w;
    }
    a.solutions = ways[0];
    const bool cyclic = !board.blocks.empty();
    a.randomWin = randomWinProbabilities(g, cyclic)[0];

    if (intended && pushesWin(board, *intended)) {
        a.line = *intended;
        a.lineGiven = true;
    } else if (a.solvable) {
        for (int s = 0; !g.won(s);) {
            for (Dir d : sortedDirs()) {
                const int t = g.next[s][static_cast<int>(d)];
                if (t >= 0 && g.dist[t] == g.dist[s] - 1) {
                    a.line.push_back(d);
                    s = t;
                    break;
                }
            }
        }
    }
    State state = board.start;
    int s = 0;
    for (Dir d : a.line) {
        int useful = 0, winning = 0;
        for (Dir e : kAllDirs)
            if (usefulPush(g, s, e)) {
                ++useful;
                if (g.solvable(g.next[s][static_cast<int>(e)])) ++winning;
            }
        if (useful >= 2 && winning == 1) ++a.narrowDecisions;
        PushRecord record;
        push(board, state, d, &record);
        if (record.chain()) ++a.chainPushes;
        s = g.next[s][static_cast<int>(d)]; // the line wins, so no push of it loses
    }
    a.difficulty = difficultyOf(a.solvable, a.randomWin, a.narrowDecisions);
    return a;
}

Analysis analyse(const Board &board, const std::vector<Dir> *intended, std::size_t maxStates,
                 const CancelToken *cancel, std::size_t maxBytes) {
    return analyseGraph(board, buildStateGraph(board, maxStates, cancel, maxBytes), intended);
}

std::vector<Dir> winningPushes(const Board &board) {
    const StateGraph g = buildStateGraph(board);
    std::vector<Dir> out;
    if (g.won(0)) return out;
    for (Dir d : sortedDirs()) {
        const int t = g.next[0][static_cast<int>(d)];
        if (t >= 0 && g.solvable(t)) out.push_back(d);
    }
    return out;
}

} // namespace tessera::balls
