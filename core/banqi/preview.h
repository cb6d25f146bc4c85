#pragma once

#include "banqi/board.h"
#include "common/drawing.h"

namespace tessera::banqi {

// Every BanQi picture's cell: kCellUnits; the board sits kMarginUnits from an edge, or kLabelUnits on
// the sides that carry the coordinates.
inline constexpr double kCellUnits = 32;
inline constexpr double kMarginUnits = 4;
inline constexpr double kLabelUnits = 18;

// How a picture lays the board out.
struct BoardLayout {
    // Row 1 at the top, so the picture's cell rows run as common/cellname.h counts them ("a1" top-left,
    // what a front end mapping a pointer to a cell name expects); else row 4 at the top, as the
    // notation writes the rows and the studio's board shows them.
    bool rowOneAtTop = false;
    // Files a-h under the board and row numbers left of it, in the studio's label colour.
    bool coordinates = false;
    // Where the board's top-left corner is in the drawing.
    double left() const { return coordinates ? kLabelUnits : kMarginUnits; }
    double top() const { return kMarginUnits; }
};

// The one drawing of a position: the board, hidden pieces as plain discs, revealed ones as red or
// black discs with their letters, captured pieces gone.
Drawing drawBoard(const Position &p, const BoardLayout &layout);

// The board as a preview drawing (thumbnails, image export): drawBoard with row 4 at the top and no
// coordinates.
Drawing drawPosition(const Position &p);

} // namespace tessera::banqi
