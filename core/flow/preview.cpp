#include "flow/preview.h"

#include <algorithm>
#include <cmath>

namespace tessera::flow {

Color flowColour(int index) {
    static const Color kPalette[] = {
        rgb(230, 30, 30),   rgb(20, 140, 40),   rgb(30, 60, 230),   rgb(235, 220, 40),
        rgb(245, 140, 20),  rgb(20, 210, 220),  rgb(220, 40, 200),  rgb(140, 40, 40),
        rgb(120, 40, 160),  rgb(240, 240, 240), rgb(130, 130, 130), rgb(130, 230, 40),
        rgb(190, 170, 110), rgb(40, 40, 140),   rgb(30, 130, 130),  rgb(245, 150, 190),
    };
    if (index >= 0 && index < 16) return kPalette[index];
    // Golden-angle hues, alternating lightness, so neighbouring indices stay apart.
    const double hue = std::fmod((index - 16) * 137.508, 360.0) / 60.0;
    const double light = (index % 2) ? 0.45 : 0.7;
    const double chroma = 0.8 * (1 - std::fabs(2 * light - 1));
    const double x = chroma * (1 - std::fabs(std::fmod(hue, 2.0) - 1));
    double r = 0, g = 0, b = 0;
    switch (static_cast<int>(hue) % 6) {
    case 0:
        r = chroma, g = x;
        break;
    case 1:
        r = x, g = chroma;
        break;
    case 2:
        g = chroma, b = x;
        break;
    case 3:
        g = x, b = chroma;
        break;
    case 4:
        r = x, b = chroma;
        break;
    default:
        r = chroma, b = x;
        break;
    }
    const double m = light - chroma / 2;
    auto channel = [&](double v) { return static_cast<int>(std::lround((v + m) * 255)); };
    return rgb(channel(r), channel(g), channel(b));
}

namespace {
// Dark text on light discs, light text on dark ones.
Color labelColour(Color fill) {
    const int r = static_cast<int>(fill >> 24), g = static_cast<int>((fill >> 16) & 255),
              b = static_cast<int>((fill >> 8) & 255);
    return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? rgb(20, 20, 20) : rgb(255, 255, 255);
}
} // namespace

Drawing drawPaths(const Puzzle &puzzle, const std::vector<std::vector<Point>> &paths, bool tint) {
    constexpr double cell = kCellUnits;
    constexpr double margin = kMarginUnits;
    Drawing d;
    d.width = puzzle.cols * cell + 2 * margin;
    d.height = puzzle.rows * cell + 2 * margin;
    d.background = rgb(255, 255, 255);
    d.rect(margin, margin, puzzle.cols * cell, puzzle.rows * cell, rgb(24, 24, 28));
    const std::size_t colours = std::min(paths.size(), puzzle.pairs.size());
    if (tint)
        for (std::size_t c = 0; c < colours; ++c) {
            const Color faint = (flowColour(static_cast<int>(c)) & ~Color(0xff)) | 60;
            for (Point p : paths[c])
                if (puzzle.inside(p)) d.rect(margin + p.col * cell, margin + p.row * cell, cell, cell, faint);
        }
    Drawing grid;
    grid.background = kTransparent;
    grid.grid(puzzle.rows, puzzle.cols, cell, rgb(90, 90, 96));
    d.append(grid, margin, margin, 1);
    auto cx = [&](int col) { return margin + (col + 0.5) * cell; };
    auto cy = [&](int row) { return margin + (row + 0.5) * cell; };
    for (std::size_t c = 0; c < colours; ++c) {
        const Color colour = flowColour(static_cast<int>(c));
        const auto &path = paths[c];
        for (std::size_t i = 0; i < path.size(); ++i) {
            if (!puzzle.inside(path[i])) continue;
            // A disc per cell joins the segments into one rounded pipe.
            d.circle(cx(path[i].col), cy(path[i].row), cell * 0.17, colour);
            if (i > 0 && puzzle.inside(path[i - 1]))
                d.line(cx(path[i - 1].col), cy(path[i - 1].row), cx(path[i].col), cy(path[i].row), colour,
                       cell * 0.34);
        }
    }
    for (std::size_t c = 0; c < puzzle.pairs.size(); ++c) {
        const Pair &pair = puzzle.pairs[c];
        const Color colour = flowColour(static_cast<int>(c));
        for (Point p : {pair.a, pair.b}) {
            if (!puzzle.inside(p)) continue;
            d.circle(cx(p.col), cy(p.row), cell * 0.38, colour);
            d.text(cx(p.col), cy(p.row), cell * 0.36, std::string(1, pair.label), labelColour(colour));
        }
    }
    return d;
}

Drawing drawPuzzle(const Puzzle &puzzle, const Solution *solution) {
    static const std::vector<std::vector<Point>> kNone;
    return drawPaths(puzzle,
                     solution && solution->paths.size() == puzzle.pairs.size() ? solution->paths : kNone);
}

} // namespace tessera::flow
