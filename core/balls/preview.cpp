#include "balls/preview.h"

#include <cmath>

namespace tessera::balls {

namespace {

double cx(int col) {
    return kMarginUnits + (col + 0.5) * kCellUnits;
}
double cy(int row) {
    return kMarginUnits + (row + 0.5) * kCellUnits;
}

void arrow(Drawing &d, double x1, double y1, double x2, double y2, Color c, double width, bool dashed) {
    d.line(x1, y1, x2, y2, c, width, dashed);
    const double len = std::hypot(x2 - x1, y2 - y1);
    if (len < 1e-9) return;
    const double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
    const double head = kCellUnits * 0.28;
    d.line(x2, y2, x2 - head * (ux + uy * 0.6), y2 - head * (uy - ux * 0.6), c, width);
    d.line(x2, y2, x2 - head * (ux - uy * 0.6), y2 - head * (uy + ux * 0.6), c, width);
}

// A track from its first to its last cell; one that left goes half a cell past the edge. Tracks of
// the same move are nudged sideways by `offset` so a ball's track and the next ball's do not hide.
void track(Drawing &d, const Track &t, Dir dir, Color c, double width, bool dashed, double offset) {
    if (t.cells.empty()) return;
    const Point v = delta(dir);
    const double ox = -v.row * offset, oy = v.col * offset; // perpendicular
    const Point a = t.cells.front(), b = t.cells.back();
    double x2 = cx(b.col), y2 = cy(b.row);
    if (t.off) {
        x2 += v.col * kCellUnits * 0.9;
        y2 += v.row * kCellUnits * 0.9;
    }
    if (a == b && !t.off) return; // a ball that did not move has no arrow
    arrow(d, cx(a.col) + ox, cy(a.row) + oy, x2 + ox, y2 + oy, c, width, dashed);
}

// The field, its blocks and balls; the black ball only when black.
Drawing drawField(const Board &board, bool black) {
    Drawing d;
    d.width = board.cols * kCellUnits + 2 * kMarginUnits;
    d.height = board.rows * kCellUnits + 2 * kMarginUnits;
    d.background = rgb(255, 255, 255);
    d.rect(kMarginUnits, kMarginUnits, board.cols * kCellUnits, board.rows * kCellUnits, rgb(214, 196, 160));
    Drawing grid;
    grid.background = kTransparent;
    grid.grid(board.rows, board.cols, kCellUnits, rgb(150, 130, 100));
    d.append(grid, kMarginUnits, kMarginUnits, 1);
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c) {
            const Point p{r, c};
            switch (board.at(p)) {
            case '#':
                d.rect(kMarginUnits + c * kCellUnits + 2, kMarginUnits + r * kCellUnits + 2, kCellUnits - 4,
                       kCellUnits - 4, rgb(90, 70, 50));
                break;
            case 'o':
                d.circle(cx(c), cy(r), kCellUnits * 0.36, rgb(250, 250, 250), rgb(60, 60, 60), 1.5);
                break;
            case '@':
                if (black) d.circle(cx(c), cy(r), kCellUnits * 0.36, rgb(20, 20, 24));
                break;
            default:
                break;
            }
        }
    return d;
}

} // namespace

Color moveColour(int move) {
    // Golden-angle hues at full saturation, darkened enough to read on the light field.
    const double hue = std::fmod(move * 137.508 + 10, 360.0) / 60.0;
    const double x = 1 - std::fabs(std::fmod(hue, 2.0) - 1);
    double r = 0, g = 0, b = 0;
    switch (static_cast<int>(hue) % 6) {
    case 0:
        r = 1, g = x;
        break;
    case 1:
        r = x, g = 1;
        break;
    case 2:
        g = 1, b = x;
        break;
    case 3:
        g = x, b = 1;
        break;
    case 4:
        r = x, b = 1;
        break;
    default:
        r = 1, b = x;
        break;
    }
    auto ch = [](double v) { return static_cast<int>(std::lround(v * 200)); };
    return rgb(ch(r), ch(g), ch(b));
}

Drawing drawBoard(const Board &board) {
    return drawField(board, true);
}

Drawing drawHistory(const Board &board, const std::vector<PushRecord> &history,
                    const std::vector<bool> *shown) {
    Drawing d;
    d.width = board.cols * kCellUnits + 2 * kMarginUnits;
    d.height = board.rows * kCellUnits + 2 * kMarginUnits;
    d.background = kTransparent;
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (shown && (i >= shown->size() || !(*shown)[i])) continue;
        const PushRecord &rec = history[i];
        const Color c = moveColour(static_cast<int>(i));
        track(d, rec.black, rec.dir, c, 2.5, true, 0);
        for (std::size_t w = 0; w < rec.whites.size(); ++w)
            track(d, rec.whites[w], rec.dir, c, 3, false, (w % 2 ? -1.0 : 1.0) * 3);
        // The number sits where the black ball struck (half a cell before the struck ball), so pushes
        // from the same cell keep their numbers apart; a push that struck nothing numbers its start.
        const Point v = delta(rec.dir);
        double lx = cx(rec.black.cells.front().col), ly = cy(rec.black.cells.front().row);
        if (!rec.whites.empty()) {
            const Point struck = rec.whites.front().cells.front();
            // Sideways by the move's index too: two pushes striking the same ball stay apart.
            const double side = (static_cast<double>(i % 3) - 1) * 0.35;
            lx = cx(struck.col) - v.col * kCellUnits * 0.5 - v.row * kCellUnits * side;
            ly = cy(struck.row) - v.row * kCellUnits * 0.5 + v.col * kCellUnits * side;
        }
        d.circle(lx, ly, kCellUnits * 0.2, c);
        d.text(lx, ly, kCellUnits * 0.22, std::to_string(i + 1), rgb(255, 255, 255));
    }
    return d;
}

Drawing drawLevel(const Board &board, const std::vector<PushRecord> &history) {
    Drawing d = drawBoard(board);
    d.append(drawHistory(board, history), 0, 0, 1);
    return d;
}

Drawing drawGame(const Board &position, const std::vector<PushRecord> &history, bool lost) {
    Drawing d = drawField(position, !lost || history.empty());
    if (lost && !history.empty() && !history.back().black.cells.empty()) {
        // One cell on from its last cell on the field, in the margin, where its track's arrow ends.
        const PushRecord &last = history.back();
        const Point off = last.black.cells.back() + delta(last.dir);
        d.circle(cx(off.col), cy(off.row), kCellUnits * 0.36, rgb(20, 20, 24, 90), rgb(20, 20, 24), 1.5);
    }
    d.append(drawHistory(position, history), 0, 0, 1);
    return d;
}

} // namespace tessera::balls
