#pragma once

#include "linjat/board.h"
#include "linjat/classification.h"
#include "linjat/deductions.h"
#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"
#include "linjat/solvetrace.h"
#include "linjat/state.h"

#include <vector>

namespace tessera::linjat {

struct LayerResult {
    bool progress = false;
    Rule rule = Rule::Cover;
    int width = 0;
};

// The human-like solver. It works in layers: each layer tries the enabled rules in table order and the
// first rule that finds anything (a cell to fix or a placement to remove) owns the layer and applies all
// its deductions at once; the next layer starts again from the first rule. A removing rule's layer also
// fixes the cells its removals make common to all of a number's placements (cant-fit on the narrowed
// state), as the original did. The solver stops when every line is drawn in full and every dot is
// covered (solved, after an independent consistency check), when no rule finds anything (stuck), or on
// a contradiction. The layers won per rule and the widest layer are the raw difficulty statistics; a
// layer's width is the number of numbers whose lines grew (for a layer that only removed placements,
// the numbers that lost some).
//
// One object is meant to be reused for many puzzles (it holds ~40 KiB of fixed arrays and allocates
// nothing while solving).
class LayeredSolver {
public:
    explicit LayeredSolver(const SolverOptions &options = {});

    const SolverOptions &options() const { return mOptions; }
    void setOptions(const SolverOptions &options) {
        mOptions = options;
        listActiveRules();
    }

    // Starts over on a puzzle: every placement allowed by the board, nothing fixed.
    void reset(const Puzzle &puzzle);
    // The same, faster, from a board and the starting state of the same numbers without dots (what the
    // generator has at hand after adding dots).
    void reset(const Board &board, const SolverState &startWithoutDots);
    // One layer.
    LayerResult step();
    // Layers until solved, stuck or contradiction; statistics of the layers run by this call.
    Classification run(SolveTrace *trace = nullptr);

    bool complete() const { return mState.complete(mBoard); }
    bool contradiction() const { return mState.contradiction; }
    // The chosen line of every number; meaningful when solved.
    std::vector<Line> solution() const;

    const Board &board() const { return mBoard; }
    const SolverState &state() const { return mState; }
    // For the generator, which adds dots while it solves (only where some number can reach).
    void addDot(int cell) {
        mBoard.addDot(cell);
        mState.addDot(mBoard, cell);
    }
    TraceState captureState() const;
    // The numbers whose uncontested-no-cover pattern may have changed since the last call (all after a
    // reset): those whose placements changed or that sit in a row or column whose open-dot or shared
    // cells changed.
    std::uint64_t takeTouched() {
        std::uint64_t numbers = mState.touchedNumbers;
        for (std::uint64_t m = mState.touchedRows & ((std::uint64_t(1) << mBoard.rows) - 1); m; m &= m - 1)
            numbers |= mBoard.rowNumbers[std::size_t(lowestBit(m))];
        for (std::uint64_t m = mState.touchedCols & ((std::uint64_t(1) << mBoard.cols) - 1); m; m &= m - 1)
            numbers |= mBoard.colNumbers[std::size_t(lowestBit(m))];
        mState.touchedNumbers = mState.touchedRows = mState.touchedCols = 0;
        return numbers;
    }

private:
    std::uint64_t applyFixes(const Deductions &d);
    // After a layer (its rule's findings still in mFound, the placements before it in mBefore): whether
    // the original would call the state solved, so that a further layer would decide nothing new.
    bool decidedAsOriginal() const;
    void listActiveRules();

    SolverOptions mOptions;
    Board mBoard;
    SolverState mState;
    Deductions mFound;
    Deductions mConsequences;
    std::array<PlacementMask, kMaxNumbers> mBefore{}; // each number's placements before the layer
    // Per rule: the state version and dot count at which it last found nothing (version 0 = never), and
    // the version at which it last ran (-1 = never).
    struct Memo {
        std::uint64_t version = 0;
        int dots = 0;
        std::int64_t ran = -1;
    };
    std::array<Memo, kRules.size()> mMemo{};
    // The enabled rules in table order, so a layer does not ask about the others.
    std::array<const RuleInfo *, kRules.size()> mActive{};
    int mActiveCount = 0;
};

// Convenience: solve a puzzle from scratch.
Classification classify(const Puzzle &puzzle, const SolverOptions &options = {}, SolveTrace *trace = nullptr);

} // namespace tessera::linjat
