#include "linjat/preview.h"

namespace tessera::linjat {

Drawing drawBoard(const Puzzle &puzzle, const std::vector<LineStroke> &strokes) {
    constexpr double cell = kCellUnits;
    constexpr double margin = kMarginUnits;
    Drawing d;
    d.width = puzzle.cols() * cell + 2 * margin;
    d.height = puzzle.rows() * cell + 2 * margin;
    d.background = rgb(255, 255, 255);
    d.rect(margin, margin, puzzle.cols() * cell, puzzle.rows() * cell, rgb(250, 248, 242));
    Drawing grid;
    grid.grid(puzzle.rows(), puzzle.cols(), cell, rgb(214, 210, 200));
    grid.background = kTransparent;
    d.append(grid, margin, margin, 1);
    auto cx = [&](int col) { return margin + (col + 0.5) * cell; };
    auto cy = [&](int row) { return margin + (row + 0.5) * cell; };
    for (const LineStroke &s : strokes) {
        if (s.number < 0 || s.number >= puzzle.numberCount()) continue;
        const Number &n = puzzle.number(s.number);
        const Line &l = s.line;
        const double x1 = l.horizontal ? cx(l.first) : cx(n.col), x2 = l.horizontal ? cx(l.last) : cx(n.col);
        const double y1 = l.horizontal ? cy(n.row) : cy(l.first), y2 = l.horizontal ? cy(n.row) : cy(l.last);
        d.line(x1, y1, x2, y2, s.colour, cell * 0.36);
        // Round ends, so a line reads as one stroke.
        d.circle(x1, y1, cell * 0.18, s.colour);
        d.circle(x2, y2, cell * 0.18, s.colour);
    }
    for (int r = 0; r < puzzle.rows(); ++r)
        for (int c = 0; c < puzzle.cols(); ++c)
            if (puzzle.isDot(r, c)) d.circle(cx(c), cy(r), cell * 0.12, rgb(40, 40, 40));
    for (const Number &n : puzzle.numbers()) {
        d.circle(cx(n.col), cy(n.row), cell * 0.38, rgb(255, 255, 255), rgb(40, 40, 40), cell * 0.05);
        d.text(cx(n.col), cy(n.row), cell * 0.42, std::string(1, char('0' + n.value)), rgb(20, 20, 20));
    }
    return d;
}

Drawing drawPuzzle(const Puzzle &puzzle, const std::vector<Line> *solution) {
    std::vector<LineStroke> strokes;
    if (solution && solution->size() == std::size_t(puzzle.numberCount()))
        for (int i = 0; i < puzzle.numberCount(); ++i)
            strokes.push_back({i, (*solution)[std::size_t(i)], kSolutionLineColour});
    return drawBoard(puzzle, strokes);
}

} // namespace tessera::linjat
