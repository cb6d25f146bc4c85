#pragma once

#include "common/grid.h"
#include "common/point.h"

#include <string>
#include <string_view>
#include <vector>

namespace tessera::flow {

// Limits of the model. 62 colours = one label per letter and digit, so every puzzle has an ASCII form.
inline constexpr int kMaxSide = 64;
inline constexpr int kMaxColours = 62;
// The order in which new colours take labels when a program (not a person) names them.
inline constexpr std::string_view kLabelOrder =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

// Strict: a path never touches itself (two orthogonally adjacent cells of one colour are consecutive on
// its path), the rule the official levels are unique under. AnyFilling: any path that fills the board.
enum class Rule { Strict, AnyFilling };
const char *ruleName(Rule rule); // "strict", "any"
// Accepts "strict" and "any" (also "any-filling"); throws Error naming the place otherwise.
Rule parseRule(const std::string &text, const std::string &place = {});

// One colour: its label and its two endpoints.
struct Pair {
    char label = 'A';
    Point a;
    Point b;
    friend bool operator==(const Pair &, const Pair &) = default;
};

// A Flow / Numberlink level: a rows x cols board and its endpoint pairs. Colours are indexed by their
// position in pairs; every solver and solution uses that index.
struct Puzzle {
    int rows = 0;
    int cols = 0;
    std::vector<Pair> pairs;
    Rule rule = Rule::Strict; // the rule the level is meant to be unique under

    int cellCount() const { return rows * cols; }
    int colourCount() const { return static_cast<int>(pairs.size()); }
    bool inside(Point p) const { return p.row >= 0 && p.col >= 0 && p.row < rows && p.col < cols; }
    // Colour index whose endpoint is at p, or -1.
    int colourAt(Point p) const;
    // Colour index per cell for endpoints, -1 elsewhere.
    Grid<int> endpointGrid() const;
    // Index of the colour with this label, or -1.
    int colourOfLabel(char label) const;

    friend bool operator==(const Puzzle &, const Puzzle &) = default;
};

bool isLabel(char c);

// Throws Error when the puzzle breaks the model: size outside 1..kMaxSide, no pairs, more than
// kMaxColours, a label that is not a letter or digit or is used twice, endpoints outside the board or
// on one cell.
void checkPuzzle(const Puzzle &puzzle);

// The puzzle on a board of another size; pairs with an endpoint outside the new board are dropped
// (an editor resize).
Puzzle resized(const Puzzle &puzzle, int rows, int cols);

// "row 4, column 6": a cell as the studio and a player count it, from 1.
std::string placeOf(Point p);

} // namespace tessera::flow
