#include "flow/puzzle.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::flow {

const char *ruleName(Rule rule) {
    return rule == Rule::Strict ? "strict" : "any";
}

Rule parseRule(const std::string &text, const std::string &place) {
    if (text == "strict") return Rule::Strict;
    if (text == "any" || text == "any-filling") return Rule::AnyFilling;
    throw Error("unknown rule \"" + text + "\" (expected \"strict\" or \"any\")", place);
}

int Puzzle::colourAt(Point p) const {
    for (std::size_t i = 0; i < pairs.size(); ++i)
        if (pairs[i].a == p || pairs[i].b == p) return static_cast<int>(i);
    return -1;
}

Grid<int> Puzzle::endpointGrid() const {
    Grid<int> grid(rows, cols, -1);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        if (grid.inside(pairs[i].a)) grid[pairs[i].a] = static_cast<int>(i);
        if (grid.inside(pairs[i].b)) grid[pairs[i].b] = static_cast<int>(i);
    }
    return grid;
}

int Puzzle::colourOfLabel(char label) const {
    for (std::size_t i = 0; i < pairs.size(); ++i)
        if (pairs[i].label == label) return static_cast<int>(i);
    return -1;
}

bool isLabel(char c) {
    return kLabelOrder.find(c) != std::string_view::npos && c != '\0';
}

std::string placeOf(Point p) {
    // Counted from 1, as the studio and a player count.
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) about "literal" + std::string here.
    std::string place = "row ";
    place += std::to_string(p.row + 1);
    place += ", column ";
    place += std::to_string(p.col + 1);
    return place;
}

void checkPuzzle(const Puzzle &puzzle) {
    const std::string limit = std::to_string(kMaxSide);
    if (puzzle.rows < 1 || puzzle.cols < 1)
        throw Error("empty board: a board needs at least one row and column");
    if (puzzle.rows > kMaxSide || puzzle.cols > kMaxSide)
        throw Error("board " + std::to_string(puzzle.rows) + "x" + std::to_string(puzzle.cols) +
                    " is larger than " + limit + "x" + limit);
    if (puzzle.pairs.empty()) throw Error("empty board: no endpoint pairs");
    if (puzzle.colourCount() > kMaxColours)
        throw Error(std::to_string(puzzle.colourCount()) + " colours; at most " +
                    std::to_string(kMaxColours) + " are supported");
    Grid<int> seen(puzzle.rows, puzzle.cols, -1);
    for (std::size_t i = 0; i < puzzle.pairs.size(); ++i) {
        const Pair &pair = puzzle.pairs[i];
        const std::string name = std::string("colour '") + pair.label + "'";
        if (!isLabel(pair.label))
            throw Error("colour label must be a letter or digit", "colour " + std::to_string(i));
        for (std::size_t j = 0; j < i; ++j)
            if (puzzle.pairs[j].label == pair.label) throw Error(name + " is used by two pairs");
        for (Point p : {pair.a, pair.b}) {
            if (!puzzle.inside(p)) throw Error(name + ": endpoint " + placeOf(p) + " is outside the board");
            if (seen[p] >= 0) throw Error(name + ": endpoint " + placeOf(p) + " is already an endpoint");
            seen[p] = static_cast<int>(i);
        }
    }
}

Puzzle resized(const Puzzle &puzzle, int rows, int cols) {
    Puzzle out;
    out.rows = rows;
    out.cols = cols;
    out.rule = puzzle.rule;
    for (const Pair &pair : puzzle.pairs)
        if (out.inside(pair.a) && out.inside(pair.b)) out.pairs.push_back(pair);
    return out;
}

} // namespace tessera::flow
