#include "flow/flowhint.h"

#include "common/cellname.h"
#include "common/error.h"
#include "flow/board.h"
#include "flow/flowstate.h"
#include "flow/grader.h"
#include "flow/indexing.h"
#include "flow/validator.h"

#include <algorithm>
#include <bit>

namespace tessera::flow {

namespace {

struct Link {
    int cell;
    int dir;
};

std::vector<Link> linksOf(const Board &board, const std::vector<Point> &path) {
    std::vector<Link> out;
    for (std::size_t i = 1; i < path.size(); ++i)
        for (Dir d : kAllDirs)
            if (step(path[i - 1], d) == path[i]) out.push_back({board.index(path[i - 1]), int(d)});
    return out;
}

enum class Fit { Yes, No, Unknown };

// Whether some solution has every one of a set of links: propagation and depth-first search as the
// fast solver does them (limit 1), from a start with the links drawn. The fast solver cannot start
// from links, hence this small search; one node budget for all the questions of one hint.
class Fitter {
public:
    Fitter(const Puzzle &puzzle, const CancelToken *cancel, long long maxNodes)
        : mPuzzle(puzzle)
        , mBoard(puzzle, puzzle.rule)
        , mWs(mBoard)
        , mCancel(cancel)
        , mLeft(maxNodes) {}

    const Board &board() const { return mBoard; }
    Workspace &workspace() { return mWs; }

    Fit fits(const std::vector<Link> &links, Solution *solution = nullptr) {
        mStates.clear();
        // Each level of the search adds a link, so the depth stays below the cell count: no reallocation.
        mStates.reserve(at(mBoard.cells) + 2);
        mStates.emplace_back(mBoard, mWs);
        for (const Link &l : links)
            if (!mStates[0].link(l.cell, l.dir)) return Fit::No;
        if (!mStates[0].propagate(FlowState::Level::Full)) return Fit::No;
        mFound.reset();
        mStopped = false;
        visit(0);
        if (mFound) {
            if (solution) *solution = std::move(*mFound);
            return Fit::Yes;
        }
        return mStopped ? Fit::Unknown : Fit::No;
    }

private:
    // The chain end with one link left and the fewest open sides, coloured ends first (as the fast
    // solver branches).
    int chooseCell(const FlowState &s) const {
        int best = -1, bestKey = 1 << 30;
        for (int i = 0; i < mBoard.cells; ++i) {
            const int linked = s.linkCount(i), need = mBoard.need[at(i)];
            if (linked >= need) continue;
            const int key = (need - linked == 1 ? 0 : 64) + (s.fixedColour(i) >= 0 ? 0 : 16) + s.openCount(i);
            if (key < bestKey) {
                bestKey = key;
                best = i;
            }
        }
        return best;
    }

    void visit(std::size_t depth) {
        if (mLeft-- <= 0 || (mCancel && mCancel->cancelled())) {
            mStopped = true;
            return;
        }
        const int cell = chooseCell(mStates[depth]);
        if (cell < 0) {
            Solution s = mStates[depth].toSolution(mPuzzle);
            if (validateSolution(mPuzzle, s, mPuzzle.rule).ok) mFound = std::move(s);
            return;
        }
        if (mStates.size() <= depth + 1) mStates.push_back(mStates[depth]);
        const unsigned open = mStates[depth].open(cell);
        for (int d = 0; d < 4 && !mFound && !mStopped; ++d) {
            if (!(open & (1u << d))) continue;
            FlowState &child = mStates[depth + 1];
            child = mStates[depth];
            if (child.link(cell, d) && child.propagate(FlowState::Level::Full)) visit(depth + 1);
        }
    }

    const Puzzle &mPuzzle;
    Board mBoard;
    Workspace mWs;
    const CancelToken *mCancel;
    long long mLeft;
    std::vector<FlowState> mStates;
    std::optional<Solution> mFound;
    bool mStopped = false;
};

std::string labelOf(const Puzzle &puzzle, int colour) {
    return std::string(1, puzzle.pairs[at(colour)].label);
}

// The cells a colour may be drawn on from in one step: its path's end, both endpoints when nothing is
// drawn, none when it is joined.
std::vector<Point> heads(const FlowGame &game, int colour) {
    const std::vector<Point> &path = game.paths()[at(colour)];
    if (path.empty()) return {game.puzzle().pairs[at(colour)].a, game.puzzle().pairs[at(colour)].b};
    if (game.joined(colour)) return {};
    return {path.back()};
}

// The first drawn path (puzzle order) that no solution continues, given the paths before it that
// fit: cut back to the last cell that still fits, or cleared. Binary search on the path's length, since
// a shorter path fits whenever a longer one does.
std::optional<play::Hint> cutBack(const FlowGame &game, Fitter &fitter) {
    const Puzzle &puzzle = game.puzzle();
    std::vector<Link> kept;
    for (int c = 0; c < puzzle.colourCount(); ++c) {
        const std::vector<Point> &path = game.paths()[at(c)];
        const std::vector<Link> links = linksOf(fitter.board(), path);
        if (links.empty()) continue;
        const auto fitsWith = [&](std::size_t n) {
            std::vector<Link> with = kept;
            with.insert(with.end(), links.begin(), links.begin() + std::ptrdiff_t(n));
            return fitter.fits(with);
        };
        const Fit whole = fitsWith(links.size());
        if (whole == Fit::Unknown) return std::nullopt;
        if (whole == Fit::Yes) {
            kept.insert(kept.end(), links.begin(), links.end());
            continue;
        }
        std::size_t lo = 0, hi = links.size(); // lo links fit, hi do not
        while (hi - lo > 1) {
            const std::size_t mid = (lo + hi) / 2;
            const Fit f = fitsWith(mid);
            if (f == Fit::Unknown) return std::nullopt;
            (f == Fit::Yes ? lo : hi) = mid;
        }
        const std::string label = labelOf(puzzle, c);
        std::string why = "no solution" +
                          std::string(kept.empty() ? "" : " that keeps the paths drawn before it") +
                          " takes " + label + " from " + cellName(path[lo]) + " to " + cellName(path[lo + 1]);
        if (lo == 0) return play::Hint{label + ":x", why + ": clear " + label};
        return play::Hint{label + ":" + cellName(path[lo]),
                          why + ": cut " + label + " back to " + cellName(path[lo])};
    }
    return std::nullopt;
}

// A step of a path end onwards (not back over its own path) when it is legal and on the solution found
// for the position, with why in the rule's words.
std::optional<play::Hint> onward(const FlowGame &game, const Grid<std::uint8_t> &solutionLinks, int colour,
                                 Point from, int dir, GradeRule rule) {
    const Point to = step(from, Dir(dir));
    const std::vector<Point> &path = game.paths()[at(colour)];
    if (!(solutionLinks.at(from) & (1u << dir)) || std::find(path.begin(), path.end(), to) != path.end())
        return std::nullopt;
    const std::string label = labelOf(game.puzzle(), colour);
    const std::string move = FlowGame::moveName(label[0], {from, to});
    try {
        game.clone()->apply(move);
    } catch (const Error &) {
        return std::nullopt;
    }
    const GradeRuleInfo &info = gradeRules()[std::size_t(rule)];
    return play::Hint{move, label + " goes from " + cellName(from) + " to " + cellName(to) + ": " +
                                info.description + " (" + info.id + ")"};
}

} // namespace

std::optional<play::Hint> hint(const FlowGame &game, const CancelToken *cancel, long long maxNodes) {
    if (game.status().over()) return std::nullopt;
    const Puzzle &puzzle = game.puzzle();
    Fitter fitter(puzzle, cancel, maxNodes);
    const Board &board = fitter.board();
    std::vector<Link> drawn;
    for (const std::vector<Point> &path : game.paths()) {
        const std::vector<Link> links = linksOf(board, path);
        drawn.insert(drawn.end(), links.begin(), links.end());
    }
    Solution solution;
    const Fit fit = fitter.fits(drawn, &solution);
    if (fit == Fit::Unknown) return std::nullopt;
    if (fit == Fit::No) {
        // Nothing to cut back to when no solution exists at all.
        if (fitter.fits({}) != Fit::Yes) return std::nullopt;
        return cutBack(game, fitter);
    }
    const Grid<std::uint8_t> solutionLinks = linkGrid(puzzle, solution);

    // A path end with one way on in the position as drawn (the grader's bookkeeping only: full cells
    // and other colours close sides).
    FlowState state(board, fitter.workspace());
    bool ok = true;
    for (const Link &l : drawn) ok = ok && state.link(l.cell, l.dir);
    if (ok && state.propagate(FlowState::Level::Structural))
        for (int c = 0; c < puzzle.colourCount(); ++c)
            for (Point h : heads(game, c)) {
                const int x = board.index(h);
                const unsigned open = state.open(x);
                if (state.isFull(x) || state.linkCount(x) + std::popcount(open) != board.need[at(x)])
                    continue;
                if (auto s = onward(game, solutionLinks, c, h, std::countr_zero(open), GradeRule::ForcedExit))
                    return s;
            }

    // The grader's layers from the empty board: the first that links a path end onwards.
    GraderOptions options;
    options.rule = puzzle.rule;
    options.maxNodes = kHintGraderNodes;
    const GradeResult graded = grade(puzzle, options, nullptr, cancel);
    if (cancel && cancel->cancelled()) return std::nullopt;
    Grid<std::uint8_t> before(puzzle.rows, puzzle.cols, 0);
    for (const GradeLayer &layer : graded.layers) {
        for (int c = 0; c < puzzle.colourCount(); ++c)
            for (Point h : heads(game, c)) {
                const unsigned added = layer.after.links.at(h) & ~before.at(h);
                for (int d = 0; d < 4; ++d)
                    if (added & (1u << d))
                        if (auto s = onward(game, solutionLinks, c, h, d, layer.rule)) return s;
            }
        before = layer.after.links;
    }

    // No deduction reaches a path end: a step of the solution the search found.
    for (int c = 0; c < puzzle.colourCount(); ++c)
        for (Point h : heads(game, c))
            for (int d = 0; d < 4; ++d)
                if (auto s = onward(game, solutionLinks, c, h, d, GradeRule::Search)) return s;
    return std::nullopt;
}

} // namespace tessera::flow
