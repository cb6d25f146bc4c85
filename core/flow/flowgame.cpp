#include "flow/flowgame.h"

#include "common/cellname.h"
#include "common/error.h"
#include "flow/indexing.h"
#include "flow/validator.h"

#include <algorithm>

namespace tessera::flow {

namespace {

// The cell a whole text names (a prefix is not enough: "a1b" is no cell).
std::optional<Point> parseCell(const std::string &text) {
    const std::optional<ParsedCell> p = parseCellPrefix(text);
    if (!p || p->length != text.size()) return std::nullopt;
    return p->cell;
}

int indexOf(const std::vector<Point> &path, Point p) {
    const auto it = std::find(path.begin(), path.end(), p);
    return it == path.end() ? -1 : int(it - path.begin());
}

} // namespace

FlowGame::FlowGame(Puzzle puzzle)
    : mPuzzle(std::move(puzzle)) {
    checkPuzzle(mPuzzle);
    mEndpoints = mPuzzle.endpointGrid();
    mPaths.resize(mPuzzle.pairs.size());
    updateCover();
}

void FlowGame::updateCover() {
    mCover = mEndpoints;
    for (std::size_t c = 0; c < mPaths.size(); ++c)
        for (Point p : mPaths[c]) mCover.at(p) = int(c);
}

bool FlowGame::joined(int colour) const {
    const std::vector<Point> &path = mPaths[at(colour)];
    const Pair &pair = mPuzzle.pairs[at(colour)];
    return path.size() >= 2 && ((path.front() == pair.a && path.back() == pair.b) ||
                                (path.front() == pair.b && path.back() == pair.a));
}

Solution FlowGame::drawn() const {
    Solution s;
    s.paths = mPaths;
    for (std::size_t c = 0; c < s.paths.size(); ++c)
        if (!s.paths[c].empty() && s.paths[c].front() != mPuzzle.pairs[c].a)
            std::reverse(s.paths[c].begin(), s.paths[c].end());
    return s;
}

std::string FlowGame::moveName(char label, const std::vector<Point> &cells) {
    std::string out(1, label);
    out += ':';
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) out += '-';
        out += cellName(cells[i]);
    }
    return out;
}

std::vector<std::string> FlowGame::movesFor(const Puzzle &puzzle, const Solution &solution) {
    std::vector<std::string> out;
    for (std::size_t c = 0; c < puzzle.pairs.size() && c < solution.paths.size(); ++c)
        out.push_back(moveName(puzzle.pairs[c].label, solution.paths[c]));
    return out;
}

std::vector<std::string> FlowGame::legalMoves() const {
    if (status().over()) return {};
    std::vector<std::string> out;
    // A step onto a cell is open unless another colour's endpoint is there.
    const auto open = [&](int colour, Point p) {
        return mPuzzle.inside(p) && (mEndpoints.at(p) < 0 || mEndpoints.at(p) == colour);
    };
    for (int c = 0; c < mPuzzle.colourCount(); ++c) {
        const char label = mPuzzle.pairs[at(c)].label;
        const std::vector<Point> &path = mPaths[at(c)];
        if (!path.empty() && !joined(c))
            for (Dir d : kAllDirs) {
                const Point n = step(path.back(), d);
                if (open(c, n) && indexOf(path, n) < 0) out.push_back(moveName(label, {path.back(), n}));
            }
        for (Point e : {mPuzzle.pairs[at(c)].a, mPuzzle.pairs[at(c)].b})
            for (Dir d : kAllDirs)
                if (open(c, step(e, d))) out.push_back(moveName(label, {e, step(e, d)}));
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

play::MoveResult FlowGame::apply(const std::string &move) {
    const auto refused = [&](const std::string &why) { return Error(move + ": " + why); };
    if (move.size() < 3 || move[1] != ':')
        throw refused("not a move (expected <label>:<cell>-<cell>-..., e.g. A:a1-a2, or <label>:x)");
    const char label = move[0];
    const int c = mPuzzle.colourOfLabel(label);
    if (c < 0) throw refused(std::string("there is no colour ") + label + " in this level");
    if (status().over()) throw refused("the level is already solved");
    const std::string rest = move.substr(2);
    std::vector<std::vector<Point>> paths = mPaths;
    std::vector<Point> &path = paths[at(c)];
    if (rest == "x") {
        path.clear();
    } else {
        std::vector<Point> cells;
        for (std::size_t from = 0; from <= rest.size();) {
            const std::size_t dash = std::min(rest.find('-', from), rest.size());
            const std::string name = rest.substr(from, dash - from);
            const std::optional<Point> p = parseCell(name);
            if (!p)
                throw refused("\"" + name + "\" is not a cell (column letters, then the row from 1: a1, c4)");
            if (!mPuzzle.inside(*p)) throw refused(name + " is off the board");
            cells.push_back(*p);
            from = dash + 1;
        }
        const Point first = cells.front();
        if (mEndpoints.at(first) == c) {
            path = {first};
        } else if (const int i = indexOf(path, first); i >= 0) {
            path.resize(at(i) + 1);
        } else {
            throw refused(cellName(first) + " is neither an endpoint of " + label + " nor on its path");
        }
        for (std::size_t k = 1; k < cells.size(); ++k) {
            const Point prev = path.back(), n = cells[k];
            if (path.size() >= 2 && mEndpoints.at(prev) == c)
                throw refused(std::string(1, label) + " is joined at " + cellName(prev) +
                              "; the drag ends there");
            if (manhattan(prev, n) != 1) throw refused(cellName(n) + " is not next to " + cellName(prev));
            if (const int i = indexOf(path, n); i >= 0) {
                path.resize(at(i) + 1); // back over its own path: cut back to the cell
                continue;
            }
            const int end = mEndpoints.at(n);
            if (end >= 0 && end != c)
                throw refused(cellName(n) + " is an endpoint of " + mPuzzle.pairs[at(end)].label);
            for (std::size_t d = 0; d < paths.size(); ++d) {
                if (int(d) == c) continue;
                const int i = indexOf(paths[d], n);
                if (i < 0) continue;
                // The other path keeps the part before the cell; its endpoint alone is no path.
                paths[d].resize(at(i));
                if (paths[d].size() < 2) paths[d].clear();
            }
            path.push_back(n);
        }
        if (path.size() < 2) path.clear();
    }
    play::MoveResult r;
    r.move = move;
    r.changed = paths != mPaths;
    mPaths = std::move(paths);
    updateCover();
    return r;
}

play::Status FlowGame::status() const {
    play::Status s;
    for (int c = 0; c < mPuzzle.colourCount(); ++c)
        if (!joined(c)) return s;
    const Verdict verdict = validateSolution(mPuzzle, drawn(), mPuzzle.rule);
    if (!verdict.ok) {
        s.reason = "every pair is joined, but " + verdict.problem;
        return s;
    }
    s.outcome = play::Outcome::Won;
    s.winner = 0;
    s.reason = mPuzzle.rule == Rule::Strict
                   ? "every pair is joined, the board is full and no path touches itself"
                   : "every pair is joined and the board is full";
    return s;
}

std::string FlowGame::position() const {
    std::string out;
    for (int r = 0; r < mPuzzle.rows; ++r) {
        if (r) out += '/';
        for (int col = 0; col < mPuzzle.cols; ++col) {
            const int c = mCover.at({r, col});
            out += c < 0 ? '.' : mPuzzle.pairs[at(c)].label;
        }
    }
    return out;
}

} // namespace tessera::flow
