#include "foxhunt/posterior.h"

#include "common/error.h"

#include <algorithm>
#include <map>

namespace tessera::foxhunt {

double choose(int n, int k) {
    if (k < 0 || n < 0 || k > n) return 0;
    k = std::min(k, n - k);
    double c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return c;
}

Readings readingsOf(const View &view) {
    Readings r;
    r.rows = view.rows;
    r.cols = view.cols;
    r.foxesLeft = view.foxes - view.foundCount();
    if (r.foxesLeft < 0)
        throw Error(std::to_string(view.foundCount()) + " foxes found but only " +
                    std::to_string(view.foxes) + " hidden");
    std::vector<char> clear(std::size_t(view.cells.size()), 0);
    struct Pending {
        Point at;
        int need;
        std::vector<int> cells;
    };
    std::vector<Pending> pending;
    for (int i = 0; i < view.cells.size(); ++i) {
        const int v = view.cells[i];
        if (v < 0) continue;
        const Point p = view.cells.point(i);
        Pending c{p, v - view.foundOnRays(p), {}};
        if (c.need < 0)
            throw Error(cellName(p) + " reads " + std::to_string(v) + " but " + std::to_string(v - c.need) +
                        " found foxes stand on its rays");
        for (Point q : rayCells(view.rows, view.cols, p))
            if (view.cells.at(q) == kUnknown) c.cells.push_back(view.cells.index(q));
        if (c.need == 0)
            for (int q : c.cells) clear[std::size_t(q)] = 1;
        else
            pending.push_back(std::move(c));
    }
    for (int i = 0; i < view.cells.size(); ++i) {
        if (view.cells[i] != kUnknown) continue;
        (clear[std::size_t(i)] ? r.cleared : r.unknown).push_back(i);
    }
    for (Pending &c : pending) {
        RayConstraint rc{c.at, c.need, {}};
        for (int q : c.cells)
            if (!clear[std::size_t(q)]) rc.cells.push_back(q);
        if (int(rc.cells.size()) < rc.need)
            throw Error(cellName(c.at) + " reads " + std::to_string(view.cells.at(c.at)) + " but only " +
                        std::to_string(rc.cells.size()) + " cells on its rays can still hold a fox");
        r.constraints.push_back(std::move(rc));
    }
    return r;
}

Posterior::Posterior(const Readings &readings, const std::vector<char> &keep)
    : mReadings(readings)
    , mKeep(keep) {
    const std::size_t n = readings.constraints.size();
    if (mKeep.empty()) mKeep.assign(n, 1);
    std::vector<std::vector<int>> seenBy(std::size_t(readings.rows * readings.cols));
    for (std::size_t c = 0; c < n; ++c)
        if (mKeep[c])
            for (int q : readings.constraints[c].cells) seenBy[std::size_t(q)].push_back(int(c));
    std::map<std::vector<int>, std::size_t> bySignature;
    for (int q : readings.unknown) {
        const std::vector<int> &sig = seenBy[std::size_t(q)];
        if (sig.empty()) {
            mFree.push_back(q);
            continue;
        }
        auto [it, fresh] = bySignature.emplace(sig, mGroups.size());
        if (fresh) mGroups.push_back({{}, sig});
        mGroups[it->second].cells.push_back(q);
    }
    order();
}

// Greedy order: next the group that opens the fewest new constraints, then closes the most, so the
// frontier of open constraints (and with it the number of states) stays small.
void Posterior::order() {
    const std::size_t n = mReadings.constraints.size();
    std::vector<int> left(n, 0);
    for (const Group &g : mGroups)
        for (int c : g.cons) ++left[std::size_t(c)];
    std::vector<char> open(n, 0), used(mGroups.size(), 0);
    std::vector<Group> ordered;
    for (std::size_t step = 0; step < mGroups.size(); ++step) {
        std::size_t best = 0;
        int bestOpens = 1 << 30, bestCloses = -1;
        for (std::size_t g = 0; g < mGroups.size(); ++g) {
            if (used[g]) continue;
            int opens = 0, closes = 0;
            for (int c : mGroups[g].cons) {
                opens += !open[std::size_t(c)];
                closes += left[std::size_t(c)] == 1;
            }
            if (opens < bestOpens || (opens == bestOpens && closes > bestCloses))
                best = g, bestOpens = opens, bestCloses = closes;
        }
        used[best] = 1;
        for (int c : mGroups[best].cons) open[std::size_t(c)] = 1, --left[std::size_t(c)];
        ordered.push_back(mGroups[best]);
    }
    mGroups = std::move(ordered);
    // mRemaining[i][c]: cells of constraint c in groups after position i.
    mRemaining.assign(mGroups.size(), std::vector<int>(n, 0));
    mMostCover.assign(mGroups.size(), 0);
    std::vector<int> rest(n, 0);
    int cover = 0;
    for (std::size_t i = mGroups.size(); i-- > 0;) {
        mRemaining[i] = rest;
        mMostCover[i] = cover;
        for (int c : mGroups[i].cons) rest[std::size_t(c)] += int(mGroups[i].cells.size());
        cover = std::max(cover, int(mGroups[i].cons.size()));
    }
}

// Calls visit(m, next, ways, kMax) for every fox count m the group can take from the needs in key:
// next is the needs after it, ways = C(size, m), and kMax the most foxes that may have been placed
// (this group included) for next to still finish. Every fox still to come meets at most mMostCover
// constraints, so the needs left take at least ceil(total need / cover) more foxes.
template <typename F> void Posterior::expand(int layer, const std::string &key, F &&visit) const {
    const Group &g = mGroups[std::size_t(layer)];
    const int size = int(g.cells.size());
    int most = std::min(size, mReadings.foxesLeft);
    for (int c : g.cons) most = std::min(most, int(static_cast<unsigned char>(key[std::size_t(c)])));
    int total = 0;
    for (char need : key) total += static_cast<unsigned char>(need);
    const int cover = mMostCover[std::size_t(layer)];
    const std::vector<int> &remaining = mRemaining[std::size_t(layer)];
    std::string next = key;
    for (int m = 0; m <= most; ++m) {
        bool ok = true;
        int left = total;
        for (int c : g.cons) {
            const int need = static_cast<unsigned char>(key[std::size_t(c)]) - m;
            next[std::size_t(c)] = char(need);
            left -= m;
            ok = ok && need <= remaining[std::size_t(c)];
        }
        if (!ok || (cover == 0 && left != 0)) continue;
        // ... and at least as many as the largest single need left.
        int largest = 0;
        for (std::size_t c = 0; c < next.size(); ++c)
            largest = std::max(largest, int(static_cast<unsigned char>(next[c])));
        const int kMax = mReadings.foxesLeft - std::max(largest, cover == 0 ? 0 : (left + cover - 1) / cover);
        if (kMax >= m) visit(m, next, choose(size, m), kMax);
    }
}

// The states are the needs alone; each carries its ways by foxes placed so far (a polynomial in k,
// kWidth coefficients), so states that differ only in k share one key and one hash look-up.
bool Posterior::count(long long maxStates, long long maxBytes, const CancelToken *cancel) {
    const std::size_t n = mReadings.constraints.size();
    const int kk = mReadings.foxesLeft;
    const std::size_t w = std::size_t(kk + 1);
    // A state's bytes: forward and backward tables, its key twice (list and index) and the index node.
    const long long stateBytes = 2 * 8 * (long long)w + 2 * ((long long)n + 32) + 32;
    auto stop = [&] {
        mLayers.clear();
        return false;
    };
    std::string start(n, '\0');
    for (std::size_t c = 0; c < n; ++c) start[c] = char(mKeep[c] ? mReadings.constraints[c].need : 0);
    mLayers.assign(mGroups.size() + 1, {});
    mLayers[0].keys.push_back(start);
    mLayers[0].forward.assign(w, 0);
    mLayers[0].forward[0] = 1;
    mLayers[0].index.emplace(start, 0);
    mStates = 1;
    for (std::size_t i = 0; i < mGroups.size(); ++i) {
        Layer &from = mLayers[i], &to = mLayers[i + 1];
        for (std::size_t s = 0; s < from.keys.size(); ++s) {
            if ((s & 63) == 0 && cancel && cancel->cancelled()) return stop();
            if (maxBytes > 0 && (mStates + (long long)to.keys.size()) * stateBytes > maxBytes) return stop();
            int lo = 0;
            while (lo <= kk && from.forward[s * w + std::size_t(lo)] == 0) ++lo;
            if (lo > kk) continue;
            expand(int(i), from.keys[s], [&](int m, const std::string &next, double ways, int kMax) {
                if (lo + m > kMax) return;
                auto [it, fresh] = to.index.emplace(next, int(to.keys.size()));
                if (fresh) {
                    to.keys.push_back(next);
                    to.forward.resize(to.forward.size() + w, 0);
                }
                const double *src = &from.forward[s * w];
                double *dst = &to.forward[std::size_t(it->second) * w + std::size_t(m)];
                for (int k = lo; k + m <= kMax; ++k) dst[k] += src[k] * ways;
            });
        }
        mStates += static_cast<long long>(to.keys.size());
        if (mStates > maxStates || (maxBytes > 0 && mStates * stateBytes > maxBytes)) return stop();
    }
    // Backward: the number of completions of each state and k; the last layer's fill the free cells.
    const int nFree = int(mFree.size());
    Layer &last = mLayers.back();
    last.backward.resize(last.keys.size() * w);
    for (std::size_t s = 0; s < last.keys.size(); ++s)
        for (int k = 0; k <= kk; ++k) last.backward[s * w + std::size_t(k)] = choose(nFree, kk - k);
    for (std::size_t i = mGroups.size(); i-- > 0;) {
        Layer &from = mLayers[i];
        const Layer &to = mLayers[i + 1];
        from.backward.assign(from.keys.size() * w, 0);
        if (cancel && cancel->cancelled()) return stop();
        for (std::size_t s = 0; s < from.keys.size(); ++s)
            expand(int(i), from.keys[s], [&](int m, const std::string &next, double ways, int kMax) {
                const auto it = to.index.find(next);
                if (it == to.index.end()) return;
                const double *src = &to.backward[std::size_t(it->second) * w + std::size_t(m)];
                double *dst = &from.backward[s * w];
                for (int k = 0; k + m <= kMax; ++k) dst[k] += ways * src[k];
            });
    }
    mCounted = true;
    return true;
}

double Posterior::placements() const {
    return mCounted ? mLayers[0].backward[0] : 0;
}

std::vector<double> Posterior::marginals() const {
    std::vector<double> p(std::size_t(mReadings.rows * mReadings.cols), 0);
    const double total = placements();
    if (!mCounted || total <= 0) return p;
    const int kk = mReadings.foxesLeft;
    const std::size_t w = std::size_t(kk + 1);
    for (std::size_t i = 0; i < mGroups.size(); ++i) {
        const Layer &from = mLayers[i], &to = mLayers[i + 1];
        double foxes = 0; // expected foxes in the group, times total
        for (std::size_t s = 0; s < from.keys.size(); ++s)
            expand(int(i), from.keys[s], [&](int m, const std::string &next, double ways, int kMax) {
                const auto it = to.index.find(next);
                if (it == to.index.end() || m == 0) return;
                const double *fw = &from.forward[s * w];
                const double *bw = &to.backward[std::size_t(it->second) * w + std::size_t(m)];
                double sum = 0;
                for (int k = 0; k + m <= kMax; ++k) sum += fw[k] * bw[k];
                foxes += sum * ways * m;
            });
        const double each = foxes / total / double(mGroups[i].cells.size());
        for (int q : mGroups[i].cells) p[std::size_t(q)] = each;
    }
    if (!mFree.empty()) {
        const Layer &last = mLayers.back();
        double foxes = 0;
        for (std::size_t s = 0; s < last.keys.size(); ++s)
            for (int k = 0; k <= kk; ++k)
                foxes +=
                    last.forward[s * w + std::size_t(k)] * last.backward[s * w + std::size_t(k)] * (kk - k);
        const double each = foxes / total / double(mFree.size());
        for (int q : mFree) p[std::size_t(q)] = each;
    }
    return p;
}

std::vector<int> Posterior::sample(Rng &rng) const {
    std::vector<int> foxes;
    if (!mCounted || placements() <= 0) return foxes;
    const std::size_t w = std::size_t(mReadings.foxesLeft + 1);
    std::string key = mLayers[0].keys[0];
    int k = 0;
    std::vector<double> weights;
    std::vector<std::string> nexts;
    std::vector<int> counts;
    for (std::size_t i = 0; i < mGroups.size(); ++i) {
        const Layer &to = mLayers[i + 1];
        weights.clear();
        nexts.clear();
        counts.clear();
        expand(int(i), key, [&](int m, const std::string &next, double ways, int kMax) {
            const auto it = to.index.find(next);
            if (it == to.index.end() || k + m > kMax) return;
            weights.push_back(ways * to.backward[std::size_t(it->second) * w + std::size_t(k + m)]);
            nexts.push_back(next);
            counts.push_back(m);
        });
        const std::size_t pick = rng.weighted(weights);
        // A count of 0 draws nothing and takes no number from rng: spare the copy of the cells.
        if (counts[pick] > 0) rng.draw(mGroups[i].cells, std::size_t(counts[pick]), foxes);
        key = nexts[pick];
        k += counts[pick];
    }
    rng.draw(mFree, std::size_t(mReadings.foxesLeft - k), foxes);
    std::sort(foxes.begin(), foxes.end());
    return foxes;
}

} // namespace tessera::foxhunt
