// The ball-push field editor: clicks cycle empty / white / block and undo takes them back, right click
// moves the black ball, resize is undoable, and the analyser's verdict follows every edit.
#include "ballstesting.h"

#include <QLabel>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::balls;

class TestBallsEditor : public QObject {
    Q_OBJECT

private slots:
    void firstViewIsAnAnalysedConstruction() {
        BallsFixture f;
        QVERIFY(f.waitVerdict());
        QVERIFY(f.workbench->model().verdict()->analysis.solvable);
        QVERIFY(f.workbench->verdictText().startsWith("Solvable"));
        QVERIFY(f.workbench->construction().has_value());
        QVERIFY(!f.workbench->isModified());
    }

    void clickPlacesABallAndUndoRemovesIt() {
        BallsFixture f;
        f.workbench->openBoard(boardFromRows({"@...", "....", "....", "...."}), std::nullopt, "t");
        QVERIFY(f.waitVerdict());
        QCOMPARE(f.workbench->verdictText(), QString("Solvable · 1 solution")); // no white ball: won
        f.click(0, 2);
        QCOMPARE(f.workbench->model().board().at({0, 2}), 'o');
        QVERIFY(f.workbench->isModified());
        QVERIFY(f.waitVerdict());
        QCOMPARE(f.workbench->model().verdict()->analysis.solutions, std::uint64_t(1)); // R pushes it off
        f.click(0, 2);
        QCOMPARE(f.workbench->model().board().at({0, 2}), '#');
        QVERIFY(f.waitVerdict());
        QVERIFY(f.workbench->verdictText().startsWith("Solvable"));
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().board().at({0, 2}), 'o');
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().board().at({0, 2}), '.');
        QVERIFY(!f.workbench->isModified());
    }

    void rightClickMovesTheBlackBallAndRefusalsSayWhy() {
        BallsFixture f;
        f.workbench->openBoard(boardFromRows({"@o..", "....", "....", "...."}), std::nullopt, "t");
        f.click(3, 3, Qt::RightButton);
        QCOMPARE(f.workbench->model().board().point(f.workbench->model().board().start.black), (Point{3, 3}));
        // The B key puts the black ball on the cell under the mouse.
        tessera::balls::ui::BoardView *view = f.workbench->boardView();
        QTest::mouseMove(view, view->cellCenter(QPoint(2, 1)).toPoint());
        QTRY_VERIFY(view->hoveredCell().has_value());
        QTest::keyClick(view, Qt::Key_B);
        QCOMPARE(f.workbench->model().board().point(f.workbench->model().board().start.black), (Point{1, 2}));
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().board().point(f.workbench->model().board().start.black), (Point{3, 3}));
        f.click(3, 3); // the black ball's cell does not cycle
        QVERIFY(f.workbench->messageText().contains("black ball"));
        QCOMPARE(f.workbench->undoStack()->index(), 1); // the refused click pushed nothing
        QVERIFY(f.waitVerdict());
        QCOMPARE(f.workbench->verdictText(), QString("Not solvable"));
        // An unsolvable level has no difficulty (as in the pack), not "10.0".
        QLabel *stats = nullptr;
        for (QLabel *label : f.workbench->findChildren<QLabel *>())
            if (label->text().contains("Difficulty (0-10)")) stats = label;
        QVERIFY(stats);
        QVERIFY2(stats->text().contains("<b>none (unsolvable)</b>"), qPrintable(stats->text()));
        f.workbench->openBoard(boardFromRows({"o...", "@o..", "....", "...."}), std::nullopt, "t");
        QTRY_VERIFY(f.workbench->verdictText().startsWith("Solvable"));
        QVERIFY2(!stats->text().contains("none"), qPrintable(stats->text()));
    }

    void resizeIsUndoable() {
        BallsFixture f;
        f.workbench->openBoard(boardFromRows({"@o..", "....", "....", "...."}), std::nullopt, "t");
        f.workbench->resizeField(6, 7);
        QCOMPARE(f.workbench->model().board().rows, 6);
        QCOMPARE(f.workbench->model().board().cols, 7);
        f.workbench->resizeField(2, 7);
        QVERIFY(f.workbench->messageText().contains("3 to 16"));
        f.workbench->undoStack()->undo();
        QCOMPARE(f.workbench->model().board().rows, 4);
    }
};

QTEST_MAIN(TestBallsEditor)
#include "tst_ballseditor.moc"
