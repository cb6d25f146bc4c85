#include "foxhunt/boardpicture.h"

#include "common/error.h"
#include "foxhunt/preview.h"
#include "foxhunt/publichunt.h"

namespace tessera::foxhunt {

play::BoardPicture boardPicture(const play::View &view) {
    const auto *hunt = dynamic_cast<const PublicHunt *>(&view);
    if (!hunt) throw Error("the view is not a Fox Hunt position");
    const View &field = hunt->view();
    play::BoardPicture picture;
    picture.drawing = drawView(field);
    picture.rows = field.rows;
    picture.cols = field.cols;
    picture.x = kMarginUnits;
    picture.y = kMarginUnits;
    picture.cell = kCellUnits;
    return picture;
}

} // namespace tessera::foxhunt
