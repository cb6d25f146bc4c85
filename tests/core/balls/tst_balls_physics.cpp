// Ball-push physics on hand-made boards: shift 0, chains of two and three balls, the black ball
// rolling off, blocks; the move record (the tracks the arrows are drawn from); the play::Game.
#include "ballstestutil.h"

#include "balls/ballsgame.h"

using namespace ballstest;

class TestBallsPhysics : public QObject {
    Q_OBJECT

private slots:
    void singleBallRollsOff() {
        const Board b = board("@..o./...../.....");
        State s = b.start;
        PushRecord r;
        QCOMPARE(push(b, s, Dir::Right, &r), PushOutcome::Moved);
        QCOMPARE(rowsOf(b, s), std::string("..@../...../....."));
        QCOMPARE(r.black.cells, (std::vector<Point>{{0, 0}, {0, 1}, {0, 2}}));
        QVERIFY(!r.black.off);
        QCOMPARE(r.whites.size(), std::size_t(1));
        QCOMPARE(r.whites[0].cells, (std::vector<Point>{{0, 3}, {0, 4}}));
        QVERIFY(r.whites[0].off);
        QVERIFY(!r.chain());
    }

    void shiftZeroIsLegal() {
        const Board b = board(".@o../...../.....");
        State s = b.start;
        PushRecord r;
        QCOMPARE(push(b, s, Dir::Right, &r), PushOutcome::Moved);
        QCOMPARE(rowsOf(b, s), std::string(".@.../...../....."));
        QCOMPARE(r.black.cells.size(), std::size_t(1)); // did not move
        QVERIFY(r.whites[0].off);
    }

    void chainOfTwo() {
        const Board b = board("@.o.o./....../......");
        State s = b.start;
        PushRecord r;
        QCOMPARE(push(b, s, Dir::Right, &r), PushOutcome::Moved);
        // The struck ball stops in front of the second, which leaves.
        QCOMPARE(rowsOf(b, s), std::string(".@.o../....../......"));
        QVERIFY(r.chain());
        QCOMPARE(r.whites.size(), std::size_t(2));
        QCOMPARE(r.whites[0].cells, (std::vector<Point>{{0, 2}, {0, 3}}));
        QCOMPARE(r.whites[1].cells, (std::vector<Point>{{0, 4}, {0, 5}}));
    }

    void chainOfThreeWithTouchingBalls() {
        const Board c = board("...../o..../o..../...../o..../@....");
        State s = c.start;
        PushRecord r;
        QCOMPARE(push(c, s, Dir::Up, &r), PushOutcome::Moved);
        // Black touches the ball above (shift 0); it rolls to the next, which is touching the third.
        QCOMPARE(rowsOf(c, s), std::string("...../...../o..../o..../...../@...."));
        QCOMPARE(r.whites.size(), std::size_t(3));
        QCOMPARE(r.whites[0].cells, (std::vector<Point>{{4, 0}, {3, 0}}));
        QCOMPARE(r.whites[1].cells, (std::vector<Point>{{2, 0}}));
        QCOMPARE(r.whites[2].cells, (std::vector<Point>{{1, 0}, {0, 0}}));
        QVERIFY(r.whites[2].off);
        QVERIFY(r.chain());
    }

    void blackRollsOffAndLoses() {
        const Board b = board("..o/.@./...");
        State s = b.start;
        PushRecord r;
        QCOMPARE(push(b, s, Dir::Down, &r), PushOutcome::Lost);
        QCOMPARE(s, b.start); // unchanged when lost
        QVERIFY(r.black.off);
        QCOMPARE(r.black.cells, (std::vector<Point>{{1, 1}, {2, 1}}));
    }

    void blocksStopBalls() {
        // The ball stops in front of the block: nothing leaves.
        PushRecord r;
        const Board b2 = board("@.o.#/...../#....");
        State t = b2.start;
        QCOMPARE(push(b2, t, Dir::Right, &r), PushOutcome::Moved);
        QCOMPARE(rowsOf(b2, t), std::string(".@.o#/...../#...."));
        QVERIFY(!r.removedBall());
        // Against the block with nothing between: nothing changes.
        State u = board("..../#@../....").start;
        QCOMPARE(push(board("..../#@../...."), u, Dir::Left, nullptr), PushOutcome::Unchanged);
        // The black ball stops in front of a block after rolling.
        const Board b3 = board("...#/@.../....");
        State v = b3.start;
        QCOMPARE(push(b3, v, Dir::Up, nullptr), PushOutcome::Lost);
        const Board b4 = board("#../.../@..");
        State w = b4.start;
        QCOMPARE(push(b4, w, Dir::Up, nullptr), PushOutcome::Moved);
        QCOMPARE(b4.point(w.black), (Point{1, 0}));
    }

    void gameFollowsTheContract() {
        BallsGame g(board("@.o./..../o.../...."));
        QCOMPARE(g.legalMoves(), (std::vector<std::string>{"D", "L", "R", "U"}));
        QVERIFY(!g.status().over());
        g.apply("R");
        QCOMPARE(g.position(), std::string(".@..\n....\no...\n....\n"));
        g.apply("D");
        QCOMPARE(g.status().outcome, play::Outcome::Lost);
        QVERIFY(g.legalMoves().empty());
        QVERIFY_THROWS_EXCEPTION(Error, g.apply("U"));
        BallsGame h(board("@.o./..../o.../...."));
        QVERIFY_THROWS_EXCEPTION(Error, h.apply("X"));
        h.apply("R");
        h.apply("L");
        QCOMPARE(h.status().outcome, play::Outcome::Lost);
        BallsGame w(board("o../@o./..."));
        for (const char *m : {"R", "U"}) w.apply(m);
        QCOMPARE(w.status().outcome, play::Outcome::Won);
    }
};

QTEST_APPLESS_MAIN(TestBallsPhysics)
#include "tst_balls_physics.moc"
