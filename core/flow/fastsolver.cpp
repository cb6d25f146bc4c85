#include "flow/fastsolver.h"

#include "flow/board.h"
#include "flow/flowstate.h"
#include "flow/validator.h"

#include <bit>

namespace tessera::flow {

namespace {

class Search {
public:
    Search(const Puzzle &puzzle, const FastSolveOptions &options, ProgressSink *progress,
           const CancelToken *cancel)
        : mPuzzle(puzzle)
        , mOptions(options)
        , mBoard(puzzle, options.rule)
        , mWs(mBoard)
        , mReporter(progress, cancel) {
        mWs.blocks = options.blocks;
    }

    SolveResult run() {
        mStates.reserve(static_cast<std::size_t>(mBoard.cells) + 2);
        mStates.emplace_back(mBoard, mWs);
        if (mStates[0].propagate(FlowState::Level::Full)) visit(0);
        mResult.exhausted = !mStop;
        if (mResult.count >= mOptions.limit) mResult.exhausted = false;
        return std::move(mResult);
    }

private:
    // The chain end to branch on: one link left to make and the fewest open sides; coloured ends
    // first, since their moves are the ones propagation learns most from.
    int chooseCell(const FlowState &s) const {
        int best = -1, bestKey = 1 << 30;
        for (int i = 0; i < mBoard.cells; ++i) {
            const int linked = s.linkCount(i);
            const int need = mBoard.need[static_cast<std::size_t>(i)];
            if (linked >= need) continue;
            const int open = s.openCount(i);
            const int key = (need - linked == 1 ? 0 : 64) + (s.fixedColour(i) >= 0 ? 0 : 16) + open;
            if (key < bestKey) {
                bestKey = key;
                best = i;
            }
        }
        return best;
    }

    void visit(int depth) {
        ++mResult.nodes;
        if (depth > mResult.maxDepth) mResult.maxDepth = depth;
        if ((mResult.nodes & 255) == 0) {
            if (mReporter.cancelled()) {
                mResult.cancelled = true;
                mStop = true;
                return;
            }
            mReporter.report(-1, "searching: " + std::to_string(mResult.nodes) + " nodes");
        }
        if (mOptions.maxNodes > 0 && mResult.nodes > mOptions.maxNodes) {
            mResult.budgetHit = true;
            mStop = true;
            return;
        }
        const FlowState &state = mStates[static_cast<std::size_t>(depth)];
        const int cell = chooseCell(state);
        if (cell < 0) {
            leaf(state);
            return;
        }
        if (mStates.size() <= static_cast<std::size_t>(depth) + 1) mStates.push_back(state);
        const unsigned open = state.open(cell);
        for (int d = 0; d < 4 && !mStop; ++d) {
            if (!(open & (1u << d))) continue;
            FlowState &child = mStates[static_cast<std::size_t>(depth) + 1];
            child = mStates[static_cast<std::size_t>(depth)];
            if (child.link(cell, d) && child.propagate(FlowState::Level::Full)) visit(depth + 1);
        }
    }

    void leaf(const FlowState &state) {
        if (mResult.accept(mPuzzle, state.toSolution(mPuzzle), mOptions.rule, mOptions.keep, mOptions.limit))
            mStop = true;
    }

    const Puzzle &mPuzzle;
    FastSolveOptions mOptions;
    Board mBoard;
    Workspace mWs;
    ProgressReporter mReporter;
    std::vector<FlowState> mStates;
    SolveResult mResult;
    bool mStop = false;
};

} // namespace

SolveResult solveFast(const Puzzle &puzzle, const FastSolveOptions &options, ProgressSink *progress,
                      const CancelToken *cancel) {
    checkPuzzle(puzzle);
    FastSolveOptions opts = options;
    if (opts.limit < 1) opts.limit = 1;
    Search search(puzzle, opts, progress, cancel);
    return search.run();
}

} // namespace tessera::flow
