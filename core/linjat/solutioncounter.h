#pragma once

#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tessera::linjat {

// Exact solution counter: backtracking over lines, the ground truth for uniqueness. Independent of
// the layered solver on purpose (it shares only the placement encoding), so one checks the other.
//
// Each node computes every unplaced number's free placements from row/column occupancy masks (two bit
// scans per direction), fails as soon as a number has none or an uncovered dot has no line left, places
// a number with one placement at once, and otherwise branches on whichever is smaller: the lines through
// the most constrained uncovered dot, or the placements of the most constrained number.
class SolutionCounter {
public:
    // Solutions up to limit (counting stops there). When first is given and a solution exists, it
    // receives the first one found: one line per number, in puzzle order.
    int count(const Puzzle &puzzle, int limit = 2, std::vector<Line> *first = nullptr);
    // Search nodes of the last count.
    long long nodes() const { return mNodes; }

private:
    void search();
    void place(int n, int p);

    int mRows = 0;
    int mCols = 0;
    int mCount = 0;
    int mLimit = 2;
    int mFound = 0;
    long long mNodes = 0;
    std::uint64_t mUnplaced = 0;
    std::array<NumberGeometry, kMaxNumbers> mNum{};
    std::array<std::uint64_t, kMaxSide> mOccRow{}; // bit col: covered by a line or a number
    std::array<std::uint64_t, kMaxSide> mOccCol{}; // bit row
    std::array<std::uint64_t, kMaxSide> mDotRow{};
    std::array<std::uint64_t, kMaxCells> mReach{}; // numbers that could ever cover the cell
    std::array<std::int8_t, kMaxNumbers> mChosen{};
    std::array<std::int8_t, kMaxNumbers> mFirst{};
};

} // namespace tessera::linjat
