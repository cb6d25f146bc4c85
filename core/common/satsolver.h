#pragma once

#include "common/progress.h"

#include <cstdint>
#include <vector>

namespace tessera {

// A small conflict-driven clause-learning SAT solver (two watched literals, first-UIP learning, VSIDS
// with phase saving, Luby restarts, activity-based forgetting of learnt clauses). Deterministic: no
// randomness, so the same clauses in the same order give the same answer and model. Incremental:
// clauses may be added after a solve (the puzzle solvers block each model and ask again).
class SatSolver {
public:
    using Lit = int; // 2 * variable, + 1 when negated
    static Lit pos(int var) { return 2 * var; }
    static Lit neg(int var) { return 2 * var + 1; }

    enum class Result { Sat, Unsat, Unknown };

    int newVar();
    int varCount() const { return static_cast<int>(mValue.size()); }
    // Adds a clause over existing variables. False once the clauses are unsatisfiable at the top level.
    bool addClause(std::vector<Lit> lits);
    // Unknown when maxConflicts (0 = none) conflicts were spent or cancel was set first.
    Result solve(long long maxConflicts = 0, const CancelToken *cancel = nullptr);
    // The last Sat answer's value of a variable.
    bool modelValue(int var) const { return mModel[static_cast<std::size_t>(var)] != 0; }

    long long conflicts() const { return mConflicts; }
    long long decisions() const { return mDecisions; }
    std::size_t clauseCount() const { return mClauses.size(); }

private:
    struct Clause {
        std::uint32_t start = 0;
        std::uint32_t size = 0;
        float activity = 0;
        bool learnt = false;
        bool deleted = false;
    };

    // Literal value: 1 true, -1 false, 0 unassigned.
    int value(Lit l) const {
        const int v = mValue[static_cast<std::size_t>(l >> 1)];
        return (l & 1) ? -v : v;
    }
    Lit *lits(int ci) { return mArena.data() + mClauses[static_cast<std::size_t>(ci)].start; }
    int addStored(const std::vector<Lit> &lits, bool learnt);
    void enqueue(Lit l, int reason);
    int propagate(); // conflicting clause or -1
    void analyse(int conflict, std::vector<Lit> &learnt, int &backLevel);
    void cancelUntil(int level);
    Lit decide();
    void bumpVar(int var);
    void bumpClause(int ci);
    void reduceLearnts();
    void rebuildWatches();
    int level() const { return static_cast<int>(mTrailLim.size()); }
    // Binary heap of unassigned variables by activity.
    void heapInsert(int var);
    int heapPop();
    void heapUp(std::size_t i);
    void heapDown(std::size_t i);

    std::vector<Lit> mArena;
    std::vector<Clause> mClauses;
    std::vector<std::vector<int>> mWatches; // per literal: clauses watching it
    std::vector<std::int8_t> mValue;
    std::vector<std::int8_t> mPhase;
    std::vector<int> mLevel;
    std::vector<int> mReason;
    std::vector<double> mActivity;
    std::vector<char> mSeen;
    std::vector<Lit> mToClear;
    std::vector<Lit> mTrail;
    std::vector<int> mTrailLim;
    std::size_t mHead = 0;
    std::vector<int> mHeap;
    std::vector<int> mHeapIndex; // -1 when not in the heap
    std::vector<std::int8_t> mModel;
    double mVarInc = 1;
    float mClauseInc = 1;
    long long mConflicts = 0;
    long long mDecisions = 0;
    std::size_t mLearntCount = 0;
    std::size_t mMaxLearnts = 0;
    std::size_t mGarbage = 0; // arena literals of deleted clauses
    bool mUnsat = false;
};

} // namespace tessera
