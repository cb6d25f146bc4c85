#pragma once

#include "flow/grader.h"
#include "flow/puzzle.h"
#include "flow/solveresult.h"

#include <QMetaType>

#include <memory>

namespace tessera::flow::ui {

// What one Solve run found for one puzzle: the counter's solutions (up to two) and the grader's layers.
// Made in a worker, shared read-only with the GUI.
struct Analysis {
    Puzzle puzzle;
    SolveResult solve;
    GradeResult grade;
    bool graded = false;
};
using AnalysisPtr = std::shared_ptr<const Analysis>;

// Search nodes the studio's Solve may spend on the count and again on the grader's count (a few
// seconds); past them the verdict is "unknown within budget".
inline constexpr long long kStudioSolveNodes = 20'000'000;

// Runs the fast counter (limit 2, both solutions kept) and then the grader, each within
// kStudioSolveNodes; stops early on cancel.
AnalysisPtr analyse(const Puzzle &puzzle, ProgressSink *progress, const CancelToken *cancel);

} // namespace tessera::flow::ui

Q_DECLARE_METATYPE(tessera::flow::ui::AnalysisPtr)
