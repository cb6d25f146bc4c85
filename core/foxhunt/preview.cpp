#include "foxhunt/preview.h"

#include "foxhunt/hunt.h"

namespace tessera::foxhunt {

Drawing drawLevel(const Level &level) {
    constexpr double cell = 32;
    constexpr double margin = 4;
    const Hunt hunt(level);
    Drawing d;
    d.width = level.cols * cell + 2 * margin;
    d.height = level.rows * cell + 2 * margin;
    d.background = rgb(255, 255, 255);
    d.rect(margin, margin, level.cols * cell, level.rows * cell, rgb(214, 226, 190));
    for (int r = 0; r < level.rows; ++r)
        for (int c = 0; c < level.cols; ++c)
            if (hunt.view().cells.at({r, c}) >= 0)
                d.rect(margin + c * cell, margin + r * cell, cell, cell, rgb(236, 236, 232));
    Drawing grid;
    grid.background = kTransparent;
    grid.grid(level.rows, level.cols, cell, rgb(150, 160, 130));
    d.append(grid, margin, margin, 1);
    for (Point p : level.foxes) {
        const double x = margin + (p.col + 0.5) * cell, y = margin + (p.row + 0.5) * cell;
        const bool found = hunt.view().cells.at(p) == kFound;
        d.circle(x, y, cell * 0.32, rgb(200, 90, 30), found ? rgb(20, 20, 20) : kTransparent, found ? 3 : 0);
    }
    for (int r = 0; r < level.rows; ++r)
        for (int c = 0; c < level.cols; ++c) {
            const int v = hunt.view().cells.at({r, c});
            if (v >= 0)
                d.text(margin + (c + 0.5) * cell, margin + (r + 0.5) * cell, cell * 0.4, std::to_string(v),
                       rgb(40, 40, 40));
        }
    return d;
}

} // namespace tessera::foxhunt
