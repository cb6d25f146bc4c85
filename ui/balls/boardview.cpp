#include "ui/balls/boardview.h"

#include "balls/preview.h"
#include "ui/common/drawingpainter.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace tessera::balls::ui {

BoardView::BoardView(QWidget *parent)
    : GridView(parent)
    , mBoard(emptyBoard(6, 6))
    , mAnimation(new QVariantAnimation(this)) {
    setShowGridLines(false);
    // The core's drawing has a ring of one cell around the field for arrows that leave it; the pixels
    // beyond it keep a strip above the drawing free for the banner.
    setBoardMarginCells(kMarginUnits / kCellUnits);
    setBoardMargin(kBannerStrip);
    setFocusPolicy(Qt::StrongFocus);
    mAnimation->setStartValue(0.0);
    mAnimation->setEndValue(1.0);
    connect(mAnimation, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(mAnimation, &QVariantAnimation::finished, this, [this] { update(); });
    setGridSize(mBoard.cols, mBoard.rows);
}

void BoardView::setBoard(const Board &board) {
    const bool resized = board.rows != mBoard.rows || board.cols != mBoard.cols;
    mBoard = board;
    if (resized) setGridSize(board.cols, board.rows);
    update();
}

void BoardView::setHistory(std::vector<PushRecord> history, std::vector<bool> shown) {
    mHistory = std::move(history);
    mShown = std::move(shown);
    update();
}

int BoardView::arrowGroupCount() const {
    int n = 0;
    for (std::size_t i = 0; i < mHistory.size(); ++i) n += i < mShown.size() && mShown[i];
    return n;
}

void BoardView::setFirstMoves(std::optional<std::vector<Dir>> winning) {
    mWinning = std::move(winning);
    update();
}

void BoardView::setHeat(std::optional<WhatIfMap> map) {
    mHeat = std::move(map);
    update();
}

void BoardView::setMarker(std::optional<ConstructionStep> step) {
    mMarker = std::move(step);
    update();
}

void BoardView::animate(const Board &before, const PushRecord &record) {
    mBefore = before;
    mRolling = record;
    int cells = static_cast<int>(record.black.cells.size());
    for (const Track &t : record.whites) cells += static_cast<int>(t.cells.size());
    mAnimation->stop();
    mAnimation->setDuration(std::min(600, 40 * cells + 60));
    mAnimation->start();
}

void BoardView::skipAnimation() {
    if (isAnimating()) mAnimation->setCurrentTime(mAnimation->duration());
}

bool BoardView::isAnimating() const {
    return mAnimation->state() == QAbstractAnimation::Running;
}

QRectF BoardView::drawingTarget(const QRectF &board, qreal cellSize) const {
    // The core's drawings have a margin of one cell around the field.
    return board.adjusted(-cellSize * kMarginUnits / kCellUnits, -cellSize * kMarginUnits / kCellUnits,
                          cellSize * kMarginUnits / kCellUnits, cellSize * kMarginUnits / kCellUnits);
}

void BoardView::paintCells(QPainter &painter, const QRectF &board, qreal cellSize) {
    const QRectF target = drawingTarget(board, cellSize);
    if (isAnimating()) {
        // The position before the push, without the balls that roll; they are drawn on their way.
        Board still = mBefore;
        still.start.black = -1;
        for (const Track &t : mRolling.whites) still.start.whites.reset(mBefore.index(t.cells.front()));
        Drawing d = drawBoard(still);
        tessera::ui::DrawingPainter::paint(painter, d, target);
        paintRolling(painter, cellSize);
        return;
    }
    tessera::ui::DrawingPainter::paint(painter, drawBoard(mBoard), target);
    if (mHeat) paintHeat(painter, cellSize);
    if (!mHistory.empty())
        tessera::ui::DrawingPainter::paint(painter, drawHistory(mBoard, mHistory, &mShown), target);
    paintFirstMoves(painter, cellSize);
    if (mMarker) paintMarker(painter, cellSize);
}

void BoardView::setBanner(const QString &text, bool good) {
    mBanner = text;
    mBannerGood = good;
    update();
}

QRectF BoardView::drawingRect() const {
    return drawingTarget(boardRect(), cellSize());
}

QRectF BoardView::bannerRect() const {
    if (mBanner.isEmpty()) return {};
    // Above the drawing (the field and its ring of arrows), where it covers none of the pushes; a
    // zoomed-in view may leave no room there, and then it sits at the top edge all the same.
    const QRectF drawing = drawingRect();
    const qreal height = std::clamp(drawing.top() - 4, qreal(20), qreal(kBannerStrip - 4));
    const qreal top = std::max(qreal(0), (drawing.top() - height) / 2);
    return QRectF(std::max(qreal(0), drawing.left()), top, std::min(qreal(width()), drawing.width()), height);
}

void BoardView::paintOverlay(QPainter &painter, const QRectF &, qreal) {
    if (mBanner.isEmpty() || isAnimating()) return;
    const QRectF band = bannerRect();
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(12, int(band.height() * 0.6)));
    painter.setFont(font);
    painter.fillRect(band, mBannerGood ? QColor(20, 120, 50, 220) : QColor(170, 20, 30, 220));
    painter.setPen(Qt::white);
    painter.drawText(band, Qt::AlignCenter, mBanner);
}

void BoardView::paintRolling(QPainter &painter, qreal cellSize) const {
    // The balls roll one after the other, each for its share of the cells crossed.
    std::vector<const Track *> tracks{&mRolling.black};
    for (const Track &t : mRolling.whites) tracks.push_back(&t);
    double total = 0;
    for (const Track *t : tracks) total += static_cast<double>(t->cells.size() - 1) + (t->off ? 1 : 0);
    double at = mAnimation->currentValue().toDouble() * total;
    const Point v = delta(mRolling.dir);
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const Track &t = *tracks[i];
        const double length = static_cast<double>(t.cells.size() - 1) + (t.off ? 1 : 0);
        const double along = std::clamp(at, 0.0, length);
        at -= length;
        const QPointF start = cellCenter(QPoint(t.cells.front().col, t.cells.front().row));
        const QPointF centre = start + QPointF(v.col, v.row) * along * cellSize;
        const bool black = i == 0;
        painter.setPen(black ? Qt::NoPen : QPen(QColor(60, 60, 60), 1.5));
        painter.setBrush(black ? QColor(20, 20, 24) : QColor(250, 250, 250));
        painter.drawEllipse(centre, cellSize * 0.36, cellSize * 0.36);
    }
}

void BoardView::paintHeat(QPainter &painter, qreal cellSize) const {
    for (const WhatIfCell &c : mHeat->cells) {
        const QRectF r = cellRect(QPoint(c.cell.col, c.cell.row)).adjusted(2, 2, -2, -2);
        QColor colour;
        if (!c.solvable)
            colour = QColor(200, 30, 30, 150);
        else {
            const double change = std::clamp(c.randomWinChange * 4, -1.0, 1.0);
            colour = change >= 0 ? QColor(30, 160, 60, int(60 + 120 * change))
                                 : QColor(230, 140, 20, int(60 + 120 * -change));
        }
        painter.fillRect(r, colour);
        if (!c.added) {
            painter.setPen(QPen(QColor(20, 20, 20), std::max(1.0, cellSize / 20)));
            painter.drawLine(r.topLeft(), r.bottomRight());
        }
    }
}

void BoardView::paintFirstMoves(QPainter &painter, qreal cellSize) const {
    if (!mWinning) return;
    const Point b = mBoard.point(mBoard.start.black);
    const QPointF centre = cellCenter(QPoint(b.col, b.row));
    for (Dir d : kAllDirs) {
        const bool wins = std::find(mWinning->begin(), mWinning->end(), d) != mWinning->end();
        const Point v = delta(d);
        const QPointF dir(v.col, v.row);
        const QPointF from = centre + dir * cellSize * 0.42, to = centre + dir * cellSize * 0.95;
        const QColor colour = wins ? QColor(20, 150, 50) : QColor(200, 30, 30);
        painter.setPen(QPen(colour, std::max(2.0, cellSize / 10), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, to);
        const QPointF side(-dir.y(), dir.x());
        QPainterPath head;
        head.moveTo(to + dir * cellSize * 0.12);
        head.lineTo(to - dir * cellSize * 0.1 + side * cellSize * 0.14);
        head.lineTo(to - dir * cellSize * 0.1 - side * cellSize * 0.14);
        head.closeSubpath();
        painter.fillPath(head, colour);
    }
}

void BoardView::paintMarker(QPainter &painter, qreal cellSize) const {
    using Kind = ConstructionStep::Kind;
    const ConstructionStep &s = *mMarker;
    const QColor colour = s.kind == Kind::Reject     ? QColor(210, 20, 20)
                          : s.kind == Kind::Relocate ? QColor(30, 90, 220)
                                                     : QColor(20, 150, 50);
    painter.setPen(QPen(colour, std::max(2.0, cellSize / 12)));
    painter.setBrush(Qt::NoBrush);
    const QPointF to = cellCenter(QPoint(s.to.col, s.to.row));
    painter.drawEllipse(to, cellSize * 0.45, cellSize * 0.45);
    if (s.kind == Kind::Relocate) painter.drawLine(cellCenter(QPoint(s.from.col, s.from.row)), to);
    if (s.kind == Kind::Reject) {
        const double r = cellSize * 0.3;
        painter.drawLine(to + QPointF(-r, -r), to + QPointF(r, r));
        painter.drawLine(to + QPointF(-r, r), to + QPointF(r, -r));
    }
}

QList<tessera::ui::KeyHelp> BoardView::keyHelp() const {
    QList<tessera::ui::KeyHelp> keys = GridView::keyHelp();
    if (mPlay)
        keys.first() = {tr("Arrow keys"), tr("Push the ball"), tr("Any key first ends a push still rolling")};
    return keys;
}

void BoardView::keyPressEvent(QKeyEvent *event) {
    if (isAnimating()) skipAnimation();
    if (mPlay && event->modifiers() == Qt::NoModifier) {
        switch (event->key()) {
        case Qt::Key_Up:
            emit pushRequested(Dir::Up);
            return;
        case Qt::Key_Down:
            emit pushRequested(Dir::Down);
            return;
        case Qt::Key_Left:
            emit pushRequested(Dir::Left);
            return;
        case Qt::Key_Right:
            emit pushRequested(Dir::Right);
            return;
        default:
            break;
        }
    }
    GridView::keyPressEvent(event);
}

} // namespace tessera::balls::ui
