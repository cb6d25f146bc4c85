#include "banqi/preview.h"

namespace tessera::banqi {

Drawing drawBoard(const Position &p, const BoardLayout &layout) {
    constexpr double cell = kCellUnits;
    const double left = layout.left(), top = layout.top();
    Drawing d;
    d.width = left + kCols * cell + kMarginUnits;
    d.height = top + kRows * cell + (layout.coordinates ? kLabelUnits : kMarginUnits);
    d.background = rgb(255, 255, 255);
    d.rect(left, top, kCols * cell, kRows * cell, rgb(232, 214, 170));
    Drawing grid;
    grid.background = kTransparent;
    grid.grid(kRows, kCols, cell, rgb(150, 120, 80));
    d.append(grid, left, top, 1);
    // The picture's row (from the top) of a board row (row 1 is board row 0).
    auto shownRow = [&](int row) { return layout.rowOneAtTop ? row : kRows - 1 - row; };
    if (layout.coordinates) {
        const Color ink = rgb(110, 90, 60);
        const double size = cell * 0.3;
        for (int c = 0; c < kCols; ++c)
            d.text(left + (c + 0.5) * cell, top + kRows * cell + kLabelUnits / 2, size,
                   std::string(1, char('a' + c)), ink);
        for (int r = 0; r < kRows; ++r)
            d.text(left / 2, top + (shownRow(r) + 0.5) * cell, size, std::to_string(r + 1), ink);
    }
    for (int c = 0; c < kCells; ++c) {
        const Cell x = p.board[std::size_t(c)];
        if (x == kEmpty) continue;
        const double cx = left + (c % kCols + 0.5) * cell, cy = top + (shownRow(c / kCols) + 0.5) * cell;
        if (x == kHidden) {
            d.circle(cx, cy, cell * 0.4, rgb(120, 90, 60), rgb(70, 50, 30), 1.5);
            continue;
        }
        d.circle(cx, cy, cell * 0.4, rgb(250, 240, 220),
                 colourOf(x) == 0 ? rgb(190, 30, 30) : rgb(30, 30, 30), 2);
        d.text(cx, cy, cell * 0.36, std::string(1, pieceChar(x)),
               colourOf(x) == 0 ? rgb(190, 30, 30) : rgb(30, 30, 30));
    }
    return d;
}

Drawing drawPosition(const Position &p) {
    return drawBoard(p, BoardLayout{});
}

} // namespace tessera::banqi
