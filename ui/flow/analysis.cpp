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
    result->solve = solveFast(puzzle, options, progress, cancel);
    if (cancel && cancel->cancelled()) return result;
    GraderOptions graderOptions;
    graderOptions.rule = puzzle.rule;
    result->grade = grade(puzzle, graderOptions, progress, cancel);
    result->graded = !(cancel && cancel->cancelled());
    return result;
}

} // namespace tessera::flow::ui
