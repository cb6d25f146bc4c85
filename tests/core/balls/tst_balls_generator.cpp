// The seed's generator: the relocation cases the seed describes (a ball landing on an older arrow is
// moved along it, a relocation that meets a later black track or leaves the field is refused, a
// double relocation), and generated levels: solvable, their intended pushes win, deterministic,
// endless mode, the band generator.
#include "ballstestutil.h"

#include "balls/analyser.h"
#include "balls/bandgenerator.h"
#include "balls/generator.h"

using namespace ballstest;

namespace {

HistoryMove move(const Board &b, Dir dir, std::vector<Point> black, std::vector<Point> arrow) {
    HistoryMove m;
    m.dir = dir;
    for (Point p : black) m.black.set(b.index(p));
    for (Point p : arrow) m.arrow.set(b.index(p));
    return m;
}

} // namespace

class TestBallsGenerator : public QObject {
    Q_OBJECT

private slots:
    void ballOnAnOlderArrowMovesAlongIt() {
        const Board b = emptyBoard(5, 5);
        const std::vector<HistoryMove> h{move(b, Dir::Right, {{2, 0}}, {{2, 1}, {2, 2}, {2, 3}, {2, 4}})};
        const Relocation r = relocateBall(b, h, {2, 2});
        QVERIFY(r.ok);
        QCOMPARE(r.cell, (Point{2, 3}));
        QCOMPARE(r.steps.size(), std::size_t(1));
        QCOMPARE(r.steps[0].arrow, 1);
        QCOMPARE(r.steps[0].from, (Point{2, 2}));
        QCOMPARE(r.steps[0].to, (Point{2, 3}));
        // Off every arrow: the ball starts where it stands.
        const Relocation still = relocateBall(b, h, {3, 3});
        QVERIFY(still.ok);
        QCOMPARE(still.cell, (Point{3, 3}));
        QVERIFY(still.steps.empty());
    }

    void relocationOntoALaterBlackTrackIsRejected() {
        const Board b = emptyBoard(5, 5);
        const std::vector<HistoryMove> h{move(b, Dir::Right, {{2, 0}}, {{2, 1}, {2, 2}, {2, 3}, {2, 4}}),
                                         move(b, Dir::Down, {{2, 3}, {3, 3}}, {{4, 3}})};
        const Relocation r = relocateBall(b, h, {2, 3});
        QVERIFY(!r.ok);
        QCOMPARE(r.reason, std::string("on the black ball's track of move 2"));
        QCOMPARE(r.cell, (Point{2, 3}));
        // A start cell on an earlier black track is refused too.
        const Relocation s = relocateBall(b, h, {2, 0});
        QVERIFY(!s.ok);
        QCOMPARE(s.reason, std::string("on the black ball's track of move 1"));
    }

    void relocationOffTheFieldIsRejected() {
        const Board b = emptyBoard(5, 5);
        const std::vector<HistoryMove> h{move(b, Dir::Right, {{2, 0}}, {{2, 1}, {2, 2}, {2, 3}, {2, 4}})};
        const Relocation r = relocateBall(b, h, {2, 4});
        QVERIFY(!r.ok);
        QVERIFY(QString::fromStdString(r.reason).contains("off the field"));
        QCOMPARE(r.cell, (Point{2, 5}));
    }

    void doubleRelocationInTwoDirections() {
        const Board b = emptyBoard(5, 5);
        const std::vector<HistoryMove> h{move(b, Dir::Right, {{0, 0}}, {{0, 1}, {0, 2}, {0, 3}, {0, 4}}),
                                         move(b, Dir::Up, {{4, 2}, {3, 2}}, {{2, 2}, {1, 2}, {0, 2}})};
        const Relocation r = relocateBall(b, h, {1, 2});
        QVERIFY(r.ok);
        QCOMPARE(r.cell, (Point{0, 3}));
        QCOMPARE(r.steps.size(), std::size_t(2));
        QCOMPARE(r.steps[0].arrow, 2);
        QCOMPARE(r.steps[0].to, (Point{0, 2}));
        QCOMPARE(r.steps[1].arrow, 1);
        QCOMPARE(r.steps[1].to, (Point{0, 3}));
    }

    void generatedLevelsAreSolvableAndTheirPushesWin_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("balls");
        QTest::addColumn<int>("blocks");
        QTest::newRow("5x5x4") << 5 << 5 << 4 << 0;
        QTest::newRow("8x8x10") << 8 << 8 << 10 << 0;
        QTest::newRow("6x9x8") << 6 << 9 << 8 << 0;
        QTest::newRow("8x8x8 blocks") << 8 << 8 << 8 << 5;
        QTest::newRow("16x16x30") << 16 << 16 << 30 << 0;
    }
    void generatedLevelsAreSolvableAndTheirPushesWin() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, balls);
        QFETCH(int, blocks);
        GeneratorOptions o;
        o.rows = rows;
        o.cols = cols;
        o.balls = balls;
        o.blocks = blocks;
        Rng rng(42);
        for (int i = 0; i < 30; ++i) {
            const Construction c = constructLevel(o, rng);
            QCOMPARE(c.board.whiteCount(), balls);
            QCOMPARE(c.board.blockCount(), blocks);
            QCOMPARE(static_cast<int>(c.solution.size()), balls);
            QVERIFY(pushesWin(c.board, c.solution));
            // The largest case is analysed on a third of its levels (tens of milliseconds each).
            if (rows * cols <= 81 || i % 3 == 0) {
                const Analysis a = analyse(c.board, &c.solution);
                QVERIFY(a.solvable);
                QVERIFY(a.solutions >= 1);
                QVERIFY(a.lineGiven);
            }
            int accepted = 0;
            for (const ConstructionStep &s : c.steps) accepted += s.kind == ConstructionStep::Kind::Accept;
            QCOMPARE(accepted, balls);
            QCOMPARE(c.history.size(), c.solution.size());
            QCOMPARE(c.board.point(c.board.start.black), c.history.front().black.cells.front());
            QCOMPARE(c.end, c.history.back().black.cells.back());
        }
    }

    void sameSeedSameLevel() {
        GeneratorOptions o;
        Rng a(7), b(7), c(8);
        const Construction x = constructLevel(o, a), y = constructLevel(o, b), z = constructLevel(o, c);
        QCOMPARE(boardRows(x.board), boardRows(y.board));
        QCOMPARE(x.solution, y.solution);
        QCOMPARE(x.steps.size(), y.steps.size());
        QVERIFY(boardRows(x.board) != boardRows(z.board));
    }

    void impossibleOptionsFailWithAReason() {
        GeneratorOptions o;
        o.rows = 3;
        o.cols = 3;
        o.balls = 8;
        o.attempts = 5;
        Rng rng(1);
        try {
            constructLevel(o, rng);
            QFAIL("expected a refusal");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.message()).contains("no level found in 5 attempts"), e.what());
            QVERIFY2(QString::fromStdString(e.message()).contains("every direction and shift was rejected"),
                     e.what());
        }
        // The band generator gives such options up after a few tries and says why.
        BandOptions band;
        band.generator = o;
        std::string why;
        QVERIFY(!generateInBand(band, 1, why));
        QVERIFY2(QString::fromStdString(why).startsWith("no level in 20 tries"), why.c_str());
        QVERIFY2(QString::fromStdString(why).contains("every direction and shift was rejected"), why.c_str());
        o.shiftWeights = {0, 0};
        QVERIFY_THROWS_EXCEPTION(Error, checkGeneratorOptions(o));
    }

    void endlessLevelsStartWhereTheLastEnded() {
        BandOptions o;
        o.generator.rows = 6;
        o.generator.cols = 6;
        o.generator.balls = 5;
        o.endless = true;
        const BandRun run = generateBand(o, 3, 4);
        QCOMPARE(run.levels.size(), std::size_t(4));
        for (std::size_t i = 1; i < run.levels.size(); ++i) {
            const Board &b = run.levels[i].level.construction.board;
            QCOMPARE(b.point(b.start.black), run.levels[i - 1].level.construction.end);
        }
        // A shard of an endless run holds the same levels as the whole run.
        const BandRun odd = generateBand(o, 3, 4, 1, 2);
        QCOMPARE(odd.levels.size(), std::size_t(2));
        QCOMPARE(boardRows(odd.levels[1].level.construction.board),
                 boardRows(run.levels[3].level.construction.board));
    }

    void bandGeneratorKeepsLevelsInTheBand() {
        BandOptions o;
        o.minRandomWin = 0.05;
        o.maxRandomWin = 0.15;
        const BandRun run = generateBand(o, 1, 20);
        QCOMPARE(run.levels.size(), std::size_t(20));
        for (const BandRun::Entry &e : run.levels) {
            QVERIFY(e.level.analysis.randomWin >= 0.05 && e.level.analysis.randomWin <= 0.15);
            QCOMPARE(analyse(e.level.construction.board).randomWin, e.level.analysis.randomWin);
        }
        BandOptions hard = o;
        hard.minRandomWin = 0;
        hard.maxRandomWin = 1;
        hard.minDifficulty = 6;
        hard.maxDifficulty = 8;
        for (const BandRun::Entry &e : generateBand(hard, 1, 10).levels)
            QVERIFY(e.level.analysis.difficulty >= 6 && e.level.analysis.difficulty <= 8);
        o.unique = true;
        o.minRandomWin = 0;
        o.maxRandomWin = 1;
        const BandRun unique = generateBand(o, 1, 5);
        for (const BandRun::Entry &e : unique.levels) QCOMPARE(e.level.analysis.solutions, std::uint64_t(1));
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(generateBand(o, 1, 5, 0, 1, nullptr, &cancel).cancelled);
    }
};

QTEST_APPLESS_MAIN(TestBallsGenerator)
#include "tst_balls_generator.moc"
