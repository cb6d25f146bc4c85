#include "flow/pathcover.h"

#include "flow/indexing.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>

namespace tessera::flow {

namespace {

class Cover {
public:
    Cover(int rows, int cols, int maxStraight, Rng &rng)
        : mRows(rows)
        , mCols(cols)
        , mN(rows * cols)
        , mMaxStraight(maxStraight)
        , mRng(rng)
        , mOwner(at(mN), -1) {}

    // Whether every straight run of the path stays within the limit.
    bool straightOk(const std::vector<int> &cells) const {
        if (mMaxStraight <= 0) return true;
        int run = 1;
        for (std::size_t i = 1; i < cells.size(); ++i) {
            const int d = cells[i] - cells[i - 1];
            run = (i >= 2 && d == cells[i - 1] - cells[i - 2]) ? run + 1 : 2;
            if (run > mMaxStraight) return false;
        }
        return true;
    }

    // Dominoes over the board (a 3-cell path at the last corner when the cell count is odd),
    // shuffled by flipping pairs of parallel dominoes in random 2x2 squares.
    void tile() {
        std::vector<int> partner(at(mN), -1);
        auto pair = [&](int a, int b) {
            partner[at(a)] = b;
            partner[at(b)] = a;
        };
        const int lastOdd = (mN % 2 == 1) ? mN - 1 : -1;
        if (mCols % 2 == 0) {
            for (int i = 0; i < mN; i += 2) pair(i, i + 1);
        } else if (mRows % 2 == 0) {
            for (int r = 0; r < mRows; r += 2)
                for (int c = 0; c < mCols; ++c) pair(r * mCols + c, (r + 1) * mCols + c);
        } else {
            for (int r = 0; r + 1 < mRows; r += 2)
                for (int c = 0; c < mCols; ++c) pair(r * mCols + c, (r + 1) * mCols + c);
            for (int c = 0; c + 1 < mCols; c += 2) pair((mRows - 1) * mCols + c, (mRows - 1) * mCols + c + 1);
        }
        if (mRows > 1 && mCols > 1) {
            const int flips = 8 * mN;
            for (int f = 0; f < flips; ++f) {
                const int r = mRng.range(0, mRows - 2), c = mRng.range(0, mCols - 2);
                const int a = r * mCols + c, b = a + 1, d = a + mCols, e = d + 1;
                if (partner[at(a)] == b && partner[at(d)] == e) {
                    pair(a, d);
                    pair(b, e);
                } else if (partner[at(a)] == d && partner[at(b)] == e) {
                    pair(a, b);
                    pair(d, e);
                }
            }
        }
        for (int i = 0; i < mN; ++i) {
            if (mOwner[at(i)] >= 0 || i == lastOdd) continue;
            mPaths.push_back({i, partner[at(i)]});
            mOwner[at(i)] = mOwner[at(partner[at(i)])] = static_cast<int>(mPaths.size()) - 1;
        }
        if (lastOdd >= 0) {
            // Attach the spare corner cell to the end of a neighbouring domino.
            const int left = lastOdd - 1, up = lastOdd - mCols;
            const int host = mCols > 1 ? left : up;
            if (host < 0) {
                mPaths.push_back({lastOdd});
                mOwner[at(lastOdd)] = static_cast<int>(mPaths.size()) - 1;
            } else {
                auto &path = mPaths[at(mOwner[at(host)])];
                if (path.front() == host)
                    path.push_front(lastOdd);
                else
                    path.push_back(lastOdd);
                mOwner[at(lastOdd)] = mOwner[at(host)];
            }
        }
        mAlive = static_cast<int>(mPaths.size());
    }

    struct Merge {
        int cellA, cellB; // adjacent path ends of two different paths
    };

    bool adjacent(int a, int b) const {
        const int ra = a / mCols, ca = a % mCols, rb = b / mCols, cb = b % mCols;
        return std::abs(ra - rb) + std::abs(ca - cb) == 1;
    }

    // The merged path stays self-avoiding when the only contact between the two paths is the joint.
    bool mergeKeepsApart(int pa, int pb, int ja, int jb) const {
        const auto &small = mPaths[at(pa)].size() <= mPaths[at(pb)].size() ? mPaths[at(pa)] : mPaths[at(pb)];
        const int other = mPaths[at(pa)].size() <= mPaths[at(pb)].size() ? pb : pa;
        for (int x : small) {
            const int r = x / mCols, c = x % mCols;
            const int nbs[4] = {r > 0 ? x - mCols : -1, c + 1 < mCols ? x + 1 : -1,
                                r + 1 < mRows ? x + mCols : -1, c > 0 ? x - 1 : -1};
            for (int y : nbs) {
                if (y < 0 || mOwner[at(y)] != other) continue;
                if ((x == ja && y == jb) || (x == jb && y == ja)) continue;
                return false;
            }
        }
        return true;
    }

    std::vector<Merge> candidates(int onlyPath) const {
        std::vector<Merge> out;
        for (std::size_t p = 0; p < mPaths.size(); ++p) {
            const auto &path = mPaths[p];
            if (path.empty() || (onlyPath >= 0 && static_cast<int>(p) != onlyPath)) continue;
            const int ends[2] = {path.front(), path.back()};
            for (int k = 0; k < (path.size() == 1 ? 1 : 2); ++k) {
                const int e = ends[k];
                const int r = e / mCols, c = e % mCols;
                const int nbs[4] = {r > 0 ? e - mCols : -1, c + 1 < mCols ? e + 1 : -1,
                                    r + 1 < mRows ? e + mCols : -1, c > 0 ? e - 1 : -1};
                for (int y : nbs) {
                    if (y < 0) continue;
                    const int q = mOwner[at(y)];
                    if (q == static_cast<int>(p)) continue;
                    if (onlyPath < 0 && q < static_cast<int>(p)) continue; // each pair once
                    const auto &other = mPaths[at(q)];
                    if (other.front() != y && other.back() != y) continue;
                    if (!mergeKeepsApart(static_cast<int>(p), q, e, y)) continue;
                    if (mMaxStraight > 0) {
                        std::vector<int> joined(path.begin(), path.end());
                        if (joined.back() != e) std::reverse(joined.begin(), joined.end());
                        std::vector<int> tail(other.begin(), other.end());
                        if (tail.front() != y) std::reverse(tail.begin(), tail.end());
                        joined.insert(joined.end(), tail.begin(), tail.end());
                        if (!straightOk(joined)) continue;
                    }
                    out.push_back({e, y});
                }
            }
        }
        return out;
    }

    void merge(const Merge &m) {
        const int pa = mOwner[at(m.cellA)], pb = mOwner[at(m.cellB)];
        auto &a = mPaths[at(pa)];
        auto &b = mPaths[at(pb)];
        // Orient a to end at cellA and b to start at cellB, then append.
        if (a.back() != m.cellA) std::reverse(a.begin(), a.end());
        if (b.front() != m.cellB) std::reverse(b.begin(), b.end());
        for (int x : b) {
            a.push_back(x);
            mOwner[at(x)] = pa;
        }
        b.clear();
        --mAlive;
    }

    int shortestPath() const {
        int best = -1;
        std::size_t bestLen = 0;
        for (std::size_t p = 0; p < mPaths.size(); ++p)
            if (!mPaths[p].empty() && (best < 0 || mPaths[p].size() < bestLen)) {
                best = static_cast<int>(p);
                bestLen = mPaths[p].size();
            }
        return best;
    }

    // Rewires path p at its end e onto the neighbouring cell y of another path q: p takes y and the
    // part of q on one side of it, q keeps the other part. Keeps the path count (a merge when y is an
    // end of q and p takes all of q). Refused when p would touch itself or q would fall below two cells.
    bool rewire(int e, int y, bool towardBack) {
        const int p = mOwner[at(e)], q = mOwner[at(y)];
        auto &pp = mPaths[at(p)];
        auto &qq = mPaths[at(q)];
        const auto j = static_cast<std::size_t>(std::find(qq.begin(), qq.end(), y) - qq.begin());
        // Segment taken: q[j..end] (towardBack) or q[j..0].
        const std::size_t keep = towardBack ? j : qq.size() - 1 - j;
        if (keep == 1 || keep == qq.size()) return false;
        std::vector<int> taken;
        if (towardBack)
            taken.assign(qq.begin() + static_cast<std::ptrdiff_t>(j), qq.end());
        else
            for (std::size_t k = j + 1; k-- > 0;) taken.push_back(qq[k]);
        // No contact between taken cells and p other than the joint e-y.
        mMark.assign(at(mN), 0);
        for (int x : pp) mMark[at(x)] = 1;
        for (int x : taken) {
            const int r = x / mCols, c = x % mCols;
            const int nbs[4] = {r > 0 ? x - mCols : -1, c + 1 < mCols ? x + 1 : -1,
                                r + 1 < mRows ? x + mCols : -1, c > 0 ? x - 1 : -1};
            for (int z : nbs)
                if (z >= 0 && mMark[at(z)] && !(x == y && z == e)) return false;
        }
        if (mMaxStraight > 0) {
            std::vector<int> joined(pp.begin(), pp.end());
            if (joined.back() != e) std::reverse(joined.begin(), joined.end());
            joined.insert(joined.end(), taken.begin(), taken.end());
            if (!straightOk(joined)) return false;
        }
        if (pp.back() != e) std::reverse(pp.begin(), pp.end());
        for (int x : taken) {
            pp.push_back(x);
            mOwner[at(x)] = p;
        }
        if (towardBack)
            qq.erase(qq.begin() + static_cast<std::ptrdiff_t>(j), qq.end());
        else
            qq.erase(qq.begin(), qq.begin() + static_cast<std::ptrdiff_t>(j) + 1);
        if (qq.empty()) --mAlive;
        return true;
    }

    // One random rewire from an end of path p (any path when p < 0); false when the try was refused.
    bool randomRewire(int p) {
        if (p < 0) {
            p = static_cast<int>(mRng.below(mPaths.size()));
            if (mPaths[at(p)].empty()) return false;
        }
        const auto &path = mPaths[at(p)];
        const int e = mRng.chance(0.5) ? path.front() : path.back();
        const int r = e / mCols, c = e % mCols;
        const int nbs[4] = {r > 0 ? e - mCols : -1, c + 1 < mCols ? e + 1 : -1,
                            r + 1 < mRows ? e + mCols : -1, c > 0 ? e - 1 : -1};
        const int y = nbs[mRng.below(4)];
        if (y < 0 || mOwner[at(y)] == p) return false;
        return rewire(e, y, mRng.chance(0.5));
    }

    bool reduceTo(int target, double shortFirst, int budget) {
        while (mAlive > target) {
            std::vector<Merge> options;
            if (mRng.chance(shortFirst)) options = candidates(shortestPath());
            if (options.empty()) options = candidates(-1);
            if (!options.empty()) {
                merge(options[at(static_cast<int>(mRng.below(options.size())))]);
                continue;
            }
            // Stuck: reshape paths by rewiring until a merge may fit again.
            int moved = 0;
            for (int tries = 0; moved < 4 && tries < 64; ++tries) {
                if (--budget < 0) return false;
                if (randomRewire(-1)) ++moved;
            }
        }
        return true;
    }

    // Grows paths shorter than minLength by rewiring onto their neighbours.
    bool lengthen(int minLength, int budget) {
        while (true) {
            const int p = shortestPath();
            if (p < 0 || static_cast<int>(mPaths[at(p)].size()) >= minLength) return true;
            if (--budget < 0) return false;
            randomRewire(p);
        }
    }

    // Reshapes path ends until no two ends of different paths are orthogonal neighbours.
    bool separateEnds(int budget) {
        while (true) {
            int bad = -1;
            for (std::size_t p = 0; p < mPaths.size() && bad < 0; ++p) {
                const auto &path = mPaths[p];
                if (path.empty()) continue;
                for (int e : {path.front(), path.back()}) {
                    const int r = e / mCols, c = e % mCols;
                    const int nbs[4] = {r > 0 ? e - mCols : -1, c + 1 < mCols ? e + 1 : -1,
                                        r + 1 < mRows ? e + mCols : -1, c > 0 ? e - 1 : -1};
                    for (int y : nbs) {
                        if (y < 0 || mOwner[at(y)] == static_cast<int>(p)) continue;
                        const auto &other = mPaths[at(mOwner[at(y)])];
                        if (other.front() == y || other.back() == y) bad = e;
                    }
                    if (bad >= 0) break;
                }
            }
            if (bad < 0) return true;
            if (--budget < 0) return false;
            // Grow the offending path from that end, so the end moves elsewhere.
            const int p = mOwner[at(bad)];
            auto &path = mPaths[at(p)];
            if (path.back() != bad) std::reverse(path.begin(), path.end());
            const int r = bad / mCols, c = bad % mCols;
            const int nbs[4] = {r > 0 ? bad - mCols : -1, c + 1 < mCols ? bad + 1 : -1,
                                r + 1 < mRows ? bad + mCols : -1, c > 0 ? bad - 1 : -1};
            const int y = nbs[mRng.below(4)];
            if (y >= 0 && mOwner[at(y)] != p) rewire(bad, y, mRng.chance(0.5));
        }
    }

    std::vector<std::vector<Point>> result() const {
        std::vector<std::vector<Point>> out;
        for (const auto &path : mPaths) {
            if (path.empty()) continue;
            std::vector<Point> points;
            for (int x : path) points.push_back({x / mCols, x % mCols});
            out.push_back(std::move(points));
        }
        return out;
    }

    int alive() const { return mAlive; }

private:
    int mRows, mCols, mN;
    int mMaxStraight;
    Rng &mRng;
    std::vector<int> mOwner;
    std::vector<std::deque<int>> mPaths;
    std::vector<std::uint8_t> mMark;
    int mAlive = 0;
};

} // namespace

int longestStraight(const std::vector<Point> &path) {
    if (path.size() < 2) return static_cast<int>(path.size());
    int best = 2, run = 2;
    for (std::size_t i = 2; i < path.size(); ++i) {
        const Point d1 = path[i - 1] - path[i - 2], d2 = path[i] - path[i - 1];
        run = d1 == d2 ? run + 1 : 2;
        best = std::max(best, run);
    }
    return best;
}

int bendCount(const std::vector<Point> &path) {
    int bends = 0;
    for (std::size_t i = 2; i < path.size(); ++i)
        if (path[i - 1] - path[i - 2] != path[i] - path[i - 1]) ++bends;
    return bends;
}

bool touchesItself(const std::vector<Point> &path) {
    std::map<Point, std::size_t> position;
    for (std::size_t i = 0; i < path.size(); ++i) position[path[i]] = i;
    for (std::size_t i = 0; i < path.size(); ++i)
        for (Dir d : kAllDirs) {
            const auto it = position.find(step(path[i], d));
            if (it != position.end() && it->second + 1 != i && i + 1 != it->second) return true;
        }
    return false;
}

std::optional<std::vector<std::vector<Point>>> randomPathCover(int rows, int cols,
                                                               const CoverOptions &options, Rng &rng) {
    if (rows < 1 || cols < 1 || rows * cols < 2) return std::nullopt;
    Cover cover(rows, cols, options.maxStraight, rng);
    cover.tile();
    const int lo = std::max(1, options.minPaths), hi = std::max(lo, options.maxPaths);
    const int target = rng.range(lo, hi);
    if (!cover.reduceTo(target, options.shortFirst, 400 * rows * cols) && cover.alive() > hi)
        return std::nullopt;
    if (!cover.lengthen(std::max(2, options.minLength), 4 * rows * cols)) return std::nullopt;
    if (options.separateEnds && !cover.separateEnds(8 * rows * cols)) return std::nullopt;
    auto paths = cover.result();
    // Stuck handling and lengthening may merge paths as well.
    if (static_cast<int>(paths.size()) < lo || static_cast<int>(paths.size()) > hi) return std::nullopt;
    for (const auto &path : paths) {
        if (static_cast<int>(path.size()) < std::max(2, options.minLength)) return std::nullopt;
        if (options.maxStraight > 0 && longestStraight(path) > options.maxStraight) return std::nullopt;
        if (bendCount(path) < options.minBends) return std::nullopt;
    }
    return paths;
}

} // namespace tessera::flow
