#include "ui/flow/boardview.h"

#include "ui/flow/levelmodel.h"
#include "ui/flow/palette.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <vector>

namespace tessera::flow::ui {

BoardView::BoardView(LevelModel &model, QWidget *parent)
    : GridView(parent)
    , mModel(model) {
    followModel(&mModel, &LevelModel::changed, [this] { return QSize(mModel.columns(), mModel.rows()); });
}

void BoardView::setPipes(const Puzzle &puzzle, const Grid<int> &colour, const Grid<std::uint8_t> &links) {
    mPuzzle = puzzle;
    mColour = colour;
    mLinks = links;
    update();
}

void BoardView::clearPipes() {
    // Each edit and each solve clears the pipes again: a board without any is not repainted for it.
    if (mColour.empty() && mLinks.empty()) return;
    mColour = {};
    mLinks = {};
    update();
}

void BoardView::setHighlights(const std::vector<Point> &cells, const QColor &colour) {
    if (cells == mHighlights && (cells.empty() || colour == mHighlightColour)) return;
    mHighlights = cells;
    mHighlightColour = colour;
    update();
}

QList<tessera::ui::KeyHelp> BoardView::keyHelp() const {
    return GridView::keyHelp() +
           QList<tessera::ui::KeyHelp>{
               {tr("Space, Enter"), tr("Place an endpoint on the selected cell")},
               {tr("Delete, Backspace"), tr("Remove the endpoint on the selected cell")}};
}

void BoardView::keyPressEvent(QKeyEvent *event) {
    const auto cell = selectedCell();
    if (cell && event->modifiers() == Qt::NoModifier) {
        switch (event->key()) {
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
            emit removeRequested(*cell);
            return;
        case Qt::Key_Space:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            emit placeRequested(*cell);
            return;
        default:
            break;
        }
    }
    GridView::keyPressEvent(event);
}

void BoardView::paintCells(QPainter &painter, const QRectF &, qreal cellSize) {
    const bool pipes = !mLinks.empty() && mLinks.rows() == rows() && mLinks.cols() == columns();
    auto colourOf = [this](int index) {
        return index >= 0 && index < mPuzzle.colourCount()
                   ? labelColour(mPuzzle.pairs[std::size_t(index)].label)
                   : QColor(Qt::gray);
    };
    // Tints first, so pipes and discs sit on top. Each is the colour at a quarter's opacity over the
    // board's plain cell colour, worked out here: an opaque fill is a copy, a translucent one a blend per
    // pixel, and blending the tinted cells was a twelfth of an edit's work on the GUI thread.
    if (pipes) {
        constexpr int kTintAlpha = 60;
        const QColor base = palette().color(QPalette::Base);
        const auto over = [&base](const QColor &tint) {
            const auto mix = [](int under, int top) {
                return (under * (255 - kTintAlpha) + top * kTintAlpha + 127) / 255;
            };
            return QColor(mix(base.red(), tint.red()), mix(base.green(), tint.green()),
                          mix(base.blue(), tint.blue()));
        };
        std::vector<QColor> tints;
        for (int i = 0; i <= mPuzzle.colourCount(); ++i) tints.push_back(over(colourOf(i)));
        for (int r = 0; r < rows(); ++r)
            for (int c = 0; c < columns(); ++c) {
                const int colour = mColour.at({r, c});
                if (colour < 0) continue;
                painter.fillRect(cellRect(QPoint(c, r)).adjusted(1, 1, -1, -1),
                                 tints[std::size_t(std::min(colour, mPuzzle.colourCount()))]);
            }
    }
    for (const Point &p : mHighlights) {
        if (p.row >= rows() || p.col >= columns()) continue;
        QColor fill = mHighlightColour;
        fill.setAlpha(90);
        const QRectF rect = cellRect(QPoint(p.col, p.row)).adjusted(1, 1, -1, -1);
        painter.fillRect(rect, fill);
        painter.setPen(QPen(mHighlightColour, std::max<qreal>(2, cellSize / 14)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(1, 1, -1, -1));
    }
    if (pipes) {
        // A straight run of links both cells hold in one colour is one line from its first centre to its
        // last, which covers what its half pipes with their round caps did; a link only one cell holds
        // stays a half pipe. Each colour's lines go to the painter in one call: a wide antialiased stroke
        // per half pipe made each repaint after an edit cost milliseconds.
        auto linked = [this](Point p, Dir d, int colour) {
            const Point next{p.row + delta(d).row, p.col + delta(d).col};
            return (mLinks.at(p) & (1u << int(d))) && mLinks.inside(next) &&
                   (mLinks.at(next) & (1u << int(opposite(d)))) && mColour.at(next) == colour &&
                   mColour.at(p) == colour;
        };
        auto centreOf = [this](Point p) { return cellCenter(QPoint(p.col, p.row)); };
        std::vector<std::vector<QLineF>> lines(std::size_t(mPuzzle.colourCount()) + 1); // last: unknown
        for (int r = 0; r < rows(); ++r)
            for (int c = 0; c < columns(); ++c) {
                const Point p{r, c};
                const std::uint8_t links = mLinks.at(p);
                if (!links) continue;
                const int colour = mColour.at(p);
                const bool known = colour >= 0 && colour < mPuzzle.colourCount();
                std::vector<QLineF> &into = lines[known ? std::size_t(colour) : lines.size() - 1];
                for (Dir d : kAllDirs) {
                    if (!(links & (1u << int(d)))) continue;
                    if (!linked(p, d, colour)) {
                        const Point dp = delta(d);
                        into.emplace_back(centreOf(p),
                                          centreOf(p) + QPointF(dp.col, dp.row) * (cellSize / 2));
                    } else if ((d == Dir::Right || d == Dir::Down) && !linked(p, opposite(d), colour)) {
                        // The start of a run: on to its last cell.
                        Point last = step(p, d);
                        while (linked(last, d, colour)) last = step(last, d);
                        into.emplace_back(centreOf(p), centreOf(last));
                    }
                }
            }
        // Each line as a filled rectangle with a round cap at both ends, the cap an image drawn once per
        // colour: stroking the lines, wide, antialiased and round-capped, cost another twelfth of an edit
        // on the GUI thread (the board is repainted with its solution after every solve). Ends snap to
        // device pixels and the width to an even number of them, so caps and rectangles meet exactly.
        const qreal ratio = devicePixelRatioF();
        const int thickness =
            2 * std::max(1, int(std::lround(std::max<qreal>(3, cellSize * 0.32) * ratio / 2)));
        const qreal half = thickness / ratio / 2;
        const auto snap = [ratio](QPointF p) {
            return QPointF(std::round(p.x() * ratio) / ratio, std::round(p.y() * ratio) / ratio);
        };
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (lines[i].empty()) continue;
            const QColor colour = colourOf(int(i));
            const QPixmap &cap = pipeCap(colour, thickness);
            const qreal capHalf = cap.width() / ratio / 2;
            for (const QLineF &line : lines[i]) {
                const QPointF a = snap(line.p1()), b = snap(line.p2());
                const bool across = a.y() == b.y();
                painter.fillRect(QRectF(a, b).normalized().adjusted(across ? 0 : -half, across ? -half : 0,
                                                                    across ? 0 : half, across ? half : 0),
                                 colour);
                for (const QPointF &end : {a, b}) painter.drawPixmap(end - QPointF(capHalf, capHalf), cap);
            }
        }
    }
    for (int r = 0; r < rows(); ++r)
        for (int c = 0; c < columns(); ++c) {
            const char label = mModel.labelAt({r, c});
            if (label == '.') continue;
            const QPointF centre = cellRect(QPoint(c, r)).center();
            // Whole pixels: a pixmap at a fractional place would be resampled.
            const QPixmap &pixmap = disc(label, mModel.labelCount(label) != 2, cellSize);
            const qreal half = pixmap.width() / pixmap.devicePixelRatio() / 2;
            painter.drawPixmap(QPointF(std::round(centre.x() - half), std::round(centre.y() - half)), pixmap);
        }
}

const QPixmap &BoardView::pipeCap(const QColor &colour, int thickness) {
    const qreal ratio = devicePixelRatioF();
    if (thickness != mCapThickness || ratio != mCapRatio) {
        mCaps.clear();
        mCapThickness = thickness;
        mCapRatio = ratio;
    }
    if (auto found = mCaps.find(colour.rgba()); found != mCaps.end()) return found->second;
    // A pixel of room round the disc for its antialiased edge; the centre on a pixel corner.
    const int size = thickness + 2;
    QPixmap pixmap(size, size);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    const qreal centre = size / ratio / 2, radius = thickness / ratio / 2;
    painter.drawEllipse(QPointF(centre, centre), radius, radius);
    painter.end();
    return mCaps.emplace(colour.rgba(), pixmap).first->second;
}

// Antialiased circles and text were half of each paint, and an edit repaints every endpoint: each disc
// is drawn once per cell size and then copied.
const QPixmap &BoardView::disc(char label, bool lone, qreal cellSize) {
    const qreal ratio = devicePixelRatioF();
    if (cellSize != mDiscCellSize || ratio != mDiscRatio || font() != mDiscFont) {
        mDiscs.clear();
        mDiscCellSize = cellSize;
        mDiscRatio = ratio;
        mDiscFont = font();
    }
    const int key = int(static_cast<unsigned char>(label)) * 2 + int(lone);
    if (auto found = mDiscs.find(key); found != mDiscs.end()) return found->second;

    const qreal radius = cellSize * 0.36;
    // The disc and its outline as two filled circles, the outline's then the disc's: the ring a pen of
    // this width draws, without the stroker's cost.
    const qreal outline = std::max<qreal>(1, cellSize / 24);
    const qreal ringPen = std::max<qreal>(1.5, cellSize / 16);
    const qreal half = std::ceil(std::max(radius + outline / 2, radius * 1.2 + ringPen / 2) + 1);
    QPixmap pixmap(QSize(int(2 * half * ratio), int(2 * half * ratio)));
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    QFont font = this->font();
    font.setBold(true);
    font.setPixelSize(std::max(7, int(cellSize * 0.42)));
    painter.setFont(font);
    const QPointF centre(half, half);
    const QColor colour = labelColour(label);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour.darker(160));
    painter.drawEllipse(centre, radius + outline / 2, radius + outline / 2);
    painter.setBrush(colour);
    painter.drawEllipse(centre, radius - outline / 2, radius - outline / 2);
    // A lone endpoint (its pair still to place) gets a dashed ring so it stands out.
    if (lone) {
        painter.setPen(QPen(Qt::red, ringPen, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, radius * 1.2, radius * 1.2);
    }
    painter.setPen(colour.lightnessF() > 0.6 ? Qt::black : Qt::white);
    painter.drawText(QRectF(centre - QPointF(cellSize / 2, cellSize / 2), QSizeF(cellSize, cellSize)),
                     Qt::AlignCenter, QString(QChar(label)));
    painter.end();
    return mDiscs.emplace(key, pixmap).first->second;
}

} // namespace tessera::flow::ui
