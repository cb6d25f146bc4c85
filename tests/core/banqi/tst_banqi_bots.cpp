// The bots: the chain bot's chains and prices, each of its four flip heuristics firing on a position
// built for it, greedy's takes, the search bot's chance nodes, and the honesty test for every bot.
#include "banqi/bots.h"
#include "banqi/chain.h"
#include "banqi/honesty.h"
#include "banqi/search.h"
#include "common/error.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::banqi;

namespace {

View viewOf(const std::string &text, Variant v = Variant::Taiwan) {
    View view;
    view.position = parsePosition(text);
    view.rules.variant = v;
    view.history.push_back(positionKey(view.position));
    return view;
}

ChainAnalysis analyse(const std::string &text) {
    Rng rng(1);
    return analyseChains(viewOf(text), rng);
}

int flipWish(const ChainAnalysis &a, const std::string &cell, const char *why) {
    for (const Wish &w : a.flipWishes)
        if (cellName(w.move.from) == cell && w.why.find(why) != std::string::npos) return w.value;
    return 0;
}

bool onlyFired(const ChainAnalysis &a, FlipHeuristic h) {
    for (int i = 0; i < 4; ++i)
        if (a.fired[i] != (i == int(h))) return false;
    return true;
}

} // namespace

class TestBanqiBots : public QObject {
    Q_OBJECT
private slots:
    void chainsAndPrices() {
        // Red chariot a1, black horse a2: a chain of one, price 5 - 1 = 4, the take is played.
        const ChainAnalysis take = analyse("......../......../h......./R....... r 00000000000000 0");
        QCOMPARE(take.reason, std::string("chains"));
        QCOMPARE(
            moveName(viewOf("......../......../h......./R....... r 00000000000000 0").position, take.chosen),
            std::string("a1xa2"));
        bool found = false;
        for (const Chain &c : take.chains)
            if (c.own && cellName(c.attacker) == "a1" && cellName(c.target) == "a2") {
                QCOMPARE(c.length, 1);
                QCOMPARE(c.price, 4);
                found = true;
            }
        QVERIFY(found);
        // Black horse a3, two steps away: even parity halves the price ((5 - 2) / 2 = 1); the horse's
        // own chain towards the chariot is priced from the horse's side: it would be attacked (2 - 5).
        const ChainAnalysis two = analyse("......../h......./......../R....... r 00000000000000 0");
        for (const Chain &c : two.chains) {
            if (c.own) {
                QCOMPARE(c.length, 2);
                QCOMPARE(c.price, 1);
                QCOMPARE(cellName(c.first.to), std::string("a2"));
            } else {
                QCOMPARE(c.price, 2 - 5);
            }
        }
        // A Taiwan cannon's chain ends on a fire cell: red cannon a1 slides to a3, from where it jumps
        // the hidden c3 onto the black horse on d3 (one move, then the shot: length 2).
        const ChainAnalysis cannon = analyse("......../..xh..../......../C....... r 00000000000001 0");
        bool fires = false;
        for (const Chain &c : cannon.chains)
            if (c.own && cellName(c.target) == "d3" && c.length == 2 && cellName(c.path[1]) == "a3")
                fires = true;
        QVERIFY(fires);
    }

    void heuristicCannonNeighbour() {
        // A black cannon on d2 with hidden pieces on all four sides; the pool holds red K A E R, each
        // of which takes a cannon.
        const ChainAnalysis a = analyse("......../...x..../..xcx.../...x.... r 11110000000000 0");
        QVERIFY(onlyFired(a, FlipHeuristic::CannonNeighbour));
        for (const char *cell : {"d1", "d3", "c2", "e2"})
            QCOMPARE(flipWish(a, cell, "cannon-neighbour"), 100);
        QCOMPARE(a.reason, std::string("flip heuristics"));
        QVERIFY(a.chosen.isFlip());
    }

    void heuristicScreenForCannon() {
        // A black horse on a1, a hidden screen on b1 and a hidden piece behind it on c1: half the pool
        // is a red cannon, which would fire at the horse from c1.
        const ChainAnalysis a = analyse("......../......../......../hxx..... r 00000110000000 0");
        QVERIFY(onlyFired(a, FlipHeuristic::ScreenForCannon));
        QCOMPARE(flipWish(a, "c1", "screen-for-cannon"), 50);
        QCOMPARE(cellName(a.chosen.from), std::string("c1"));
    }

    void heuristicIntercept() {
        // A black chariot on a4 marches on the red horse on a1 (three steps, a positive chain for it);
        // the red horse cannot win anything. Hidden pieces beside the path (b3, b2) may turn out to be
        // a red piece that takes the chariot (the Advisor, or the cannon that fires): 2 of 3.
        const ChainAnalysis a = analyse("r......./.x....../.x....../Hx...... r 01000100000001 0");
        QVERIFY(onlyFired(a, FlipHeuristic::Intercept));
        QCOMPARE(flipWish(a, "b3", "intercept"), 66);
        QCOMPARE(flipWish(a, "b2", "intercept"), 66);
        QCOMPARE(flipWish(a, "b1", "intercept"), 0);
        QVERIFY(a.chosen.isFlip());
        const std::string chosen = cellName(a.chosen.from);
        QVERIFY(chosen == "b3" || chosen == "b2");
    }

    void heuristicDefender() {
        // The red soldier on a1 is attacked by the black chariot on a2 and nothing defends it: flip
        // beside it (b1), hoping for a red piece that takes the chariot (the Advisor: half the pool).
        const ChainAnalysis a = analyse("......../......../rx....../Px...... r 01000000000001 0");
        QVERIFY(onlyFired(a, FlipHeuristic::Defender));
        QCOMPARE(flipWish(a, "b1", "defender"), 50);
        QCOMPARE(cellName(a.chosen.from), std::string("b1"));
        // Defended (a red Advisor on b2 retakes on a1... it is not beside a1; on b1 it is): no flip wish.
        const ChainAnalysis defended = analyse("......../......../rx....../PA...... r 00000000000001 0");
        QVERIFY(!defended.fired[int(FlipHeuristic::Defender)]);
    }

    void theSafeOptionRefusesARecapture() {
        // Red chariot a1 may take the black horse a2, which the black advisor a3 retakes (7 for 5).
        // The seed's bot takes (its chain prices do not see the advisor); chain-safe does not.
        const View v = viewOf("......../a......./h......./R......x r 00000000000001 0");
        Rng a(2), b(2);
        QCOMPARE(moveName(v.position, chooseChain(v, a)), std::string("a1xa2"));
        QVERIFY(moveName(v.position, chooseChain(v, b, ChainOptions{true})) != "a1xa2");
    }

    void greedyTakesTheBestSafePiece() {
        // Red chariot b1 may take the black horse b2 (retaken by the black advisor b3) or the black
        // soldier c1 (safe): 5 - 7 < 5 - 0.
        const View v = viewOf("......../.a....../.h....../.Rp..... r 00000000000000 0");
        Rng rng(3);
        QCOMPARE(moveName(v.position, chooseGreedy(v, rng)), std::string("b1xc1"));
    }

    void searchSeesChanceAndTactics() {
        // The same take as greedy: the search sees the recapture.
        const View v = viewOf("......../.a....../.h....../.Rp..... r 00000000000000 0");
        SearchOptions o;
        o.nodes = 5000;
        const SearchResult r = search(v, o);
        QCOMPARE(moveName(v.position, r.best), std::string("b1xc1"));
        QVERIFY(r.depth >= 2);
        // Flips are chance nodes over the pool: three hidden cells, all flips, and the values of the
        // honest search do not depend on which cell holds what; the peeking search's do.
        const View f = viewOf("......../......../.x....../xcx..... r 10000000000002 0");
        const SearchResult honest = search(f, o);
        QCOMPARE(int(honest.root.size()), 3);
        Deal deal{};
        deal[std::size_t(parseCellName("a1"))] = makePiece(0, General);
        deal[std::size_t(parseCellName("c1"))] = makePiece(1, Soldier);
        deal[std::size_t(parseCellName("b2"))] = makePiece(1, Soldier);
        Deal other = deal;
        std::swap(other[std::size_t(parseCellName("a1"))], other[std::size_t(parseCellName("c1"))]);
        const SearchResult seen = search(f, o, &deal), seenOther = search(f, o, &other);
        QVERIFY(seen.best != seenOther.best || seen.value != seenOther.value);
    }

    void honestBotsPassTheHonestyTest_data() {
        QTest::addColumn<QString>("bot");
        for (BotKind k : allBots())
            if (isHonest(k)) QTest::newRow(botName(k)) << QString(botName(k));
    }
    void honestBotsPassTheHonestyTest() {
        QFETCH(QString, bot);
        BotOptions b{parseBot(bot.toStdString()), 1500};
        const HonestyResult r = honestyTest(b, Rules{}, bot == "search" ? 8 : 30, 6, 11);
        QVERIFY(r.positions >= 8);
        QCOMPARE(r.changed, 0);
    }

    void thePeekingBotFailsIt() {
        const HonestyResult r = honestyTest(BotOptions{BotKind::Peek, 1500}, Rules{}, 12, 6, 11);
        QVERIFY2(r.changed > 0, "the test must bite: the peeking bot sees the deal");
        Rng rng(1);
        QVERIFY_THROWS_EXCEPTION(
            Error, chooseMove(BotOptions{BotKind::Peek}, viewOf(toNotation(startPosition())), rng));
    }
};

QTEST_APPLESS_MAIN(TestBanqiBots)
#include "tst_banqi_bots.moc"
