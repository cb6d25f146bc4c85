#pragma once

#include "common/cellname.h"
#include "common/grid.h"
#include "common/jsonutil.h"

#include <string>
#include <vector>

namespace tessera::foxhunt {

// Field sides are 1 to 26 (a column is one letter); a field holds 1 to kMaxFoxes foxes and at least
// one empty cell.
inline constexpr int kMaxSide = 26;
// Readings and counts are kept in bytes by the tracker.
inline constexpr int kMaxFoxes = 200;

// "c3": column letter (a = first column), row number from 1 (row 1 first): the names every play
// notation uses (common/cellname.h).
using tessera::cellName;
// The cell a name stands for; throws Error for anything that is not a letter and a row number.
Point parseCell(const std::string &name);

// A Fox Hunt level: a field, the foxes hidden in it (at most one per cell) and the probes already made
// when play starts (openings: cells probed in this order; a fox among them counts as found).
struct Level {
    int rows = 10;
    int cols = 10;
    std::vector<Point> foxes;    // sorted, distinct
    std::vector<Point> openings; // distinct, in probe order
    bool inside(Point p) const { return p.row >= 0 && p.col >= 0 && p.row < rows && p.col < cols; }
    friend bool operator==(const Level &, const Level &) = default;
};

// The eight ray directions (row, col steps).
inline constexpr Point kRayDirs[8] = {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}};
// Every cell on the 8 rays from p (p itself excluded), row-major order.
std::vector<Point> rayCells(int rows, int cols, Point p);
// Whether a and b share a row, a column or a diagonal (and are different cells).
bool onRays(Point a, Point b);

// Throws Error (message naming the cell) when the level breaks a rule: sides 1..kMaxSide, foxes and
// openings inside and distinct, at least one fox and one empty cell.
void checkLevel(const Level &level);
// The level's data object: {"rows", "cols", "foxes": ["c3", ...], "probes": [...] (only when there
// are openings)}. Foxes are written sorted row-major.
Json levelToJson(const Level &level);
// Reads a data object; refuses unknown keys, bad cells and broken rules with the JSON path
// ("foxes[2]: d11 is outside the 10x10 field").
Level levelFromJson(const Json &data);

} // namespace tessera::foxhunt
