#include "linjat/verifier.h"

namespace tessera::linjat {

Verdict verify(const Puzzle &puzzle, const SolverOptions &options, LayeredSolver &solver,
               SolutionCounter &counter) {
    Verdict v;
    solver.setOptions(options);
    solver.reset(puzzle);
    v.classification = solver.run();
    v.leakFree = v.classification;
    if (!v.classification.solved() && !v.classification.leaked()) return v;
    if (v.classification.leaked()) {
        solver.setOptions(options.withoutLeaks());
        solver.reset(puzzle);
        v.leakFree = solver.run();
        v.solvedWithoutLeaks = v.leakFree.solved();
        solver.setOptions(options);
    } else {
        v.solvedWithoutLeaks = true;
    }
    if (!v.solvedWithoutLeaks) return v;
    v.solutions = counter.count(puzzle, 2);
    return v;
}

Verdict verify(const Puzzle &puzzle, const SolverOptions &options) {
    LayeredSolver solver(options);
    SolutionCounter counter;
    return verify(puzzle, options, solver, counter);
}

} // namespace tessera::linjat
