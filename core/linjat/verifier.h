#pragma once

#include "linjat/classification.h"
#include "linjat/layeredsolver.h"
#include "linjat/puzzle.h"
#include "linjat/solutioncounter.h"
#include "linjat/solveroptions.h"

namespace tessera::linjat {

// Exportable: exactly one solution (counted exactly) and solved by the layered solver with the
// uniqueness leaks off. The one definition the generator, the optimizer, the CLI and the studio share.
inline bool isExportable(int solutions, bool solvedWithoutLeaks) {
    return solutions == 1 && solvedWithoutLeaks;
}

// The verdict that decides whether a level may leave the generator or the optimizer.
struct Verdict {
    Classification classification; // with the rules and weights asked for (leaks included if enabled)
    // The same solve with the uniqueness leaks off (equal to classification when that used none): the
    // deductions a player needs, which tiers and the difficulty scale are judged on.
    Classification leakFree;
    bool solvedWithoutLeaks = false;
    int solutions = 0; // exact count, stopped at 2
    // Exactly one solution, solved by the layered solver with the uniqueness leaks off, and the solved
    // state consistent (the solver reports an inconsistent "solved" state as a contradiction).
    bool valid() const { return isExportable(solutions, solvedWithoutLeaks); }
};

// Classifies with the given options; when that solve used a leak, solves again without leaks (when it
// did not, the leak-free solve would take the same layers); counts solutions only when the solver part
// passed, since the count is then the remaining question. Reuses the caller's solver and counter.
Verdict verify(const Puzzle &puzzle, const SolverOptions &options, LayeredSolver &solver,
               SolutionCounter &counter);
Verdict verify(const Puzzle &puzzle, const SolverOptions &options = {});

} // namespace tessera::linjat
