// The play contract on a game small enough to know by heart: Nim with one heap, take 1 to 3, whoever
// takes the last stone wins. Replays, illegal moves, play-outs and their determinism.
// moc needs a standard header (error.h brings <string>) before point.h's <compare>.
#include "common/error.h"

#include "common/cellname.h"
#include "common/play.h"
#include "common/playsession.h"
#include "common/playtrace.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::play;

namespace {

class Nim : public Game {
public:
    explicit Nim(int heap)
        : mHeap(heap) {}
    std::unique_ptr<Game> clone() const override { return std::make_unique<Nim>(*this); }
    int playerCount() const override { return 2; }
    int toMove() const override { return mPlayer; }
    std::vector<std::string> legalMoves() const override {
        std::vector<std::string> out;
        for (int take = 1; take <= 3 && take <= mHeap; ++take) out.push_back(std::to_string(take));
        return out;
    }
    MoveResult apply(const std::string &move) override {
        const std::vector<std::string> legal = legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end())
            throw Error("'" + move + "' is not a legal move from a heap of " + std::to_string(mHeap));
        mHeap -= std::stoi(move);
        mLast = mPlayer;
        mPlayer = 1 - mPlayer;
        return {move, {}, true};
    }
    Status status() const override {
        if (mHeap > 0) return {};
        return {Outcome::Won, mLast, "took the last stone"};
    }
    std::string position() const override { return std::to_string(mHeap); }

private:
    int mHeap;
    int mPlayer = 0;
    int mLast = -1;
};

// Leaves a multiple of four when it can: the winning strategy.
std::string perfect(const View &game, Rng &rng) {
    const int heap = std::stoi(game.position());
    if (heap % 4 != 0) return std::to_string(heap % 4);
    return game.legalMoves()[std::size_t(rng.below(game.legalMoves().size()))];
}

// Nim where the heap size is hidden from the players: the public view shows "?".
class HiddenNim : public Nim {
public:
    using Nim::Nim;
    std::unique_ptr<Game> clone() const override { return std::make_unique<HiddenNim>(*this); }
    class Public : public View {
    public:
        int playerCount() const override { return 2; }
        int toMove() const override { return 0; }
        std::vector<std::string> legalMoves() const override { return {"1"}; }
        std::string position() const override { return "?"; }
    };
    std::unique_ptr<View> publicView() const override { return std::make_unique<Public>(); }
};

} // namespace

class TestPlay : public QObject {
    Q_OBJECT
private slots:
    void replayKeepsEveryState() {
        const Nim start(7);
        const Replay r = replay(start, {"3", "2", "2"});
        QCOMPARE(r.states.size(), std::size_t(4));
        QCOMPARE(r.states[0]->position(), std::string("7"));
        QCOMPARE(r.states[1]->position(), std::string("4"));
        QCOMPARE(r.states[3]->position(), std::string("0"));
        QCOMPARE(r.states[1]->toMove(), 1);
        QVERIFY(!r.states[2]->status().over());
        QCOMPARE(r.states[3]->status().outcome, Outcome::Won);
        QCOMPARE(r.states[3]->status().winner, 0);
        QCOMPARE(start.position(), std::string("7")); // the start is copied, never changed
    }

    void illegalMovesAreNamed() {
        const Nim start(5);
        try {
            (void)replay(start, {"1", "4"});
            QFAIL("an illegal move was accepted");
        } catch (const Error &e) {
            QVERIFY2(e.message().find("move 2") != std::string::npos, e.what());
            QVERIFY2(e.message().find("'4'") != std::string::npos, e.what());
        }
        QVERIFY_THROWS_EXCEPTION(Error, replay(Nim(1), {"1", "1"})); // over after the first
    }

    void playOutIsDeterministicAndPerfectPlayWins() {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Nim a(10), b(10);
            Rng ra(seed), rb(seed);
            const auto movesA = playOut(a, {perfect, randomChooser()}, ra, 100);
            const auto movesB = playOut(b, {perfect, randomChooser()}, rb, 100);
            QCOMPARE(movesA.size(), movesB.size());
            for (std::size_t i = 0; i < movesA.size(); ++i) QCOMPARE(movesA[i].move, movesB[i].move);
            QCOMPARE(a.status().winner, 0); // 10 is not a multiple of 4: the first player wins
        }
        Nim stopped(40);
        Rng rng(3);
        QCOMPARE(playOut(stopped, {randomChooser(), randomChooser()}, rng, 5).size(), std::size_t(5));
        QVERIFY(!stopped.status().over());
    }

    void choosersSeeThePublicViewOnly() {
        HiddenNim game(9);
        Rng rng(1);
        std::string seen;
        bool referee = false;
        const Chooser peeking = [&](const View &view, Rng &) {
            seen = view.position();
            referee = dynamic_cast<const Game *>(&view) != nullptr; // the referee must be out of reach
            return std::string("1");
        };
        (void)playOut(game, {peeking, peeking}, rng, 1);
        QCOMPARE(seen, std::string("?"));
        QVERIFY(!referee);
        QCOMPARE(game.position(), std::string("8"));
    }

    void attemptStopsAtTheRefusedMove() {
        const Attempt a = attempt(Nim(5), {"1", "3", "4", "1"});
        QCOMPARE(a.played.size(), std::size_t(2));
        QCOMPARE(a.refusedIndex, 2);
        QCOMPARE(a.refusedMove, std::string("4"));
        QVERIFY2(a.reason.find("heap of 1") != std::string::npos, a.reason.c_str());
        QCOMPARE(a.final->position(), std::string("1"));
        const Attempt over = attempt(Nim(1), {"1", "1"});
        QCOMPARE(over.refusedIndex, 1);
        QVERIFY(over.reason.find("over") != std::string::npos);
        const Attempt all = attempt(Nim(4), {"2", "2"});
        QCOMPARE(all.refusedIndex, -1);
        QVERIFY(all.final->status().over());
    }

    void positionHashIsFnv1aOfThePosition() {
        // FNV-1a 64 of "7", worked out independently (Python, from the offset basis and the prime).
        QCOMPARE(positionHash(Nim(7)), std::string("af63aa4c86019796"));
        QVERIFY(positionHash(Nim(7)) != positionHash(Nim(6)));
    }

    void movesSplitOnSpacesAndCommas() {
        QCOMPARE(splitMoves(" U L,D  R "), (std::vector<std::string>{"U", "L", "D", "R"}));
        QVERIFY(splitMoves("  ").empty());
    }

    void cellNamesGoPastZ() {
        QCOMPARE(cellName({0, 0}), std::string("a1"));
        QCOMPARE(cellName({3, 2}), std::string("c4"));
        QCOMPARE(cellName({9, 25}), std::string("z10"));
        QCOMPARE(cellName({0, 26}), std::string("aa1"));
        QCOMPARE(cellName({63, 63}), std::string("bl64"));
        for (int r = 0; r < 64; ++r)
            for (int c = 0; c < 64; ++c) {
                const std::string name = cellName({r, c}) + "R2";
                const auto parsed = parseCellPrefix(name);
                QVERIFY(parsed);
                QCOMPARE(parsed->cell, (Point{r, c}));
                QCOMPARE(parsed->length, name.size() - 2);
            }
        for (const char *bad : {"", "a", "1a", "a0", "A1", "abcd1", "a01"})
            QVERIFY2(!parseCellPrefix(bad) || std::string(bad) == "a01", bad);
        QVERIFY(!parseCellPrefix("a0"));
    }

    void sessionTracesEveryStep() {
        Session s(Nim(6), "nim", "six", "ann");
        QVERIFY(!s.play("4", 100).accepted); // refused: not traced, nothing changes
        QVERIFY(s.play("1", 200).accepted);
        QVERIFY(s.undo(300));
        QVERIFY(!s.undo(310)); // nothing left to take back
        QVERIFY(s.play("2", 400).accepted);
        s.restart(500);
        QCOMPARE(s.game().position(), std::string("6"));
        s.noteHint({"2", "leave a multiple of four"}, 600);
        QVERIFY(s.play("2", 700).accepted);
        QVERIFY(s.play("1", 800).accepted);
        const Session::Played last = s.play("3", 900);
        QVERIFY(last.accepted);
        QVERIFY(s.over());
        QVERIFY(!s.play("1", 950).accepted);
        QCOMPARE(s.moves(), (std::vector<std::string>{"2", "1", "3"}));
        const Trace &t = s.trace();
        std::vector<std::string> kinds;
        for (const TraceEvent &e : t.events) kinds.push_back(traceEventName(e.kind));
        QCOMPARE(kinds, (std::vector<std::string>{"start", "move", "undo", "move", "restart", "hint", "move",
                                                  "move", "move", "won"}));
        QCOMPARE(t.events.back().ms, 900LL);
        QCOMPARE(t.events.back().hash, positionHash(Nim(0)));
        QCOMPARE(t.events[0].hash, positionHash(Nim(6)));
        QVERIFY(t.finished());
        // The JSON round trip keeps every field.
        const OrderedJson j = traceToJson(t);
        QCOMPARE(traceFromJson(JsonCursor(Json::parse(j.dump()))), t);
        QVERIFY(!j.contains("seed")); // a game made with seed 0 writes none
        // A seeded game's trace keeps its seed, the full 64 bits.
        Session seeded(Nim(6), "nim", "six", "", 18446744073709551557ULL);
        const OrderedJson js = traceToJson(seeded.trace());
        QCOMPARE(js["seed"].get<std::uint64_t>(), 18446744073709551557ULL);
        QCOMPARE(traceFromJson(JsonCursor(Json::parse(js.dump()))).seed, 18446744073709551557ULL);
    }

    // A move the front end already applied (it asked the referee first) is taken as it is: the same
    // trace as playing it.
    void aPreAppliedMoveIsTheSameStep() {
        Session a(Nim(6), "nim", "six"), b(Nim(6), "nim", "six");
        QVERIFY(a.play("2", 10).accepted);
        std::unique_ptr<Game> next = b.game().clone();
        const MoveResult r = next->apply("2");
        QVERIFY(b.play("2", std::move(next), r, 10).accepted);
        QCOMPARE(b.trace(), a.trace());
        QCOMPARE(b.moves(), a.moves());
        b.giveUp(20);
        QVERIFY(!b.play("1", Nim(4).clone(), MoveResult{}, 30).accepted); // over: refused
    }

    void giveUpEndsTheAttempt() {
        Session s(Nim(9), "nim", "nine");
        QVERIFY(s.play("1", 10).accepted);
        s.giveUp(20);
        QVERIFY(s.over());
        QVERIFY(!s.undo(30));
        QCOMPARE(std::string(traceEventName(s.trace().events.back().kind)), std::string("giveup"));
    }

    void badTracesAreRefusedWithThePlace() {
        const auto refuse = [](const std::string &text, const std::string &place) {
            try {
                (void)traceFromJson(JsonCursor(Json::parse(text)));
                QFAIL(("accepted: " + text).c_str());
            } catch (const Error &e) {
                QVERIFY2(std::string(e.what()).find(place) != std::string::npos, e.what());
            }
        };
        const std::string head =
            R"({"format": "tessera-play-trace", "version": 1, "module": "m", "level": "l", )";
        refuse(head + R"("events": []})", "events");
        refuse(head + R"("events": [{"t": 0, "event": "move", "move": "1", "hash": "0"}]})",
               "events[0].event");
        refuse(
            head +
                R"("events": [{"t": 5, "event": "start", "hash": "0"}, {"t": 4, "event": "undo", "hash": "0"}]})",
            "events[1].t");
        refuse(
            head +
                R"("events": [{"t": 0, "event": "start", "hash": "0"}, {"t": 4, "event": "jump", "hash": "0"}]})",
            "events[1].event");
        refuse(
            head +
                R"("events": [{"t": 0, "event": "start", "hash": "0"}, {"t": 4, "event": "move", "hash": "0"}]})",
            "events[1]");
        refuse(R"({"format": "tessera-play-trace", "version": 2, "module": "m", "level": "l", "events": []})",
               "version");
        refuse(head + R"("player": ")" + std::string(5000, 'x') + R"(", "events": []})", "player");
        refuse(head + R"("seed": -3, "events": []})", "seed");
        refuse(head + R"("seed": "7", "events": []})", "seed");
    }
};

QTEST_GUILESS_MAIN(TestPlay)
#include "tst_play.moc"
