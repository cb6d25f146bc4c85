// The editor's pure edits: the click cycle, the black ball, resize, refusals with reasons.
#include "ballstestutil.h"

#include "balls/editing.h"

using namespace ballstest;

class TestBallsEditing : public QObject {
    Q_OBJECT

private slots:
    void clickCycles() {
        Board b = board("@../.../...");
        b = withCellCycled(b, {1, 1});
        QCOMPARE(b.at({1, 1}), 'o');
        b = withCellCycled(b, {1, 1});
        QCOMPARE(b.at({1, 1}), '#');
        b = withCellCycled(b, {1, 1});
        QCOMPARE(b.at({1, 1}), '.');
        QVERIFY_THROWS_EXCEPTION(Error, withCellCycled(b, {0, 0}));
        QVERIFY_THROWS_EXCEPTION(Error, withCellCycled(b, {3, 0}));
        QVERIFY_THROWS_EXCEPTION(Error, withCell(b, {1, 1}, 'x'));
    }

    void blackBallMoves() {
        Board b = board("@o./.../...");
        b = withBlack(b, {0, 1});
        QCOMPARE(boardRows(b), (std::vector<std::string>{".@.", "...", "..."}));
    }

    void resizeKeepsTheTopLeft() {
        Board b = board("...o/..../...@");
        b = withResized(b, 3, 3);
        QCOMPARE(boardRows(b), (std::vector<std::string>{"...", "...", "..@"}));
        b = withResized(b, 4, 5);
        QCOMPARE(boardRows(b), (std::vector<std::string>{".....", ".....", "..@..", "....."}));
        QVERIFY_THROWS_EXCEPTION(Error, withResized(b, 2, 5));
        QVERIFY_THROWS_EXCEPTION(Error, withResized(b, 5, 17));
    }
};

QTEST_APPLESS_MAIN(TestBallsEditing)
#include "tst_balls_editing.moc"
