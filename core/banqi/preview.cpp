#include "banqi/preview.h"

namespace tessera::banqi {

Drawing drawPosition(const Position &p) {
    constexpr double cell = 32, margin = 4;
    Drawing d;
    d.width = kCols * cell + 2 * margin;
    d.height = kRows * cell + 2 * margin;
    d.background = rgb(255, 255, 255);
    d.rect(margin, margin, kCols * cell, kRows * cell, rgb(232, 214, 170));
    Drawing grid;
    grid.background = kTransparent;
    grid.grid(kRows, kCols, cell, rgb(150, 120, 80));
    d.append(grid, margin, margin, 1);
    for (int c = 0; c < kCells; ++c) {
        const Cell x = p.board[std::size_t(c)];
        if (x == kEmpty) continue;
        const double cx = margin + (c % kCols + 0.5) * cell,
                     cy = margin + (kRows - 1 - c / kCols + 0.5) * cell;
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

} // namespace tessera::banqi
