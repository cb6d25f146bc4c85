// The play contract on a game small enough to know by heart: Nim with one heap, take 1 to 3, whoever
// takes the last stone wins. Replays, illegal moves, play-outs and their determinism.
#include "common/error.h"
#include "common/play.h"

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
std::string perfect(const Game &game, Rng &rng) {
    const int heap = std::stoi(game.position());
    if (heap % 4 != 0) return std::to_string(heap % 4);
    return game.legalMoves()[std::size_t(rng.below(game.legalMoves().size()))];
}

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
};

QTEST_GUILESS_MAIN(TestPlay)
#include "tst_play.moc"
