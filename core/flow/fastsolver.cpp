#include "flow/fastsolver.h"

#include "flow/board.h"
#include "flow/fillingsat.h"
#include "flow/flowstate.h"
#include "flow/validator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <optional>

namespace tessera::flow {

namespace {

constexpr int kMaxClauseLimit = 64;

class Search {
public:
    Search(const Puzzle &puzzle, const FastSolveOptions &options, ProgressSink *progress,
           const CancelToken *cancel)
        : mPuzzle(puzzle)
        , mOptions(options)
        , mBoard(puzzle, options.rule)
        , mWs(mBoard)
        , mReporter(progress, cancel)
        , mCancel(cancel) {
        mWs.blocks = options.blocks;
    }

    // The search from the puzzle's start, narrowed first by narrow when given (false: no solution).
    SolveResult run(const std::function<bool(FlowState &)> &narrow = {}) {
        mStates.reserve(static_cast<std::size_t>(mBoard.cells) + 2);
        mStates.emplace_back(mBoard, mWs);
        if ((!narrow || narrow(mStates[0])) && mStates[0].propagate(FlowState::Level::Full)) visit(0);
        mResult.exhausted = !mStop || (mSettled && mResult.count < mOptions.limit);
        if (mResult.count >= mOptions.limit) mResult.exhausted = false;
        return std::move(mResult);
    }

private:
    // The chain end to branch on: one link left to make and the fewest open sides; coloured ends
    // first, since their moves are the ones propagation learns most from.
    int chooseCell(const FlowState &s) const {
        int best = -1, bestKey = 1 << 30;
        for (int i = 0; i < mBoard.cells; ++i) {
            const int linked = s.linkCount(i);
            const int need = mBoard.need[static_cast<std::size_t>(i)];
            if (linked >= need) continue;
            const int open = s.openCount(i);
            const int key = (need - linked == 1 ? 0 : 64) + (s.fixedColour(i) >= 0 ? 0 : 16) + open;
            if (key < bestKey) {
                bestKey = key;
                best = i;
            }
        }
        return best;
    }

    void visit(int depth) {
        ++mResult.nodes;
        if (depth > mResult.maxDepth) mResult.maxDepth = depth;
        // Every node: on a large board one node's propagation can take a millisecond.
        if (mReporter.cancelled()) {
            mResult.cancelled = true;
            mStop = true;
            return;
        }
        if ((mResult.nodes & 255) == 0)
            mReporter.report(-1, "searching: " + std::to_string(mResult.nodes) + " nodes");
        if (mOptions.maxNodes > 0 && mResult.nodes > mOptions.maxNodes) {
            mResult.budgetHit = true;
            mStop = true;
            return;
        }
        // Nothing settled a slice after the start or the last filling: clauses, before the search
        // goes deeper (small boards finish within the slice, where the search is cheaper).
        if (mResult.nodes - mLastFound == mOptions.satAfterNodes) {
            settleByClauses();
            if (mStop) return;
        }
        const FlowState &state = mStates[static_cast<std::size_t>(depth)];
        const int cell = chooseCell(state);
        if (cell < 0) {
            leaf(state);
            return;
        }
        if (mStates.size() <= static_cast<std::size_t>(depth) + 1) mStates.push_back(state);
        const unsigned open = state.open(cell);
        // Guided (the local proof): the guide's own link first, so the search stays near it.
        const int first = mGuide ? std::countr_zero(static_cast<unsigned>((*mGuide)[cell]) | 16u) : 4;
        for (int i = first < 4 ? -1 : 0; i < 4 && !mStop; ++i) {
            const int d = i < 0 ? first : i;
            if (i >= 0 && d == first) continue;
            if (!(open & (1u << d))) continue;
            FlowState &child = mStates[static_cast<std::size_t>(depth) + 1];
            child = mStates[static_cast<std::size_t>(depth)];
            if (child.link(cell, d) && child.propagate(FlowState::Level::Full)) visit(depth + 1);
        }
    }

    void leaf(const FlowState &state) {
        const int before = mResult.count;
        const Solution solution = state.toSolution(mPuzzle);
        if (mResult.accept(mPuzzle, solution, mOptions.rule, mOptions.keep, mOptions.limit)) {
            mStop = true;
            return;
        }
        if (mResult.count == before) return; // refused by the validator
        mLastFound = mResult.nodes;
        if (mOptions.satProof && mOptions.rule == Rule::AnyFilling && !mClausesTried) {
            // The clauses exclude each filling found; past the limit they take, no need to keep them.
            if (mFound.size() < static_cast<std::size_t>(kMaxClauseLimit))
                mFound.push_back(solution);
            else
                mClausesTried = true;
        }
        if (mResult.count != 1 || mOptions.limit != 2 || mOptions.rule != Rule::AnyFilling) return;
        if (mOptions.localSecond) {
            std::optional<Solution> second = localSecond(solution);
            if (second &&
                mResult.accept(mPuzzle, std::move(*second), mOptions.rule, mOptions.keep, mOptions.limit)) {
                mResult.provedLocally = true;
                mStop = true;
            }
        }
    }

    // Settles the count by clause learning: the fillings up to the limit (those found so far already
    // counted, and excluded), or the proof there are no more. Unsettled (the conflict budget, cancel,
    // a filling the validator refuses) leaves the result as it was and the search goes on.
    void settleByClauses() {
        // A count limit in the thousands is a job for the search: each filling adds a clause.
        if (mClausesTried || mOptions.rule != Rule::AnyFilling || !mOptions.satProof ||
            mOptions.limit > kMaxClauseLimit || !FillingSat::fits(mPuzzle) || mReporter.cancelled())
            return;
        mClausesTried = true;
        mReporter.report(-1, "proving by clause learning", true);
        FillingSat sat(mPuzzle, mOptions.rule);
        // A conflict costs about its board's size: the budget is for a 14x14 and shrinks on larger ones.
        const long long budget =
            mOptions.satConflicts > 0 ? std::max(1LL, scaledToBoard(mOptions.satConflicts, mPuzzle)) : 0;
        for (const Solution &found : mFound) sat.exclude(found);
        SolveResult settled = mResult;
        while (settled.count < mOptions.limit) {
            Solution next;
            const long long left = budget > 0 ? budget - sat.conflicts() : 0;
            const FillingSat::Outcome outcome =
                budget > 0 && left <= 0 ? FillingSat::Outcome::Unknown : sat.next(next, left, mCancel);
            if (outcome == FillingSat::Outcome::Unknown) {
                mResult.satConflicts += sat.conflicts();
                return;
            }
            if (outcome == FillingSat::Outcome::None) break;
            sat.exclude(next);
            const int rejected = settled.rejected;
            settled.accept(mPuzzle, std::move(next), mOptions.rule, mOptions.keep, mOptions.limit);
            if (settled.rejected != rejected) {
                mResult.rejected = settled.rejected;
                mResult.satConflicts += sat.conflicts();
                return;
            }
        }
        settled.satConflicts += sat.conflicts();
        settled.provedBySat = true;
        mResult = std::move(settled);
        mSettled = true;
        mStop = true;
    }

    // A filling other than first found by re-solving small regions of it with everything outside
    // fixed, or nothing within the local budget.
    std::optional<Solution> localSecond(const Solution &first) {
        const Grid<std::uint8_t> links = linkGrid(mPuzzle, first);
        const Grid<int> colour = colourGrid(mPuzzle, first);
        const int rows = mBoard.rows, cols = mBoard.cols, cells = mBoard.cells;
        std::vector<std::vector<char>> regions; // per region, whether each cell is in it
        auto window = [&](int top, int left, int size) {
            top = std::clamp(top, 0, std::max(0, rows - size));
            left = std::clamp(left, 0, std::max(0, cols - size));
            std::vector<char> in(static_cast<std::size_t>(cells), 0);
            for (int r = top; r < std::min(rows, top + size); ++r)
                for (int c = left; c < std::min(cols, left + size); ++c)
                    in[static_cast<std::size_t>(r * cols + c)] = 1;
            regions.push_back(std::move(in));
        };
        auto colours = [&](std::uint64_t set) {
            std::vector<char> in(static_cast<std::size_t>(cells), 0);
            for (int i = 0; i < cells; ++i)
                in[static_cast<std::size_t>(i)] = colour[i] >= 0 && ((set >> colour[i]) & 1u);
            regions.push_back(std::move(in));
        };
        // First the places where a path runs beside itself (two cells of one colour side by side but
        // not linked: the detour can often be rerouted there).
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                for (Dir d : {Dir::Right, Dir::Down}) {
                    const Point q = Point{r, c} + delta(d);
                    if (!mPuzzle.inside(q) || colour.at({r, c}) != colour.at(q)) continue;
                    if (links.at({r, c}) & (1u << static_cast<int>(d))) continue;
                    window(r - 1, c - 1, 4);
                }
        // Then one colour's cells (another path through them), two neighbouring colours' cells (the
        // two paths trade cells), smallest first, then three, then windows of the board.
        const int k = mBoard.colours;
        std::vector<int> size(static_cast<std::size_t>(k), 0);
        std::vector<std::uint64_t> touches(static_cast<std::size_t>(k), 0);
        for (int i = 0; i < cells; ++i) {
            const int a = colour[i];
            if (a < 0) continue;
            ++size[static_cast<std::size_t>(a)];
            for (int d = 0; d < 4; ++d) {
                const int j = mBoard.neighbour[static_cast<std::size_t>(i)][static_cast<std::size_t>(d)];
                if (j >= 0 && colour[j] >= 0 && colour[j] != a)
                    touches[static_cast<std::size_t>(a)] |= 1ull << colour[j];
            }
        }
        for (int a = 0; a < k; ++a) colours(1ull << a);
        std::vector<std::pair<int, std::uint64_t>> sets;
        for (int a = 0; a < k; ++a)
            for (int b = a + 1; b < k; ++b)
                if ((touches[static_cast<std::size_t>(a)] >> b) & 1u)
                    sets.push_back({size[static_cast<std::size_t>(a)] + size[static_cast<std::size_t>(b)],
                                    (1ull << a) | (1ull << b)});
        std::stable_sort(sets.begin(), sets.end(),
                         [](const auto &x, const auto &y) { return x.first < y.first; });
        for (const auto &[n, set] : sets) colours(set);
        std::vector<std::pair<int, std::uint64_t>> triples;
        for (const auto &[n, set] : sets)
            for (int c = 0; c < k; ++c) {
                const int a = std::countr_zero(set), b = 63 - std::countl_zero(set);
                if (c <= b ||
                    !((touches[static_cast<std::size_t>(a)] | touches[static_cast<std::size_t>(b)]) >> c &
                      1u))
                    continue;
                triples.push_back({n + size[static_cast<std::size_t>(c)], set | (1ull << c)});
            }
        std::stable_sort(triples.begin(), triples.end(),
                         [](const auto &x, const auto &y) { return x.first < y.first; });
        for (const auto &[n, set] : triples) colours(set);
        for (int side : {4, 6, 8})
            for (int r = 0; r + side <= rows + side / 2; r += side / 2)
                for (int c = 0; c + side <= cols + side / 2; c += side / 2) window(r, c, side);

        long long used = 0;
        for (const std::vector<char> &in : regions) {
            if (used >= mOptions.localNodes || mStop || mReporter.cancelled()) break;
            // Every edge with neither end in the region is as in the first filling.
            auto narrow = [&](FlowState &s) {
                for (int x = 0; x < cells; ++x) {
                    if (in[static_cast<std::size_t>(x)]) continue;
                    const unsigned own = links[x];
                    for (int d = 0; d < 4; ++d) {
                        const int y =
                            mBoard.neighbour[static_cast<std::size_t>(x)][static_cast<std::size_t>(d)];
                        if (y < 0 || in[static_cast<std::size_t>(y)]) continue;
                        if (!((own & (1u << d)) ? s.link(x, d) : s.cut(x, d))) return false;
                    }
                }
                return true;
            };
            Search local(mPuzzle, localOptions(2, used), nullptr, mCancel);
            SolveResult r = local.run(narrow);
            used += r.nodes;
            mResult.nodes += r.nodes;
            mResult.localNodes += r.nodes;
            for (Solution &s : r.solutions)
                if (s != first) return std::move(s);
        }
        // Then the first filling's links one at a time forbidden, the search guided by the first filling
        // (its links tried first), so it finds the nearest other filling; links the start does not
        // force first, those with the most open sides around them before the others.
        FlowState root(mBoard, mWs);
        if (!root.propagate(FlowState::Level::Full)) return std::nullopt;
        std::vector<std::pair<int, std::pair<int, int>>> edges; // (-freedom, (cell, dir))
        for (int x = 0; x < cells; ++x)
            for (int d : {1, 2}) { // right, down: each edge once
                if (!(links[x] & (1u << d))) continue;
                if (root.links(x) & (1u << d)) continue; // forced at the start
                const int y = mBoard.neighbour[static_cast<std::size_t>(x)][static_cast<std::size_t>(d)];
                edges.push_back({-(root.openCount(x) + root.openCount(y)), {x, d}});
            }
        std::stable_sort(edges.begin(), edges.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &entry : edges) {
            const std::pair<int, int> edge =
                entry.second; // a copy: clang cannot capture a structured binding
            if (used >= mOptions.localNodes || mStop || mReporter.cancelled()) break;
            Search local(mPuzzle, localOptions(1, used), nullptr, mCancel);
            local.mGuide = &links;
            SolveResult r = local.run([&](FlowState &s) { return s.cut(edge.first, edge.second); });
            used += r.nodes;
            mResult.nodes += r.nodes;
            mResult.localNodes += r.nodes;
            if (!r.solutions.empty() && r.solutions.front() != first) return std::move(r.solutions.front());
        }
        return std::nullopt;
    }

    // A local try's options: this search's, with the limit, no local step or clauses of its own, and a
    // window's share of what is left of the local budget.
    FastSolveOptions localOptions(int limit, long long used) const {
        FastSolveOptions o = mOptions;
        o.limit = limit;
        o.keep = limit;
        o.localSecond = false;
        o.satProof = false;
        o.maxNodes = std::min(mOptions.localWindowNodes, mOptions.localNodes - used);
        return o;
    }

public:
    // Children in the order of this link grid's links first (null: direction order).
    const Grid<std::uint8_t> *mGuide = nullptr;

private:
    const Puzzle &mPuzzle;
    FastSolveOptions mOptions;
    Board mBoard;
    Workspace mWs;
    ProgressReporter mReporter;
    const CancelToken *mCancel;
    std::vector<FlowState> mStates;
    SolveResult mResult;
    bool mStop = false;
    bool mSettled = false;        // the count is proven complete without finishing the search
    bool mClausesTried = false;   // at most one clause proof per search
    long long mLastFound = 0;     // nodes when the last filling was found (0: none yet)
    std::vector<Solution> mFound; // the fillings found, for the clauses to exclude
};

} // namespace

SolveResult solveFast(const Puzzle &puzzle, const FastSolveOptions &options, ProgressSink *progress,
                      const CancelToken *cancel) {
    checkPuzzle(puzzle);
    FastSolveOptions opts = options;
    if (opts.limit < 1) opts.limit = 1;
    Search search(puzzle, opts, progress, cancel);
    return search.run();
}

} // namespace tessera::flow
