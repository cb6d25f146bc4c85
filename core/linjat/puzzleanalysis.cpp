#include "linjat/puzzleanalysis.h"

#include "common/rng.h"
#include "linjat/solutioncounter.h"
#include "linjat/solutionenumerator.h"

#include <chrono>
#include <memory>

namespace tessera::linjat {

PuzzleAnalysis analysePuzzle(const Puzzle &puzzle, const SolverOptions &options, const CancelToken *cancel,
                             std::uint64_t dotSeed) {
    const auto start = std::chrono::steady_clock::now();
    PuzzleAnalysis a;
    a.puzzle = puzzle;
    a.options = options;

    // The solvers hold large fixed arrays: on the heap, not on a worker's stack.
    auto solver = std::make_unique<LayeredSolver>(options);
    solver->reset(puzzle);
    a.classification = solver->run(&a.trace);

    const SolverOptions leakFree = options.withoutLeaks();
    if (options.leaksEnabled()) {
        solver->setOptions(leakFree);
        solver->reset(puzzle);
        a.leakFree = solver->run(&a.leakFreeTrace);
        if (a.leakFree.status == SolveStatus::Stuck) {
            // Same state, leaks allowed: the leak-free rules found nothing, so whatever progresses is a leak.
            solver->setOptions(options);
            const LayerResult next = solver->step();
            if (next.progress) a.nextLeak = next;
        }
    } else {
        a.leakFree = a.classification;
        a.leakFreeTrace = a.trace;
    }

    auto counter = std::make_unique<SolutionCounter>();
    // A budget, so a board nobody can count shows "unknown" instead of a verdict that never comes.
    counter->setBudget(PuzzleAnalysis::kCountBudget, cancel);
    std::vector<Line> first;
    a.solutions = counter->count(puzzle, 2, &first);
    if (a.solutions == 1) {
        a.shownSolutions.push_back(first);
    } else if (a.solutions >= 2) {
        auto enumerator = std::make_unique<SolutionEnumerator>();
        a.shownSolutions = enumerator->find(puzzle, 2, cancel);
        a.cancelled = enumerator->cancelled();
    }

    if (!a.leakFree.solved() && !(cancel && cancel->cancelled())) {
        Rng rng(dotSeed);
        // With two solutions, the generator's measure alone may pick a cell both cover: propose a dot
        // only one of them covers, which rules the other out.
        if (a.shownSolutions.size() >= 2)
            a.generatorDot = suggestTieBreakingDot(puzzle, a.shownSolutions[0], a.shownSolutions[1], rng);
        else
            a.generatorDot = suggestGeneratorDot(puzzle, options, rng);
    }
    a.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return a;
}

} // namespace tessera::linjat
