#include "foxhunt/editing.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::foxhunt {

namespace {
void requireInside(const Level &level, Point p) {
    if (!level.inside(p)) throw Error(cellName(p) + " is outside the field");
}
bool contains(const std::vector<Point> &cells, Point p) {
    return std::find(cells.begin(), cells.end(), p) != cells.end();
}
} // namespace

Level withFoxToggled(const Level &level, Point p) {
    requireInside(level, p);
    Level out = level;
    if (contains(level.foxes, p)) {
        if (level.foxes.size() == 1) throw Error("a level hides at least one fox");
        out.foxes.erase(std::find(out.foxes.begin(), out.foxes.end(), p));
        return out;
    }
    if (contains(level.openings, p)) throw Error(cellName(p) + " is an opening probe, not a fox's cell");
    if (int(level.foxes.size()) + 1 >= level.rows * level.cols)
        throw Error("a level needs at least one cell without a fox");
    if (int(level.foxes.size()) >= kMaxFoxes)
        throw Error("a level hides at most " + std::to_string(kMaxFoxes) + " foxes");
    out.foxes.push_back(p);
    std::sort(out.foxes.begin(), out.foxes.end());
    return out;
}

Level withOpeningToggled(const Level &level, Point p) {
    requireInside(level, p);
    Level out = level;
    if (contains(level.openings, p)) {
        out.openings.erase(std::find(out.openings.begin(), out.openings.end(), p));
        return out;
    }
    if (contains(level.foxes, p)) throw Error(cellName(p) + " holds a fox; openings probe empty cells");
    out.openings.push_back(p);
    return out;
}

Level withFieldResized(const Level &level, int rows, int cols) {
    if (rows < 1 || cols < 1 || rows > kMaxSide || cols > kMaxSide)
        throw Error("a field is 1 to " + std::to_string(kMaxSide) + " cells a side");
    Level out;
    out.rows = rows;
    out.cols = cols;
    for (Point p : level.foxes)
        if (out.inside(p)) out.foxes.push_back(p);
    for (Point p : level.openings)
        if (out.inside(p)) out.openings.push_back(p);
    if (out.foxes.empty())
        throw Error("no fox would be left in a " + std::to_string(rows) + "x" + std::to_string(cols) +
                    " field");
    checkLevel(out);
    return out;
}

} // namespace tessera::foxhunt
