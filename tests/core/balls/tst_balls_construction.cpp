// The construction replayed step by step (what the studio's playback draws) and the records of a line
// of pushes (the arrows every view of a solution draws), on generated levels and a hand-made board.
#include "ballstestutil.h"

#include "balls/ballsgame.h"
#include "balls/constructionframe.h"
#include "balls/generator.h"

using namespace ballstest;

namespace {

bool sameTrack(const Track &a, const Track &b) {
    return a.cells == b.cells && a.off == b.off;
}

bool sameRecord(const PushRecord &a, const PushRecord &b) {
    if (a.dir != b.dir || a.outcome != b.outcome || !sameTrack(a.black, b.black)) return false;
    if (a.whites.size() != b.whites.size()) return false;
    for (std::size_t i = 0; i < a.whites.size(); ++i)
        if (!sameTrack(a.whites[i], b.whites[i])) return false;
    return true;
}

bool sameRecords(const std::vector<PushRecord> &a, const std::vector<PushRecord> &b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!sameRecord(a[i], b[i])) return false;
    return true;
}

std::vector<std::string> moves(const std::vector<Dir> &line) {
    std::vector<std::string> out;
    for (Dir d : line) out.emplace_back(1, moveChar(d));
    return out;
}

} // namespace

class TestBallsConstruction : public QObject {
    Q_OBJECT

private slots:
    void framesReplayTheConstruction() {
        GeneratorOptions o;
        o.rows = 7;
        o.cols = 7;
        o.balls = 8;
        Rng rng(3);
        for (int i = 0; i < 10; ++i) {
            const Construction c = constructLevel(o, rng);
            const int steps = int(c.steps.size());
            QVERIFY(steps >= o.balls);
            // Before the first step: the black ball alone, where the level starts it.
            const ConstructionFrame start = constructionFrame(c, 0);
            QCOMPARE(start.board.whiteCount(), 0);
            QCOMPARE(start.board.start.black, c.board.start.black);
            QCOMPARE(start.board.blocks, c.board.blocks);
            QVERIFY(start.history.empty());
            QVERIFY(!start.marker);
            int accepted = 0;
            for (int step = 1; step <= steps; ++step) {
                const ConstructionStep &s = c.steps[std::size_t(step - 1)];
                const ConstructionFrame f = constructionFrame(c, step);
                if (s.kind == ConstructionStep::Kind::Accept) ++accepted;
                // One ball and one move of the history per accepted step, the ball at its start cell.
                QCOMPARE(f.board.whiteCount(), accepted);
                QCOMPARE(int(f.history.size()), accepted);
                if (s.kind == ConstructionStep::Kind::Accept) {
                    QVERIFY(f.board.start.whites.test(f.board.index(s.to)));
                    QVERIFY(c.board.start.whites.test(c.board.index(s.to)));
                }
                QVERIFY(f.marker);
                QCOMPARE(int(f.marker->kind), int(s.kind));
                QCOMPARE(f.marker->to, s.to);
                QCOMPARE(f.marker->move, s.move);
            }
            // At the end: the level as built, with its whole history.
            const ConstructionFrame end = constructionFrame(c, steps);
            QCOMPARE(end.board, c.board);
            QVERIFY(sameRecords(end.history, c.history));
            // Past the end: the same board and arrows, no step to mark.
            const ConstructionFrame past = constructionFrame(c, steps + 5);
            QCOMPARE(past.board, c.board);
            QVERIFY(!past.marker);
        }
    }

    void pushLineIsTheGamesHistory() {
        // The records of the solution are the construction's history and what the game records when
        // the solution is played through the play contract.
        GeneratorOptions o;
        Rng rng(11);
        for (int i = 0; i < 10; ++i) {
            const Construction c = constructLevel(o, rng);
            const std::vector<PushRecord> records = pushLine(c.board, c.solution);
            QCOMPARE(records.size(), c.solution.size());
            QVERIFY(sameRecords(records, c.history));
            const play::Replay r = play::replay(BallsGame(c.board), moves(c.solution));
            const auto &game = dynamic_cast<const BallsGame &>(*r.states.back());
            QVERIFY(sameRecords(records, game.history()));
            QCOMPARE(game.status().outcome, play::Outcome::Won);
        }
    }

    void pushLineGoesOnFromALosingPush() {
        // A losing push leaves the state as it was; the next push starts from there.
        const Board b = board("@..o./...../.....");
        const std::vector<PushRecord> r = pushLine(b, {Dir::Down, Dir::Right});
        QCOMPARE(r.size(), std::size_t(2));
        QCOMPARE(r[0].outcome, PushOutcome::Lost);
        QCOMPARE(r[1].outcome, PushOutcome::Moved);
        QCOMPARE(r[1].black.cells.front(), (Point{0, 0}));
        QVERIFY(r[1].removedBall());
        QVERIFY(pushLine(b, {}).empty());
    }
};

QTEST_APPLESS_MAIN(TestBallsConstruction)
#include "tst_balls_construction.moc"
