#pragma once

#include "common/progress.h"
#include "common/rng.h"
#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"
#include "linjat/verifier.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tessera::linjat {

// Why Finish Level stopped.
enum class FinishStop {
    Finished,   // the level is valid (it may have been already)
    NoSolution, // no solution at all: dots only take solutions away
    SameCells,  // every solution covers the same cells as another one: no dot tells them apart
    NoOpenCell, // no open cell is left for a dot that keeps the solution
    Budget,     // the exact count ran out of its node budget
    Cancelled
};
const char *finishStopName(FinishStop stop); // "finished", "no-solution", "same-cells", ...

// A number change that may help where no dot can: only proposed, never applied.
struct NumberChange {
    int row = 0;
    int col = 0;
    int from = 0;
    int to = 0;
    // With the change alone the level is valid; otherwise dots can finish it (it has a solution whose
    // cells no other one covers).
    bool valid = false;
    int solutions = 0; // after the change, counted up to kFinishSolutionsLooked
};

// Solutions listed to find one that dots can single out (one whose covered cells no other covers).
inline constexpr int kFinishSolutionsLooked = 64;
// Solutions tried in turn as the one the dots keep, when the layered solver cannot finish the level
// with the first.
inline constexpr int kFinishTargetsTried = 8;
// Search nodes each exact count may take (the studio's analysis uses the same).
inline constexpr long long kFinishCountBudget = 5'000'000;

struct FinishResult {
    // Finished: the level with the added dots. Otherwise the puzzle as given (nothing is applied).
    Puzzle puzzle;
    // The dots added, (row, col) from 0, in the order they were added (dots found unnecessary at the
    // end are not listed).
    std::vector<std::pair<int, int>> added;
    bool finished = false;
    FinishStop stop = FinishStop::Finished;
    std::string reason; // empty when finished
    std::optional<NumberChange> proposal;
    // The verdict on puzzle (for a finished level: valid).
    Verdict verdict;
    int solutionsAtStart = 0; // exact count of the given puzzle, up to kFinishSolutionsLooked
    int iterations = 0;       // dots tried (added, before the pruning)
    int pruned = 0;           // dots added and then taken away again as unnecessary
};

// Finish Level: adds dots to a level that is ambiguous or that the layered solver cannot finish,
// until it is valid (verify(): one solution, solved without the uniqueness leaks under options). It
// keeps every number and every dot and only adds dots.
//
// The dots are the generator's own (suggestGeneratorDot: a dot in reach of a number that shows the
// uncontested-no-cover leak, otherwise, where the leak-free solver stalls, the open cell the most
// lines could cover), with one condition the generator does not need: the level must keep a solution.
// The generator makes its level out of its dots, so a dot no solution covers only fails that attempt;
// here it would make the level unsolvable. A run keeps a target solution (the only one, or of an
// ambiguous level one of the first kFinishSolutionsLooked listed whose cells no other listed one
// covers) and takes the generator's pick when the target covers it or, following the generator, when
// the level with it still has a solution (which becomes the target); else rng's pick among the
// generator's equally good cells the target covers, else the open cell the target covers that scores
// best by the generator's measure. A level the leak-free solver finishes that still is not valid gets
// a dot that rules a second solution out (suggestTieBreakingDot). The solver's rules are not complete,
// so a level can stay stuck even with every cell of a solution dotted: then the next run starts over
// from the next target, first following the generator from each target, then keeping each target
// throughout (the published sample with dots taken away at random, 400 levels in tst_linjat_finisher:
// following alone left 4 stuck, keeping alone 1, both together none). Few dots: once valid, each
// added dot in turn is taken away again when the level stays valid without it.
//
// When no dot can help (no solution; every solution shares its cells with another, such as two
// solutions covering the same cells) it says why and proposes a number change: value +1, then -1, of
// the numbers that differ between two solutions (all numbers when there is none), the first that
// makes the level valid, else the first after which dots can finish it.
//
// Deterministic for a given rng state. Each run adds at most one dot per open cell, and there are at
// most 2 x kFinishTargetsTried runs; cancel is polled between steps and inside the exact searches,
// each of which takes at most countBudget nodes. progress (when given) hears of every dot added.
FinishResult finishLevel(const Puzzle &puzzle, const SolverOptions &options, Rng &rng,
                         const CancelToken *cancel = nullptr, long long countBudget = kFinishCountBudget,
                         ProgressSink *progress = nullptr);

// The puzzle without every every-th of its dots, in row-major order (every = 1: all of them): a known
// level made ambiguous or stuck, to measure Finish Level on (the CLI's --drop-dots, the benchmark).
Puzzle dropDots(const Puzzle &puzzle, int every);

} // namespace tessera::linjat
