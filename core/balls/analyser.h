#pragma once

#include "balls/board.h"
#include "balls/physics.h"
#include "balls/stategraph.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::balls {

// The exact analysis of a level over its whole state graph (see README.md for each definition).
struct Analysis {
    bool solvable = false;
    // Distinct winning push sequences (with blocks, the shortest ones); saturates at UINT64_MAX.
    std::uint64_t solutions = 0;
    int shortest = -1;             // pushes in a shortest solution; -1 when unsolvable
    std::vector<Dir> legalFirst;   // pushes from the start after which the black ball is on the field
    std::vector<Dir> winningFirst; // those after which the level is still solvable
    // A player picking uniformly among the pushes that keep the black ball on the field (and, with
    // blocks, change something) wins with this probability.
    double randomWin = 0;
    long long states = 0;     // positions reachable without losing, start and won ones included
    long long deadStates = 0; // of those, the ones from which no win is reachable
    // The intended line: the given solution when it wins, else the canonical one (at each step the
    // first push in sorted order that keeps to a shortest solution).
    std::vector<Dir> line;
    bool lineGiven = false;
    int narrowDecisions = 0; // states on the line with two or more useful pushes, one of them winning
    int chainPushes = 0;     // pushes on the line whose leaving ball is not the one struck
    double difficulty = 0;   // 0-10, from randomWin and narrowDecisions (README.md)

    double deadFraction() const { return states ? double(deadStates) / double(states) : 0; }
};

// Pushes that change something and keep the black ball on the field: the random player's choices.
bool usefulPush(const StateGraph &graph, int state, Dir d);

// The analysis of board; intended, when given and winning, is the line narrow decisions and chain
// pushes are counted on. Throws Error when the graph exceeds maxStates positions or the memory budget
// maxBytes (buildStateGraph), or the token is set.
Analysis analyse(const Board &board, const std::vector<Dir> *intended = nullptr,
                 std::size_t maxStates = 20'000'000, const CancelToken *cancel = nullptr,
                 std::size_t maxBytes = kDefaultGraphBytes);
// The same over a graph already built for board.
Analysis analyseGraph(const Board &board, const StateGraph &graph, const std::vector<Dir> *intended);

// The random player's win probability of every state (value iteration, exact in one sweep without
// blocks; with blocks swept until no state changes by more than 1e-12).
std::vector<double> randomWinProbabilities(const StateGraph &graph, bool cyclic);

// The hint: the pushes from board's start after which the level is still solvable, in sorted order.
std::vector<Dir> winningPushes(const Board &board);

// The raw measure: the factors of ten by which the random player's chance falls, plus 0.15 per
// narrow decision on the intended line. The 0-10 scale is 3.2 times the raw measure, capped at 10,
// rounded to a tenth (calibrated on the seed generator's 8x8 levels with 10 balls, README.md); an
// unsolvable level is 10.
inline constexpr double kDifficultyScale = 3.2;
double difficultyRaw(double randomWin, int narrowDecisions);
double difficultyOf(bool solvable, double randomWin, int narrowDecisions);

} // namespace tessera::balls
