#include "common/satsolver.h"

#include <algorithm>

namespace tessera {

namespace {
// The Luby sequence 1 1 2 1 1 2 4 ...: restart intervals that are short mostly but sometimes long.
long long luby(long long i) {
    long long size = 1, seq = 0;
    while (size < i + 1) {
        ++seq;
        size = 2 * size + 1;
    }
    long long x = i;
    while (size - 1 != x) {
        size = (size - 1) >> 1;
        --seq;
        x %= size;
    }
    return 1ll << seq;
}
} // namespace

int SatSolver::newVar() {
    const int var = varCount();
    mValue.push_back(0);
    mPhase.push_back(0);
    mLevel.push_back(0);
    mReason.push_back(-1);
    mActivity.push_back(0);
    mSeen.push_back(0);
    mHeapIndex.push_back(-1);
    mWatches.emplace_back();
    mWatches.emplace_back();
    heapInsert(var);
    return var;
}

bool SatSolver::addClause(std::vector<Lit> lits) {
    if (mUnsat) return false;
    cancelUntil(0);
    std::sort(lits.begin(), lits.end());
    std::vector<Lit> kept;
    for (std::size_t i = 0; i < lits.size(); ++i) {
        const Lit l = lits[i];
        if (i > 0 && l == lits[i - 1]) continue;
        if (i > 0 && l == (lits[i - 1] ^ 1)) return true; // a tautology
        const int v = value(l);
        if (v > 0) return true; // already satisfied for good
        if (v == 0) kept.push_back(l);
    }
    if (kept.empty()) return !(mUnsat = true);
    if (kept.size() == 1) {
        enqueue(kept[0], -1);
        if (propagate() >= 0) mUnsat = true;
        return !mUnsat;
    }
    addStored(kept, false);
    return true;
}

int SatSolver::addStored(const std::vector<Lit> &lits, bool learnt) {
    Clause c;
    c.start = static_cast<std::uint32_t>(mArena.size());
    c.size = static_cast<std::uint32_t>(lits.size());
    c.learnt = learnt;
    mArena.insert(mArena.end(), lits.begin(), lits.end());
    const int ci = static_cast<int>(mClauses.size());
    mClauses.push_back(c);
    mWatches[static_cast<std::size_t>(lits[0])].push_back(ci);
    mWatches[static_cast<std::size_t>(lits[1])].push_back(ci);
    if (learnt) ++mLearntCount;
    return ci;
}

void SatSolver::enqueue(Lit l, int reason) {
    const auto v = static_cast<std::size_t>(l >> 1);
    mValue[v] = (l & 1) ? -1 : 1;
    mLevel[v] = level();
    mReason[v] = reason;
    mTrail.push_back(l);
}

int SatSolver::propagate() {
    while (mHead < mTrail.size()) {
        const Lit falseLit = mTrail[mHead++] ^ 1;
        std::vector<int> &ws = mWatches[static_cast<std::size_t>(falseLit)];
        std::size_t keep = 0;
        for (std::size_t i = 0; i < ws.size(); ++i) {
            const int ci = ws[i];
            const Clause &c = mClauses[static_cast<std::size_t>(ci)];
            if (c.deleted) continue;
            Lit *l = lits(ci);
            if (l[0] == falseLit) std::swap(l[0], l[1]);
            if (value(l[0]) > 0) {
                ws[keep++] = ci;
                continue;
            }
            bool moved = false;
            for (std::uint32_t k = 2; k < c.size; ++k)
                if (value(l[k]) >= 0) {
                    std::swap(l[1], l[k]);
                    mWatches[static_cast<std::size_t>(l[1])].push_back(ci);
                    moved = true;
                    break;
                }
            if (moved) continue;
            ws[keep++] = ci;
            if (value(l[0]) < 0) {
                for (++i; i < ws.size(); ++i) ws[keep++] = ws[i];
                ws.resize(keep);
                return ci;
            }
            enqueue(l[0], ci);
        }
        ws.resize(keep);
    }
    return -1;
}

void SatSolver::analyse(int conflict, std::vector<Lit> &learnt, int &backLevel) {
    learnt.assign(1, 0);
    int pending = 0;
    Lit p = -1;
    std::size_t index = mTrail.size();
    int ci = conflict;
    do {
        bumpClause(ci);
        const Clause &c = mClauses[static_cast<std::size_t>(ci)];
        const Lit *l = lits(ci);
        for (std::uint32_t j = p < 0 ? 0 : 1; j < c.size; ++j) {
            const auto v = static_cast<std::size_t>(l[j] >> 1);
            if (mSeen[v] || mLevel[v] == 0) continue;
            bumpVar(static_cast<int>(v));
            mSeen[v] = 1;
            if (mLevel[v] >= level())
                ++pending;
            else
                learnt.push_back(l[j]);
        }
        while (!mSeen[static_cast<std::size_t>(mTrail[index - 1] >> 1)]) --index;
        p = mTrail[--index];
        ci = mReason[static_cast<std::size_t>(p >> 1)];
        mSeen[static_cast<std::size_t>(p >> 1)] = 0;
        --pending;
    } while (pending > 0);
    learnt[0] = p ^ 1;

    // Drop literals implied by the others (their reason's literals all in the clause already).
    mToClear.assign(learnt.begin() + 1, learnt.end());
    std::size_t kept = 1;
    for (std::size_t i = 1; i < learnt.size(); ++i) {
        const int r = mReason[static_cast<std::size_t>(learnt[i] >> 1)];
        bool redundant = r >= 0;
        if (redundant) {
            const Clause &c = mClauses[static_cast<std::size_t>(r)];
            const Lit *l = lits(r);
            for (std::uint32_t j = 1; j < c.size && redundant; ++j) {
                const auto v = static_cast<std::size_t>(l[j] >> 1);
                redundant = mSeen[v] || mLevel[v] == 0;
            }
        }
        if (!redundant) learnt[kept++] = learnt[i];
    }
    for (Lit l : mToClear) mSeen[static_cast<std::size_t>(l >> 1)] = 0;
    learnt.resize(kept);

    backLevel = 0;
    for (std::size_t i = 1; i < learnt.size(); ++i) {
        const int lv = mLevel[static_cast<std::size_t>(learnt[i] >> 1)];
        if (lv > backLevel) {
            backLevel = lv;
            std::swap(learnt[1], learnt[i]); // the watch that becomes unassigned last
        }
    }
}

void SatSolver::cancelUntil(int target) {
    if (level() <= target) return;
    const std::size_t stop = static_cast<std::size_t>(mTrailLim[static_cast<std::size_t>(target)]);
    for (std::size_t i = mTrail.size(); i-- > stop;) {
        const auto v = static_cast<std::size_t>(mTrail[i] >> 1);
        mPhase[v] = mValue[v];
        mValue[v] = 0;
        mReason[v] = -1;
        if (mHeapIndex[v] < 0) heapInsert(static_cast<int>(v));
    }
    mTrail.resize(stop);
    mTrailLim.resize(static_cast<std::size_t>(target));
    mHead = stop;
}

SatSolver::Lit SatSolver::decide() {
    while (!mHeap.empty()) {
        const int v = heapPop();
        if (mValue[static_cast<std::size_t>(v)] == 0)
            return mPhase[static_cast<std::size_t>(v)] > 0 ? pos(v) : neg(v);
    }
    return -1;
}

void SatSolver::bumpVar(int var) {
    const auto v = static_cast<std::size_t>(var);
    if ((mActivity[v] += mVarInc) > 1e100) {
        for (double &a : mActivity) a *= 1e-100;
        mVarInc *= 1e-100;
    }
    if (mHeapIndex[v] >= 0) heapUp(static_cast<std::size_t>(mHeapIndex[v]));
}

void SatSolver::bumpClause(int ci) {
    Clause &c = mClauses[static_cast<std::size_t>(ci)];
    if (!c.learnt) return;
    if ((c.activity += mClauseInc) > 1e20f) {
        for (Clause &d : mClauses) d.activity *= 1e-20f;
        mClauseInc *= 1e-20f;
    }
}

void SatSolver::reduceLearnts() {
    std::vector<int> candidates;
    for (int ci = 0; ci < static_cast<int>(mClauses.size()); ++ci) {
        const Clause &c = mClauses[static_cast<std::size_t>(ci)];
        if (!c.learnt || c.deleted || c.size <= 2) continue;
        const auto v = static_cast<std::size_t>(lits(ci)[0] >> 1);
        if (mValue[v] != 0 && mReason[v] == ci) continue; // the reason of an assignment
        candidates.push_back(ci);
    }
    std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) {
        return mClauses[static_cast<std::size_t>(a)].activity <
               mClauses[static_cast<std::size_t>(b)].activity;
    });
    for (std::size_t i = 0; i < candidates.size() / 2; ++i) {
        Clause &c = mClauses[static_cast<std::size_t>(candidates[i])];
        c.deleted = true;
        mGarbage += c.size;
        --mLearntCount;
    }
    if (mGarbage * 2 > mArena.size()) {
        std::vector<Lit> arena;
        arena.reserve(mArena.size() - mGarbage);
        for (Clause &c : mClauses) {
            if (c.deleted) {
                c.size = 0;
                continue;
            }
            const std::uint32_t start = static_cast<std::uint32_t>(arena.size());
            arena.insert(arena.end(), mArena.begin() + c.start, mArena.begin() + c.start + c.size);
            c.start = start;
        }
        mArena.swap(arena);
        mGarbage = 0;
    }
    rebuildWatches();
}

void SatSolver::rebuildWatches() {
    for (std::vector<int> &w : mWatches) w.clear();
    for (int ci = 0; ci < static_cast<int>(mClauses.size()); ++ci) {
        const Clause &c = mClauses[static_cast<std::size_t>(ci)];
        if (c.deleted) continue;
        mWatches[static_cast<std::size_t>(lits(ci)[0])].push_back(ci);
        mWatches[static_cast<std::size_t>(lits(ci)[1])].push_back(ci);
    }
}

SatSolver::Result SatSolver::solve(long long maxConflicts, const CancelToken *cancel) {
    if (mUnsat) return Result::Unsat;
    cancelUntil(0);
    if (propagate() >= 0) {
        mUnsat = true;
        return Result::Unsat;
    }
    if (mMaxLearnts == 0) mMaxLearnts = std::max<std::size_t>(mClauses.size() / 3, 2000);
    const long long start = mConflicts;
    std::vector<Lit> learnt;
    for (long long restart = 0;; ++restart) {
        const long long until = mConflicts + 100 * luby(restart);
        while (true) {
            const int conflict = propagate();
            if (conflict >= 0) {
                ++mConflicts;
                if (level() == 0) {
                    mUnsat = true;
                    return Result::Unsat;
                }
                int back = 0;
                analyse(conflict, learnt, back);
                cancelUntil(back);
                if (learnt.size() == 1) {
                    enqueue(learnt[0], -1);
                } else {
                    const int ci = addStored(learnt, true);
                    bumpClause(ci);
                    enqueue(learnt[0], ci);
                }
                mVarInc /= 0.95;
                mClauseInc /= 0.999f;
                if (maxConflicts > 0 && mConflicts - start >= maxConflicts) {
                    cancelUntil(0);
                    return Result::Unknown;
                }
                continue;
            }
            if (cancel && cancel->cancelled()) {
                cancelUntil(0);
                return Result::Unknown;
            }
            if (mConflicts >= until) break; // restart
            if (mLearntCount >= mMaxLearnts + mTrail.size()) {
                reduceLearnts();
                mMaxLearnts += mMaxLearnts / 10;
            }
            const Lit next = decide();
            if (next < 0) {
                mModel.assign(mValue.size(), 0);
                for (std::size_t v = 0; v < mValue.size(); ++v) mModel[v] = mValue[v] > 0;
                cancelUntil(0);
                return Result::Sat;
            }
            ++mDecisions;
            mTrailLim.push_back(static_cast<int>(mTrail.size()));
            enqueue(next, -1);
        }
        cancelUntil(0);
    }
}

void SatSolver::heapInsert(int var) {
    mHeapIndex[static_cast<std::size_t>(var)] = static_cast<int>(mHeap.size());
    mHeap.push_back(var);
    heapUp(mHeap.size() - 1);
}

int SatSolver::heapPop() {
    const int top = mHeap.front();
    mHeapIndex[static_cast<std::size_t>(top)] = -1;
    mHeap.front() = mHeap.back();
    mHeap.pop_back();
    if (!mHeap.empty()) {
        mHeapIndex[static_cast<std::size_t>(mHeap.front())] = 0;
        heapDown(0);
    }
    return top;
}

void SatSolver::heapUp(std::size_t i) {
    const int var = mHeap[i];
    const double a = mActivity[static_cast<std::size_t>(var)];
    while (i > 0) {
        const std::size_t parent = (i - 1) / 2;
        if (mActivity[static_cast<std::size_t>(mHeap[parent])] >= a) break;
        mHeap[i] = mHeap[parent];
        mHeapIndex[static_cast<std::size_t>(mHeap[i])] = static_cast<int>(i);
        i = parent;
    }
    mHeap[i] = var;
    mHeapIndex[static_cast<std::size_t>(var)] = static_cast<int>(i);
}

void SatSolver::heapDown(std::size_t i) {
    const int var = mHeap[i];
    const double a = mActivity[static_cast<std::size_t>(var)];
    while (true) {
        std::size_t child = 2 * i + 1;
        if (child >= mHeap.size()) break;
        if (child + 1 < mHeap.size() && mActivity[static_cast<std::size_t>(mHeap[child + 1])] >
                                            mActivity[static_cast<std::size_t>(mHeap[child])])
            ++child;
        if (mActivity[static_cast<std::size_t>(mHeap[child])] <= a) break;
        mHeap[i] = mHeap[child];
        mHeapIndex[static_cast<std::size_t>(mHeap[i])] = static_cast<int>(i);
        i = child;
    }
    mHeap[i] = var;
    mHeapIndex[static_cast<std::size_t>(var)] = static_cast<int>(i);
}

} // namespace tessera
