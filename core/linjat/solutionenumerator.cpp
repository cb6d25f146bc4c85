#include "linjat/solutionenumerator.h"

namespace tessera::linjat {

std::vector<std::vector<Line>> SolutionEnumerator::find(const Puzzle &puzzle, int limit,
                                                        const CancelToken *cancel) {
    mRows = puzzle.rows();
    mCols = puzzle.cols();
    mCount = puzzle.numberCount();
    mLimit = limit < 1 ? 1 : limit;
    mNodes = 0;
    mCancelled = false;
    mCancel = cancel;
    mFound.clear();
    mDots.clear();
    mLayout.reset(puzzle);
    std::fill_n(mChosen.begin(), mCount, std::int8_t(-1));
    for (int r = 0; r < mRows; ++r)
        for (std::uint32_t bits = puzzle.dotRow(r); bits; bits &= bits - 1)
            mDots.emplace_back(r, __builtin_ctz(bits));
    search();
    return mFound;
}

PlacementMask SolutionEnumerator::avail(int n) const {
    const NumberGeometry &g = mLayout.num[std::size_t(n)];
    return g.window(mLayout.occRow[std::size_t(g.row)], mLayout.occCol[std::size_t(g.col)], mRows, mCols);
}

void SolutionEnumerator::toggle(int n, int p) {
    // XOR: the line's cells (its own cell aside) were free, so the same call takes the line away.
    const NumberGeometry &g = mLayout.num[std::size_t(n)];
    const Span s = g.cells(p);
    if (g.isHorizontal(p)) {
        mLayout.occRow[std::size_t(g.row)] ^= spanMask(s) & ~(std::uint64_t(1) << g.col);
        for (int c = s.lo; c <= s.hi; ++c)
            if (c != g.col) mLayout.occCol[std::size_t(c)] ^= std::uint64_t(1) << g.row;
    } else {
        mLayout.occCol[std::size_t(g.col)] ^= spanMask(s) & ~(std::uint64_t(1) << g.row);
        for (int r = s.lo; r <= s.hi; ++r)
            if (r != g.row) mLayout.occRow[std::size_t(r)] ^= std::uint64_t(1) << g.col;
    }
}

void SolutionEnumerator::search() {
    if (int(mFound.size()) >= mLimit || mCancelled) return;
    if ((++mNodes & 1023) == 0 && mCancel && mCancel->cancelled()) {
        mCancelled = true;
        return;
    }
    // The most constrained unplaced number.
    int bestNumber = -1, numberOptions = 1 << 30;
    for (int n = 0; n < mCount; ++n) {
        if (mChosen[std::size_t(n)] >= 0) continue;
        const int k = bitCount(avail(n));
        if (k == 0) return;
        if (k < numberOptions) {
            numberOptions = k;
            bestNumber = n;
        }
    }
    // The most constrained uncovered dot (a dot is covered when a line occupies its cell).
    int bestDot = -1, dotOptions = 1 << 30;
    for (int d = 0; d < int(mDots.size()); ++d) {
        const auto [r, c] = mDots[std::size_t(d)];
        if ((mLayout.occRow[std::size_t(r)] >> c) & 1) continue;
        int k = 0;
        for (std::uint64_t m = mLayout.rowNumbers[std::size_t(r)] | mLayout.colNumbers[std::size_t(c)]; m;
             m &= m - 1) {
            const int n = lowestBit(m);
            if (mChosen[std::size_t(n)] < 0)
                k += bitCount(avail(n) & mLayout.num[std::size_t(n)].cover(r, c));
        }
        if (k == 0) return;
        if (k < dotOptions) {
            dotOptions = k;
            bestDot = d;
        }
    }
    if (bestNumber < 0) {
        // Every number placed and (checked above) every dot covered.
        std::vector<Line> lines;
        for (int n = 0; n < mCount; ++n)
            lines.push_back(placementLine(mLayout.num[std::size_t(n)], mChosen[std::size_t(n)]));
        mFound.push_back(std::move(lines));
        return;
    }
    auto tryPlacement = [this](int n, int p) {
        toggle(n, p);
        mChosen[std::size_t(n)] = std::int8_t(p);
        search();
        mChosen[std::size_t(n)] = -1;
        toggle(n, p);
    };
    if (bestDot >= 0 && dotOptions < numberOptions) {
        const auto [r, c] = mDots[std::size_t(bestDot)];
        for (std::uint64_t m = mLayout.rowNumbers[std::size_t(r)] | mLayout.colNumbers[std::size_t(c)]; m;
             m &= m - 1) {
            const int n = lowestBit(m);
            if (mChosen[std::size_t(n)] >= 0) continue;
            for (PlacementMask ps = avail(n) & mLayout.num[std::size_t(n)].cover(r, c); ps; ps &= ps - 1) {
                tryPlacement(n, lowestBit(ps));
                if (int(mFound.size()) >= mLimit || mCancelled) return;
            }
        }
        return;
    }
    for (PlacementMask ps = avail(bestNumber); ps; ps &= ps - 1) {
        tryPlacement(bestNumber, lowestBit(ps));
        if (int(mFound.size()) >= mLimit || mCancelled) return;
    }
}

std::vector<int> differingNumbers(const std::vector<Line> &a, const std::vector<Line> &b) {
    std::vector<int> out;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (!(a[i] == b[i])) out.push_back(int(i));
    return out;
}

} // namespace tessera::linjat
