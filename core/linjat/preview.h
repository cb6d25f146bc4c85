#pragma once

#include "common/drawing.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <vector>

namespace tessera::linjat {

// Every Linjat picture's frame: one cell is kCellUnits, the board kMarginUnits from each edge.
inline constexpr double kCellUnits = 32;
inline constexpr double kMarginUnits = 4;
// The lines' colours, as the studio's board draws them: a solution's lines, and a line drawn in play
// at its number's full length (one still shorter is drawn in the solution's blue).
inline constexpr Color kSolutionLineColour = rgb(64, 132, 196);
inline constexpr Color kFullLineColour = rgb(46, 160, 67);

// One number's line in a picture: its cells (first to last along the number's row or column) in colour.
struct LineStroke {
    int number = 0;
    Line line;
    Color colour = kSolutionLineColour;
};

// The one drawing of a Linjat board: a light grid, the strokes under everything else (each a thick
// line with round ends), dots, numbers in circles. Previews and the play picture both draw with it.
Drawing drawBoard(const Puzzle &puzzle, const std::vector<LineStroke> &strokes);

// A clean picture of a level for thumbnails and image export: drawBoard with, when given, the
// solution's lines in kSolutionLineColour.
Drawing drawPuzzle(const Puzzle &puzzle, const std::vector<Line> *solution = nullptr);

} // namespace tessera::linjat
