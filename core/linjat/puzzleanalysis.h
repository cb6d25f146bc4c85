#pragma once

#include "common/progress.h"
#include "linjat/classification.h"
#include "linjat/dotsuggestion.h"
#include "linjat/layeredsolver.h"
#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"
#include "linjat/solvetrace.h"
#include "linjat/verifier.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::linjat {

// Everything the studio shows about one state of a puzzle (its status, the layer viewer's trace and
// the stall inspector's state), computed by analysePuzzle.
struct PuzzleAnalysis {
    // Search nodes the exact count may take (published levels take hundreds; a few seconds' worth).
    static constexpr long long kCountBudget = 5'000'000;

    Puzzle puzzle;
    SolverOptions options;

    // The layered solver with the given options (uniqueness leaks included when enabled).
    Classification classification;
    SolveTrace trace;
    // The same solver with the leaks off: what a level must be solvable with. Its trace ends at the
    // stall the stall inspector shows.
    Classification leakFree;
    SolveTrace leakFreeTrace;
    // At the leak-free stall, the layer a uniqueness leak would make (when the options enable leaks
    // and one applies): what a player assuming uniqueness would do next.
    std::optional<LayerResult> nextLeak;

    // Exact count, stopped at 2 ("two or more"), and the solutions shown: the unique one, or two
    // different ones when the level is ambiguous.
    int solutions = 0; // SolutionCounter::kUnknown when the count ran out of its budget
    std::vector<std::vector<Line>> shownSolutions;
    bool cancelled = false; // the search for two solutions was cut short by the cancel token

    // Where the generator would add a dot now (only when the leak-free solver does not solve it): with
    // two solutions shown, a dot that rules one of them out.
    std::optional<DotSuggestion> generatorDot;

    double milliseconds = 0;

    bool solvedWithoutLeaks() const { return leakFree.solved(); }
    // The solve asked for with the leaks option, except that a "solution" found through uniqueness
    // leaks on a level that is not unique is none: then the leak-free solve shows where deduction
    // really stops.
    bool showsLeakySolve() const {
        return options.leaksEnabled() && (!classification.solved() || solutions == 1);
    }
    const SolveTrace &chosenTrace() const { return showsLeakySolve() ? trace : leakFreeTrace; }
    const Classification &chosen() const { return showsLeakySolve() ? classification : leakFree; }
    // Exportable, as the verifier defines it.
    bool valid() const { return isExportable(solutions, solvedWithoutLeaks()); }
};

// The analysis of one state. cancel stops the counting and the two-solution search early (a newer
// edit makes this one stale); the seed fixes the generator dot's tie-break.
PuzzleAnalysis analysePuzzle(const Puzzle &puzzle, const SolverOptions &options,
                             const CancelToken *cancel = nullptr, std::uint64_t dotSeed = 1);

} // namespace tessera::linjat
