#include "ui/flow/analysis.h"

#include "flow/fastsolver.h"

namespace tessera::flow::ui {

AnalysisPtr analyse(const Puzzle &puzzle, ProgressSink *progress, const CancelToken *cancel) {
    auto result = std::make_shared<Analysis>();
    result->puzzle = puzzle;
    FastSolveOptions options;
    options.rule = puzzle.rule;
    options.limit = 2;
    options.keep = 2;
    // The studio's bound: a board nobody can count in it reads "unknown within budget", never a hang.
    options.maxNodes = kStudioSolveNodes;
    result->solve = solveFast(puzzle, options, progress, cancel);
    if (cancel && cancel->cancelled()) return result;
    GraderOptions graderOptions;
    graderOptions.rule = puzzle.rule;
    graderOptions.maxNodes = kStudioSolveNodes;
    result->grade = grade(puzzle, graderOptions, progress, cancel);
    result->graded = !(cancel && cancel->cancelled());
    return result;
}

} // namespace tessera::flow::ui
