#include "ui/common/gridview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tessera::ui {

GridView::GridView(QWidget *parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

GridView::~GridView() = default;

void GridView::setGridSize(int columns, int rows) {
    columns = std::max(0, columns);
    rows = std::max(0, rows);
    if (columns == mColumns && rows == mRows) {
        update();
        return;
    }
    mColumns = columns;
    mRows = rows;
    if (mHovered && !contains(*mHovered)) setHovered(std::nullopt);
    if (mSelected && !contains(*mSelected)) setSelectedCell(std::nullopt);
    cancelDrag();
    fitToWindow();
    updateGeometry();
}

bool GridView::contains(const QPoint &cell) const {
    return cell.x() >= 0 && cell.y() >= 0 && cell.x() < mColumns && cell.y() < mRows;
}

void GridView::setBoardMargin(int margin) {
    mMargin = std::max(0, margin);
    updateLayout();
}

void GridView::setBoardMarginCells(qreal cells) {
    mMarginCells = std::max(qreal(0), cells);
    updateLayout();
}

void GridView::setCellSizeFloor(qreal size) {
    mCellSizeFloor = std::clamp(size, qreal(0.5), maximumCellSize);
    updateLayout();
}

void GridView::setShowGridLines(bool show) {
    mShowGridLines = show;
    update();
}

QRectF GridView::boardRect() const {
    return QRectF(mOrigin, QSizeF(mColumns * mCellSize, mRows * mCellSize));
}

QRectF GridView::cellRect(const QPoint &cell) const {
    return QRectF(mOrigin.x() + cell.x() * mCellSize, mOrigin.y() + cell.y() * mCellSize, mCellSize,
                  mCellSize);
}

std::optional<QPoint> GridView::cellAt(const QPointF &pos) const {
    if (mCellSize <= 0) return std::nullopt;
    const QPointF local = (pos - mOrigin) / mCellSize;
    const QPoint cell(int(std::floor(local.x())), int(std::floor(local.y())));
    if (!contains(cell)) return std::nullopt;
    return cell;
}

void GridView::setSelectedCell(std::optional<QPoint> cell) {
    if (cell && !contains(*cell)) cell.reset();
    if (cell == mSelected) return;
    mSelected = cell;
    update();
    emit selectedCellChanged(mSelected);
}

QSize GridView::sizeHint() const {
    return QSize(std::max(200, mColumns * 40 + 2 * mMargin), std::max(160, mRows * 40 + 2 * mMargin));
}

QSize GridView::minimumSizeHint() const {
    return QSize(120, 100);
}

void GridView::zoomIn() {
    setCellSize(mCellSize * zoomStep);
}

void GridView::zoomOut() {
    setCellSize(mCellSize / zoomStep);
}

void GridView::fitToWindow() {
    mFit = true;
    updateLayout();
}

void GridView::setCellSize(qreal size, std::optional<QPointF> anchor) {
    size = std::clamp(size, mCellSizeFloor, maximumCellSize);
    const QPointF at = anchor.value_or(QPointF(width() / 2.0, height() / 2.0));
    // The board point under the anchor stays under it.
    const QPointF boardPoint = mCellSize > 0 ? (at - mOrigin) / mCellSize : QPointF();
    mFit = false;
    const bool changed = !qFuzzyCompare(size, mCellSize);
    mCellSize = size;
    mOrigin = at - boardPoint * mCellSize;
    clampOrigin();
    update();
    if (changed) emit cellSizeChanged(mCellSize);
}

qreal GridView::fitCellSize() const {
    if (mColumns <= 0 || mRows <= 0) return mCellSize;
    const qreal w = std::max(1, width() - 2 * mMargin);
    const qreal h = std::max(1, height() - 2 * mMargin);
    // Whole pixels keep one-pixel lines crisp. Below four pixels a cell has no lines worth keeping crisp
    // and rounding down would shrink the board by up to half (a large room map in a small window), so
    // the fit is kept as it is there.
    const qreal fit = std::min(w / (mColumns + 2 * mMarginCells), h / (mRows + 2 * mMarginCells));
    return std::clamp(fit >= 4 ? std::floor(fit) : fit, mCellSizeFloor, maximumCellSize);
}

void GridView::updateLayout() {
    if (mFit) {
        const qreal size = fitCellSize();
        const bool changed = !qFuzzyCompare(size, mCellSize);
        mCellSize = size;
        if (changed) emit cellSizeChanged(mCellSize);
    }
    clampOrigin();
    update();
}

void GridView::clampOrigin() {
    // Per axis: a board smaller than the window is centred; a larger one may be panned but never
    // leaves more than the margin empty at either side.
    const QSizeF board(mColumns * mCellSize, mRows * mCellSize);
    auto clampAxis = [this](qreal origin, qreal boardLength, qreal viewLength) {
        if (mFit || boardLength + 2 * mMargin <= viewLength)
            return std::round((viewLength - boardLength) / 2.0);
        return std::clamp(origin, viewLength - boardLength - mMargin, qreal(mMargin));
    };
    mOrigin = QPointF(clampAxis(mOrigin.x(), board.width(), width()),
                      clampAxis(mOrigin.y(), board.height(), height()));
}

void GridView::setHovered(std::optional<QPoint> cell) {
    if (cell == mHovered) return;
    mHovered = cell;
    update();
    emit hoveredCellChanged(mHovered);
}

void GridView::paintCells(QPainter &, const QRectF &, qreal) {}

void GridView::paintOverlay(QPainter &, const QRectF &, qreal) {}

// The background, the board and its grid lines, painted as before but once per geometry: the
// translucent one-pixel lines cost the raster engine a call per pixel, a millisecond per paint of a
// large board that every edit repaints.
const QPixmap &GridView::background() {
    const qreal ratio = devicePixelRatioF();
    const BackgroundKey key{size(),         boardRect(),          mColumns, mRows,
                            mShowGridLines, palette().cacheKey(), ratio};
    if (key == mBackgroundKey && !mBackground.isNull()) return mBackground;
    mBackgroundKey = key;
    mBackground = QPixmap(size() * ratio);
    mBackground.setDevicePixelRatio(ratio);
    QPainter painter(&mBackground);
    painter.fillRect(rect(), palette().color(QPalette::Window).darker(104));
    if (mColumns <= 0 || mRows <= 0) return mBackground;
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QRectF board = key.board;
    painter.fillRect(board, palette().color(QPalette::Base));
    if (mShowGridLines) {
        painter.setRenderHint(QPainter::Antialiasing, false);
        QColor line = palette().color(QPalette::Text);
        line.setAlpha(40);
        painter.setPen(QPen(line, 1));
        for (int c = 1; c < mColumns; ++c) {
            const qreal x = std::round(board.left() + c * mCellSize);
            painter.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()));
        }
        for (int r = 1; r < mRows; ++r) {
            const qreal y = std::round(board.top() + r * mCellSize);
            painter.drawLine(QPointF(board.left(), y), QPointF(board.right(), y));
        }
    }
    return mBackground;
}

void GridView::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.drawPixmap(0, 0, background());
    if (mColumns <= 0 || mRows <= 0) return;
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    const QRectF board = boardRect();

    painter.save();
    paintCells(painter, board, mCellSize);
    painter.restore();

    const QColor highlight = palette().color(QPalette::Highlight);
    if (mHovered) {
        QColor fill = highlight;
        fill.setAlpha(45);
        painter.fillRect(cellRect(*mHovered), fill);
    }
    if (mSelected) {
        const qreal w = std::max(2.0, mCellSize / 14.0);
        painter.setPen(QPen(highlight, w));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cellRect(*mSelected).adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }

    QColor border = palette().color(QPalette::Text);
    border.setAlpha(150);
    painter.setPen(QPen(border, 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board);

    painter.save();
    paintOverlay(painter, board, mCellSize);
    painter.restore();
}

void GridView::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    updateLayout();
}

void GridView::wheelEvent(QWheelEvent *event) {
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        event->ignore();
        return;
    }
    // One notch (120) is one zoom step; touchpads send smaller deltas and zoom smoothly.
    const qreal factor = std::pow(zoomStep, delta / 120.0);
    setCellSize(mCellSize * factor, event->position());
    event->accept();
}

void GridView::mousePressEvent(QMouseEvent *event) {
    const QPointF pos = event->position();
    if (event->button() == Qt::MiddleButton ||
        (event->button() == Qt::LeftButton && event->modifiers() & Qt::AltModifier)) {
        mPanning = true;
        mPanStart = pos;
        mPanOriginStart = mOrigin;
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    const std::optional<QPoint> cell = cellAt(pos);
    if (!cell || (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)) {
        QWidget::mousePressEvent(event);
        return;
    }
    if (mKeyDragging) cancelDrag(); // the mouse takes over
    setFocus(Qt::MouseFocusReason);
    mPressed = cell;
    mPressedButton = event->button();
    mDragging = false;
    mDragOver = cell;
    if (event->button() == Qt::LeftButton) setSelectedCell(cell);
    emit cellPressed(*cell, event->button(), event->modifiers());
    event->accept();
}

void GridView::mouseMoveEvent(QMouseEvent *event) {
    const QPointF pos = event->position();
    if (mPanning) {
        if (mFit) {
            // Panning a fitted board would snap back; start free mode at the current size.
            mFit = false;
        }
        mOrigin = mPanOriginStart + (pos - mPanStart);
        clampOrigin();
        update();
        return;
    }
    const std::optional<QPoint> cell = cellAt(pos);
    setHovered(cell);
    if (mPressed && !mKeyDragging && mPressedButton == Qt::LeftButton && cell != mDragOver) {
        mDragOver = cell;
        if (cell != mPressed) mDragging = true;
        if (mDragging) emit dragMoved(*mPressed, cell);
        update();
    }
}

void GridView::mouseReleaseEvent(QMouseEvent *event) {
    if (mPanning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        mPanning = false;
        unsetCursor();
        return;
    }
    if (!mPressed || mKeyDragging || event->button() != mPressedButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const QPoint from = *mPressed;
    const std::optional<QPoint> cell = cellAt(event->position());
    const bool dragged = mDragging;
    const Qt::MouseButton button = mPressedButton;
    forgetPress();
    update();
    if (dragged && cell != from) {
        if (cell) setSelectedCell(cell);
        emit cellDragged(from, cell);
    } else if (cell == from) {
        emit cellClicked(from, button, event->modifiers());
    }
}

void GridView::leaveEvent(QEvent *event) {
    setHovered(std::nullopt);
    QWidget::leaveEvent(event);
}

QList<KeyHelp> GridView::keyHelp() const {
    return {{tr("Arrow keys"), tr("Move the selected cell")},
            {tr("Ctrl++, Ctrl+-"), tr("Zoom in, zoom out")},
            {tr("Ctrl+0"), tr("Fit the board to the view"), tr("On a board that already fits: the Overview")},
            {tr("Escape"), tr("Cancel the drag in progress"), tr("Nothing is dropped")}};
}

// Ctrl+0 is also the window's key for the Overview: a zoomed board takes it to fit first. Escape
// during a drag cancels the drag, whatever else would take it.
bool GridView::event(QEvent *event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((!mFit && key->key() == Qt::Key_0 && key->modifiers() == Qt::ControlModifier) ||
            (mPressed && key->key() == Qt::Key_Escape)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void GridView::forgetPress() {
    mPressed.reset();
    mDragOver.reset();
    mDragging = mKeyDragging = false;
    mPressedButton = Qt::NoButton;
}

void GridView::cancelDrag() {
    const bool pressed = mPressed.has_value();
    forgetPress();
    if (!pressed) return;
    update();
    emit dragCancelled();
}

bool GridView::pointerKey() {
    if (mKeyPointer == KeyPointer::None || !mSelected) return false;
    const QPoint cell = *mSelected;
    if (mKeyPointer == KeyPointer::Click) {
        emit cellClicked(cell, Qt::LeftButton, Qt::NoModifier);
        return true;
    }
    if (!mKeyDragging) {
        if (mPressed) return true; // the mouse is dragging
        mKeyDragging = true;
        mPressed = cell;
        mPressedButton = Qt::LeftButton;
        mDragging = false;
        mDragOver = cell;
        update();
        emit cellPressed(cell, Qt::LeftButton, Qt::NoModifier);
        return true;
    }
    const QPoint from = *mPressed;
    const bool dragged = mDragging;
    forgetPress();
    update();
    if (dragged && cell != from)
        emit cellDragged(from, cell);
    else
        emit cellClicked(from, Qt::LeftButton, Qt::NoModifier);
    return true;
}

void GridView::focusOutEvent(QFocusEvent *event) {
    if (mKeyDragging) cancelDrag();
    QWidget::focusOutEvent(event);
}

void GridView::keyPressEvent(QKeyEvent *event) {
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    if (event->matches(QKeySequence::ZoomIn) ||
        (ctrl && (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal))) {
        zoomIn();
        return;
    }
    if (event->matches(QKeySequence::ZoomOut) || (ctrl && event->key() == Qt::Key_Minus)) {
        zoomOut();
        return;
    }
    if (ctrl && event->key() == Qt::Key_0) {
        fitToWindow();
        return;
    }
    if (event->key() == Qt::Key_Escape && mPressed) {
        cancelDrag();
        return;
    }
    const int key = event->key();
    if ((event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
        (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) && pointerKey())
        return;
    QPoint step;
    switch (event->key()) {
    case Qt::Key_Left:
        step = QPoint(-1, 0);
        break;
    case Qt::Key_Right:
        step = QPoint(1, 0);
        break;
    case Qt::Key_Up:
        step = QPoint(0, -1);
        break;
    case Qt::Key_Down:
        step = QPoint(0, 1);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (mColumns <= 0 || mRows <= 0) return;
    const QPoint from = mSelected.value_or(QPoint(0, 0));
    const QPoint to(std::clamp(from.x() + step.x(), 0, mColumns - 1),
                    std::clamp(from.y() + step.y(), 0, mRows - 1));
    setSelectedCell(mSelected ? to : from);
    // A drag the keys hold follows the selection, as a mouse drag follows the pointer.
    if (!mKeyDragging || !mSelected || mSelected == mDragOver) return;
    mDragOver = mSelected;
    if (*mSelected != *mPressed) mDragging = true;
    if (mDragging) emit dragMoved(*mPressed, *mSelected);
}

} // namespace tessera::ui
