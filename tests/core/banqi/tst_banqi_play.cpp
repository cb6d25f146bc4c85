// BanQi played through the play contract: a challenge is one player's ChallengeGame against the
// challenge's bot (deterministic for a seed, the bot's replies in revealed, won when the goal is met);
// the reference bot's winning line wins through the module's Play; wrong moves are refused with a
// reason; bots and the hint get the public view only (the chooser refuses the referee's game and the
// peeking bot); and the CLI's play verb reports status and refusals.
#include <QtTest>

#include "banqi/banqihint.h"
#include "banqi/bots.h"
#include "banqi/challengegame.h"
#include "banqi/publicgame.h"
#include "common/error.h"
#include "common/module.h"
#include "common/play.h"
#include "pack/levelpack.h"

#include "tests/core/common/playtesting.h"

#include <algorithm>

using namespace tessera;
using namespace tessera::banqi;

// What a bot is given has no way to the deal: the referee's game has one, the public view none.
template <typename T> constexpr bool kHasDeal = requires(const T &g) {
    g.deal();
};
static_assert(kHasDeal<Game> && !kHasDeal<PublicGame>);
static_assert(!std::is_convertible_v<const PublicGame *, const Game *>);

namespace {

using playtesting::kSamplePack;

std::vector<pack::Level> sampleLevels() {
    return playtesting::sampleLevels("banqi");
}

Challenge challengeOf(const std::string &position) {
    Challenge c;
    c.position = parsePosition(position);
    return c;
}

bool contains(const std::vector<std::string> &moves, const std::string &m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

} // namespace

class TestBanqiPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void theReferenceLineWins() {
        playtesting::checkStoredSolutionsWin(
            "banqi", [](const pack::Level &, const std::vector<std::string> &, const play::Attempt &a) {
                // Every move was answered by the bot, or ended the game.
                for (std::size_t i = 0; i + 1 < a.played.size(); ++i) QVERIFY(!a.played[i].revealed.empty());
            });
    }

    void challengeGameIsDeterministicForASeed() {
        const Challenge c = challengeFromJson(sampleLevels().front().data);
        const std::vector<std::string> line = referenceLine(c, 7);
        QVERIFY(!line.empty());
        const play::Replay a = play::replay(ChallengeGame(c, 7), line);
        const play::Replay b = play::replay(ChallengeGame(c, 7), line);
        for (std::size_t i = 0; i < line.size(); ++i) {
            QCOMPARE(a.moves[i].revealed, b.moves[i].revealed);
            QCOMPARE(a.states[i + 1]->position(), b.states[i + 1]->position());
        }
        QCOMPARE(referenceLine(c, 7), line);
        // Another seed deals the hidden cells another way: the same first move shows another reply
        // on some seed.
        const std::string first = line.front();
        bool differs = false;
        for (std::uint64_t seed = 8; seed < 20 && !differs; ++seed) {
            ChallengeGame other(c, seed);
            differs = other.apply(first).revealed != a.moves.front().revealed;
        }
        QVERIFY(differs);
    }

    void theBotMovesFirstWhenThePlayerIsSecond() {
        Challenge c = challengeOf("xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0");
        c.playerFirst = false;
        const ChallengeGame g(c, 3);
        QVERIFY(!g.opening().empty());
        QCOMPARE(g.plies(), 1);
        QCOMPARE(g.referee().toMove(), 1);
        QCOMPARE(g.toMove(), 0);
        QCOMPARE(g.playerCount(), 1);
        QCOMPARE(ChallengeGame(c, 3).opening(), g.opening());
    }

    void goals() {
        // Survive two plies: one move of the player's and the bot's reply.
        Challenge survive = challengeOf("xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0");
        survive.goal = Goal::Survive;
        survive.plies = 2;
        ChallengeGame s(survive, 1);
        s.apply("a1");
        QCOMPARE(s.status().outcome, play::Outcome::Won);
        QVERIFY(s.legalMoves().empty());
        QVERIFY(s.publicView()->legalMoves().empty());
        QVERIFY_THROWS_EXCEPTION(Error, s.apply("b1"));
        // A draw does not meet a win goal: two quiet plies end it here.
        Challenge win = challengeOf("......../......../......../K......k r 00000000000000 0");
        win.rules.noProgress = 2;
        ChallengeGame w(win, 1);
        w.apply("a1-a2");
        QCOMPARE(w.status().outcome, play::Outcome::Lost);
        QVERIFY2(w.status().reason.find("asks for a win") != std::string::npos, w.status().reason.c_str());
    }

    void wrongMovesAreRefusedWithAReason() {
        const std::unique_ptr<play::Game> g =
            findModule("banqi")->play.newGame(sampleLevels().front().data, 1);
        const play::Attempt a = play::attempt(*g, {"a1-a9"});
        QCOMPARE(a.refusedIndex, 0);
        QVERIFY(!a.reason.empty());
        QCOMPARE(a.final->position(), g->position()); // refused: nothing changed, no reply
        QVERIFY(!play::attempt(*g, {"hello"}).reason.empty());
    }

    void botsAndHintsSeeThePublicViewOnly() {
        const ChallengeGame cg(challengeFromJson(sampleLevels().front().data), 1);
        const std::unique_ptr<play::View> v = cg.publicView();
        QVERIFY(dynamic_cast<const PublicGame *>(v.get()));
        QVERIFY(!dynamic_cast<const Game *>(v.get()));
        QCOMPARE(v->playerCount(), 1);
        QCOMPARE(v->legalMoves(), cg.legalMoves());
        QCOMPARE(v->position(), cg.position());
        const Game &referee = cg.referee();
        QCOMPARE(referee.publicView()->playerCount(), 2);
        QCOMPARE(referee.publicView()->toMove(), referee.toMove());
        // The chooser reads a public view; the referee's game (which holds the deal) is refused, and
        // so is the peeking bot, which is no chooser.
        const play::Chooser chain = chooser(BotOptions{BotKind::Chain});
        Rng rng(1);
        QVERIFY(contains(v->legalMoves(), chain(*v, rng)));
        QVERIFY_THROWS_EXCEPTION(Error, chain(referee, rng));
        QVERIFY_THROWS_EXCEPTION(Error, chooser(BotOptions{BotKind::Peek}));
        // Another deal of the hidden cells: the same public view, the same move.
        for (BotKind k : allBots()) {
            if (!isHonest(k)) continue;
            const play::Chooser bot = chooser(BotOptions{k, 1500});
            const Game other = referee.withDeal(dealHidden(referee.view().position, 99));
            QVERIFY(other.deal() != referee.deal());
            Rng r1(5), r2(5);
            QCOMPARE(bot(*referee.publicView(), r1), bot(*other.publicView(), r2));
        }
    }

    void hintIsALegalMoveWithWhy() {
        const ModuleBackend *m = findModule("banqi");
        for (const pack::Level &l : sampleLevels()) {
            const std::unique_ptr<play::Game> g = m->play.newGame(l.data, 1);
            const std::optional<play::Hint> h = m->play.hint(*g->publicView(), nullptr);
            QVERIFY(h);
            QVERIFY2(contains(g->legalMoves(), h->move), h->move.c_str());
            QVERIFY2(h->why.rfind(h->move + ": ", 0) == 0, h->why.c_str());
            QVERIFY(h->why.size() > h->move.size() + 10);
            QVERIFY_THROWS_EXCEPTION(Error, m->play.hint(*g, nullptr));
        }
        // A take is named.
        const Game take(parsePosition("......../.a....../.h....../.Rp..... r 00000000000000 0"), Rules{},
                        Deal{});
        const std::optional<play::Hint> h = moveHint(*take.publicView());
        QVERIFY(h);
        QCOMPARE(h->move, std::string("b1xc1"));
        QVERIFY2(h->why.find("takes the black Soldier") != std::string::npos, h->why.c_str());
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(!moveHint(*take.publicView(), &cancel));
    }

    void cliPlaysAndRefuses() {
        const QJsonObject o = playtesting::checkCliPlay("banqi", "a1-a9");
        if (QTest::currentTestFailed()) return;
        QVERIFY(!o["moves"].toArray()[0].toObject()["revealed"].toString().isEmpty()); // the bot's reply
        const auto cli = [](const QStringList &a) { return clitesting::cli(a); };
        QCOMPARE(cli({"banqi", "play", kSamplePack, "--solution"}).out,
                 cli({"banqi", "play", kSamplePack, "--solution"}).out); // the same deal, the same line
    }
};

QTEST_GUILESS_MAIN(TestBanqiPlay)
#include "tst_banqi_play.moc"
