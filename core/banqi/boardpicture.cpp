#include "banqi/boardpicture.h"

#include "banqi/preview.h"
#include "banqi/publicgame.h"
#include "common/error.h"

namespace tessera::banqi {

play::BoardPicture boardPicture(const play::View &view) {
    const auto *game = dynamic_cast<const PublicGame *>(&view);
    if (!game) throw Error("the view is not a BanQi position");
    const BoardLayout layout{.rowOneAtTop = true, .coordinates = true};
    play::BoardPicture picture;
    picture.drawing = drawBoard(game->view().position, layout);
    picture.rows = kRows;
    picture.cols = kCols;
    picture.x = layout.left();
    picture.y = layout.top();
    picture.cell = kCellUnits;
    return picture;
}

} // namespace tessera::banqi
