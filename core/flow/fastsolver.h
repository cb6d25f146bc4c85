#pragma once

#include "common/progress.h"
#include "flow/puzzle.h"
#include "flow/solveresult.h"

#include <algorithm>

namespace tessera::flow {

struct FastSolveOptions {
    Rule rule = Rule::Strict;
    int limit = 2;          // stop after this many solutions (2 = prove uniqueness)
    int keep = 2;           // how many of the found solutions to return
    long long maxNodes = 0; // 0 = no budget; reaching it stops the search (SolveResult::budgetHit)
    bool blocks = true;     // bottleneck analysis during propagation (off = plain reachability)
    // Under the any-filling rule, clause learning (FillingSat) settles the count where the search
    // stalls: when satAfterNodes nodes pass after the start or the last filling found without settling
    // it. It finds the fillings up to the limit or proves there are no more, with at most satConflicts
    // conflicts on boards up to 14x14, proportionally fewer on larger ones (0 = no budget); unsettled,
    // the search goes on. Boards beyond FillingSat::kMaxLiterals skip it. Once per search.
    bool satProof = true;
    long long satConflicts = 200000;
    long long satAfterNodes = 2000;
    // Optional (off: the clauses are faster, measured by `bench flow --only flow.any`): under the
    // any-filling rule with limit 2, when the first filling is found, small windows of it are re-solved
    // with everything outside fixed (windows around the places a path runs beside itself first, then
    // every window of the board), each with localWindowNodes nodes and all of them with localNodes in
    // total. A second filling found that way proves "two or more" (it differs from the first).
    bool localSecond = false;
    long long localNodes = 20000;
    long long localWindowNodes = 400;
};

// The node budget the studio's and the pack's bounded calls use (packLevel, the grader's counter):
// a few seconds at most on the largest boards, far more than any shipped level needs.
inline constexpr long long kDefaultSolveNodes = 200000;
// The CLI's default budget for one puzzle: kDefaultSolveNodes up to 14x14, proportionally fewer nodes
// on larger boards, where a node's propagation costs about the board's size (so some seconds at most
// on any board: a 40x40 under the any rule spent 67 s on 200,000 nodes).
// A work budget meant for a board up to 14x14, scaled down by the board's size beyond it.
inline long long scaledToBoard(long long budget, const Puzzle &puzzle) {
    return budget * 196 / std::max(196, puzzle.cellCount());
}
inline long long defaultSolveNodes(const Puzzle &puzzle) {
    return std::max(1000LL, scaledToBoard(kDefaultSolveNodes, puzzle));
}

// Propagation plus depth-first search. Each node propagates forced links, colour routes (a cell off
// every route of a colour cannot take it, a bottleneck cell must), the strict touching rule and loop
// prevention; then branches on the path end with the fewest ways on, one child per way, so the
// children split the solutions and counting is exact. Every solution is checked by the independent
// validator before it is counted. Cancel (polled every 256 nodes) and maxNodes stop it with what it has
// found: status() is then Solved (one filling, uniqueness unknown within the budget) or Unknown.
SolveResult solveFast(const Puzzle &puzzle, const FastSolveOptions &options = {},
                      ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::flow
