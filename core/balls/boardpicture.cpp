#include "balls/boardpicture.h"

#include "balls/ballsgame.h"
#include "balls/preview.h"
#include "common/error.h"

namespace tessera::balls {

play::BoardPicture boardPicture(const play::View &view) {
    const auto *game = dynamic_cast<const BallsGame *>(&view); // nothing is hidden in the ball push
    if (!game) throw Error("the view is not a ball-push position");
    const Board position = game->current();
    play::BoardPicture picture;
    picture.drawing = drawGame(position, game->history(), game->lost());
    picture.rows = position.rows;
    picture.cols = position.cols;
    picture.x = kMarginUnits;
    picture.y = kMarginUnits;
    picture.cell = kCellUnits;
    return picture;
}

} // namespace tessera::balls
