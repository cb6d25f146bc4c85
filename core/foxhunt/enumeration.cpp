#include "foxhunt/enumeration.h"

#include <algorithm>
#include <map>

namespace tessera::foxhunt {

namespace {

struct Group {
    std::vector<int> cells;
    std::vector<int> cons;
};

class Search {
public:
    Search(const Readings &readings, long long maxNodes, const CancelToken *cancel)
        : mReadings(readings)
        , mMaxNodes(maxNodes)
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
    }

    bool run() {
        visit(0);
        return mNodes <= mMaxNodes;
    }

    const std::vector<Group> &groups() const { return mGroups; }
    const std::vector<int> &freeCells() const { return mFreeCells; }
    long long nodes() const { return mNodes; }
    double total() const { return mTotal; }
    const std::vector<double> &groupFoxes() const { return mFoxes; }
    double freeFoxes() const { return mFreeFoxes; }
    const std::vector<std::vector<unsigned char>> &leaves() const { return mLeaves; }
    const std::vector<double> &leafWeights() const { return mLeafWeights; }

private:
    // The unassigned group to branch on: one of the reading with the least slack (cells it can still
    // fill minus foxes it still needs, or its need), so forced counts come first and dead ends show
    // early. (Choosing the group with the fewest allowed counts instead visited fewer nodes on some
    // positions and four times more on others.)
    int pickGroup(int left, int &lo, int &hi) const {
        int best = -1, bestSlack = 1 << 30;
        for (std::size_t c = 0; c < mNeed.size(); ++c) {
            if (mCapacity[c] == 0) continue;
            const int slack = std::min(mCapacity[c] - mNeed[c], mNeed[c]);
            if (slack < bestSlack) bestSlack = slack, best = int(c);
        }
        if (best < 0) return -1;
        for (int g : mGroupsOf[std::size_t(best)])
            if (mCount[std::size_t(g)] < 0) {
                bounds(g, left, lo, hi);
                return g;
            }
        return -1;
    }

    // The fox counts group g may take: no reading past its need, none left short of what it can hold.
    void bounds(int g, int left, int &lo, int &hi) const {
        const Group &group = mGroups[std::size_t(g)];
        const int size = int(group.cells.size());
        lo = 0;
        hi = std::min(size, left);
        for (int c : group.cons) {
            hi = std::min(hi, mNeed[std::size_t(c)]);
            lo = std::max(lo, mNeed[std::size_t(c)] - (mCapacity[std::size_t(c)] - size));
        }
    }

    // The foxes left must meet every need: at least the largest one, and at least the total over the
    // most readings one group meets.
    bool canFinish(int left) const {
        int largest = 0, total = 0;
        for (int need : mNeed) largest = std::max(largest, need), total += need;
        return largest <= left && total <= left * mMostCover;
    }

    void visit(int placed) {
        if (++mNodes > mMaxNodes) return;
        if ((mNodes & 4095) == 0 && mCancel && mCancel->cancelled()) {
            mMaxNodes = 0; // stops every loop above, and run() reports not done
            return;
        }
        const int left = mReadings.foxesLeft - placed;
        int lo = 0, hi = -1;
        const int g = pickGroup(left, lo, hi);
        if (g < 0) {
            // Every constrained group is assigned: the needs are all met (checked on the way down).
            if (left > mFree) return;
            double w = 1;
            for (std::size_t i = 0; i < mGroups.size(); ++i)
                w *= choose(int(mGroups[i].cells.size()), mCount[i]);
            w *= choose(mFree, left);
            if (w <= 0) return;
            mTotal += w;
            for (std::size_t i = 0; i < mGroups.size(); ++i) mFoxes[i] += w * mCount[i];
            mFreeFoxes += w * left;
            mLeaves.emplace_back(mCount.begin(), mCount.end());
            mLeafWeights.push_back(w);
            return;
        }
        const Group &group = mGroups[std::size_t(g)];
        const int size = int(group.cells.size());
        for (int c : group.cons) mCapacity[std::size_t(c)] -= size;
        for (int m = lo; m <= hi && mNodes <= mMaxNodes; ++m) {
            mCount[std::size_t(g)] = m;
            for (int c : group.cons) mNeed[std::size_t(c)] -= m;
            if (canFinish(left - m)) visit(placed + m);
            for (int c : group.cons) mNeed[std::size_t(c)] += m;
        }
        for (int c : group.cons) mCapacity[std::size_t(c)] += size;
        mCount[std::size_t(g)] = -1;
    }

    const Readings &mReadings;
    long long mMaxNodes;
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
    std::vector<std::vector<unsigned char>> mLeaves;
    std::vector<double> mLeafWeights;
};

} // namespace

Enumeration enumeratePlacements(const Readings &readings, long long maxNodes, int keepDraws, Rng &rng,
                                const CancelToken *cancel) {
    Enumeration out;
    Search search(readings, maxNodes, cancel);
    const bool done = search.run();
    out.nodes = search.nodes();
    if (!done) return out;
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
        const std::vector<unsigned char> &leaf =
            search.leaves()[std::min(running.size() - 1, std::size_t(at - running.begin()))];
        std::vector<int> foxes;
        int placed = 0;
        for (std::size_t g = 0; g < groups.size(); ++g) {
            rng.draw(groups[g].cells, std::size_t(leaf[g]), foxes);
            placed += leaf[g];
        }
        rng.draw(freeCells, std::size_t(readings.foxesLeft - placed), foxes);
        std::sort(foxes.begin(), foxes.end());
        out.draws.push_back(std::move(foxes));
    }
    return out;
}

} // namespace tessera::foxhunt
