#pragma once

#include "common/progress.h"
#include "linjat/classification.h"
#include "linjat/dotsuggestion.h"
#include "linjat/layeredsolver.h"
#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"
#include "linjat/solvetrace.h"
#include "linjat/verifier.h"

#include <QMetaType>

#include <memory>
#include <optional>
#include <vector>

namespace tessera::linjat::ui {

// Everything the workbench shows about one state of the puzzle, computed by core calls off the GUI
// thread: the editor's status, the layer viewer's trace and the stall inspector's state.
struct LevelAnalysis {
    // Search nodes the exact count may take (published levels take hundreds; a few seconds' worth).
    static constexpr long long kCountBudget = 5'000'000;

    quint64 request = 0; // which LevelAnalyser request this answers
    Puzzle puzzle;
    SolverOptions options;

    // The layered solver with the workbench's options (uniqueness leaks included when enabled).
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
    bool cancelled = false; // the search for two solutions was cut short by a newer edit

    // Where the generator would add a dot now (only when the leak-free solver does not solve it).
    std::optional<DotSuggestion> generatorDot;

    double milliseconds = 0;

    bool solvedWithoutLeaks() const { return leakFree.solved(); }
    // The solve the user asked for with the Leaks toggle (the editor's and the layers' solve), except
    // that a "solution" found through uniqueness leaks on a level that is not unique is none: then
    // the leak-free solve shows where deduction really stops.
    bool showsLeakySolve() const {
        return options.leaksEnabled() && (!classification.solved() || solutions == 1);
    }
    const SolveTrace &chosenTrace() const { return showsLeakySolve() ? trace : leakFreeTrace; }
    const Classification &chosen() const { return showsLeakySolve() ? classification : leakFree; }
    // Exportable, as the core defines it (linjat/verifier.h).
    bool valid() const { return isExportable(solutions, solvedWithoutLeaks()); }

    // The analysis itself (runs on the caller's thread). The seed fixes the generator dot's tie-break.
    static LevelAnalysis compute(const Puzzle &puzzle, const SolverOptions &options,
                                 const CancelToken *cancel = nullptr, std::uint64_t dotSeed = 1);
};

using LevelAnalysisPtr = std::shared_ptr<const LevelAnalysis>;

} // namespace tessera::linjat::ui

Q_DECLARE_METATYPE(tessera::linjat::ui::LevelAnalysisPtr)
