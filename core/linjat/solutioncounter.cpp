#include "linjat/solutioncounter.h"

#include <cstring>

namespace tessera::linjat {

int SolutionCounter::count(const Puzzle &puzzle, int limit, std::vector<Line> *first) {
    mRows = puzzle.rows();
    mCols = puzzle.cols();
    mCount = puzzle.numberCount();
    mLimit = limit < 1 ? 1 : limit;
    mFound = 0;
    mNodes = 0;
    mUnplaced = mCount == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << mCount) - 1;
    std::memset(mOccRow.data(), 0, sizeof(std::uint64_t) * std::size_t(mRows));
    std::memset(mOccCol.data(), 0, sizeof(std::uint64_t) * std::size_t(mCols));
    std::memset(mReach.data(), 0, sizeof(std::uint64_t) * std::size_t(mRows * mCols));
    for (int r = 0; r < mRows; ++r) mDotRow[std::size_t(r)] = puzzle.dotRow(r);
    for (int i = 0; i < mCount; ++i) {
        const Number &n = puzzle.number(i);
        NumberGeometry &g = mNum[std::size_t(i)];
        g.row = n.row;
        g.col = n.col;
        g.value = n.value;
        g.cell = n.row * mCols + n.col;
        g.all = allPlacements(n.value);
        mOccRow[n.row] |= std::uint64_t(1) << n.col;
        mOccCol[n.col] |= std::uint64_t(1) << n.row;
    }
    for (int i = 0; i < mCount; ++i) {
        const NumberGeometry &g = mNum[std::size_t(i)];
        const PlacementMask m =
            g.window(mOccRow[std::size_t(g.row)], mOccCol[std::size_t(g.col)], mRows, mCols);
        const Span cs = g.unionColumns(m), rs = g.unionRows(m);
        for (int c = cs.lo; c <= cs.hi; ++c) mReach[std::size_t(g.row * mCols + c)] |= std::uint64_t(1) << i;
        for (int r = rs.lo; r <= rs.hi; ++r) mReach[std::size_t(r * mCols + g.col)] |= std::uint64_t(1) << i;
    }
    // A dot on a number's cell cannot be represented by Puzzle, so dots are plain cells here.
    search();
    if (first && mFound > 0) {
        first->clear();
        for (int i = 0; i < mCount; ++i)
            first->push_back(placementLine(mNum[std::size_t(i)], mFirst[std::size_t(i)]));
    }
    return mFound;
}

void SolutionCounter::place(int n, int p) {
    // XOR both ways: the cells were free (the number's own cell excluded), so the same call undoes it.
    const NumberGeometry &g = mNum[std::size_t(n)];
    const Span s = g.cells(p);
    if (g.isHorizontal(p)) {
        mOccRow[std::size_t(g.row)] ^= (spanMask(s)) & ~(std::uint64_t(1) << g.col);
        for (int c = s.lo; c <= s.hi; ++c)
            if (c != g.col) mOccCol[std::size_t(c)] ^= std::uint64_t(1) << g.row;
    } else {
        mOccCol[std::size_t(g.col)] ^= (spanMask(s)) & ~(std::uint64_t(1) << g.row);
        for (int r = s.lo; r <= s.hi; ++r)
            if (r != g.row) mOccRow[std::size_t(r)] ^= std::uint64_t(1) << g.col;
    }
    mUnplaced ^= std::uint64_t(1) << n;
}

void SolutionCounter::search() {
    ++mNodes;
    std::array<PlacementMask, kMaxNumbers> avail;
    int bestNumber = -1, bestNumberCount = 1 << 20;
    for (std::uint64_t m = mUnplaced; m; m &= m - 1) {
        const int n = lowestBit(m);
        const NumberGeometry &g = mNum[std::size_t(n)];
        const PlacementMask a =
            g.window(mOccRow[std::size_t(g.row)], mOccCol[std::size_t(g.col)], mRows, mCols);
        if (!a) return;
        avail[std::size_t(n)] = a;
        const int k = bitCount(a);
        if (k < bestNumberCount) {
            bestNumberCount = k;
            bestNumber = n;
        }
    }
    int bestDot = -1, bestDotCount = 1 << 20;
    if (bestNumberCount > 1) {
        for (int r = 0; r < mRows; ++r) {
            for (std::uint64_t open = mDotRow[std::size_t(r)] & ~mOccRow[std::size_t(r)]; open;
                 open &= open - 1) {
                const int c = lowestBit(open);
                const int cell = r * mCols + c;
                int options = 0;
                for (std::uint64_t q = mReach[std::size_t(cell)] & mUnplaced; q; q &= q - 1) {
                    const int n = lowestBit(q);
                    options += bitCount(avail[std::size_t(n)] & mNum[std::size_t(n)].cover(r, c));
                }
                if (!options) return;
                if (options < bestDotCount) {
                    bestDotCount = options;
                    bestDot = cell;
                }
            }
        }
    }
    if (bestDot < 0 && bestNumber < 0) {
        // Every number placed and (no uncovered dot was found) every dot covered.
        if (mFound == 0)
            for (int i = 0; i < mCount; ++i) mFirst[std::size_t(i)] = mChosen[std::size_t(i)];
        ++mFound;
        return;
    }
    if (bestDot >= 0 && bestDotCount < bestNumberCount) {
        const int r = bestDot / mCols, c = bestDot % mCols;
        for (std::uint64_t q = mReach[std::size_t(bestDot)] & mUnplaced; q; q &= q - 1) {
            const int n = lowestBit(q);
            for (PlacementMask ps = avail[std::size_t(n)] & mNum[std::size_t(n)].cover(r, c); ps;
                 ps &= ps - 1) {
                const int p = lowestBit(ps);
                mChosen[std::size_t(n)] = std::int8_t(p);
                place(n, p);
                search();
                place(n, p);
                if (mFound >= mLimit) return;
            }
        }
        return;
    }
    for (PlacementMask ps = avail[std::size_t(bestNumber)]; ps; ps &= ps - 1) {
        const int p = lowestBit(ps);
        mChosen[std::size_t(bestNumber)] = std::int8_t(p);
        place(bestNumber, p);
        search();
        place(bestNumber, p);
        if (mFound >= mLimit) return;
    }
}

} // namespace tessera::linjat
