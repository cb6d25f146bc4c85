#include "flow/solution.h"

namespace tessera::flow {

namespace {
int dirBetween(Point from, Point to) {
    for (Dir d : kAllDirs)
        if (step(from, d) == to) return static_cast<int>(d);
    return -1;
}
} // namespace

Grid<int> colourGrid(const Puzzle &puzzle, const Solution &solution) {
    Grid<int> grid(puzzle.rows, puzzle.cols, -1);
    for (std::size_t c = 0; c < solution.paths.size(); ++c)
        for (Point p : solution.paths[c])
            if (grid.inside(p)) grid[p] = static_cast<int>(c);
    return grid;
}

Grid<std::uint8_t> linkGrid(const Puzzle &puzzle, const Solution &solution) {
    Grid<std::uint8_t> grid(puzzle.rows, puzzle.cols, 0);
    for (const auto &path : solution.paths)
        for (std::size_t i = 1; i < path.size(); ++i) {
            const int d = dirBetween(path[i - 1], path[i]);
            if (d < 0 || !grid.inside(path[i - 1]) || !grid.inside(path[i])) continue;
            grid[path[i - 1]] |= static_cast<std::uint8_t>(1u << d);
            grid[path[i]] |= static_cast<std::uint8_t>(1u << static_cast<int>(opposite(static_cast<Dir>(d))));
        }
    return grid;
}

std::vector<Point> differingCells(const Puzzle &puzzle, const Solution &first, const Solution &second) {
    const Grid<int> c1 = colourGrid(puzzle, first), c2 = colourGrid(puzzle, second);
    const Grid<std::uint8_t> l1 = linkGrid(puzzle, first), l2 = linkGrid(puzzle, second);
    std::vector<Point> out;
    for (int i = 0; i < c1.size(); ++i)
        if (c1[i] != c2[i] || l1[i] != l2[i]) out.push_back(c1.point(i));
    return out;
}

std::vector<std::string> solutionRows(const Puzzle &puzzle, const Solution &solution) {
    const Grid<int> grid = colourGrid(puzzle, solution);
    std::vector<std::string> rows(static_cast<std::size_t>(puzzle.rows), std::string(puzzle.cols, '.'));
    for (int r = 0; r < puzzle.rows; ++r)
        for (int c = 0; c < puzzle.cols; ++c) {
            const int colour = grid[Point{r, c}];
            if (colour >= 0 && colour < puzzle.colourCount())
                rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] =
                    puzzle.pairs[static_cast<std::size_t>(colour)].label;
        }
    return rows;
}

Solution solutionFromLinks(const Puzzle &puzzle, const Grid<std::uint8_t> &links) {
    Solution solution;
    const int limit = puzzle.cellCount();
    for (const Pair &pair : puzzle.pairs) {
        std::vector<Point> path{pair.a};
        Point prev{-1, -1};
        Point cur = pair.a;
        while (static_cast<int>(path.size()) <= limit && !(cur == pair.b && path.size() > 1)) {
            Point next{-1, -1};
            for (Dir d : kAllDirs) {
                if (!(links[cur] & (1u << static_cast<int>(d)))) continue;
                const Point q = step(cur, d);
                if (q == prev || !links.inside(q)) continue;
                next = q;
                break;
            }
            if (next.row < 0) break;
            path.push_back(next);
            prev = cur;
            cur = next;
        }
        solution.paths.push_back(std::move(path));
    }
    return solution;
}

Json solutionToJson(const Puzzle &puzzle, const Solution &solution) {
    Json paths = Json::array();
    for (std::size_t c = 0; c < solution.paths.size() && c < puzzle.pairs.size(); ++c) {
        Json cells = Json::array();
        for (Point p : solution.paths[c]) cells.push_back(Json::array({p.row, p.col}));
        paths.push_back(Json{{"label", std::string(1, puzzle.pairs[c].label)}, {"cells", std::move(cells)}});
    }
    return Json{{"paths", std::move(paths)}};
}

Solution solutionFromJson(const Puzzle &puzzle, const JsonCursor &cursor) {
    cursor.requireObject();
    const JsonCursor paths = cursor["paths"];
    Solution solution;
    solution.paths.resize(puzzle.pairs.size());
    std::vector<bool> seen(puzzle.pairs.size(), false);
    for (std::size_t i = 0; i < paths.size(); ++i) {
        const JsonCursor entry = paths[i];
        const JsonCursor labelCursor = entry["label"];
        const std::string label = labelCursor.string();
        const int colour = label.size() == 1 ? puzzle.colourOfLabel(label[0]) : -1;
        if (colour < 0) labelCursor.fail("\"" + label + "\" is not a colour of this puzzle");
        if (seen[static_cast<std::size_t>(colour)])
            labelCursor.fail("colour \"" + label + "\" has two paths");
        seen[static_cast<std::size_t>(colour)] = true;
        const JsonCursor cells = entry["cells"];
        std::vector<Point> path;
        for (std::size_t k = 0; k < cells.size(); ++k) {
            const JsonCursor cell = cells[k];
            if (cell.size() != 2) cell.fail("expected [row, col]");
            const Point p{static_cast<int>(cell[0].integer(0, puzzle.rows - 1)),
                          static_cast<int>(cell[1].integer(0, puzzle.cols - 1))};
            path.push_back(p);
        }
        solution.paths[static_cast<std::size_t>(colour)] = std::move(path);
    }
    for (std::size_t c = 0; c < seen.size(); ++c)
        if (!seen[c]) paths.fail(std::string("no path for colour \"") + puzzle.pairs[c].label + "\"");
    return solution;
}

} // namespace tessera::flow
