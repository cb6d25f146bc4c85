#include "foxhunt/hunt.h"

#include "common/error.h"
#include "foxhunt/publichunt.h"

#include <algorithm>

namespace tessera::foxhunt {

int View::foundCount() const {
    return int(std::count(cells.begin(), cells.end(), kFound));
}

int View::foundOnRays(Point p) const {
    int n = 0;
    for (Point q : rayCells(rows, cols, p)) n += cells.at(q) == kFound;
    return n;
}

int readingAt(const Level &level, Point p) {
    int n = 0;
    for (Point f : level.foxes) n += onRays(p, f);
    return n;
}

Hunt::Hunt(Level level)
    : mLevel(std::move(level)) {
    checkLevel(mLevel);
    mFox = Grid<char>(mLevel.rows, mLevel.cols, 0);
    for (Point f : mLevel.foxes) mFox.at(f) = 1;
    mView = foxhunt::View(mLevel.rows, mLevel.cols, int(mLevel.foxes.size()));
    for (Point p : mLevel.openings) reveal(p);
}

std::vector<std::string> openProbes(const View &view) {
    std::vector<std::string> moves;
    if (view.allFound()) return moves;
    for (int i = 0; i < view.cells.size(); ++i)
        if (view.cells[i] == kUnknown) moves.push_back(cellName(view.cells.point(i)));
    std::sort(moves.begin(), moves.end());
    return moves;
}

std::string viewText(const View &view) {
    std::string text;
    for (int r = 0; r < view.rows; ++r) {
        for (int c = 0; c < view.cols; ++c) {
            const int v = view.cells.at({r, c});
            text += v == kUnknown ? '.' : v == kFound ? 'F' : v > 9 ? '+' : char('0' + v);
        }
        text += '\n';
    }
    return text;
}

std::vector<std::string> Hunt::legalMoves() const {
    return openProbes(mView);
}

std::unique_ptr<play::View> Hunt::publicView() const {
    return std::make_unique<PublicHunt>(mView);
}

int Hunt::reveal(Point p) {
    return mView.cells.at(p) = mFox.at(p) ? kFound : readingAt(mLevel, p);
}

int Hunt::probe(Point p) {
    if (!mLevel.inside(p))
        throw Error(cellName(p) + " is outside the " + std::to_string(mLevel.rows) + "x" +
                    std::to_string(mLevel.cols) + " field");
    if (over()) throw Error(cellName(p) + ": every fox is already found");
    if (mView.cells.at(p) != kUnknown) throw Error(cellName(p) + " is already probed");
    ++mProbes;
    return reveal(p);
}

play::MoveResult Hunt::apply(const std::string &move) {
    const int shown = probe(parseCell(move));
    return {move, shown == kFound ? "fox" : std::to_string(shown), true};
}

play::Status Hunt::status() const {
    play::Status s;
    if (over()) {
        s.outcome = play::Outcome::Won;
        s.winner = 0;
        s.reason = "every fox found in " + std::to_string(mProbes) + " probes";
    }
    return s;
}

} // namespace tessera::foxhunt
