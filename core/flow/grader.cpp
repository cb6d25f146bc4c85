#include "flow/grader.h"

#include "flow/board.h"
#include "flow/fastsolver.h"
#include "flow/flowstate.h"
#include "flow/indexing.h"

#include <algorithm>
#include <bit>

namespace tessera::flow {

GraderOptions::GraderOptions() {
    for (const GradeRuleInfo &info : gradeRules()) weight[static_cast<std::size_t>(info.rule)] = info.weight;
}

Json GradeResult::toJson(bool withLayers) const {
    Json depths = Json::object();
    for (const GradeRuleInfo &info : gradeRules())
        depths[info.id] = depth[static_cast<std::size_t>(info.rule)];
    Json j{{"difficulty", difficulty},
           {"uniqueness", statusName(uniqueness)},
           {"solvedByDeduction", solvedByDeduction},
           {"contradiction", contradiction},
           {"layers", layers.size()},
           {"depth", depths},
           {"maxWidth", maxWidth},
           {"deducedFraction", deducedFraction()},
           {"searchCells", searchCells}};
    if (withLayers) {
        Json list = Json::array();
        for (const GradeLayer &layer : layers) {
            Json cells = Json::array();
            for (Point p : layer.cells) cells.push_back(Json::array({p.row, p.col}));
            list.push_back(Json{{"rule", gradeRuleId(layer.rule)}, {"width", layer.width}, {"cells", cells}});
        }
        j["trace"] = std::move(list);
    }
    return j;
}

namespace {

struct Action {
    enum Kind { Link, Cut, Restrict, Shapes } kind;
    int cell;
    int dir;
    std::uint64_t mask;
};

class Grader {
public:
    Grader(const Puzzle &puzzle, const GraderOptions &options, ProgressSink *progress,
           const CancelToken *cancel)
        : mPuzzle(puzzle)
        , mO(options)
        , mBoard(puzzle, options.rule)
        , mWs(mBoard)
        , mState(mBoard, mWs)
        , mReporter(progress, cancel)
        , mCancel(cancel) {}

    GradeResult run() {
        mResult.cells = mBoard.cells;
        FastSolveOptions f;
        f.rule = mO.rule;
        f.limit = 2;
        f.keep = 1;
        f.maxNodes = mO.maxNodes;
        const SolveResult counted = solveFast(mPuzzle, f, nullptr, mCancel);
        mResult.uniqueness = counted.status();
        if (!mState.propagate(FlowState::Level::Structural)) mResult.contradiction = true;
        while (!mResult.contradiction && !mState.isSolved() && !mReporter.cancelled()) {
            mReporter.report(-1, "layer " + std::to_string(mResult.layers.size() + 1));
            if (!layer()) break;
        }
        mResult.decidedByDeduction = decidedCells();
        mResult.solvedByDeduction = !mResult.contradiction && mState.isSolved();
        if (!mResult.solvedByDeduction && !mResult.contradiction &&
            mResult.uniqueness == SolveStatus::Unique && !counted.solutions.empty())
            searchLayer(counted.solutions.front());
        score();
        return std::move(mResult);
    }

private:
    bool strict() const { return mO.rule == Rule::Strict; }

    int decidedCells() const {
        int n = 0;
        for (int i = 0; i < mBoard.cells; ++i) n += mState.isFull(i) && mState.fixedColour(i) >= 0 ? 1 : 0;
        return n;
    }

    BoardView view() const {
        BoardView v{Grid<int>(mBoard.rows, mBoard.cols, -1), Grid<std::uint8_t>(mBoard.rows, mBoard.cols, 0)};
        for (int i = 0; i < mBoard.cells; ++i) {
            v.colour[i] = mState.fixedColour(i);
            v.links[i] = static_cast<std::uint8_t>(mState.links(i));
        }
        return v;
    }

    // Tries the rules in order; the first that changes the board owns the layer. False when none does.
    bool layer() {
        for (const GradeRuleInfo &info : gradeRules()) {
            const GradeRule rule = info.rule;
            if (rule == GradeRule::Search) continue;
            if (!strict() && (rule == GradeRule::NoTouch || rule == GradeRule::Corner)) continue;
            if (rule == GradeRule::Lookahead && !mO.lookahead) continue;
            const FlowState before = mState;
            std::vector<Action> actions;
            if (!find(rule, actions) || !apply(actions) || !mState.propagate(FlowState::Level::Structural)) {
                mResult.contradiction = true;
                return false;
            }
            std::vector<Point> cells;
            for (int i = 0; i < mBoard.cells; ++i)
                if (before.links(i) != mState.links(i) || before.cuts(i) != mState.cuts(i) ||
                    before.domain(i) != mState.domain(i))
                    cells.push_back(mBoard.point(i));
            if (cells.empty()) continue;
            GradeLayer l{rule, static_cast<int>(cells.size()), std::move(cells), view()};
            mResult.layers.push_back(std::move(l));
            return true;
        }
        return false;
    }

    bool apply(const std::vector<Action> &actions) {
        for (const Action &a : actions) {
            bool ok = true;
            switch (a.kind) {
            case Action::Link:
                ok = (mState.links(a.cell) & (1u << a.dir)) || mState.link(a.cell, a.dir);
                break;
            case Action::Cut:
                ok = (mState.cuts(a.cell) & (1u << a.dir)) || mState.cut(a.cell, a.dir);
                break;
            case Action::Restrict:
                ok = mState.restrict(a.cell, a.mask);
                break;
            case Action::Shapes:
                ok = mState.restrictShapes(a.cell, static_cast<unsigned>(a.mask));
                break;
            }
            if (!ok) return false;
        }
        return true;
    }

    // The rule's deductions on the current board, all computed before any is applied.
    bool find(GradeRule rule, std::vector<Action> &out) {
        switch (rule) {
        case GradeRule::ForcedExit:
        case GradeRule::DeadEnd:
            for (int x = 0; x < mBoard.cells; ++x) {
                const bool coloured = mState.fixedColour(x) >= 0;
                if (coloured != (rule == GradeRule::ForcedExit) || mState.isFull(x)) continue;
                const unsigned open = mState.open(x);
                if (mState.linkCount(x) + std::popcount(open) != mBoard.need[at(x)]) continue;
                for (int d = 0; d < 4; ++d)
                    if (open & (1u << d)) out.push_back({Action::Link, x, d, 0});
            }
            return true;
        case GradeRule::NoTouch:
            for (int x = 0; x < mBoard.cells; ++x) {
                const int c = mState.fixedColour(x);
                if (c < 0) continue;
                const std::uint64_t bit = std::uint64_t{1} << c;
                for (int d = 0; d < 4; ++d) {
                    const int y = mBoard.neighbour[at(x)][at(d)];
                    if (y < 0) continue;
                    if ((mState.open(x) & (1u << d)) && mState.fixedColour(y) == c)
                        out.push_back({Action::Link, x, d, 0});
                    if ((mState.cuts(x) & (1u << d)) && (mState.domain(y) & bit))
                        out.push_back({Action::Restrict, y, 0, ~bit});
                }
            }
            return true;
        case GradeRule::Corner:
            return corners(out);
        case GradeRule::OnlyColour:
        case GradeRule::Bottleneck:
            for (int c = 0; c < mBoard.colours; ++c) {
                const ColourRoutes r =
                    rule == GradeRule::OnlyColour ? mState.reachability(c) : mState.routes(c);
                if (!r.connected) return false;
                const std::uint64_t bit = std::uint64_t{1} << c;
                for (int x : r.cannot) out.push_back({Action::Restrict, x, 0, ~bit});
                for (int x : r.must) out.push_back({Action::Restrict, x, 0, bit});
            }
            return true;
        case GradeRule::Lookahead:
            for (int x = 0; x < mBoard.cells; ++x) {
                if (mState.fixedColour(x) < 0 || mState.isFull(x)) continue;
                const unsigned open = mState.open(x);
                for (int d = 0; d < 4; ++d) {
                    if (!(open & (1u << d))) continue;
                    FlowState trial = mState;
                    trial.markAllDirty();
                    if (!trial.link(x, d) || !trial.propagate(FlowState::Level::Full))
                        out.push_back({Action::Cut, x, d, 0});
                }
                if (mReporter.cancelled()) break;
            }
            return true;
        case GradeRule::Search:
            return true;
        }
        return true;
    }

    // The corner lemma on the current board: shapes that fit the cell's sides, corners whose inner
    // diagonal can continue them, to a fixed point; then the sides every remaining shape agrees on.
    bool corners(std::vector<Action> &out) {
        std::vector<unsigned> shapes(at(mBoard.cells), 0);
        for (int x = 0; x < mBoard.cells; ++x) {
            if (mBoard.need[at(x)] != 2) continue;
            unsigned s = mState.shapes(x);
            for (int k = 0; k < kShapeCount; ++k) {
                const unsigned dirs = kShapeDirs[k];
                if ((dirs & mState.cuts(x)) || (mState.links(x) & ~dirs)) s &= ~(1u << k);
            }
            shapes[at(x)] = s;
        }
        for (bool changed = true; changed;) {
            changed = false;
            for (int x = 0; x < mBoard.cells; ++x) {
                if (mBoard.need[at(x)] != 2) continue;
                unsigned s = shapes[at(x)];
                for (int k = 0; k < 4; ++k) {
                    if (!(s & (1u << k))) continue;
                    const int r = mBoard.diagonal[at(x)][at(k)];
                    if (r < 0 || (mBoard.endpointColour[at(r)] < 0 && !(shapes[at(r)] & (1u << k))))
                        s &= ~(1u << k);
                }
                if (s && !(s & (s - 1)) && s < 16) {
                    const int k = std::countr_zero(s);
                    const int r = mBoard.diagonal[at(x)][at(k)];
                    if (mBoard.endpointColour[at(r)] < 0 && shapes[at(r)] != s) {
                        shapes[at(r)] &= s;
                        changed = true;
                    }
                }
                if (s != shapes[at(x)]) {
                    shapes[at(x)] = s;
                    changed = true;
                }
                if (!s) return false;
            }
        }
        for (int x = 0; x < mBoard.cells; ++x) {
            if (mBoard.need[at(x)] != 2) continue;
            const unsigned s = shapes[at(x)];
            if (s != mState.shapes(x)) out.push_back({Action::Shapes, x, 0, s});
            unsigned must = 15, may = 0;
            for (int k = 0; k < kShapeCount; ++k)
                if (s & (1u << k)) {
                    must &= kShapeDirs[k];
                    may |= kShapeDirs[k];
                }
            const unsigned open = mState.open(x);
            for (int d = 0; d < 4; ++d) {
                if (!(open & (1u << d))) continue;
                if (must & (1u << d))
                    out.push_back({Action::Link, x, d, 0});
                else if (!(may & (1u << d)))
                    out.push_back({Action::Cut, x, d, 0});
            }
            if (s && !(s & (s - 1)) && s < 16) {
                const int r = mBoard.diagonal[at(x)][at(std::countr_zero(s))];
                const int endColour = mBoard.endpointColour[at(r)];
                if (endColour >= 0 && (mState.domain(x) >> endColour & 1u))
                    out.push_back({Action::Restrict, x, 0, ~(std::uint64_t{1} << endColour)});
            }
        }
        return true;
    }

    void searchLayer(const Solution &solution) {
        const Grid<int> colour = colourGrid(mPuzzle, solution);
        const Grid<std::uint8_t> links = linkGrid(mPuzzle, solution);
        GradeLayer l{GradeRule::Search, 0, {}, BoardView{colour, links}};
        for (int i = 0; i < mBoard.cells; ++i)
            if (!(mState.isFull(i) && mState.fixedColour(i) >= 0)) l.cells.push_back(mBoard.point(i));
        l.width = static_cast<int>(l.cells.size());
        mResult.searchCells = l.width;
        mResult.layers.push_back(std::move(l));
    }

    void score() {
        double d = 0;
        for (const GradeLayer &l : mResult.layers) {
            ++mResult.depth[static_cast<std::size_t>(l.rule)];
            if (l.rule != GradeRule::Search) mResult.maxWidth = std::max(mResult.maxWidth, l.width);
            d += mO.weight[static_cast<std::size_t>(l.rule)];
        }
        d += mResult.maxWidth * mO.widthWeight + mResult.searchCells * mO.searchCellWeight;
        mResult.difficulty = d;
    }

    const Puzzle &mPuzzle;
    GraderOptions mO;
    Board mBoard;
    Workspace mWs;
    FlowState mState;
    ProgressReporter mReporter;
    const CancelToken *mCancel;
    GradeResult mResult;
};

} // namespace

GradeResult grade(const Puzzle &puzzle, const GraderOptions &options, ProgressSink *progress,
                  const CancelToken *cancel) {
    checkPuzzle(puzzle);
    Grader grader(puzzle, options, progress, cancel);
    return grader.run();
}

} // namespace tessera::flow
