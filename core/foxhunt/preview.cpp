#include "foxhunt/preview.h"

namespace tessera::foxhunt {

Drawing drawView(const View &view, const std::vector<Point> *foxes) {
    constexpr double cell = kCellUnits;
    constexpr double margin = kMarginUnits;
    Drawing d;
    d.width = view.cols * cell + 2 * margin;
    d.height = view.rows * cell + 2 * margin;
    d.background = rgb(255, 255, 255);
    d.rect(margin, margin, view.cols * cell, view.rows * cell, rgb(214, 226, 190));
    for (int r = 0; r < view.rows; ++r)
        for (int c = 0; c < view.cols; ++c)
            if (view.cells.at({r, c}) >= 0)
                d.rect(margin + c * cell, margin + r * cell, cell, cell, rgb(236, 236, 232));
    Drawing grid;
    grid.background = kTransparent;
    grid.grid(view.rows, view.cols, cell, rgb(150, 160, 130));
    d.append(grid, margin, margin, 1);
    auto fox = [&](Point p) {
        const double x = margin + (p.col + 0.5) * cell, y = margin + (p.row + 0.5) * cell;
        const bool found = view.cells.at(p) == kFound;
        d.circle(x, y, cell * 0.32, rgb(200, 90, 30), found ? rgb(20, 20, 20) : kTransparent, found ? 3 : 0);
    };
    if (foxes) {
        for (Point p : *foxes) fox(p);
    } else {
        for (int r = 0; r < view.rows; ++r)
            for (int c = 0; c < view.cols; ++c)
                if (view.cells.at({r, c}) == kFound) fox({r, c});
    }
    for (int r = 0; r < view.rows; ++r)
        for (int c = 0; c < view.cols; ++c) {
            const int v = view.cells.at({r, c});
            if (v >= 0)
                d.text(margin + (c + 0.5) * cell, margin + (r + 0.5) * cell, cell * 0.4, std::to_string(v),
                       rgb(40, 40, 40));
        }
    return d;
}

Drawing drawLevel(const Level &level) {
    const Hunt hunt(level);
    return drawView(hunt.view(), &level.foxes);
}

} // namespace tessera::foxhunt
