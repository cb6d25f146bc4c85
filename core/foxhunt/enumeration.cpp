#include "foxhunt/enumeration.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <map>

namespace tessera::foxhunt {

namespace {

struct Group {
    std::vector<int> cells;
    std::vector<int> cons;
};

class Search {
public:
    Search(const Readings &readings, const CancelToken *cancel)
        : mReadings(readings)
        , mCancel(cancel) {
        const std::size_t n = readings.constraints.size();
        std::vector<std::vector<int>> seenBy(std::size_t(readings.rows * readings.cols));
        for (std::size_t c = 0; c < n; ++c)
            for (int q : readings.constraints[c].cells) seenBy[std::size_t(q)].push_back(int(c));
        std::map<std::vector<int>, std::size_t> bySignature;
        for (int q : readings.unknown) {
            const std::vector<int> &sig = seenBy[std::size_t(q)];
            if (sig.empty()) {
                ++mFree;
                mFreeCells.push_back(q);
                continue;
            }
            auto [it, fresh] = bySignature.emplace(sig, mGroups.size());
            if (fresh) mGroups.push_back({{}, sig});
            mGroups[it->second].cells.push_back(q);
        }
        mNeed.resize(n);
        mCapacity.assign(n, 0);
        mGroupsOf.resize(n);
        for (std::size_t c = 0; c < n; ++c) mNeed[c] = readings.constraints[c].need;
        for (std::size_t g = 0; g < mGroups.size(); ++g)
            for (int c : mGroups[g].cons) {
                mCapacity[std::size_t(c)] += int(mGroups[g].cells.size());
                mGroupsOf[std::size_t(c)].push_back(int(g));
            }
        for (const Group &g : mGroups) mMostCover = std::max(mMostCover, int(g.cons.size()));
        mCount.assign(mGroups.size(), -1);
        mFoxes.assign(mGroups.size(), 0);
        mHolding.assign((mGroups.size() + 63) / 64, 0);
        // Bookkeeping that spares each node a pass over every reading and group (same search, same
        // sums): the total need; per reading, a bit per group of mGroupsOf still unassigned; the groups'
        // readings in one array; C(size, m) of every group and of the free cells, tabled.
        const int most = std::max(readings.foxesLeft, 0);
        for (int need : mNeed) mTotalNeed += need;
        for (const Group &g : mGroups) {
            mConsAt.push_back(int(mCons.size()));
            mCons.insert(mCons.end(), g.cons.begin(), g.cons.end());
            mSize.push_back(int(g.cells.size()));
        }
        mConsAt.push_back(int(mCons.size()));
        for (std::size_t c = 0; c < n; ++c) {
            mOpenAt.push_back(int(mOpenWords.size()));
            mOpenWords.resize(mOpenWords.size() + (mGroupsOf[c].size() + 63) / 64, ~0ULL);
        }
        mOpenAt.push_back(int(mOpenWords.size()));
        std::vector<std::vector<std::pair<int, std::uint64_t>>> bits(mGroups.size());
        for (std::size_t c = 0; c < n; ++c)
            for (std::size_t k = 0; k < mGroupsOf[c].size(); ++k)
                bits[std::size_t(mGroupsOf[c][k])].push_back(
                    {mOpenAt[c] + int(k / 64), std::uint64_t(1) << (k % 64)});
        // Group by group, each group's bits in the order of its readings (both ascending): entry i
        // of mBitWord and mBitMask goes with mCons[i].
        for (const auto &b : bits)
            for (const auto &[word, mask] : b) mBitWord.push_back(word), mBitMask.push_back(mask);
        mChooseAt.resize(mGroups.size());
        for (std::size_t g = 0; g < mGroups.size(); ++g) {
            mChooseAt[g] = int(mChoose.size());
            const int size = int(mGroups[g].cells.size());
            for (int m = 0; m <= std::min(size, most); ++m) mChoose.push_back(choose(size, m));
        }
        for (int k = 0; k <= most; ++k) mFreeChoose.push_back(choose(mFree, k));
    }

    // Searches until done (true) or until maxNodes nodes in all were visited (false). A later call with a
    // larger budget resumes at the node where this one stopped: the search visits the nodes of a fresh
    // search with that budget in the same order (the same leaves, the same sums), each only once.
    bool run(long long maxNodes) {
        mMaxNodes = maxNodes;
        for (;;) {
            if (mCancelled) return false;
            if (mPending) {
                if (!mPendingCounted) ++mNodes, mPendingCounted = true;
                if (mNodes > mMaxNodes) return false; // paused: this node is counted, not yet visited
                mPending = mPendingCounted = false;
                if ((mNodes & 4095) == 0 && mCancel && mCancel->cancelled()) {
                    mCancelled = true;
                    return false;
                }
                enter(mPendingPlaced);
                continue;
            }
            if (mStack.empty()) return true;
            advance();
        }
    }

    const std::vector<Group> &groups() const { return mGroups; }
    const std::vector<int> &freeCells() const { return mFreeCells; }
    long long nodes() const { return mNodes; }
    double total() const { return mTotal; }
    const std::vector<double> &groupFoxes() const { return mFoxes; }
    double freeFoxes() const { return mFreeFoxes; }
    // Leaf l's groups holding foxes and their counts: leaves()[leafAt()[l] .. leafAt()[l + 1]) (or the
    // end), in group order.
    const std::vector<std::pair<int, int>> &leaves() const { return mLeaves; }
    const std::vector<std::size_t> &leafAt() const { return mLeafAt; }
    const std::vector<double> &leafWeights() const { return mLeafWeights; }

private:
    // A group being branched on: its counts lo..hi, m the one whose subtree is being searched.
    struct Frame {
        int group, lo, hi, m, placed;
    };

    // The unassigned group to branch on: one of the reading with the least slack (cells it can still
    // fill minus foxes it still needs, or its need), so forced counts come first and dead ends show
    // early. (Choosing the group with the fewest allowed counts instead visited fewer nodes on some
    // positions and four times more on others.)
    int pickGroup(int left, int &lo, int &hi) const {
        int best = -1, bestSlack = 1 << 30;
        const int *need = mNeed.data(), *capacity = mCapacity.data();
        for (int c = 0, n = int(mNeed.size()); c < n; ++c) {
            if (capacity[c] == 0) continue;
            const int slack = std::min(capacity[c] - need[c], need[c]);
            if (slack < bestSlack) {
                bestSlack = slack, best = c;
                // No slack is below 0 (bounds keeps every need within 0..capacity): the first 0 wins.
                if (slack == 0) break;
            }
        }
        if (best < 0) return -1;
        // The first unassigned group of the reading, as a scan of mGroupsOf would find it.
        const std::uint64_t *open = mOpenWords.data() + mOpenAt[std::size_t(best)];
        const std::size_t words = std::size_t(mOpenAt[std::size_t(best) + 1] - mOpenAt[std::size_t(best)]);
        for (std::size_t w = 0; w < words; ++w)
            if (open[w]) {
                const std::size_t k = w * 64 + std::size_t(std::countr_zero(open[w]));
                if (k >= mGroupsOf[std::size_t(best)].size()) break;
                const int g = mGroupsOf[std::size_t(best)][k];
                bounds(g, left, lo, hi);
                return g;
            }
        return -1;
    }

    // Takes m foxes off the needs of group g's readings (m < 0 gives them back).
    void meet(int g, int m) {
        int *need = mNeed.data();
        const int *c = mCons.data() + mConsAt[std::size_t(g)],
                  *end = mCons.data() + mConsAt[std::size_t(g) + 1];
        mTotalNeed -= m * int(end - c);
        for (; c != end; ++c) need[*c] -= m;
    }

    // The fox counts group g may take: no reading past its need, none left short of what it can hold.
    void bounds(int g, int left, int &lo, int &hi) const {
        const int size = mSize[std::size_t(g)];
        const int *need = mNeed.data(), *capacity = mCapacity.data();
        lo = 0;
        hi = std::min(size, left);
        for (int i = mConsAt[std::size_t(g)]; i < mConsAt[std::size_t(g) + 1]; ++i) {
            const int c = mCons[std::size_t(i)];
            hi = std::min(hi, need[c]);
            lo = std::max(lo, need[c] - (capacity[c] - size));
        }
    }

    // The foxes left must meet every need: at least the largest one, and at least the total over the
    // most readings one group meets.
    bool canFinish(int left) const {
        if (mTotalNeed > left * mMostCover) return false;
        for (int need : mNeed)
            if (need > left) return false;
        return true;
    }

    // A node (its count of foxes placed so far): a leaf weighs its counts, an inner node opens a frame
    // over the counts of the group it branches on.
    void enter(int placed) {
        const int left = mReadings.foxesLeft - placed;
        int lo = 0, hi = -1;
        const int g = pickGroup(left, lo, hi);
        if (g < 0) {
            leaf(left);
            return;
        }
        take(g, -mSize[std::size_t(g)]);
        mStack.push_back({g, lo, hi, lo - 1, placed});
    }

    // Every constrained group is assigned: the needs are all met (checked on the way down).
    void leaf(int left) {
        if (left > mFree) return;
        // The product of C(size, count) in group order, as choose() group by group gives it; a group
        // with no fox multiplies by C(size, 0) = 1 exactly and adds w x 0 = +0 to its sum, so only the
        // groups holding foxes (a few of many) are visited: the same doubles.
        double w = 1;
        forEachHolding([&](std::size_t i) { w *= mChoose[std::size_t(mChooseAt[i] + mCount[i])]; });
        w *= left >= 0 && left < int(mFreeChoose.size()) ? mFreeChoose[std::size_t(left)]
                                                         : choose(mFree, left);
        if (w <= 0) return;
        mTotal += w;
        if (std::isfinite(w))
            forEachHolding([&](std::size_t i) { mFoxes[i] += w * mCount[i]; });
        else // inf x 0 is not 0: every group, as written
            for (std::size_t i = 0; i < mGroups.size(); ++i) mFoxes[i] += w * mCount[i];
        mFreeFoxes += w * left;
        mLeafAt.push_back(mLeaves.size());
        forEachHolding([&](std::size_t i) { mLeaves.push_back({int(i), mCount[i]}); });
        mLeafWeights.push_back(w);
    }

    // The groups holding at least one fox, in group order.
    template <typename F> void forEachHolding(F &&visit) const {
        for (std::size_t w = 0; w < mHolding.size(); ++w)
            for (std::uint64_t bits = mHolding[w]; bits; bits &= bits - 1)
                visit(w * 64 + std::size_t(std::countr_zero(bits)));
    }

    void setHolding(int g, bool holds) {
        const std::uint64_t bit = std::uint64_t(1) << (g % 64);
        std::uint64_t &word = mHolding[std::size_t(g / 64)];
        word = holds ? word | bit : word & ~bit;
    }

    // The top frame's next count that can still finish becomes the pending child; without one the
    // frame closes (its group unassigned again).
    void advance() {
        Frame &f = mStack.back();
        const int left = mReadings.foxesLeft - f.placed;
        if (f.m >= f.lo) meet(f.group, -f.m);
        for (++f.m; f.m <= f.hi; ++f.m) {
            mCount[std::size_t(f.group)] = f.m;
            if (f.m > 0) setHolding(f.group, true);
            // No fox here changes no need and leaves as many foxes: the state the parent frame found
            // able to finish when it entered this node (the root has no such check).
            if (f.m == 0 && mStack.size() > 1) {
                mPending = true;
                mPendingPlaced = f.placed;
                return;
            }
            meet(f.group, f.m);
            if (canFinish(left - f.m)) {
                mPending = true;
                mPendingPlaced = f.placed + f.m;
                return;
            }
            meet(f.group, -f.m);
        }
        take(f.group, mSize[std::size_t(f.group)]);
        mCount[std::size_t(f.group)] = -1;
        setHolding(f.group, false);
        mStack.pop_back();
    }

    // Group g assigned (delta = -size: its cells leave its readings' capacity, its open bits clear) or
    // unassigned again (delta = size).
    void take(int g, int delta) {
        for (int i = mConsAt[std::size_t(g)]; i < mConsAt[std::size_t(g) + 1]; ++i) {
            mCapacity[std::size_t(mCons[std::size_t(i)])] += delta;
            mOpenWords[std::size_t(mBitWord[std::size_t(i)])] ^= mBitMask[std::size_t(i)];
        }
    }

    const Readings &mReadings;
    long long mMaxNodes = 0;
    const CancelToken *mCancel;
    std::vector<Group> mGroups;
    std::vector<int> mFreeCells;
    int mFree = 0;
    int mMostCover = 0;
    std::vector<int> mNeed, mCapacity;
    std::vector<std::vector<int>> mGroupsOf;
    std::vector<int> mCount;
    long long mNodes = 0;
    double mTotal = 0, mFreeFoxes = 0;
    std::vector<double> mFoxes;
    std::vector<std::pair<int, int>> mLeaves; // (group, count) of each leaf's groups holding foxes
    std::vector<std::size_t> mLeafAt;         // where each leaf starts in mLeaves
    std::vector<std::uint64_t> mHolding;      // bit g: group g holds a fox (its count is above 0)
    std::vector<double> mLeafWeights;
    int mTotalNeed = 0;
    std::vector<int> mCons, mConsAt, mSize; // group g's readings: mCons[mConsAt[g] .. mConsAt[g + 1]]
    // Per reading, bit k of its words set while mGroupsOf[k] is unassigned (words mOpenAt[c] ..);
    // group g's bit for its reading mCons[i]: word mBitWord[i], mask mBitMask[i].
    std::vector<std::uint64_t> mOpenWords, mBitMask;
    std::vector<int> mOpenAt, mBitWord;
    std::vector<double> mChoose, mFreeChoose; // C(size, m) per group from mChooseAt; C(free, k)
    std::vector<int> mChooseAt;
    std::vector<Frame> mStack;
    bool mPending = true, mPendingCounted = false, mCancelled = false; // the root is the first node
    int mPendingPlaced = 0;
};

} // namespace

// The search stays in the anonymous namespace, so the compiler may treat its hot functions as local to
// this file; Impl is defined only here, so its base's linkage is harmless and GCC's note about it is off.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
struct PlacementSearch::Impl : Search {
    using Search::Search;
};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

PlacementSearch::PlacementSearch(const Readings &readings, const CancelToken *cancel)
    : mImpl(std::make_unique<Impl>(readings, cancel))
    , mReadings(readings) {}

PlacementSearch::~PlacementSearch() = default;

bool PlacementSearch::run(long long maxNodes) {
    return mImpl->run(maxNodes);
}

long long PlacementSearch::nodes() const {
    return mImpl->nodes();
}

Enumeration PlacementSearch::result(int keepDraws, Rng &rng) const {
    const Search &search = *mImpl;
    const Readings &readings = mReadings;
    Enumeration out;
    out.nodes = search.nodes();
    out.done = true;
    out.placements = search.total();
    out.fox.assign(std::size_t(readings.rows * readings.cols), 0);
    if (out.placements <= 0) return out;
    const std::vector<Group> &groups = search.groups();
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (int q : groups[g].cells)
            out.fox[std::size_t(q)] =
                search.groupFoxes()[g] / out.placements / double(groups[g].cells.size());
    const std::vector<int> &freeCells = search.freeCells();
    for (int q : freeCells)
        out.fox[std::size_t(q)] = search.freeFoxes() / out.placements / double(freeCells.size());
    // Leaves drawn by weight through the running sums (many leaves, many draws).
    std::vector<double> running(search.leafWeights().size());
    double sum = 0;
    for (std::size_t i = 0; i < running.size(); ++i) running[i] = sum += search.leafWeights()[i];
    for (int d = 0; d < keepDraws; ++d) {
        const auto at = std::upper_bound(running.begin(), running.end(), rng.uniform() * sum);
        const std::size_t l = std::min(running.size() - 1, std::size_t(at - running.begin()));
        const std::size_t end =
            l + 1 < search.leafAt().size() ? search.leafAt()[l + 1] : search.leaves().size();
        std::vector<int> foxes;
        foxes.reserve(std::size_t(std::max(readings.foxesLeft, 0)));
        int placed = 0;
        // Group by group as the counts go; a group with no fox draws nothing and takes no number.
        for (std::size_t i = search.leafAt()[l]; i < end; ++i) {
            const auto [g, m] = search.leaves()[i];
            rng.draw(groups[std::size_t(g)].cells, std::size_t(m), foxes);
            placed += m;
        }
        rng.draw(freeCells, std::size_t(readings.foxesLeft - placed), foxes);
        std::sort(foxes.begin(), foxes.end());
        out.draws.push_back(std::move(foxes));
    }
    return out;
}

Enumeration enumeratePlacements(const Readings &readings, long long maxNodes, int keepDraws, Rng &rng,
                                const CancelToken *cancel) {
    PlacementSearch search(readings, cancel);
    if (search.run(maxNodes)) return search.result(keepDraws, rng);
    Enumeration out;
    out.nodes = search.nodes();
    return out;
}

} // namespace tessera::foxhunt
