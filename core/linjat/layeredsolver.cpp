#include "linjat/layeredsolver.h"

#include <algorithm>
#include <optional>

namespace tessera::linjat {

LayeredSolver::LayeredSolver(const SolverOptions &options)
    : mOptions(options) {
    listActiveRules();
}

void LayeredSolver::listActiveRules() {
    mActiveCount = 0;
    for (const RuleInfo &info : kRules)
        if (mOptions.uses(info.rule)) mActive[std::size_t(mActiveCount++)] = &info;
}

void LayeredSolver::reset(const Puzzle &puzzle) {
    mBoard.setup(puzzle);
    mState.init(mBoard);
    mMemo.fill(Memo{});
}

void LayeredSolver::reset(const Board &board, const SolverState &start) {
    mBoard.copyFrom(board);
    mState.copyFrom(start, mBoard);
    for (int d = 0; d < mBoard.dotCount; ++d) {
        const int cell = mBoard.dotList[std::size_t(d)];
        if (!mState.cand[std::size_t(cell)]) mState.contradiction = true;
        mState.addDot(mBoard, cell);
    }
    mMemo.fill(Memo{});
}

std::uint64_t LayeredSolver::applyFixes(const Deductions &d) {
    std::uint64_t progressed = 0;
    for (int i = 0; i < d.fixCount; ++i) {
        const int n = d.fixNumber[std::size_t(i)];
        if (mState.fix(mBoard, d.fixCell[std::size_t(i)], n)) progressed |= std::uint64_t(1) << n;
    }
    return progressed;
}

LayerResult LayeredSolver::step() {
    LayerResult result;
    if (mState.contradiction) return result;
    for (int a = 0; a < mActiveCount; ++a) {
        const RuleInfo &info = *mActive[std::size_t(a)];
        Memo &memo = mMemo[std::size_t(info.rule)];
        const bool sameState = memo.version == mState.version + 1;
        if (sameState && (!info.usesDots || memo.dots == mBoard.dotCount)) continue;
        mFound.clear();
        const std::int64_t since = memo.ran;
        memo.ran = std::int64_t(mState.version);
        info.find(RuleInput{mBoard, mState, sameState ? memo.dots : -1, since}, mFound);
        if (mFound.empty()) {
            memo.version = mState.version + 1;
            memo.dots = mBoard.dotCount;
            continue;
        }
        // Every deduction a rule reports changes the state (rules only name cells that are open and
        // placements that are still there), so the rule has made progress and owns the layer.
        const std::int64_t before = std::int64_t(mState.version);
        std::uint64_t progressed = applyFixes(mFound);
        if (mFound.pruned) {
            for (std::uint64_t m = mFound.pruned; m; m &= m - 1) {
                const int n = lowestBit(m);
                mState.setPlacements(mBoard, n,
                                     mState.place[std::size_t(n)] & ~mFound.remove[std::size_t(n)]);
            }
            // As in the original, a removal layer also draws the cells its removals make common to all
            // of a number's placements; other consequences wait for the next layer.
            if (!mState.contradiction) {
                mConsequences.clear();
                findCantFit(RuleInput{mBoard, mState, -1, before}, mConsequences);
                progressed |= applyFixes(mConsequences);
            }
            if (!progressed) progressed = mFound.pruned;
        }
        result.progress = true;
        result.rule = info.rule;
        result.width = bitCount(progressed);
        return result;
    }
    return result;
}

Classification LayeredSolver::run(SolveTrace *trace) {
    Classification c;
    if (trace) {
        trace->start = captureState();
        trace->layers.clear();
    }
    std::optional<Rule> lastRule;
    for (;;) {
        if (mState.contradiction) {
            c.status = SolveStatus::Contradiction;
            break;
        }
        // A state the original calls solved (every number down to one placement in its count, every dot
        // covered) decides everything: a further layer would only draw lines already known, so it must
        // not count.
        if (mState.complete(mBoard) || (lastRule && decidedAsOriginal())) {
            c.status = mState.consistent(mBoard) ? SolveStatus::Solved : SolveStatus::Contradiction;
            break;
        }
        std::copy_n(mState.place.begin(), mBoard.count, mBefore.begin());
        const LayerResult layer = step();
        if (!layer.progress) {
            c.status = SolveStatus::Stuck;
            break;
        }
        lastRule = layer.rule;
        RuleStats &s = c.rules[std::size_t(layer.rule)];
        ++s.depth;
        s.maxWidth = std::max(s.maxWidth, layer.width);
        ++c.depth;
        c.maxWidth = std::max(c.maxWidth, layer.width);
        if (trace) trace->layers.push_back(TraceLayer{layer.rule, layer.width, captureState()});
    }
    c.computeScore(mOptions);
    if (trace) trace->status = c.status;
    return c;
}

bool LayeredSolver::decidedAsOriginal() const {
    if (!mState.decided(mBoard)) return false;
    // The original calls a state solved when every number has one placement left in its own count and
    // every dot is covered. Its count drops a number's placements through cells other numbers fixed only
    // at the start of the next layer; within a layer only the number's own new cells (and the removals
    // of the layer's rule) narrow it. Ours removes placements as soon as anyone fixes a cell, so a number
    // can be down to one here that the original still counts as open: then the original needs (and
    // counts) one more layer, and so do we. Otherwise a further layer would decide nothing new.
    for (int n = 0; n < mBoard.count; ++n) {
        PlacementMask m = mBefore[std::size_t(n)];
        if ((mFound.pruned >> n) & 1) m &= ~mFound.remove[std::size_t(n)];
        if (singleBit(m)) continue;
        const NumberGeometry &g = mBoard.num[std::size_t(n)];
        for (PlacementMask left = m; left; left &= left - 1) {
            const int p = lowestBit(left);
            const Span span = g.cells(p);
            // The placement must cover every cell the number owns (its own cell always is).
            bool coversOwn = true;
            for (int c = std::max(0, g.col - g.value + 1);
                 c <= std::min(mBoard.cols - 1, g.col + g.value - 1); ++c)
                if (mState.owner[std::size_t(g.row * mBoard.cols + c)] == n &&
                    !(g.isHorizontal(p) ? c >= span.lo && c <= span.hi : c == g.col))
                    coversOwn = false;
            for (int r = std::max(0, g.row - g.value + 1);
                 r <= std::min(mBoard.rows - 1, g.row + g.value - 1); ++r)
                if (mState.owner[std::size_t(r * mBoard.cols + g.col)] == n &&
                    !(g.isHorizontal(p) ? r == g.row : r >= span.lo && r <= span.hi))
                    coversOwn = false;
            if (!coversOwn) m &= ~(PlacementMask(1) << p);
        }
        if (!singleBit(m)) return false;
    }
    return true;
}

std::vector<Line> LayeredSolver::solution() const {
    std::vector<Line> lines;
    for (int n = 0; n < mBoard.count; ++n) {
        const PlacementMask m = mState.place[std::size_t(n)];
        lines.push_back(m ? placementLine(mBoard.num[std::size_t(n)], lowestBit(m)) : Line{});
    }
    return lines;
}

TraceState LayeredSolver::captureState() const {
    TraceState s;
    s.placements.assign(mState.place.begin(), mState.place.begin() + mBoard.count);
    s.owner.assign(mState.owner.begin(), mState.owner.begin() + mBoard.cells);
    s.candidates.assign(mState.cand.begin(), mState.cand.begin() + mBoard.cells);
    return s;
}

Classification classify(const Puzzle &puzzle, const SolverOptions &options, SolveTrace *trace) {
    LayeredSolver solver(options);
    solver.reset(puzzle);
    return solver.run(trace);
}

} // namespace tessera::linjat
