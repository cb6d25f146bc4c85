#include "flow/editing.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::flow {

namespace {
void requireFree(const Puzzle &puzzle, Point p) {
    if (!puzzle.inside(p)) throw Error(placeOf(p) + " is outside the board");
    if (puzzle.colourAt(p) >= 0) throw Error(placeOf(p) + " already holds an endpoint");
}
} // namespace

char nextFreeLabel(const Puzzle &puzzle) {
    for (char c : kLabelOrder)
        if (puzzle.colourOfLabel(c) < 0) return c;
    return '\0';
}

Puzzle withPair(const Puzzle &puzzle, Point a, Point b, char label) {
    if (label == 0) label = nextFreeLabel(puzzle);
    if (label == 0) throw Error("all " + std::to_string(kMaxColours) + " colours are in use");
    if (!isLabel(label)) throw Error(std::string("'") + label + "' is not a letter or digit");
    if (puzzle.colourOfLabel(label) >= 0) throw Error(std::string("label '") + label + "' is already in use");
    requireFree(puzzle, a);
    requireFree(puzzle, b);
    if (a == b) throw Error("a pair needs two different cells");
    Puzzle out = puzzle;
    out.pairs.push_back({label, a, b});
    return out;
}

Puzzle withoutPairAt(const Puzzle &puzzle, Point p) {
    const int colour = puzzle.colourAt(p);
    if (colour < 0) throw Error(placeOf(p) + " holds no endpoint");
    Puzzle out = puzzle;
    out.pairs.erase(out.pairs.begin() + colour);
    return out;
}

Puzzle withEndpointMoved(const Puzzle &puzzle, Point from, Point to) {
    const int colour = puzzle.colourAt(from);
    if (colour < 0) throw Error(placeOf(from) + " holds no endpoint");
    if (from == to) return puzzle;
    requireFree(puzzle, to);
    Puzzle out = puzzle;
    Pair &pair = out.pairs[static_cast<std::size_t>(colour)];
    (pair.a == from ? pair.a : pair.b) = to;
    return out;
}

Puzzle withLabel(const Puzzle &puzzle, int colour, char label) {
    if (colour < 0 || colour >= puzzle.colourCount()) throw Error("no colour " + std::to_string(colour));
    if (!isLabel(label)) throw Error(std::string("'") + label + "' is not a letter or digit");
    const int owner = puzzle.colourOfLabel(label);
    if (owner >= 0 && owner != colour) throw Error(std::string("label '") + label + "' is already in use");
    Puzzle out = puzzle;
    out.pairs[static_cast<std::size_t>(colour)].label = label;
    return out;
}

int endpointCount(const Grid<char> &board, char label) {
    return int(std::count(board.begin(), board.end(), label));
}

Grid<char> withEndpointPlaced(const Grid<char> &board, Point p, char label) {
    if (!board.inside(p)) throw Error(placeOf(p) + " is outside the board");
    if (!isLabel(label)) throw Error(std::string("'") + label + "' is not a letter or digit");
    if (board.at(p) == label) return board;
    if (endpointCount(board, label) >= 2)
        throw Error(std::string("colour '") + label + "' already has both endpoints");
    Grid<char> out = board;
    out.at(p) = label;
    return out;
}

Grid<char> withEndpointCleared(const Grid<char> &board, Point p) {
    if (!board.inside(p) || board.at(p) == '.') throw Error(placeOf(p) + " holds no endpoint");
    Grid<char> out = board;
    out.at(p) = '.';
    return out;
}

Grid<char> withBoardResized(const Grid<char> &board, int rows, int cols) {
    if (rows < 1 || cols < 1 || rows > kMaxSide || cols > kMaxSide)
        throw Error("a board is 1 to " + std::to_string(kMaxSide) + " cells a side");
    Grid<char> out(rows, cols, '.');
    for (int r = 0; r < rows && r < board.rows(); ++r)
        for (int c = 0; c < cols && c < board.cols(); ++c) out.at({r, c}) = board.at({r, c});
    return out;
}

Json boardToJson(const Grid<char> &board, Rule rule) {
    Json grid = Json::array();
    for (int r = 0; r < board.rows(); ++r) {
        std::string row;
        for (int c = 0; c < board.cols(); ++c) row += board.at({r, c});
        grid.push_back(row);
    }
    return Json{{"rows", board.rows()}, {"cols", board.cols()}, {"grid", grid}, {"rule", ruleName(rule)}};
}

Grid<char> boardFromJson(const Json &data, Rule &rule) {
    const JsonCursor root(data);
    root.requireObject();
    const int rows = static_cast<int>(root["rows"].integer(1, kMaxSide));
    const int cols = static_cast<int>(root["cols"].integer(1, kMaxSide));
    const JsonCursor grid = root["grid"];
    if (grid.size() != static_cast<std::size_t>(rows))
        grid.fail("has " + std::to_string(grid.size()) + " rows, \"rows\" says " + std::to_string(rows));
    Grid<char> board(rows, cols, '.');
    for (int r = 0; r < rows; ++r) {
        const std::string row = grid[std::size_t(r)].string();
        if (static_cast<int>(row.size()) != cols)
            grid[std::size_t(r)].fail("row has " + std::to_string(row.size()) + " cells, \"cols\" says " +
                                      std::to_string(cols));
        for (int c = 0; c < cols; ++c) {
            if (row[std::size_t(c)] != '.' && !isLabel(row[std::size_t(c)]))
                grid[std::size_t(r)].fail("column " + std::to_string(c + 1) + " is neither '.' nor a letter or digit");
            board.at({r, c}) = row[std::size_t(c)];
        }
    }
    rule = root.has("rule") ? parseRule(root["rule"].string(), root["rule"].path()) : Rule::Strict;
    return board;
}

} // namespace tessera::flow
