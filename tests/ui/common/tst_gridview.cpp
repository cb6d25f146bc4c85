// The shared grid canvas: geometry, fit and zoom, hit-testing, hover and selection, clicks and drags,
// by the mouse and by the keys, and Escape cancelling a drag.
#include "ui/common/gridview.h"

#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using tessera::ui::GridView;

namespace {

// A view on screen with a spy on each of its pointer signals.
struct Spied {
    GridView view;
    QSignalSpy pressed{&view, &GridView::cellPressed};
    QSignalSpy clicked{&view, &GridView::cellClicked};
    QSignalSpy moved{&view, &GridView::dragMoved};
    QSignalSpy dragged{&view, &GridView::cellDragged};
    QSignalSpy cancelled{&view, &GridView::dragCancelled};

    Spied(int columns, int rows) {
        view.setGridSize(columns, rows);
        view.resize(400, 400);
        view.show();
    }
    // The left button pressed on one cell and the mouse moved to another, still held; the point
    // under the mouse.
    QPoint pressAndMove(QPoint from, QPoint to) {
        const QPointF at = view.cellRect(to).center();
        QTest::mousePress(&view, Qt::LeftButton, Qt::NoModifier, view.cellRect(from).center().toPoint());
        QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        return at.toPoint();
    }
};

} // namespace

class TestGridView : public QObject {
    Q_OBJECT
private slots:
    void fitsAndHitTests() {
        GridView view;
        view.setGridSize(6, 4);
        view.resize(640, 480);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.isFitToWindow());
        const QRectF board = view.boardRect();
        // Fitted: inside the window with the margin, centred, whole-pixel cells.
        QVERIFY(board.left() >= view.boardMargin() - 1 &&
                board.right() <= view.width() - view.boardMargin() + 1);
        QCOMPARE(view.cellSize(), std::floor(view.cellSize()));
        QVERIFY(std::abs((board.left() - 0) - (view.width() - board.right())) <= 1.0);
        QCOMPARE(view.cellAt(view.cellRect(QPoint(5, 3)).center()), std::optional<QPoint>(QPoint(5, 3)));
        QCOMPARE(view.cellAt(board.topLeft() + QPointF(1, 1)), std::optional<QPoint>(QPoint(0, 0)));
        QCOMPARE(view.cellAt(board.topLeft() - QPointF(2, 2)), std::nullopt);
        QCOMPARE(view.cellAt(board.bottomRight() + QPointF(1, 1)), std::nullopt);

        // A board with tiny cells (a large room map in a small window) fills the window: below four
        // pixels the fit is not rounded down (here about 3.1 pixels, not 3; at 1.9, not 1).
        view.setCellSizeFloor(1);
        view.setGridSize(200, 150);
        const qreal tiny = view.cellSize();
        QVERIFY2(tiny > 1.5 && tiny < 4, qPrintable(QString::number(tiny)));
        QCOMPARE(tiny, std::min((view.width() - 2.0 * view.boardMargin()) / 200,
                                (view.height() - 2.0 * view.boardMargin()) / 150));
    }

    void zoomKeysWheelAndFit() {
        GridView view;
        view.setGridSize(5, 5);
        view.resize(500, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const qreal fitted = view.cellSize();
        QTest::keyClick(&view, Qt::Key_Plus, Qt::ControlModifier);
        QCOMPARE(view.cellSize(), fitted * GridView::zoomStep);
        QVERIFY(!view.isFitToWindow());
        QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view.cellSize() < fitted);
        QTest::keyClick(&view, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(view.isFitToWindow());
        QCOMPARE(view.cellSize(), fitted);

        // The wheel zooms around the cursor: the cell under it stays under it.
        const QPointF at = view.cellRect(QPoint(1, 1)).center();
        QWheelEvent wheel(at, view.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&view, &wheel);
        QCOMPARE(view.cellSize(), fitted * GridView::zoomStep);
        QCOMPARE(view.cellAt(at), std::optional<QPoint>(QPoint(1, 1)));
        // Zoom is clamped.
        for (int i = 0; i < 40; ++i) view.zoomIn();
        QCOMPARE(view.cellSize(), GridView::maximumCellSize);
    }

    void hoverSelectClickAndDrag() {
        Spied spied(4, 4);
        GridView &view = spied.view;
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy &clicked = spied.clicked, &dragged = spied.dragged;
        const QPoint c12 = view.cellRect(QPoint(1, 2)).center().toPoint();
        QTest::mouseMove(&view, c12);
        QTRY_COMPARE(view.hoveredCell(), std::optional<QPoint>(QPoint(1, 2)));
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, c12);
        QCOMPARE(view.selectedCell(), std::optional<QPoint>(QPoint(1, 2)));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toPoint(), QPoint(1, 2));
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.selectedCell(), std::optional<QPoint>(QPoint(2, 2)));
        QTest::keyClick(&view, Qt::Key_Down);
        QTest::keyClick(&view, Qt::Key_Down); // clamped at the edge
        QCOMPARE(view.selectedCell(), std::optional<QPoint>(QPoint(2, 3)));

        const QPoint to = spied.pressAndMove(QPoint(0, 0), QPoint(3, 1));
        QVERIFY(view.isDragging());
        QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(dragged.at(0).at(0).toPoint(), QPoint(0, 0));
        QCOMPARE(clicked.count(), 1); // a drag is not a click

        // A smaller grid drops a selection outside it.
        view.setGridSize(2, 2);
        QCOMPARE(view.selectedCell(), std::nullopt);
    }

    // Space and Enter as the pointer's button: a click, or a drag the arrow keys lead.
    void theKeysClickAndDragAsTheMouseDoes() {
        Spied spied(5, 4);
        GridView &view = spied.view;
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy &pressed = spied.pressed, &clicked = spied.clicked, &moved = spied.moved,
                   &dragged = spied.dragged, &cancelled = spied.cancelled;
        view.setSelectedCell(QPoint(1, 1));
        QTest::keyClick(&view, Qt::Key_Space); // no pointer keys by default
        QCOMPARE(clicked.count(), 0);

        view.setKeyPointer(GridView::KeyPointer::Click);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toPoint(), QPoint(1, 1));
        QCOMPARE(clicked.at(0).at(1).value<Qt::MouseButton>(), Qt::LeftButton);
        QTest::keyClick(&view, Qt::Key_Space, Qt::ShiftModifier); // not the pointer's key
        QCOMPARE(clicked.count(), 1);

        view.setKeyPointer(GridView::KeyPointer::Drag);
        QTest::keyClick(&view, Qt::Key_Space);
        QVERIFY(view.isKeyDragging());
        QCOMPARE(pressed.count(), 1);
        QCOMPARE(view.pressedCell(), std::optional<QPoint>(QPoint(1, 1)));
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(moved.count(), 2);
        QCOMPARE(moved.at(1).at(0).toPoint(), QPoint(1, 1));
        QCOMPARE(moved.at(1).at(1).value<std::optional<QPoint>>(), std::optional<QPoint>(QPoint(2, 2)));
        QVERIFY(view.isDragging());
        // The mouse moving meanwhile does not lead the keys' drag.
        QTest::mouseMove(&view, view.cellRect(QPoint(4, 0)).center().toPoint());
        QCOMPARE(moved.count(), 2);
        QTest::keyClick(&view, Qt::Key_Enter, Qt::KeypadModifier);
        QVERIFY(!view.isKeyDragging());
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(dragged.at(0).at(0).toPoint(), QPoint(1, 1));
        QCOMPARE(dragged.at(0).at(1).value<std::optional<QPoint>>(), std::optional<QPoint>(QPoint(2, 2)));
        QCOMPARE(view.selectedCell(), std::optional<QPoint>(QPoint(2, 2)));

        // Out and back to the first cell: a click there, as a mouse drag that comes back.
        QTest::keyClick(&view, Qt::Key_Space);
        QTest::keyClick(&view, Qt::Key_Left);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(clicked.count(), 2);
        QCOMPARE(clicked.at(1).at(0).toPoint(), QPoint(2, 2));

        // Escape lets go: nothing dropped; the arrows move the selection again.
        QTest::keyClick(&view, Qt::Key_Space);
        QTest::keyClick(&view, Qt::Key_Up);
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!view.isKeyDragging());
        QVERIFY(!view.pressedCell());
        const int moves = int(moved.count());
        QTest::keyClick(&view, Qt::Key_Up);
        QCOMPARE(moved.count(), moves);
        QCOMPARE(view.selectedCell(), std::optional<QPoint>(QPoint(2, 0)));
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(clicked.count(), 2);
    }

    void escapeCancelsAMouseDrag() {
        Spied spied(4, 4);
        GridView &view = spied.view;
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy &clicked = spied.clicked, &dragged = spied.dragged, &cancelled = spied.cancelled;
        const QPoint to = spied.pressAndMove(QPoint(0, 0), QPoint(2, 1));
        QVERIFY(view.isDragging());
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!view.isDragging());
        QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(dragged.count(), 0);
        QCOMPARE(clicked.count(), 0);
        QTest::keyClick(&view, Qt::Key_Escape); // no drag: nothing to cancel
        QCOMPARE(cancelled.count(), 1);
    }
};

QTEST_MAIN(TestGridView)
#include "tst_gridview.moc"
