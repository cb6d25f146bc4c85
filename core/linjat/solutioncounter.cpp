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
    mStopped = false;
    mUnplaced = (std::uint64_t(1) << mCount) - 1;
    mLayout.reset(puzzle);
    if (mAvail.size() < std::size_t(mCount + 2)) mAvail.resize(std::size_t(mCount + 2));
    auto &avail = mAvail[0];
    for (int i = 0; i < mCount; ++i) {
        const NumberGeometry &g = mLayout.num[std::size_t(i)];
        avail[std::size_t(i)] =
            g.window(mLayout.occRow[std::size_t(g.row)], mLayout.occCol[std::size_t(g.col)], mRows, mCols);
    }
    // Per dot, the (number, placements) pairs that could cover it on the empty board.
    mDotCount = 0;
    mOptions.clear();
    for (int r = 0; r < mRows; ++r) {
        for (std::uint32_t bits = puzzle.dotRow(r); bits; bits &= bits - 1) {
            const int c = __builtin_ctz(bits);
            mDotRow[std::size_t(mDotCount)] = std::uint8_t(r);
            mDotCol[std::size_t(mDotCount)] = std::uint8_t(c);
            mDotFirst[std::size_t(mDotCount)] = std::int16_t(mOptions.size());
            for (std::uint64_t m = mLayout.rowNumbers[std::size_t(r)] | mLayout.colNumbers[std::size_t(c)]; m;
                 m &= m - 1) {
                const int n = lowestBit(m);
                const PlacementMask cover = avail[std::size_t(n)] & mLayout.num[std::size_t(n)].cover(r, c);
                if (cover) mOptions.push_back(DotOption{std::int8_t(n), cover});
            }
            ++mDotCount;
        }
    }
    mDotFirst[std::size_t(mDotCount)] = std::int16_t(mOptions.size());
    bool possible = true;
    for (int i = 0; i < mCount; ++i) possible = possible && avail[std::size_t(i)];
    if (possible) search(0);
    if (mStopped) mFound = mFoundBeforeStop; // the search unwound as if the limit were reached
    if (first && mFound > 0) {
        first->clear();
        for (int i = 0; i < mCount; ++i)
            first->push_back(placementLine(mLayout.num[std::size_t(i)], mFirst[std::size_t(i)]));
    }
    return mStopped && mFound < mLimit ? kUnknown : mFound;
}

std::uint64_t SolutionCounter::toggle(int n, int p) {
    // XOR: the cells were free (the number's own cell excluded), so the same call undoes it.
    const NumberGeometry &g = mLayout.num[std::size_t(n)];
    const Span s = g.cells(p);
    std::uint64_t touched;
    if (g.isHorizontal(p)) {
        mLayout.occRow[std::size_t(g.row)] ^= spanMask(s) & ~(std::uint64_t(1) << g.col);
        touched = mLayout.rowNumbers[std::size_t(g.row)];
        for (int c = s.lo; c <= s.hi; ++c) {
            if (c == g.col) continue;
            mLayout.occCol[std::size_t(c)] ^= std::uint64_t(1) << g.row;
            touched |= mLayout.colNumbers[std::size_t(c)];
        }
    } else {
        mLayout.occCol[std::size_t(g.col)] ^= spanMask(s) & ~(std::uint64_t(1) << g.row);
        touched = mLayout.colNumbers[std::size_t(g.col)];
        for (int r = s.lo; r <= s.hi; ++r) {
            if (r == g.row) continue;
            mLayout.occRow[std::size_t(r)] ^= std::uint64_t(1) << g.col;
            touched |= mLayout.rowNumbers[std::size_t(r)];
        }
    }
    mUnplaced ^= std::uint64_t(1) << n;
    return touched;
}

void SolutionCounter::search(int depth) {
    ++mNodes;
    if ((mMaxNodes > 0 && mNodes > mMaxNodes) || (mCancel && (mNodes & 1023) == 0 && mCancel->cancelled())) {
        // Out of budget: unwind through the limit checks, remembering what was really found.
        if (!mStopped) mFoundBeforeStop = mFound;
        mStopped = true;
        mFound = mLimit;
        return;
    }
    const auto &avail = mAvail[std::size_t(depth)];
    int bestNumber = -1, bestNumberCount = 1 << 20;
    for (std::uint64_t m = mUnplaced; m; m &= m - 1) {
        const int n = lowestBit(m);
        const int k = bitCount(avail[std::size_t(n)]);
        if (k < bestNumberCount) {
            bestNumberCount = k;
            bestNumber = n;
        }
    }
    int bestDot = -1, bestDotCount = 1 << 20;
    if (bestNumberCount > 1) {
        for (int d = 0; d < mDotCount; ++d) {
            if ((mLayout.occRow[mDotRow[std::size_t(d)]] >> mDotCol[std::size_t(d)]) & 1) continue;
            int options = 0;
            for (int i = mDotFirst[std::size_t(d)]; i < mDotFirst[std::size_t(d + 1)]; ++i) {
                const DotOption &o = mOptions[std::size_t(i)];
                if ((mUnplaced >> o.number) & 1) options += bitCount(avail[std::size_t(o.number)] & o.cover);
            }
            if (!options) return;
            if (options < bestDotCount) {
                bestDotCount = options;
                bestDot = d;
            }
        }
    }
    if (bestDot < 0 && bestNumber < 0) {
        // Every number placed, every dot covered.
        if (mFound == 0)
            for (int i = 0; i < mCount; ++i) mFirst[std::size_t(i)] = mChosen[std::size_t(i)];
        ++mFound;
        return;
    }
    auto &next = mAvail[std::size_t(depth + 1)];
    // Places n's line p, recomputes the numbers it can affect, and searches on unless one has no
    // placement left.
    auto tryLine = [&](int n, int p) {
        mChosen[std::size_t(n)] = std::int8_t(p);
        std::uint64_t touched = toggle(n, p) & mUnplaced;
        std::memcpy(next.data(), avail.data(), sizeof(PlacementMask) * std::size_t(mCount));
        bool alive = true;
        for (; touched; touched &= touched - 1) {
            const int q = lowestBit(touched);
            const NumberGeometry &g = mLayout.num[std::size_t(q)];
            const PlacementMask a =
                avail[std::size_t(q)] & g.window(mLayout.occRow[std::size_t(g.row)],
                                                 mLayout.occCol[std::size_t(g.col)], mRows, mCols);
            next[std::size_t(q)] = a;
            if (!a) {
                alive = false;
                break;
            }
        }
        if (alive) search(depth + 1);
        toggle(n, p);
    };
    if (bestDot >= 0 && bestDotCount < bestNumberCount) {
        for (int i = mDotFirst[std::size_t(bestDot)]; i < mDotFirst[std::size_t(bestDot + 1)]; ++i) {
            const DotOption &o = mOptions[std::size_t(i)];
            if (!((mUnplaced >> o.number) & 1)) continue;
            for (PlacementMask ps = avail[std::size_t(o.number)] & o.cover; ps; ps &= ps - 1) {
                tryLine(o.number, lowestBit(ps));
                if (mFound >= mLimit) return;
            }
        }
        return;
    }
    for (PlacementMask ps = avail[std::size_t(bestNumber)]; ps; ps &= ps - 1) {
        tryLine(bestNumber, lowestBit(ps));
        if (mFound >= mLimit) return;
    }
}

} // namespace tessera::linjat
