// Linjat played through the play contract: the sample's stored solutions win through the module's
// Play, any other solution wins too, wrong moves are refused with a reason, following the hints alone
// solves every sample level, and the CLI's play verb reports status and refusals.
#include "common/error.h"
#include "common/module.h"
#include "common/play.h"
#include "common/playsession.h"
#include "linjat/levelio.h"
#include "linjat/linjatgame.h"
#include "linjat/linjathint.h"
#include "linjat/solutionenumerator.h"
#include "pack/levelpack.h"

#include "tests/core/common/playtesting.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::linjat;

namespace {

using playtesting::kSamplePack;

std::vector<pack::Level> sampleLevels() {
    return playtesting::sampleLevels("linjat");
}

std::string refusal(LinjatGame game, const std::string &move) {
    try {
        game.apply(move);
    } catch (const Error &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestLinjatPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void storedSolutionsWin() {
        QVERIFY(sampleLevels().size() >= 10);
        playtesting::checkStoredSolutionsWin("linjat");
    }

    void anySolutionWins() {
        // Two numbers, two dots: the 2s can go either way round, both solutions win.
        const Puzzle p = puzzleFromRows({"2  2", "    ", "    ", "2  2"});
        SolutionEnumerator e;
        const auto solutions = e.find(p, 10);
        QVERIFY(solutions.size() >= 2);
        for (const auto &lines : solutions) {
            const play::Attempt a = play::attempt(LinjatGame(p), LinjatGame::movesFor(p, lines));
            QCOMPARE(a.final->status().outcome, play::Outcome::Won);
        }
    }

    void wrongMovesAreRefusedWithAReason() {
        const Puzzle p = puzzleFromRows({"3 . ", "  2 ", "    ", "4   "});
        LinjatGame g(p);
        QVERIFY(refusal(g, "b1R1").find("no number at b1") != std::string::npos);
        QVERIFY(refusal(g, "a1R3").find("cover 4 cells") != std::string::npos);
        QVERIFY(refusal(g, "a1L1").find("leaves the board") != std::string::npos);
        QVERIFY(refusal(g, "a4U3").find("number at a1") != std::string::npos);
        QVERIFY(refusal(g, "a1X1").find("U, D, L or R") != std::string::npos);
        QVERIFY(refusal(g, "zz9R1").find("not on the board") != std::string::npos);
        QVERIFY(refusal(g, "hello").find("not a Linjat move") != std::string::npos);
        QVERIFY(refusal(g, "a1R1x").find("length") != std::string::npos);
        g.apply("c2L1");                                                  // the 2 covers b2
        QVERIFY(refusal(g, "a1D2").find("2 at c2") == std::string::npos); // a column away: allowed
        g.apply("a1R2");                                                  // covers b1 and the dot c1
        QVERIFY(refusal(g, "c2U1").find("line of the 3 at a1") != std::string::npos);
        // Turning: a vertical arm erases the horizontal ones.
        g.apply("a1D2");
        QCOMPARE(g.arms(0)[LinjatGame::Right], 0);
        QCOMPARE(g.arms(0)[LinjatGame::Down], 2);
        QCOMPARE(g.position().substr(0, 4), std::string("3 . "));
        // Setting an arm to what it is changes nothing.
        QVERIFY(!g.apply("a1D2").changed);
    }

    void followingTheHintsSolvesEveryLevel() { playtesting::checkHintsWin("linjat", 200); }

    void aWrongLineIsTakenBack() {
        const pack::Level l = sampleLevels().front();
        const Puzzle p = puzzleFromData(l.data);
        const std::vector<std::string> right = findModule("linjat")->play.solution(l, 1);
        // Draw the first number's line the other way (or as far as it goes) and ask.
        LinjatGame g(p);
        std::string wrong;
        for (const std::string &m : g.legalMoves())
            if (m.back() != '0' && std::none_of(right.begin(), right.end(), [&](const std::string &r) {
                    return r.substr(0, r.size() - 1) == m.substr(0, m.size() - 1);
                })) {
                wrong = m;
                break;
            }
        QVERIFY(!wrong.empty());
        g.apply(wrong);
        const std::optional<play::Hint> h = hint(g);
        QVERIFY(h);
        QVERIFY2(h->why.find("too far") != std::string::npos, h->why.c_str());
        QCOMPARE(h->move.substr(0, 3), wrong.substr(0, 3));
    }

    void cliPlaysAndRefuses() {
        playtesting::checkCliPlay("linjat", "zz1U1", "not on the board");
        if (QTest::currentTestFailed()) return;
        const auto cli = [](const QStringList &a) { return clitesting::cli(a); };
        clitesting::Run r = cli({"linjat", "play", kSamplePack, "--level", "nope", "--solution"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("no linjat level nope"));
        QCOMPARE(cli({"linjat", "play", kSamplePack}).status, 1); // neither --moves nor --solution
    }
};

QTEST_GUILESS_MAIN(TestLinjatPlay)
#include "tst_linjat_play.moc"
