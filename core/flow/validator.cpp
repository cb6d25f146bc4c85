#include "flow/validator.h"

#include <cstdlib>

namespace tessera::flow {

namespace {
Verdict failure(std::string problem) {
    return Verdict{false, std::move(problem)};
}
std::string colourName(const Puzzle &puzzle, std::size_t c) {
    return std::string("colour '") + puzzle.pairs[c].label + "'";
}
} // namespace

Verdict validateSolution(const Puzzle &puzzle, const Solution &solution, Rule rule) {
    if (solution.paths.size() != puzzle.pairs.size())
        return failure(std::to_string(solution.paths.size()) + " paths for " +
                       std::to_string(puzzle.pairs.size()) + " colours");
    // owner[cell] = colour, position[cell] = index on its path.
    std::vector<int> owner(static_cast<std::size_t>(puzzle.cellCount()), -1);
    std::vector<int> position(owner.size(), -1);
    auto index = [&](Point p) { return static_cast<std::size_t>(p.row * puzzle.cols + p.col); };
    for (std::size_t c = 0; c < solution.paths.size(); ++c) {
        const auto &path = solution.paths[c];
        const Pair &pair = puzzle.pairs[c];
        if (path.size() < 2) return failure(colourName(puzzle, c) + ": path has fewer than two cells");
        if (path.front() != pair.a)
            return failure(colourName(puzzle, c) + ": path does not start at its endpoint");
        if (path.back() != pair.b)
            return failure(colourName(puzzle, c) + ": path does not end at its endpoint");
        for (std::size_t i = 0; i < path.size(); ++i) {
            const Point p = path[i];
            if (!puzzle.inside(p))
                return failure(colourName(puzzle, c) + ": " + placeOf(p) + " is off the board");
            if (i > 0) {
                const Point q = path[i - 1];
                if (std::abs(p.row - q.row) + std::abs(p.col - q.col) != 1)
                    return failure(colourName(puzzle, c) + ": " + placeOf(q) + " to " + placeOf(p) +
                                   " is not one orthogonal step");
            }
            if (owner[index(p)] >= 0)
                return failure(placeOf(p) + " is used twice (" + colourName(puzzle, c) + " and " +
                               colourName(puzzle, static_cast<std::size_t>(owner[index(p)])) + ")");
            const int endpointColour = puzzle.colourAt(p);
            const bool isEnd = i == 0 || i + 1 == path.size();
            if (endpointColour >= 0 && !isEnd)
                return failure(colourName(puzzle, c) + " runs through the endpoint at " + placeOf(p));
            owner[index(p)] = static_cast<int>(c);
            position[index(p)] = static_cast<int>(i);
        }
    }
    for (int r = 0; r < puzzle.rows; ++r)
        for (int col = 0; col < puzzle.cols; ++col)
            if (owner[index({r, col})] < 0) return failure(placeOf({r, col}) + " is not covered by any path");
    if (rule == Rule::Strict) {
        // Two orthogonal neighbours of one colour must be consecutive on its path.
        for (int r = 0; r < puzzle.rows; ++r)
            for (int col = 0; col < puzzle.cols; ++col) {
                const Point p{r, col};
                for (Point q : {Point{r, col + 1}, Point{r + 1, col}}) {
                    if (!puzzle.inside(q) || owner[index(p)] != owner[index(q)]) continue;
                    if (std::abs(position[index(p)] - position[index(q)]) != 1)
                        return failure(colourName(puzzle, static_cast<std::size_t>(owner[index(p)])) +
                                       " touches itself at " + placeOf(p) + " and " + placeOf(q) +
                                       " (not allowed under the strict rule)");
                }
            }
    }
    return {};
}

} // namespace tessera::flow
