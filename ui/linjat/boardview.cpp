#include "ui/linjat/boardview.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace tessera::linjat::ui {

BoardView::BoardView(QWidget *parent)
    : GridView(parent) {
    setBoardMargin(22);
    GridView::setGridSize(mPuzzle.cols(), mPuzzle.rows());
}

void BoardView::setPuzzle(const Puzzle &puzzle) {
    mPuzzle = puzzle;
    setGridSize(puzzle.cols(), puzzle.rows());
    update();
}

void BoardView::setStrokes(std::vector<Stroke> strokes) {
    mStrokes = std::move(strokes);
    update();
}

void BoardView::setFaintStrokes(std::vector<Stroke> strokes) {
    mFaint = std::move(strokes);
    update();
}

void BoardView::setShading(std::vector<QColor> shading) {
    mShading = std::move(shading);
    update();
}

void BoardView::setHighlightedCells(std::vector<QPoint> cells) {
    mHighlighted = std::move(cells);
    update();
}

void BoardView::setMarkedNumbers(std::vector<int> numbers, QColor color) {
    mMarkedNumbers = std::move(numbers);
    mMarkedNumberColor = color;
    update();
}

void BoardView::setMarkedDots(std::vector<QPoint> cells, QColor color) {
    mMarkedDots = std::move(cells);
    mMarkedDotColor = color;
    update();
}

void BoardView::setSuggestedDot(std::optional<QPoint> cell) {
    mSuggested = cell;
    update();
}

void BoardView::clearOverlays() {
    mStrokes.clear();
    mFaint.clear();
    mShading.clear();
    mHighlighted.clear();
    mMarkedNumbers.clear();
    mMarkedDots.clear();
    mSuggested.reset();
    update();
}

void BoardView::setShowCoordinates(bool show) {
    mShowCoordinates = show;
    setBoardMargin(show ? 22 : 8);
}

QColor BoardView::fullLineColor() {
    return QColor(46, 160, 67);
}
QColor BoardView::partialLineColor() {
    return QColor(214, 57, 46);
}
QColor BoardView::solutionColor() {
    return QColor(64, 132, 196);
}
QColor BoardView::differenceColor() {
    return QColor(230, 126, 20);
}
QColor BoardView::highlightColor() {
    return QColor(245, 176, 0);
}
QColor BoardView::reachColor() {
    return QColor(90, 140, 220, 40);
}

BoardView::Stroke BoardView::lineStroke(const Number &number, const Line &line, QColor color, bool dashed,
                                        qreal width) {
    Stroke s;
    s.from = line.horizontal ? QPoint(line.first, number.row) : QPoint(number.col, line.first);
    s.to = line.horizontal ? QPoint(line.last, number.row) : QPoint(number.col, line.last);
    s.color = color;
    s.dashed = dashed;
    s.width = width;
    return s;
}

std::vector<BoardView::Stroke> BoardView::solutionStrokes(const Puzzle &puzzle,
                                                          const std::vector<Line> &lines, QColor color,
                                                          const std::vector<int> &differing,
                                                          QColor differingColor) {
    std::vector<Stroke> out;
    for (int i = 0; i < puzzle.numberCount() && i < int(lines.size()); ++i) {
        const bool differs = std::find(differing.begin(), differing.end(), i) != differing.end();
        out.push_back(lineStroke(puzzle.number(i), lines[std::size_t(i)], differs ? differingColor : color));
    }
    return out;
}

void BoardView::drawStrokes(QPainter &painter, const std::vector<Stroke> &strokes, qreal cellSize) const {
    for (const Stroke &s : strokes) {
        const QPointF a = cellCenter(s.from), b = cellCenter(s.to);
        QPen pen(s.color, std::max(1.5, s.width * cellSize), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        if (s.dashed) {
            // A little thinner, with dashes of about a third of a cell and clear gaps, so "decided in this
            // layer" reads at once next to the solid lines (dash lengths are in pen widths).
            pen.setWidthF(std::max(1.5, s.width * cellSize * 0.75));
            pen.setCapStyle(Qt::FlatCap);
            const qreal dash = 0.3 * cellSize / pen.widthF(), gap = 0.16 * cellSize / pen.widthF();
            pen.setDashPattern({dash, gap});
        }
        painter.setPen(pen);
        if (a == b) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(s.color);
            const qreal r = pen.widthF() / 2;
            painter.drawEllipse(a, r, r);
            painter.setBrush(Qt::NoBrush);
        } else {
            painter.drawLine(a, b);
        }
    }
}

bool BoardView::drawsNumber(int) const {
    return true;
}

void BoardView::drawNumber(QPainter &painter, const QRectF &cell, int value, bool ghost) const {
    const qreal size = cell.width();
    const qreal r = size * 0.38;
    QColor fill = palette().color(QPalette::Base);
    QColor ink = palette().color(QPalette::Text);
    if (ghost) {
        fill.setAlpha(170);
        ink.setAlpha(170);
    }
    painter.setPen(QPen(ink, std::max(1.0, size * 0.05)));
    painter.setBrush(fill);
    painter.drawEllipse(cell.center(), r, r);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, int(size * 0.48)));
    painter.setFont(font);
    painter.setPen(ink);
    painter.drawText(cell, Qt::AlignCenter, QString::number(value));
    painter.setBrush(Qt::NoBrush);
}

void BoardView::paintCells(QPainter &painter, const QRectF &, qreal cellSize) {
    const int rows = mPuzzle.rows(), cols = mPuzzle.cols();
    if (int(mShading.size()) == rows * cols) {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const QColor &color = mShading[std::size_t(r * cols + c)];
                if (color.alpha() > 0) painter.fillRect(cellRect(QPoint(c, r)), color);
            }
    }
    for (const QPoint &cell : mHighlighted) {
        QColor fill = highlightColor();
        fill.setAlpha(70);
        painter.fillRect(cellRect(cell), fill);
    }
    drawStrokes(painter, mFaint, cellSize);
    drawStrokes(painter, mStrokes, cellSize);

    const QColor ink = palette().color(QPalette::Text);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            if (!mPuzzle.isDot(r, c)) continue;
            painter.setPen(Qt::NoPen);
            painter.setBrush(ink);
            const qreal radius = std::max(2.0, cellSize * 0.13);
            painter.drawEllipse(cellCenter(QPoint(c, r)), radius, radius);
        }
    painter.setBrush(Qt::NoBrush);
    for (const QPoint &cell : mMarkedDots) {
        painter.setPen(QPen(mMarkedDotColor, std::max(2.0, cellSize * 0.07)));
        const qreal radius = cellSize * 0.28;
        painter.drawEllipse(cellCenter(cell), radius, radius);
    }
    for (int i = 0; i < mPuzzle.numberCount(); ++i) {
        if (!drawsNumber(i)) continue;
        const Number &n = mPuzzle.number(i);
        drawNumber(painter, cellRect(QPoint(n.col, n.row)), n.value);
    }
    for (int i : mMarkedNumbers) {
        if (i < 0 || i >= mPuzzle.numberCount()) continue;
        const Number &n = mPuzzle.number(i);
        painter.setPen(QPen(mMarkedNumberColor, std::max(2.0, cellSize * 0.08)));
        const qreal radius = cellSize * 0.46;
        painter.drawEllipse(cellCenter(QPoint(n.col, n.row)), radius, radius);
    }
    if (mSuggested) {
        QPen pen(highlightColor().darker(130), std::max(2.0, cellSize * 0.07), Qt::DashLine);
        painter.setPen(pen);
        const qreal radius = cellSize * 0.3;
        painter.drawEllipse(cellCenter(*mSuggested), radius, radius);
    }
    for (const QPoint &cell : mHighlighted) {
        painter.setPen(QPen(highlightColor().darker(115), std::max(2.0, cellSize * 0.06)));
        painter.drawRect(cellRect(cell).adjusted(2, 2, -2, -2));
    }
}

void BoardView::paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize) {
    if (!mShowCoordinates || cellSize < 14) return;
    QFont font = painter.font();
    font.setPixelSize(int(std::clamp(cellSize * 0.3, 9.0, 12.0)));
    font.setBold(false);
    painter.setFont(font);
    QColor ink = palette().color(QPalette::Text);
    ink.setAlpha(140);
    painter.setPen(ink);
    for (int c = 0; c < mPuzzle.cols(); ++c) {
        const QRectF r(board.left() + c * cellSize, board.top() - 20, cellSize, 18);
        painter.drawText(r, Qt::AlignHCenter | Qt::AlignBottom, QString::number(c + 1));
    }
    for (int row = 0; row < mPuzzle.rows(); ++row) {
        const QRectF r(board.left() - 22, board.top() + row * cellSize, 18, cellSize);
        painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter, QString::number(row + 1));
    }
}

} // namespace tessera::linjat::ui
