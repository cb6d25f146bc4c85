// BanQi rules: the notation and its refusals, move generation on hand-made positions for both variants
// and both cannon moves, the take rules, hidden pieces, the referee and the draw rules.
#include "banqi/game.h"
#include "common/error.h"

#include <QtTest>

#include <algorithm>

using namespace tessera;
using namespace tessera::banqi;

namespace {

std::vector<std::string> movesOf(const std::string &position, Variant v = Variant::Taiwan,
                                 CannonMove c = CannonMove::Slide) {
    const Position p = parsePosition(position);
    Rules rules;
    rules.variant = v;
    rules.cannon = c;
    std::vector<std::string> out;
    for (Move m : legalMoves(p, rules)) out.push_back(moveName(p, m));
    std::sort(out.begin(), out.end());
    return out;
}

using Moves = std::vector<std::string>;

QString refusal(const std::string &text) {
    try {
        parsePosition(text);
    } catch (const Error &e) {
        return QString::fromStdString(e.place() + ": " + e.message());
    }
    return {};
}

} // namespace

class TestBanqiRules : public QObject {
    Q_OBJECT
private slots:
    void startAndNotationRoundTrip() {
        const Position start = startPosition();
        QCOMPARE(toNotation(start), std::string("xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0"));
        QCOMPARE(start.piecesOf(0), 16);
        for (const std::string text : {"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0",
                                       "r......./.x....../.x....../Hx...... r 01000100000001 7",
                                       "......../......../..k...../KpP..... b 00000000000000 12"}) {
            const Position p = parsePosition(text);
            QCOMPARE(toNotation(p), text);
            QCOMPARE(parsePosition(toNotation(p)), p);
        }
        // Row 1 is the last row of the text; a1 is its first character.
        const Position p = parsePosition("r......./.x....../.x....../Hx...... r 01000100000001 7");
        QCOMPARE(int(p.board[std::size_t(parseCellName("a1"))]), int(makePiece(0, Horse)));
        QCOMPARE(int(p.board[std::size_t(parseCellName("a4"))]), int(makePiece(1, Chariot)));
        QCOMPARE(p.quiet, 7);
    }

    void notationRefusals_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("fields") << "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx -"
                                << "position:";
        QTest::newRow("board size") << "xxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0"
                                    << "board:";
        QTest::newRow("cell") << "xxxxxxxx/xxxxxxxx/xxQxxxxx/xxxxxxxx - 12222251222225 0"
                              << "board row 2:";
        QTest::newRow("separator") << "xxxxxxxx|xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0"
                                   << "board row 3:";
        QTest::newRow("side") << "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx w 12222251222225 0"
                              << "side:";
        QTest::newRow("pool digits") << "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 1222225122222 0"
                                     << "pool:";
        QTest::newRow("pool count") << "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222224 0"
                                    << "pool:";
        QTest::newRow("too many") << "KK....../......../......../........ r 00000000000000 0"
                                  << "pool:";
        QTest::newRow("plies") << "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 x"
                               << "plies:";
        QTest::newRow("no colours yet") << "Kxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 02222251222225 0"
                                        << "side:";
    }
    void notationRefusals() {
        QFETCH(QString, text);
        QFETCH(QString, field);
        const QString why = refusal(text.toStdString());
        QVERIFY2(why.startsWith(field), qPrintable(why));
    }

    // A red cannon on a1, a hidden piece on d1 (the screen), a black soldier on h1.
    void cannonMoves() {
        const std::string p = "......../......../......../C..x...p r 00000001000000 0";
        QCOMPARE(movesOf(p), (Moves{"a1-a2", "a1-a3", "a1-a4", "a1-b1", "a1-c1", "a1xh1", "d1"}));
        QCOMPARE(movesOf(p, Variant::Taiwan, CannonMove::Step), (Moves{"a1-a2", "a1-b1", "a1xh1", "d1"}));
        // Chinese: the cannon steps and takes by rank; it is no screen jumper.
        QCOMPARE(movesOf(p, Variant::Chinese), (Moves{"a1-a2", "a1-b1", "d1"}));
        QCOMPARE(movesOf(p, Variant::Chinese, CannonMove::Step), (Moves{"a1-a2", "a1-b1", "d1"}));
    }

    void cannonScreens() {
        // Two screens between the cannon and the target: no jump. A revealed screen of either colour
        // serves. The landing must be an enemy piece: never a hidden one, never a friend.
        QCOMPARE(movesOf("......../......../......../C.xx...p r 00000000000002 0", Variant::Taiwan,
                         CannonMove::Step),
                 (Moves{"a1-a2", "a1-b1", "c1", "d1"}));
        QCOMPARE(movesOf("......../......../......../CK.....k r 00000000000000 0", Variant::Taiwan,
                         CannonMove::Step),
                 (Moves{"a1-a2", "a1xh1", "b1-b2", "b1-c1"}));
        QCOMPARE(movesOf("......../......../......../Cx.x.... r 00000000000002 0", Variant::Taiwan,
                         CannonMove::Step),
                 (Moves{"a1-a2", "b1", "d1"}));
        QCOMPARE(movesOf("......../......../......../CpP..... r 00000000000000 0", Variant::Taiwan,
                         CannonMove::Step),
                 (Moves{"a1-a2", "c1-c2", "c1-d1", "c1xb1"}));
        // The Taiwan cannon takes any rank by its jump, the General too; it never takes by a step.
        QCOMPARE(movesOf("k......./......../......../Ca...... r 00000000000000 0", Variant::Taiwan,
                         CannonMove::Step),
                 (Moves{"a1-a2"}));
        QCOMPARE(movesOf("k......./.p....../......../C....... r 00000000000000 0", Variant::Taiwan,
                         CannonMove::Slide),
                 (Moves{"a1-a2", "a1-a3", "a1-b1", "a1-c1", "a1-d1", "a1-e1", "a1-f1", "a1-g1", "a1-h1"}));
        QCOMPARE(movesOf("k......./......../p......./C....... r 00000000000000 0", Variant::Taiwan,
                         CannonMove::Slide),
                 (Moves{"a1-b1", "a1-c1", "a1-d1", "a1-e1", "a1-f1", "a1-g1", "a1-h1", "a1xa4"}));
    }

    void soldierAndGeneral() {
        // Red General a1 beside a black Soldier b1; red Soldier c1 below the black General c2.
        const std::string p = "......../......../..k...../KpP..... r 00000000000000 0";
        QCOMPARE(movesOf(p), (Moves{"a1-a2", "c1-d1", "c1xb1", "c1xc2"}));
        QCOMPARE(movesOf(p, Variant::Chinese), (Moves{"a1-a2", "a1xb1", "c1-d1", "c1xb1", "c1xc2"}));
        QVERIFY(takesByRank(Rules{}, Soldier, General));
        QVERIFY(!takesByRank(Rules{}, General, Soldier));
        QVERIFY(takesByRank(Rules{}, Chariot, Chariot));
        QVERIFY(!takesByRank(Rules{}, Horse, Chariot));
        Rules chinese;
        chinese.variant = Variant::Chinese;
        QVERIFY(takesByRank(chinese, General, Soldier));
        QVERIFY(takesByRank(chinese, Cannon, Soldier));
        QVERIFY(!takesByRank(chinese, Cannon, Horse));
    }

    void hiddenPiecesAreNeverTaken() {
        // A red General surrounded by hidden pieces: only flips and no take of any of them.
        const std::string p = "......../.x....../xKx...../.x...... r 00000000000004 0";
        QCOMPARE(movesOf(p), (Moves{"a2", "b1", "b3", "c2"}));
        QCOMPARE(movesOf(p, Variant::Chinese), (Moves{"a2", "b1", "b3", "c2"}));
        // Before the first flip only flips are legal.
        QCOMPARE(int(movesOf(toNotation(startPosition())).size()), 32);
    }

    void refereeFlipsAndColours() {
        Game g = Game::fresh(Rules{}, 7);
        QCOMPARE(g.toMove(), 0);
        QCOMPARE(g.colourOf(0), -1);
        const play::MoveResult r = g.apply(std::string("b2"));
        QCOMPARE(r.revealed.size(), std::size_t(1));
        const Cell piece = pieceFromChar(r.revealed[0]);
        QCOMPARE(g.colourOf(0), colourOf(piece)); // the first flip gives the flipper that colour
        QCOMPARE(g.view().position.side, 1 - colourOf(piece));
        QCOMPARE(g.toMove(), 1);
        QCOMPARE(g.view().position.poolTotal(), 31);
        QVERIFY_THROWS_EXCEPTION(Error, g.apply(std::string("b2-b3")));
        QVERIFY_THROWS_EXCEPTION(Error, g.apply(std::string("z9")));
        // The deal is the same for the same seed, another for another.
        QCOMPARE(Game::fresh(Rules{}, 7).deal(), Game::fresh(Rules{}, 7).deal());
        QVERIFY(Game::fresh(Rules{}, 7).deal() != Game::fresh(Rules{}, 8).deal());
    }

    void endings() {
        // Red takes Black's last piece: Black (to move) has no pieces and loses.
        Game take(parsePosition("......../......../......../Rr...... r 00000000000000 0"), Rules{}, Deal{});
        take.apply(std::string("a1xb1"));
        QCOMPARE(take.status().winner, 0);
        QCOMPARE(std::string(endName(take.end())), std::string("no-pieces"));
        // Black's only piece is boxed in and cannot take: no legal move, it loses.
        Game stuck(parsePosition("......../......../A......./pA...... b 00000000000000 0"), Rules{}, Deal{});
        QCOMPARE(std::string(endName(stuck.end())), std::string("no-moves"));
        QCOMPARE(stuck.status().winner, 1);
    }

    void noProgressDraw() {
        Rules rules;
        rules.noProgress = 4;
        Game g(parsePosition("......../......../......../R......r r 00000000000000 2"), rules, Deal{});
        g.apply(std::string("a1-a2"));
        QVERIFY(!g.status().over());
        g.apply(std::string("h1-h2"));
        QCOMPARE(g.status().outcome, play::Outcome::Draw);
        QCOMPARE(std::string(endName(g.end())), std::string("no-progress"));
        // A capture resets the count.
        Game c(parsePosition("......../......../......../Rr.....r r 00000000000000 3"), rules, Deal{});
        c.apply(std::string("a1xb1"));
        QCOMPARE(c.view().position.quiet, 0);
        QVERIFY(!c.status().over());
    }

    void repetitionDraw() {
        Game g(parsePosition("......../......../......../R......r r 00000000000000 0"), Rules{}, Deal{});
        const std::vector<std::string> cycle{"a1-a2", "h1-h2", "a2-a1", "h2-h1"};
        for (const std::string &m : cycle) g.apply(m);
        QVERIFY(!g.status().over()); // the start position a second time
        for (const std::string &m : cycle) g.apply(m);
        QCOMPARE(std::string(endName(g.end())), std::string("repetition"));
        QCOMPARE(g.status().outcome, play::Outcome::Draw);
    }

    void moveStrings() {
        const Position p = parsePosition("......../......../..k...../KpP..... r 00000000000000 0");
        QVERIFY_THROWS_EXCEPTION(Error, parseMove(p, Rules{}, "c1-c2")); // a take must say x
        QVERIFY_THROWS_EXCEPTION(Error, parseMove(p, Rules{}, "a1xb1")); // the General cannot take a Soldier
        QVERIFY_THROWS_EXCEPTION(Error, parseMove(p, Rules{}, "a1-a3"));
        const Move m = parseMove(p, Rules{}, "c1xc2");
        QCOMPARE(moveName(p, m), std::string("c1xc2"));
    }
};

QTEST_APPLESS_MAIN(TestBanqiRules)
#include "tst_banqi_rules.moc"
