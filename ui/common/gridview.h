#pragma once

#include <QPixmap>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <functional>
#include <optional>

namespace tessera::ui {

// A key a view answers to and what it does, as Help > Keyboard Shortcuts lists it.
struct KeyHelp {
    QString keys;
    QString what;
    QString details = {};
};

// A zoomable, pannable canvas over a grid of cells, the base of every grid module's board view.
// It owns the geometry (cell size from the zoom, where the board sits), hit-testing, the hovered
// and the selected cell; subclasses paint the cells in paintCells() and react to the cell signals.
//
// Zoom: mouse wheel (around the cursor), Ctrl + / Ctrl - and Ctrl 0 (fit to window; on a board that
// already fits, Ctrl 0 is left to the window, where it shows the Overview). The view fits
// the board to the window until the user zooms; after that the cell size stays and the board can be
// panned with the middle mouse button (or Alt + left drag). Arrow keys move the selection; Escape
// cancels a drag in progress. A view that plays can take Space and Enter as the pointer's button on
// the selected cell (setKeyPointer). Cells are addressed as QPoint(column, row).
class GridView : public QWidget {
    Q_OBJECT
public:
    // What Space and Enter do on the selected cell: nothing (the subclass decides), a left click, or
    // a left drag: the first press takes the cell, the arrow keys drag it along, the second press
    // drops it there (the same signals as the mouse's).
    enum class KeyPointer { None, Click, Drag };

    explicit GridView(QWidget *parent = nullptr);
    ~GridView() override;

    // Changes the board's size; the view then fits the window again. Hover and selection outside
    // the new size are cleared.
    void setGridSize(int columns, int rows);
    int columns() const { return mColumns; }
    int rows() const { return mRows; }
    bool contains(const QPoint &cell) const;

    // Pixels per cell side (before device pixel ratio).
    qreal cellSize() const { return mCellSize; }
    bool isFitToWindow() const { return mFit; }
    // Leaves fit mode and sets this cell size (clamped to [cellSizeFloor(), maximumCellSize]),
    // keeping the board point under anchor (widget coordinates) in place.
    void setCellSize(qreal size, std::optional<QPointF> anchor = std::nullopt);
    static constexpr qreal minimumCellSize = 6;
    static constexpr qreal maximumCellSize = 240;
    // The smallest cell size zoom and fit may reach (minimumCellSize unless set): views of large
    // boards, such as whole maps, may allow smaller cells so the board still fits the window.
    void setCellSizeFloor(qreal size);
    qreal cellSizeFloor() const { return mCellSizeFloor; }
    static constexpr qreal zoomStep = 1.25;

    // Free space around the board, in pixels (room for labels the subclass draws).
    void setBoardMargin(int margin);
    int boardMargin() const { return mMargin; }
    // And, when fitting the window, this many cells' width more on every side (for drawings that reach
    // past the board, such as arrows leaving it), in addition to the pixels above.
    void setBoardMarginCells(qreal cells);
    void setShowGridLines(bool show);

    // Geometry in widget coordinates.
    QRectF boardRect() const;
    QRectF cellRect(const QPoint &cell) const;
    QPointF cellCenter(const QPoint &cell) const { return cellRect(cell).center(); }
    // The cell under a widget position, if it is on the board.
    std::optional<QPoint> cellAt(const QPointF &pos) const;

    std::optional<QPoint> hoveredCell() const { return mHovered; }
    std::optional<QPoint> selectedCell() const { return mSelected; }
    void setSelectedCell(std::optional<QPoint> cell);
    // The cell the left button went down on while it is still held, and whether the mouse has since
    // moved to another cell (a drag).
    std::optional<QPoint> pressedCell() const { return mPressed; }
    bool isDragging() const { return mDragging; }
    void setKeyPointer(KeyPointer mode) { mKeyPointer = mode; }
    // A drag the keys started and have not dropped yet.
    bool isKeyDragging() const { return mKeyDragging; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The keys the view answers to while it has the focus: a subclass that handles more keys adds its
    // own to the base's selection and zoom keys (Help > Keyboard Shortcuts shows them).
    virtual QList<KeyHelp> keyHelp() const;

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

signals:
    void hoveredCellChanged(std::optional<QPoint> cell);
    void selectedCellChanged(std::optional<QPoint> cell);
    // Left or right button pressed on a cell (before any drag).
    void cellPressed(QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    // Press and release on the same cell without dragging to another cell.
    void cellClicked(QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    // A left-button drag from one cell ended on another (to is nullopt when released off the board).
    void cellDragged(QPoint from, std::optional<QPoint> to);
    // While dragging: the cell under the mouse changed.
    void dragMoved(QPoint from, std::optional<QPoint> over);
    // Escape (or the view losing the drag) ended a drag before its release: nothing is dropped.
    void dragCancelled();
    void cellSizeChanged(qreal size);

protected:
    // For a view of one model: takes mouse tracking and focus, keeps the grid the size the model
    // reports (columns x rows) and repaints on each of the model's changed signals.
    template <class Model, class Signal>
    void followModel(const Model *model, Signal changed, std::function<QSize()> size) {
        setMouseTracking(true);
        setFocusPolicy(Qt::StrongFocus);
        auto sync = [this, size] {
            const QSize s = size();
            if (columns() != s.width() || rows() != s.height()) setGridSize(s.width(), s.height());
        };
        sync();
        connect(model, changed, this, [this, sync] {
            sync();
            update();
        });
    }

    // Subclasses draw the board's content here. The painter is antialiased and its state is restored
    // afterwards; the background, grid lines, hover and selection are drawn by the base.
    virtual void paintCells(QPainter &painter, const QRectF &board, qreal cellSize);
    // Drawn after the hover and selection marks (e.g. a dragged piece); default nothing.
    virtual void paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize);
    // Ends the press or drag in progress without a release (dragCancelled when there was one): for a
    // press that has nothing to drag.
    void cancelDrag();

    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct BackgroundKey {
        QSize size;
        QRectF board;
        int columns = 0, rows = 0;
        bool gridLines = false;
        qint64 palette = 0;
        qreal ratio = 0;
        bool operator==(const BackgroundKey &) const = default;
    };
    const QPixmap &background();
    qreal fitCellSize() const;
    void updateLayout();
    void clampOrigin();
    void setHovered(std::optional<QPoint> cell);
    // Space or Enter under KeyPointer: true when it was taken.
    bool pointerKey();
    // No press, no drag (the mouse's or the keys').
    void forgetPress();

    int mColumns = 0;
    int mRows = 0;
    int mMargin = 12;
    qreal mMarginCells = 0;
    bool mShowGridLines = true;
    bool mFit = true;
    qreal mCellSize = 32;
    qreal mCellSizeFloor = minimumCellSize;
    QPointF mOrigin; // top-left of the board in widget coordinates
    std::optional<QPoint> mHovered;
    std::optional<QPoint> mSelected;
    std::optional<QPoint> mPressed;
    std::optional<QPoint> mDragOver;
    Qt::MouseButton mPressedButton = Qt::NoButton;
    bool mDragging = false;
    bool mKeyDragging = false;
    KeyPointer mKeyPointer = KeyPointer::None;
    bool mPanning = false;
    QPointF mPanStart;
    QPointF mPanOriginStart;
    QPixmap mBackground;
    BackgroundKey mBackgroundKey;
};

} // namespace tessera::ui
