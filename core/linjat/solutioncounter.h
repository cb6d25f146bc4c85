#pragma once

#include "common/progress.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tessera::linjat {

// Exact solution counter: backtracking over lines, the ground truth for uniqueness. Independent of
// the layered solver on purpose (it shares only the placement encoding), so one checks the other.
//
// Occupancy is kept as row and column bit masks, so a number's free placements are two bit scans per
// direction; placing a line recomputes only the numbers in the rows and columns it touches. A node
// fails as soon as a number has no placement left or an uncovered dot has no line left; otherwise it
// places a number with one placement at once, or branches on whichever is smaller: the lines through
// the most constrained uncovered dot, or the placements of the most constrained number.
class SolutionCounter {
public:
    // count's answer when its budget ran out before it could tell.
    static constexpr int kUnknown = -1;

    // Solutions up to limit (counting stops there), or kUnknown when the budget (setBudget) ran out
    // first. When first is given and a solution was found, it receives the first one: one line per
    // number, in puzzle order.
    int count(const Puzzle &puzzle, int limit = 2, std::vector<Line> *first = nullptr);
    // Bounds the following counts: at most maxNodes search nodes (0: no bound) and a stop soon after
    // cancel is set (null: never). Published levels take hundreds of nodes; the studio's editor gives
    // a board it cannot count in a budget an honest "unknown".
    void setBudget(long long maxNodes, const CancelToken *cancel = nullptr) {
        mMaxNodes = maxNodes;
        mCancel = cancel;
    }
    // Search nodes of the last count.
    long long nodes() const { return mNodes; }

private:
    void search(int depth);
    // Places (or, called again, removes) number n's line p; returns the numbers whose free placements
    // may have changed.
    std::uint64_t toggle(int n, int p);

    struct DotOption {
        std::int8_t number;
        PlacementMask cover;
    };

    int mRows = 0;
    int mCols = 0;
    int mCount = 0;
    int mLimit = 2;
    int mFound = 0;
    long long mNodes = 0;
    long long mMaxNodes = 0;
    const CancelToken *mCancel = nullptr;
    bool mStopped = false;
    int mFoundBeforeStop = 0;
    std::uint64_t mUnplaced = 0;
    NumberLayout mLayout; // numbers, and the cells covered (by numbers and chosen lines) per row and column
    // Dots and, per dot, the numbers that could ever reach it with the placements that would.
    int mDotCount = 0;
    std::array<std::uint8_t, kMaxCells> mDotRow{};
    std::array<std::uint8_t, kMaxCells> mDotCol{};
    std::array<std::int16_t, kMaxCells + 1> mDotFirst{};
    std::vector<DotOption> mOptions;
    // Free placements per number, one row per search depth.
    std::vector<std::array<PlacementMask, kMaxNumbers>> mAvail;
    std::array<std::int8_t, kMaxNumbers> mChosen{};
    std::array<std::int8_t, kMaxNumbers> mFirst{};
};

} // namespace tessera::linjat
