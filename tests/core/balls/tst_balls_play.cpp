// Ball push played through the play contract: the sample levels' stored pushes win through the
// module's Play, wrong pushes are refused with a reason, the hint (the analyser's next push on the
// current position) is a legal push with a sentence and following it wins, a dead position's hint says
// to take back, and the CLI's play verb reports status and refusals.
#include "ballstestutil.h"

#include "balls/ballsgame.h"
#include "balls/ballshint.h"
#include "common/error.h"
#include "common/module.h"
#include "common/play.h"
#include "common/playsession.h"
#include "pack/levelpack.h"

#include "tests/core/common/playtesting.h"

#include <QTemporaryDir>

#include <algorithm>

using namespace ballstest;

namespace {

using playtesting::kSamplePack;

using playtesting::refusal;

} // namespace

class TestBallsPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void storedSolutionsWin() {
        playtesting::checkStoredSolutionsWin(
            "balls", [](const pack::Level &l, const std::vector<std::string> &moves, const play::Attempt &) {
                QCOMPARE(moves.size(), l.solution->get<std::string>().size());
            });
        QVERIFY_THROWS_EXCEPTION(Error, findModule("balls")->play.newGame(Json{{"rows", {"o.", "@."}}}, 1));
    }

    void wrongMovesAreRefusedWithAReason() {
        const BallsGame g(board("o../@o./..."));
        QVERIFY(refusal(g, "X").find("not a push") != std::string::npos);
        QVERIFY(refusal(g, "UU").find("not a push") != std::string::npos);
        // D rolls the black ball off: lost, and nothing more is taken.
        const play::Attempt lost = play::attempt(g, {"D", "R"});
        QCOMPARE(lost.final->status().outcome, play::Outcome::Lost);
        QCOMPARE(lost.refusedIndex, 1);
        QVERIFY2(lost.reason.find("over") != std::string::npos, lost.reason.c_str());
    }

    void followingTheHintsWins() { playtesting::checkHintsWin("balls", 100); }

    void hintSaysWhy() {
        const BallsGame g(board("o../@o./..."));
        std::optional<play::Hint> h = pushHint(g);
        QVERIFY(h);
        QCOMPARE(h->move, std::string("R"));
        QCOMPARE(h->why, std::string("R: 2 pushes from here win, this one first"));
        const play::Attempt a = play::attempt(g, {"R"});
        h = pushHint(*a.final);
        QVERIFY(h);
        QCOMPARE(h->why, std::string("U: this push wins"));
        // No push wins from here: no move, take back.
        h = pushHint(BallsGame(board("..o/@../...")));
        QVERIFY(h);
        QVERIFY(h->move.empty());
        QVERIFY2(h->why.find("take back") != std::string::npos, h->why.c_str());
        // Bounded: past the budget or cancelled, no hint rather than a wait.
        QVERIFY(!pushHint(g, nullptr, 1));
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(!pushHint(g, &cancel));
    }

    void cliPlaysAndRefuses() { playtesting::checkCliPlay("balls", "Q", "not a push"); }

    void cliPlaysALevelFileWithTitleAndSolution() {
        // A level file keeps its title and solution beside the data: the play verb reads both.
        QTemporaryDir dir;
        const QString path = dir.filePath("level.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "tessera-balls", "version": 1, "title": "three balls",
                    "rows": ["......", "..o...", "o.....", "......", ".o.@..", "......"], "solution": "LUL"})");
        f.close();
        const clitesting::Run r = clitesting::cli({"balls", "play", path, "--solution"});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(clitesting::jsonLines(r.out).front()["status"].toString(), QString("won"));
    }
};

QTEST_GUILESS_MAIN(TestBallsPlay)
#include "tst_balls_play.moc"
