// The match runner (pairs, determinism over threads, statistics) and challenges (JSON, a pack round
// trip, refusals naming the field, measured difficulty, generation in a band).
#include "banqi/banqimodule.h"
#include "banqi/challenge.h"
#include "banqi/match.h"
#include "banqi/packlevel.h"
#include "common/error.h"
#include "pack/levelpack.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::banqi;

class TestBanqiMatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void pairsShareADealAndSwapSeats() {
        MatchOptions o;
        o.a = {BotKind::Greedy};
        o.b = {BotKind::Random};
        o.seed = 5;
        const GameRecord even = *playMatchGame(o, 4), odd = *playMatchGame(o, 5);
        QVERIFY(even.aFirst);
        QVERIFY(!odd.aFirst);
        QCOMPARE(even.movesA + even.movesB, even.plies);
        QVERIFY(even.movesA > 0 && even.movesB > 0);
        // The two games of pair k are dealt from one seed; the next pair from another.
        QCOMPARE(dealHidden(startPosition(), dealSeed(5, 2)), dealHidden(startPosition(), dealSeed(5, 2)));
        QVERIFY(dealHidden(startPosition(), dealSeed(5, 2)) != dealHidden(startPosition(), dealSeed(5, 3)));
        // A cancel mid-game gives no record (a half-played game is never counted).
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(!playMatchGame(o, 0, &cancel));
    }

    void deterministicForAnyThreadCount() {
        MatchOptions o;
        o.a = {BotKind::Chain};
        o.b = {BotKind::Greedy};
        o.games = 12;
        o.seed = 9;
        o.threads = 1;
        const MatchResult one = runMatch(o);
        o.threads = 3;
        const MatchResult three = runMatch(o);
        QCOMPARE(one.games, 12);
        QCOMPARE(three.games, 12);
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(three.records[std::size_t(i)].resultA, one.records[std::size_t(i)].resultA);
            QCOMPARE(three.records[std::size_t(i)].plies, one.records[std::size_t(i)].plies);
            QCOMPARE(three.records[std::size_t(i)].end, one.records[std::size_t(i)].end);
        }
        QCOMPARE(one.wins + one.draws + one.losses, 12);
        QCOMPARE(one.draws, one.drawsNoProgress + one.drawsRepetition + one.drawsPlyLimit);
        QVERIFY(one.scoreLow <= one.score && one.score <= one.scoreHigh);
        // Odd game counts are rounded up to whole pairs.
        o.games = 3;
        QCOMPARE(runMatch(o).games, 4);
    }

    void cancelStopsEarly() {
        MatchOptions o;
        o.games = 50;
        CancelToken cancel;
        cancel.cancel();
        const MatchResult r = runMatch(o, nullptr, &cancel);
        QVERIFY(r.cancelled);
        QCOMPARE(r.games, 0);
    }

    void statistics() {
        const auto [lo, hi] = wilson(0.5, 100);
        QVERIFY(std::abs(lo - 0.4038) < 1e-3 && std::abs(hi - 0.5962) < 1e-3);
        QCOMPARE(eloOf(0.5, 10), 0.0);
        QVERIFY(std::abs(eloOf(0.75, 100) - 190.85) < 0.1);
        QVERIFY(std::isfinite(eloOf(1.0, 10)));
        std::vector<GameRecord> recs(4);
        recs[0].resultA = 1;
        recs[1].resultA = 0;
        recs[1].end = "repetition";
        recs[2].resultA = 0;
        recs[2].end = "no-progress";
        recs[3].resultA = -1;
        const MatchResult r = summarise(recs);
        QCOMPARE(r.score, 0.5);
        QCOMPARE(r.drawsRepetition, 1);
        QCOMPARE(r.drawsNoProgress, 1);
    }

    void challengeRoundTripInAPack() {
        Challenge c;
        c.position = parsePosition("r......./.x....../.x....../Hx...... r 01000100000001 7");
        c.playerFirst = false; // the player takes Black
        c.opponent = {BotKind::Greedy};
        c.goal = Goal::Survive;
        c.plies = 20;
        c.rules.cannon = CannonMove::Step;
        const Json data = challengeToJson(c);
        QCOMPARE(data["side"].get<std::string>(), std::string("b"));
        QCOMPARE(challengeFromJson(data), c);
        pack::LevelSource source;
        const pack::Level level = packLevel(c, source);
        QCOMPARE(level.module, std::string("banqi"));
        QVERIFY(level.difficulty >= 0 && level.difficulty <= 10);
        QCOMPARE(level.statistics["runs"].get<int>(), kDifficultyRuns);
        pack::LevelPack p;
        p.name = "t";
        p.created = "2026-01-01T00:00:00Z";
        p.levels.push_back(level);
        p.levels.back().id = "c1";
        const pack::LevelPack back = pack::fromJson(Json::parse(pack::toJson(p).dump()));
        QCOMPARE(back, p);
        QCOMPARE(challengeFromJson(back.levels[0].data), c);
        QCOMPARE(packLevel(c, source), level); // measured deterministically
    }

    void challengeRefusals_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("place");
        QTest::newRow("position")
            << R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 1222225122222 0"})"
            << "position: pool";
        QTest::newRow("side")
            << R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0", "side": "r"})"
            << "side";
        QTest::newRow("opponent")
            << R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0", "opponent": "alpha"})"
            << "opponent";
        QTest::newRow("variant")
            << R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0", "variant": "hk"})"
            << "variant";
        QTest::newRow("goal")
            << R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0", "goal": "draw"})"
            << "goal";
        QTest::newRow("unknown")
            << R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0", "colour": "r"})"
            << "colour";
    }
    void challengeRefusals() {
        QFETCH(QString, json);
        QFETCH(QString, place);
        try {
            challengeFromJson(Json::parse(json.toStdString()));
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.place()).startsWith(place), e.what());
        }
    }

    void difficultyIsMeasured() {
        // A fresh deal against the random bot is easy for the chain bot; a hopeless position (one red
        // soldier against a black chariot that takes it next move, nothing hidden) is as hard as it gets.
        Challenge easy;
        easy.opponent = {BotKind::Random};
        const Difficulty e = measureDifficulty(easy);
        QVERIFY2(e.value <= 2, qPrintable(QString::number(e.value)));
        Challenge lost;
        lost.position = parsePosition("......../......../......../Pr...... b 00000000000000 0");
        lost.playerFirst = false;
        QCOMPARE(measureDifficulty(lost).value, 10.0);
    }

    void generateInABand() {
        GeneratorOptions g;
        g.opponent = {BotKind::Random};
        g.minDifficulty = 0;
        g.maxDifficulty = 3;
        g.attempts = 5;
        const std::optional<Generated> made = generateChallenge(g, 3);
        QVERIFY(made);
        QVERIFY(made->difficulty.value <= 3);
        QVERIFY(made->challenge.position.side >= 0);
        QCOMPARE(generateChallenge(g, 3)->challenge, made->challenge);
    }
};

QTEST_GUILESS_MAIN(TestBanqiMatch)
#include "tst_banqi_match.moc"
