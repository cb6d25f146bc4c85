#include "flow/boardpicture.h"

#include "common/error.h"
#include "flow/flowgame.h"
#include "flow/preview.h"

namespace tessera::flow {

play::BoardPicture boardPicture(const play::View &view) {
    const auto *game = dynamic_cast<const FlowGame *>(&view); // nothing is hidden in Flow
    if (!game) throw Error("the view is not a Flow position");
    const Puzzle &puzzle = game->puzzle();
    play::BoardPicture picture;
    picture.drawing = drawPaths(puzzle, game->paths(), true);
    picture.rows = puzzle.rows;
    picture.cols = puzzle.cols;
    picture.x = kMarginUnits;
    picture.y = kMarginUnits;
    picture.cell = kCellUnits;
    return picture;
}

} // namespace tessera::flow
