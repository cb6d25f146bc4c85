// The bot's move in the referee's game (the studio's game against a bot): its seed, the same formula
// the studio always used, and its choice, which an honest bot makes from the public view alone (the
// same move chooseMove made on the game's view, whatever the deal) while the peeking bot reads the
// deal.
#include "banqi/botmove.h"

#include <QtTest>

#include <algorithm>

using namespace tessera;
using namespace tessera::banqi;

namespace {

// Games some random plies into a fresh deal, a few of them far into it.
std::vector<Game> games() {
    std::vector<Game> out;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Game g = Game::fresh(Rules{}, seed);
        Rng rng(seed * 31);
        const int plies = int(seed) * 7;
        for (int i = 0; i < plies && !g.status().over(); ++i) {
            const std::vector<std::string> moves = g.legalMoves();
            g.apply(moves[std::size_t(rng.below(moves.size()))]);
        }
        if (!g.status().over()) out.push_back(g);
    }
    return out;
}

} // namespace

class TestBanqiBotMove : public QObject {
    Q_OBJECT
private slots:
    void seedIsTheStudiosFormula() {
        const std::uint64_t seeds[] = {0, 1, 7, 1000000000, 0xFFFFFFFFFFFFFFFFULL, 0x123456789ABCDEFULL};
        const std::size_t played[] = {0, 1, 2, 59, 1000};
        for (std::uint64_t s : seeds)
            for (std::size_t n : played) QCOMPARE(botMoveSeed(s, n), s * 1000003ULL + n);
        // The moves of one deal never share a seed.
        QVERIFY(botMoveSeed(5, 0) != botMoveSeed(5, 1));
        QVERIFY(botMoveSeed(5, 10) != botMoveSeed(6, 10));
    }

    void honestBotsChooseAsFromTheView() {
        const std::vector<Game> all = games();
        QVERIFY(all.size() >= 4);
        for (BotKind kind : allBots()) {
            if (!isHonest(kind)) continue;
            BotOptions bot{kind};
            bot.nodes = 2000;
            for (std::size_t i = 0; i < all.size(); ++i) {
                const Game &g = all[i];
                const std::uint64_t seed = botMoveSeed(i + 1, i * 7);
                Rng a(seed), b(seed), c(seed);
                const std::string move = botMove(g, bot, a);
                // What the studio did before: chooseMove on the view, no deal.
                QCOMPARE(move, moveName(g.view().position, chooseMove(bot, g.view(), b)));
                QCOMPARE(a.next(), b.next()); // the same draws made
                // Another deal of the hidden cells changes nothing for an honest bot.
                const Game other = g.withDeal(dealHidden(g.view().position, seed ^ 0x5A5A));
                QCOMPARE(botMove(other, bot, c), move);
                const auto legal = g.legalMoves();
                QVERIFY(std::find(legal.begin(), legal.end(), move) != legal.end());
            }
        }
    }

    void peekingBotReadsTheDeal() {
        const BotOptions bot{BotKind::Peek, 2000};
        for (const Game &g : games()) {
            Rng a(9), b(9);
            QCOMPARE(botMove(g, bot, a),
                     moveName(g.view().position, chooseMove(bot, g.view(), b, &g.deal())));
        }
    }
};

QTEST_APPLESS_MAIN(TestBanqiBotMove)
#include "tst_banqi_botmove.moc"
