#pragma once

#include "common/progress.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tessera::linjat {

// Lists solutions, not only counts them: the studio shows two different solutions of an ambiguous
// level side by side so the designer sees where the ambiguity is. A plain backtracker over lines,
// independent of SolutionCounter (which stays the ground truth and is checked against this in tests).
// Each node branches on the most constrained number or uncovered dot; branches on a dot are disjoint
// because a cell lies on at most one line, so every solution is found once.
class SolutionEnumerator {
public:
    // Up to limit distinct solutions (one line per number, in puzzle order), in search order. On cancel
    // it returns the solutions found so far and cancelled() is true.
    std::vector<std::vector<Line>> find(const Puzzle &puzzle, int limit, const CancelToken *cancel = nullptr);
    bool cancelled() const { return mCancelled; }
    long long nodes() const { return mNodes; }

private:
    void search();
    void toggle(int n, int p);
    PlacementMask avail(int n) const;

    int mRows = 0;
    int mCols = 0;
    int mCount = 0;
    int mLimit = 1;
    long long mNodes = 0;
    bool mCancelled = false;
    const CancelToken *mCancel = nullptr;
    NumberLayout mLayout; // numbers, and the cells covered (by numbers and chosen lines) per row and column
    std::array<std::int8_t, kMaxNumbers> mChosen{};
    std::vector<std::pair<int, int>> mDots; // (row, col)
    std::vector<std::vector<Line>> mFound;
};

// Numbers whose lines differ between two solutions of the same puzzle (indices in puzzle order).
std::vector<int> differingNumbers(const std::vector<Line> &a, const std::vector<Line> &b);

} // namespace tessera::linjat
