#include "foxhunt/level.h"

#include "common/error.h"

#include <algorithm>
#include <set>

namespace tessera::foxhunt {

Point parseCell(const std::string &name) {
    const auto bad = [&] {
        return Error("\"" + name + "\" is not a cell name (a column letter and a row number, e.g. c3)");
    };
    if (name.size() < 2 || name.size() > 4 || name[0] < 'a' || name[0] > 'z') throw bad();
    int row = 0;
    for (std::size_t i = 1; i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9' || (i == 1 && name[i] == '0')) throw bad();
        row = row * 10 + (name[i] - '0');
    }
    return {row - 1, name[0] - 'a'};
}

std::vector<Point> rayCells(int rows, int cols, Point p) {
    std::vector<Point> out;
    for (Point d : kRayDirs)
        for (Point q = p + d; q.row >= 0 && q.col >= 0 && q.row < rows && q.col < cols; q = q + d)
            out.push_back(q);
    std::sort(out.begin(), out.end());
    return out;
}

bool onRays(Point a, Point b) {
    if (a == b) return false;
    const int dr = a.row - b.row, dc = a.col - b.col;
    return dr == 0 || dc == 0 || dr == dc || dr == -dc;
}

namespace {
std::string sizeText(const Level &level) {
    return std::to_string(level.rows) + "x" + std::to_string(level.cols);
}

void checkCells(const Level &level, const std::vector<Point> &cells, const std::string &key) {
    std::set<Point> seen;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const std::string place = key + "[" + std::to_string(i) + "]";
        if (!level.inside(cells[i]))
            throw Error(cellName(cells[i]) + " is outside the " + sizeText(level) + " field", place);
        if (!seen.insert(cells[i]).second) throw Error(cellName(cells[i]) + " is listed twice", place);
    }
}
} // namespace

void checkLevel(const Level &level) {
    if (level.rows < 1 || level.cols < 1 || level.rows > kMaxSide || level.cols > kMaxSide)
        throw Error("a field is 1 to " + std::to_string(kMaxSide) + " cells a side, not " + sizeText(level));
    if (level.foxes.empty()) throw Error("a level hides at least one fox", "foxes");
    if (int(level.foxes.size()) > kMaxFoxes)
        throw Error("a level hides at most " + std::to_string(kMaxFoxes) + " foxes", "foxes");
    if (int(level.foxes.size()) >= level.rows * level.cols)
        throw Error("a level needs at least one cell without a fox", "foxes");
    checkCells(level, level.foxes, "foxes");
    checkCells(level, level.openings, "probes");
}

Json levelToJson(const Level &level) {
    std::vector<Point> foxes = level.foxes;
    std::sort(foxes.begin(), foxes.end());
    Json j{{"rows", level.rows}, {"cols", level.cols}, {"foxes", Json::array()}};
    for (Point p : foxes) j["foxes"].push_back(cellName(p));
    if (!level.openings.empty()) {
        j["probes"] = Json::array();
        for (Point p : level.openings) j["probes"].push_back(cellName(p));
    }
    return j;
}

namespace {
std::vector<Point> readCells(const JsonCursor &list) {
    std::vector<Point> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const JsonCursor item = list[i];
        try {
            out.push_back(parseCell(item.string()));
        } catch (const Error &e) {
            if (!e.place().empty()) throw;
            item.fail(e.message());
        }
    }
    return out;
}
} // namespace

Level levelFromJson(const Json &data) {
    const JsonCursor root(data);
    root.requireObject();
    for (auto it = data.begin(); it != data.end(); ++it)
        if (it.key() != "rows" && it.key() != "cols" && it.key() != "foxes" && it.key() != "probes")
            throw Error("unknown member \"" + it.key() + "\"", it.key());
    Level level;
    level.rows = int(root["rows"].integer(1, kMaxSide));
    level.cols = int(root["cols"].integer(1, kMaxSide));
    level.foxes = readCells(root["foxes"]);
    if (root.has("probes")) level.openings = readCells(root["probes"]);
    checkLevel(level);
    std::sort(level.foxes.begin(), level.foxes.end());
    return level;
}

} // namespace tessera::foxhunt
