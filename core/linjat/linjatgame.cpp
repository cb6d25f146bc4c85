#include "linjat/linjatgame.h"

#include "common/cellname.h"
#include "common/error.h"
#include "linjat/levelio.h"

#include <algorithm>
#include <cstring>

namespace tessera::linjat {

namespace {
constexpr std::array<int, 4> kDr{-1, 1, 0, 0};
constexpr std::array<int, 4> kDc{0, 0, -1, 1};
constexpr const char *kArmLetters = "UDLR";

bool vertical(int arm) {
    return arm == LinjatGame::Up || arm == LinjatGame::Down;
}
} // namespace

LinjatGame::LinjatGame(const Puzzle &puzzle)
    : mPuzzle(puzzle)
    , mArms(std::size_t(puzzle.numberCount()), std::array<int, 4>{0, 0, 0, 0}) {}

std::string LinjatGame::moveName(const Puzzle &puzzle, int number, Arm arm, int length) {
    const Number &n = puzzle.number(number);
    return tessera::cellName({n.row, n.col}) + kArmLetters[arm] + std::to_string(length);
}

Line LinjatGame::line(int number) const {
    const Number &n = mPuzzle.number(number);
    const std::array<int, 4> &a = mArms[std::size_t(number)];
    if (a[Up] + a[Down] > 0) return Line{false, n.row - a[Up], n.row + a[Down]};
    return Line{true, n.col - a[Left], n.col + a[Right]};
}

std::vector<Line> LinjatGame::lines() const {
    std::vector<Line> out;
    for (int i = 0; i < mPuzzle.numberCount(); ++i) out.push_back(line(i));
    return out;
}

int LinjatGame::coveredBy(int row, int col) const {
    for (int i = 0; i < mPuzzle.numberCount(); ++i) {
        const Number &n = mPuzzle.number(i);
        const Line l = line(i);
        if (l.horizontal ? (row == n.row && col >= l.first && col <= l.last)
                         : (col == n.col && row >= l.first && row <= l.last))
            return i;
    }
    return -1;
}

std::string LinjatGame::refusal(int number, Arm arm, int length) const {
    const Number &n = mPuzzle.number(number);
    std::array<int, 4> a = mArms[std::size_t(number)];
    if (length > 0)
        for (int other = 0; other < 4; ++other)
            if (vertical(other) != vertical(arm)) a[std::size_t(other)] = 0;
    a[std::size_t(arm)] = length;
    const int drawn = 1 + (vertical(arm) ? a[Up] + a[Down] : a[Left] + a[Right]);
    if (drawn > n.value)
        return "the line of the " + std::to_string(n.value) + " would cover " + std::to_string(drawn) +
               " cells";
    for (int k = 1; k <= length; ++k) {
        const int r = n.row + kDr[std::size_t(arm)] * k, c = n.col + kDc[std::size_t(arm)] * k;
        if (r < 0 || c < 0 || r >= mPuzzle.rows() || c >= mPuzzle.cols()) return "the line leaves the board";
        const std::string at = tessera::cellName({r, c});
        if (mPuzzle.numberAt(r, c) >= 0) return "the line would cross the number at " + at;
        const int owner = coveredBy(r, c);
        if (owner >= 0 && owner != number) {
            const Number &o = mPuzzle.number(owner);
            return "the line would cross the line of the " + std::to_string(o.value) + " at " +
                   tessera::cellName({o.row, o.col}) + " (at " + at + ")";
        }
    }
    return {};
}

play::MoveResult LinjatGame::apply(const std::string &move) {
    const auto bad = [&](const std::string &why) { return Error("\"" + move.substr(0, 40) + "\": " + why); };
    const std::optional<ParsedCell> cell = parseCellPrefix(move);
    if (!cell || cell->length + 2 > move.size() || move.size() > cell->length + 3)
        throw bad("not a Linjat move (a cell, U, D, L or R, and a length, e.g. c4R2)");
    const char *letter = std::strchr(kArmLetters, move[cell->length]);
    if (!letter || !*letter) throw bad("the direction must be U, D, L or R");
    int length = 0;
    for (std::size_t i = cell->length + 1; i < move.size(); ++i) {
        if (move[i] < '0' || move[i] > '9') throw bad("the length must be a number");
        length = length * 10 + (move[i] - '0');
    }
    const Point p = cell->cell;
    if (p.row >= mPuzzle.rows() || p.col >= mPuzzle.cols())
        throw bad(tessera::cellName(p) + " is not on the board");
    const int number = mPuzzle.numberAt(p.row, p.col);
    if (number < 0) throw bad("no number at " + tessera::cellName(p));
    const Arm arm = Arm(letter - kArmLetters);
    if (const std::string why = refusal(number, arm, length); !why.empty()) throw bad(why);
    std::array<int, 4> &a = mArms[std::size_t(number)];
    const std::array<int, 4> before = a;
    if (length > 0)
        for (int other = 0; other < 4; ++other)
            if (vertical(other) != vertical(arm)) a[std::size_t(other)] = 0;
    a[std::size_t(arm)] = length;
    return {move, {}, a != before};
}

std::vector<std::string> LinjatGame::legalMoves() const {
    std::vector<std::string> out;
    if (status().over()) return out;
    for (int i = 0; i < mPuzzle.numberCount(); ++i)
        for (int arm = 0; arm < 4; ++arm)
            for (int length = 0; length < mPuzzle.number(i).value; ++length)
                if (length != mArms[std::size_t(i)][std::size_t(arm)] && refusal(i, Arm(arm), length).empty())
                    out.push_back(moveName(mPuzzle, i, Arm(arm), length));
    std::sort(out.begin(), out.end());
    return out;
}

play::Status LinjatGame::status() const {
    for (int i = 0; i < mPuzzle.numberCount(); ++i) {
        const Line l = line(i);
        if (l.last - l.first + 1 != mPuzzle.number(i).value) return {};
    }
    for (int r = 0; r < mPuzzle.rows(); ++r)
        for (int c = 0; c < mPuzzle.cols(); ++c)
            if (mPuzzle.isDot(r, c) && coveredBy(r, c) < 0) return {};
    // Moves keep lines apart, so full lines covering every dot are a solution; the independent check
    // makes sure.
    if (!checkSolution(mPuzzle, lines()).empty()) return {};
    return {play::Outcome::Won, -1, "every line is drawn and every dot is covered"};
}

std::string LinjatGame::position() const {
    std::string out;
    for (int r = 0; r < mPuzzle.rows(); ++r) {
        if (r > 0) out += '/';
        for (int c = 0; c < mPuzzle.cols(); ++c) {
            const int n = mPuzzle.numberAt(r, c);
            const int owner = n >= 0 ? n : coveredBy(r, c);
            if (n >= 0)
                out += char('0' + mPuzzle.number(n).value);
            else if (owner >= 0)
                out += line(owner).horizontal ? '-' : '|';
            else
                out += mPuzzle.isDot(r, c) ? '.' : ' ';
        }
    }
    return out;
}

std::vector<std::string> LinjatGame::movesFor(const Puzzle &puzzle, const std::vector<Line> &lines) {
    std::vector<std::string> out;
    for (int i = 0; i < puzzle.numberCount() && std::size_t(i) < lines.size(); ++i) {
        const Number &n = puzzle.number(i);
        const Line &l = lines[std::size_t(i)];
        const int at = l.horizontal ? n.col : n.row;
        if (at - l.first > 0) out.push_back(moveName(puzzle, i, l.horizontal ? Left : Up, at - l.first));
        if (l.last - at > 0) out.push_back(moveName(puzzle, i, l.horizontal ? Right : Down, l.last - at));
    }
    return out;
}

} // namespace tessera::linjat
