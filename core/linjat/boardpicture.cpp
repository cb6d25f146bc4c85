#include "linjat/boardpicture.h"

#include "common/error.h"
#include "linjat/linjatgame.h"
#include "linjat/preview.h"

namespace tessera::linjat {

play::BoardPicture boardPicture(const play::View &view) {
    const auto *game = dynamic_cast<const LinjatGame *>(&view); // nothing is hidden in Linjat
    if (!game) throw Error("the view is not a Linjat position");
    const Puzzle &puzzle = game->puzzle();
    std::vector<LineStroke> strokes;
    for (int i = 0; i < puzzle.numberCount(); ++i) {
        const Line line = game->line(i);
        if (line.first == line.last) continue; // no arm drawn: the number alone
        const bool full = line.last - line.first + 1 == puzzle.number(i).value;
        strokes.push_back({i, line, full ? kFullLineColour : kSolutionLineColour});
    }
    play::BoardPicture picture;
    picture.drawing = drawBoard(puzzle, strokes);
    picture.rows = puzzle.rows();
    picture.cols = puzzle.cols();
    picture.x = kMarginUnits;
    picture.y = kMarginUnits;
    picture.cell = kCellUnits;
    return picture;
}

} // namespace tessera::linjat
