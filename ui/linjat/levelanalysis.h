#pragma once

#include "linjat/puzzleanalysis.h"

#include <QMetaType>

#include <memory>

namespace tessera::linjat::ui {

// The core's analysis of one state (linjat/puzzleanalysis.h), computed off the GUI thread, with the
// number of the LevelAnalyser request it answers.
struct LevelAnalysis : tessera::linjat::PuzzleAnalysis {
    quint64 request = 0; // which LevelAnalyser request this answers

    // The core analysis (runs on the caller's thread). The seed fixes the generator dot's tie-break.
    static LevelAnalysis compute(const Puzzle &puzzle, const SolverOptions &options,
                                 const CancelToken *cancel = nullptr, std::uint64_t dotSeed = 1) {
        LevelAnalysis a;
        static_cast<tessera::linjat::PuzzleAnalysis &>(a) = analysePuzzle(puzzle, options, cancel, dotSeed);
        return a;
    }
};

using LevelAnalysisPtr = std::shared_ptr<const LevelAnalysis>;

} // namespace tessera::linjat::ui

Q_DECLARE_METATYPE(tessera::linjat::ui::LevelAnalysisPtr)
