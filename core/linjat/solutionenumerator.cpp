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
    mOccRow.fill(0);
    mOccCol.fill(0);
    mRowNumbers.fill(0);
    mColNumbers.fill(0);
    for (int i = 0; i < mCount; ++i) {
        const Number &n = puzzle.number(i);
        NumberGeometry &g = mNum[std::size_t(i)];
        g.row = n.row;
        g.col = n.col;
        g.value = n.value;
        g.cell = n.row * mCols + n.col;
        g.all = allPlacements(n.value);
        mChosen[std::size_t(i)] = -1;
        mOccRow[n.row] |= std::uint64_t(1) << n.col;
        mOccCol[n.col] |= std::uint64_t(1) << n.row;
        mRowNumbers[n.row] |= std::uint64_t(1) << i;
        mColNumbers[n.col] |= std::uint64_t(1) << i;
    }
    for (int r = 0; r < mRows; ++r)
        for (std::uint32_t bits = puzzle.dotRow(r); bits; bits &= bits - 1)
            mDots.emplace_back(r, __builtin_ctz(bits));
    search();
    return mFound;
}

PlacementMask SolutionEnumerator::avail(int n) const {
    const NumberGeometry &g = mNum[std::size_t(n)];
    return g.window(mOccRow[std::size_t(g.row)], mOccCol[std::size_t(g.col)], mRows, mCols);
}

void SolutionEnumerator::toggle(int n, int p) {
    // XOR: the line's cells (its own cell aside) were free, so the same call takes the line away.
    const NumberGeometry &g = mNum[std::size_t(n)];
    const Span s = g.cells(p);
    if (g.isHorizontal(p)) {
        mOccRow[std::size_t(g.row)] ^= spanMask(s) & ~(std::uint64_t(1) << g.col);
        for (int c = s.lo; c <= s.hi; ++c)
            if (c != g.col) mOccCol[std::size_t(c)] ^= std::uint64_t(1) << g.row;
    } else {
        mOccCol[std::size_t(g.col)] ^= spanMask(s) & ~(std::uint64_t(1) << g.row);
        for (int r = s.lo; r <= s.hi; ++r)
            if (r != g.row) mOccRow[std::size_t(r)] ^= std::uint64_t(1) << g.col;
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
        if ((mOccRow[std::size_t(r)] >> c) & 1) continue;
        int k = 0;
        for (std::uint64_t m = mRowNumbers[std::size_t(r)] | mColNumbers[std::size_t(c)]; m; m &= m - 1) {
            const int n = lowestBit(m);
            if (mChosen[std::size_t(n)] < 0) k += bitCount(avail(n) & mNum[std::size_t(n)].cover(r, c));
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
            lines.push_back(placementLine(mNum[std::size_t(n)], mChosen[std::size_t(n)]));
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
        for (std::uint64_t m = mRowNumbers[std::size_t(r)] | mColNumbers[std::size_t(c)]; m; m &= m - 1) {
            const int n = lowestBit(m);
            if (mChosen[std::size_t(n)] >= 0) continue;
            for (PlacementMask ps = avail(n) & mNum[std::size_t(n)].cover(r, c); ps; ps &= ps - 1) {
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
