// The exact analyser against a brute-force enumerator written here (its own char-grid physics, no
// memo) on small random boards with and without blocks; hand-counted boards; the hint; the what-if
// map.
#include "ballstestutil.h"

#include "balls/analyser.h"
#include "balls/generator.h"
#include "balls/whatif.h"
#include "common/rng.h"

#include <functional>
#include <optional>
#include <set>

using namespace ballstest;

namespace {

using Grid = std::vector<std::string>;

// One push on a char grid; nullopt when the black ball rolls off.
std::optional<Grid> brutePush(Grid g, int dr, int dc) {
    const int rows = static_cast<int>(g.size()), cols = static_cast<int>(g[0].size());
    auto in = [&](int r, int c) { return r >= 0 && c >= 0 && r < rows && c < cols; };
    int br = 0, bc = 0;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (g[r][c] == '@') br = r, bc = c;
    g[br][bc] = '.';
    while (in(br + dr, bc + dc) && g[br + dr][bc + dc] == '.') br += dr, bc += dc;
    if (!in(br + dr, bc + dc)) return std::nullopt;
    g[br][bc] = '@';
    int r = br + dr, c = bc + dc;
    while (g[r][c] == 'o') {
        g[r][c] = '.';
        while (in(r + dr, c + dc) && g[r + dr][c + dc] == '.') r += dr, c += dc;
        if (!in(r + dr, c + dc)) return g; // off the field
        g[r][c] = 'o';
        r += dr, c += dc;
    }
    return g;
}

const int kDr[4] = {-1, 0, 1, 0}, kDc[4] = {0, 1, 0, -1}; // Dir order: Up, Right, Down, Left

bool wonGrid(const Grid &g) {
    for (const std::string &row : g)
        if (row.find('o') != std::string::npos) return false;
    return true;
}

// Winning sequences of exactly `depth` pushes that win first at the last one.
std::uint64_t countWins(const Grid &g, int depth) {
    if (wonGrid(g)) return depth == 0 ? 1 : 0;
    if (depth == 0) return 0;
    std::uint64_t n = 0;
    for (int d = 0; d < 4; ++d)
        if (auto t = brutePush(g, kDr[d], kDc[d])) n += countWins(*t, depth - 1);
    return n;
}

double randomWin(const Grid &g) {
    if (wonGrid(g)) return 1;
    double sum = 0;
    int useful = 0;
    for (int d = 0; d < 4; ++d)
        if (auto t = brutePush(g, kDr[d], kDc[d])) {
            sum += randomWin(*t);
            ++useful;
        }
    return useful ? sum / useful : 0;
}

void reach(const Grid &g, std::set<Grid> &seen) {
    if (!seen.insert(g).second || wonGrid(g)) return;
    for (int d = 0; d < 4; ++d)
        if (auto t = brutePush(g, kDr[d], kDc[d])) reach(*t, seen);
}

// The reached positions from which a win is reachable: won ones, then any with a push into the set,
// until nothing changes.
std::set<Grid> winnable(const std::set<Grid> &seen) {
    std::set<Grid> win;
    for (const Grid &g : seen)
        if (wonGrid(g)) win.insert(g);
    for (bool grew = true; grew;) {
        grew = false;
        for (const Grid &g : seen) {
            if (win.count(g)) continue;
            for (int d = 0; d < 4; ++d)
                if (auto t = brutePush(g, kDr[d], kDc[d]); t && win.count(*t)) {
                    win.insert(g);
                    grew = true;
                    break;
                }
        }
    }
    return win;
}

Board randomBoard(Rng &rng, int rows, int cols, int whites, int blocks) {
    Board b = emptyBoard(rows, cols);
    b.start.black = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows * cols)));
    for (int placed = 0; placed < whites + blocks;) {
        const int i = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows * cols)));
        if (i == b.start.black || b.start.whites.test(i) || b.blocks.test(i)) continue;
        if (placed < whites)
            b.start.whites.set(i);
        else
            b.blocks.set(i);
        ++placed;
    }
    return b;
}

} // namespace

class TestBallsAnalyser : public QObject {
    Q_OBJECT

private slots:
    void handCounted() {
        // Two balls in a corner: R then U, or U then R.
        const Board b = board("o../@o./...");
        const Analysis a = analyse(b);
        QVERIFY(a.solvable);
        QCOMPARE(a.solutions, std::uint64_t(2));
        QCOMPARE(a.legalFirst.size(), std::size_t(2));
        QCOMPARE(a.winningFirst.size(), std::size_t(2));
        QCOMPARE(a.randomWin, 1.0);
        QCOMPARE(a.states, 4LL); // start, after R, after U, won (the same position both ways)
        QCOMPARE(a.deadStates, 0LL);
        QCOMPARE(a.chainPushes, 0);
        QCOMPARE(a.difficulty, 0.0);
        // An unsolvable level: every push rolls the black ball off.
        const Analysis u = analyse(board("..o/@../..."));
        QVERIFY(!u.solvable);
        QCOMPARE(u.solutions, std::uint64_t(0));
        QCOMPARE(u.difficulty, 10.0);
        QVERIFY(u.line.empty());
    }

    void agreesWithBruteForce_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("whites");
        QTest::addColumn<int>("blocks");
        QTest::newRow("3x3x3") << 3 << 3 << 3 << 0;
        QTest::newRow("4x4x5") << 4 << 4 << 5 << 0;
        QTest::newRow("5x4x6") << 5 << 4 << 6 << 0;
        QTest::newRow("4x4x4 blocks") << 4 << 4 << 4 << 2;
        QTest::newRow("5x5x5 blocks") << 5 << 5 << 5 << 3;
    }
    void agreesWithBruteForce() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, whites);
        QFETCH(int, blocks);
        Rng rng(static_cast<std::uint64_t>(rows * 100 + cols * 10 + whites + blocks));
        int solvable = 0;
        // Random boards (mostly unsolvable) and the generator's (solvable) alike.
        GeneratorOptions o;
        o.rows = rows;
        o.cols = cols;
        o.balls = whites;
        o.blocks = blocks;
        for (int i = 0; i < 80; ++i) {
            const Board b =
                i % 4 == 3 ? constructLevel(o, rng).board : randomBoard(rng, rows, cols, whites, blocks);
            const Analysis a = analyse(b);
            Grid g = boardRows(b);
            std::set<Grid> seen;
            reach(g, seen);
            QCOMPARE(a.states, static_cast<long long>(seen.size()));
            const std::set<Grid> win = winnable(seen);
            QCOMPARE(a.solvable, win.count(g) > 0);
            std::size_t legal = 0, winning = 0;
            for (int d = 0; d < 4; ++d)
                if (auto t = brutePush(g, kDr[d], kDc[d])) {
                    ++legal;
                    winning += win.count(*t);
                }
            QCOMPARE(a.legalFirst.size(), legal);
            QCOMPARE(a.winningFirst.size(), winning);
            if (blocks == 0) {
                QCOMPARE(a.solutions, countWins(g, whites));
                QVERIFY(std::fabs(a.randomWin - randomWin(g)) < 1e-12);
            } else if (a.solvable) {
                QCOMPARE(a.solutions, countWins(g, a.shortest));
                for (int shorter = 0; shorter < a.shortest; ++shorter)
                    QCOMPARE(countWins(g, shorter), std::uint64_t(0));
            }
            QCOMPARE(a.deadStates, static_cast<long long>(seen.size() - win.size()));
            if (a.solvable) {
                ++solvable;
                QVERIFY(pushesWin(b, a.line));
            }
        }
        QVERIFY(solvable > 0);
    }

    void cyclesWithBlocksConverge() {
        // The black ball can shuttle between the blocks forever: two positions, no win.
        const Analysis a = analyse(board("#...#/....o/#@..#/....."));
        QCOMPARE(a.states, 2LL);
        QVERIFY(!a.solvable);
        QCOMPARE(a.randomWin, 0.0);
        // A shuttle beside a win: R and L swap two positions forever; from the right one D wins.
        // The random player wins with probability p = (1 + p) / 2 = 1, reached by the sweeps.
        const Board b = board("#..#/#@.#/##o#");
        const Analysis w = analyse(b);
        QVERIFY(w.solvable);
        QCOMPARE(w.states, 3LL);
        QCOMPARE(w.shortest, 2);
        QCOMPARE(w.solutions, std::uint64_t(1)); // R then D; D at once changes nothing
        QCOMPARE(pushString(w.line), std::string("RD"));
        QVERIFY(std::fabs(w.randomWin - 1) < 1e-9);
        QCOMPARE(w.legalFirst.size(), std::size_t(3)); // D and L change nothing but keep the ball on
    }

    void cancelStopsABigAnalysis() {
        GeneratorOptions o;
        o.rows = 16;
        o.cols = 16;
        o.balls = 30;
        Rng rng(1);
        const Board b = constructLevel(o, rng).board;
        QVERIFY(analyse(b).states > 4096);
        CancelToken cancel;
        cancel.cancel();
        QVERIFY_THROWS_EXCEPTION(Error, analyse(b, nullptr, 20'000'000, &cancel));
        QVERIFY(whatIfMap(b, nullptr, &cancel).cancelled);
        // A graph past its limit is refused with a reason.
        QVERIFY_THROWS_EXCEPTION(Error, analyse(b, nullptr, 100));
    }

    void hintListsTheWinningPushes() {
        const Board b = board("o../@o./...");
        QCOMPARE(winningPushes(b), (std::vector<Dir>{Dir::Right, Dir::Up}));
        QVERIFY(winningPushes(board("..o/@../...")).empty());
    }

    void whatIfMapCoversEveryCell() {
        const Board b = board("o../@o./...");
        const WhatIfMap m = whatIfMap(b);
        QCOMPARE(m.cells.size(), std::size_t(8)); // nine cells but the black ball's
        for (const WhatIfCell &c : m.cells) {
            Board changed = b;
            if (c.added)
                changed.start.whites.set(b.index(c.cell));
            else
                changed.start.whites.reset(b.index(c.cell));
            const Analysis a = analyse(changed);
            QCOMPARE(c.solvable, a.solvable);
            QCOMPARE(c.randomWin, a.randomWin);
            QCOMPARE(c.added, b.at(c.cell) == '.');
        }
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(whatIfMap(b, nullptr, &cancel).cancelled);
    }
};

QTEST_APPLESS_MAIN(TestBallsAnalyser)
#include "tst_balls_analyser.moc"
