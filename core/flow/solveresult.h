#pragma once

#include "flow/solution.h"

#include <string>
#include <vector>

namespace tessera::flow {

enum class SolveStatus {
    Unsolvable, // the whole search space holds no solution
    Unique,     // exactly one solution, proven
    Multiple,   // at least two solutions
    Solved,     // a solution, uniqueness not asked for (limit 1) or not proven (stopped)
    Unknown     // stopped (cancel or budget) before finding anything
};
const char *statusName(SolveStatus status);

// What a solver or counter found. Both solvers fill the same shape.
struct SolveResult {
    int count = 0;                   // solutions found, at most the limit
    bool exhausted = false;          // the search finished: count is every solution (when below the limit)
    bool cancelled = false;          // stopped by the cancel token
    bool budgetHit = false;          // stopped by a work budget
    std::vector<Solution> solutions; // the first ones found (as many as asked to keep)
    long long nodes = 0;             // search nodes (fast) or work units (reference)
    int maxDepth = 0;
    int rejected = 0;           // leaves the independent validator refused; non-zero is a solver bug
    bool provedLocally = false; // the second solution came from re-solving a window of the first
    long long localNodes = 0;   // nodes spent on such windows (included in nodes)
    bool provedBySat = false;   // clause learning settled the count after the first solution
    long long satConflicts = 0; // conflicts it spent (not in nodes)

    SolveStatus status() const;
    // Stopped by the cancel token or the budget before the limit: count is then a lower bound. With
    // limit 2, Solved then means one solution and uniqueness unknown within the budget, Unknown nothing
    // found within it.
    bool stopped() const { return cancelled || budgetHit; }
    // "budget", "cancelled" or "" (not stopped).
    const char *stopReason() const;
    // A complete filling a solver reached: counted and kept (the first keep) when the independent
    // validator accepts it under rule, else counted as rejected. True once limit solutions are found,
    // when the search should stop.
    bool accept(const Puzzle &puzzle, Solution solution, Rule rule, int keep, int limit);
};

} // namespace tessera::flow
