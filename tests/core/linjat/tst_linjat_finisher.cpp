// Finish Level: published levels with dots taken away come back valid with only dots added; a level
// no dot can help says so and proposes a number change; the same seed gives the same level; and
// tessera-cli linjat finish end to end (JSON lines, the pack, bad input exiting 1).
#include "common/rng.h"
#include "linjat/finisher.h"
#include "linjat/levelio.h"
#include "linjat/presets.h"
#include "linjat/solutioncounter.h"
#include "linjat/verifier.h"
#include "tests/core/common/clitesting.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace tessera;
using namespace tessera::linjat;
using namespace clitesting;

namespace {

const char *kSample = TESSERA_SHARED_DATA "/linjat/published-sample.json";

// The options of the published level's tier (the sample lists 10 levels per tier, easy first).
SolverOptions tierOptions(int index) {
    GeneratorOptions g;
    applyPreset(presets()[std::size_t(index / 10)], g);
    return g.solver;
}

// The puzzle without every every-th dot (row-major; every = 1 takes them all).
Puzzle withoutDots(const Puzzle &p, int every) {
    Puzzle q = p;
    int k = 0;
    for (int r = 0; r < q.rows(); ++r)
        for (int c = 0; c < q.cols(); ++c)
            if (q.isDot(r, c) && k++ % every == every - 1) q.setDot(r, c, false);
    return q;
}

// A finished level keeps the given numbers and dots and only adds the listed dots on empty cells.
QString onlyDotsAdded(const Puzzle &given, const FinishResult &r) {
    if (r.puzzle.rows() != given.rows() || r.puzzle.cols() != given.cols()) return "size changed";
    if (r.puzzle.numberCount() != given.numberCount()) return "numbers changed";
    for (int n = 0; n < given.numberCount(); ++n)
        if (!(r.puzzle.number(n) == given.number(n))) return QString("number %1 changed").arg(n);
    std::set<std::pair<int, int>> added(r.added.begin(), r.added.end());
    if (added.size() != r.added.size()) return "a dot added twice";
    for (int row = 0; row < given.rows(); ++row)
        for (int col = 0; col < given.cols(); ++col) {
            const bool was = given.isDot(row, col), is = r.puzzle.isDot(row, col);
            const bool listed = added.count({row, col}) > 0;
            if (was && !is) return QString("dot at %1,%2 removed").arg(row).arg(col);
            if (listed && (was || given.numberAt(row, col) >= 0 || !is))
                return QString("listed dot at %1,%2 was not added on an empty cell").arg(row).arg(col);
            if (!was && is && !listed) return QString("unlisted dot at %1,%2").arg(row).arg(col);
        }
    return {};
}

} // namespace

class TestLinjatFinisher : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        mEntries = readLevelEntries(kSample);
        QCOMPARE(int(mEntries.size()), 40);
    }

    // Every published level with every second dot, or all dots, taken away comes back valid.
    void finishesPublishedLevelsWithDotsRemoved() {
        for (const int every : {2, 1}) {
            int finished = 0, added = 0, removed = 0;
            for (int i = 0; i < int(mEntries.size()); ++i) {
                const Puzzle &original = mEntries[std::size_t(i)].puzzle;
                const Puzzle given = withoutDots(original, every);
                removed += original.dotCount() - given.dotCount();
                const SolverOptions options = tierOptions(i);
                Rng rng(1);
                const FinishResult r = finishLevel(given, options, rng);
                const QByteArray where = QString("%1, every %2").arg(i).arg(every).toUtf8();
                QVERIFY2(r.finished, (where + ": " + QByteArray::fromStdString(r.reason)).constData());
                QVERIFY2(r.reason.empty(), where.constData());
                QCOMPARE(r.stop, FinishStop::Finished);
                QVERIFY2(verify(r.puzzle, options).valid(), where.constData());
                QVERIFY(r.verdict.valid());
                const QString why = onlyDotsAdded(given, r);
                QVERIFY2(why.isEmpty(), (where + ": " + why.toUtf8()).constData());
                QCOMPARE(r.puzzle.dotCount(), given.dotCount() + int(r.added.size()));
                // A level missing a dot is not valid here: at least one had to come back.
                if (original.dotCount() != given.dotCount() && !verify(given, options).valid())
                    QVERIFY(!r.added.empty());
                finished += r.finished;
                added += int(r.added.size());
            }
            QCOMPARE(finished, 40);
            // Fewer dots than were taken away.
            QVERIFY2(added < removed, qPrintable(QString("%1 added, %2 removed").arg(added).arg(removed)));
        }
    }

    // Dots taken away at random (each with probability 0.6), ten times over: 400 levels, all finished.
    // Following the generator alone left 4 of them stuck, keeping one target alone 1.
    void finishesPublishedLevelsWithRandomDotsRemoved() {
        int finished = 0, levels = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            Rng drop(seed * 1000);
            for (int i = 0; i < int(mEntries.size()); ++i) {
                Puzzle given = mEntries[std::size_t(i)].puzzle;
                for (int r = 0; r < given.rows(); ++r)
                    for (int c = 0; c < given.cols(); ++c)
                        if (given.isDot(r, c) && drop.chance(0.6)) given.setDot(r, c, false);
                Rng rng(seed);
                const FinishResult r = finishLevel(given, tierOptions(i), rng);
                ++levels;
                if (!r.finished) continue;
                ++finished;
                QVERIFY(verify(r.puzzle, tierOptions(i)).valid());
                QVERIFY(onlyDotsAdded(given, r).isEmpty());
            }
        }
        QCOMPARE(finished, levels);
    }

    void validLevelIsLeftAsItIs() {
        Rng rng(1);
        const FinishResult r = finishLevel(mEntries[0].puzzle, tierOptions(0), rng);
        QVERIFY(r.finished);
        QVERIFY(r.added.empty());
        QCOMPARE(r.iterations, 0);
        QCOMPARE(r.puzzle, mEntries[0].puzzle);
    }

    // Two 2s on a diagonal with the two other cells dotted: both go across or both go down, and the two
    // solutions cover the same four cells, so no dot can tell them apart.
    void sameCellsNoDotCanHelp() {
        const Puzzle p = puzzleFromRows({"2.  ", ".2  ", "    ", "    "});
        SolutionCounter counter;
        QCOMPARE(counter.count(p, 5), 2);
        Rng rng(1);
        const FinishResult r = finishLevel(p, SolverOptions(), rng);
        QVERIFY(!r.finished);
        QCOMPARE(r.stop, FinishStop::SameCells);
        QCOMPARE(r.reason, std::string("two solutions cover the same cells: dots cannot tell them apart"));
        QCOMPARE(QString(finishStopName(r.stop)), QString("same-cells"));
        QCOMPARE(r.puzzle, p);
        QVERIFY(r.added.empty());
        QCOMPARE(r.solutionsAtStart, 2);
        // The proposal is one of the two numbers, one up or down, and after it dots can finish the level.
        QVERIFY(r.proposal);
        QVERIFY(p.numberAt(r.proposal->row, r.proposal->col) >= 0);
        QCOMPARE(r.proposal->from, 2);
        QCOMPARE(std::abs(r.proposal->to - r.proposal->from), 1);
        Puzzle changed = p;
        changed.setValue(changed.numberAt(r.proposal->row, r.proposal->col), r.proposal->to);
        Rng again(1);
        const FinishResult after = finishLevel(changed, SolverOptions(), again);
        QVERIFY2(after.finished, after.reason.c_str());
        QVERIFY(verify(after.puzzle).valid());
    }

    // A 1 cannot reach the dot beside it: no solution; a 2 there would make the level valid as it is.
    void noSolutionProposesANumberChange() {
        const Puzzle p = puzzleFromRows({"1.  ", "    ", "    ", "    "});
        Rng rng(1);
        const FinishResult r = finishLevel(p, SolverOptions(), rng);
        QVERIFY(!r.finished);
        QCOMPARE(r.stop, FinishStop::NoSolution);
        QCOMPARE(r.solutionsAtStart, 0);
        QCOMPARE(r.puzzle, p);
        QVERIFY(r.proposal);
        QCOMPARE(r.proposal->row, 0);
        QCOMPARE(r.proposal->col, 0);
        QCOMPARE(r.proposal->to, 2);
        QVERIFY(r.proposal->valid);
    }

    void sameSeedSameLevel() {
        for (int i = 0; i < int(mEntries.size()); i += 3) {
            const Puzzle given = withoutDots(mEntries[std::size_t(i)].puzzle, 1);
            Rng a(7), b(7);
            const FinishResult x = finishLevel(given, tierOptions(i), a);
            const FinishResult y = finishLevel(given, tierOptions(i), b);
            QCOMPARE(x.puzzle, y.puzzle);
            QCOMPARE(x.added, y.added);
            QCOMPARE(x.iterations, y.iterations);
            QCOMPARE(a.next(), b.next());
        }
    }

    // Random numbers with a few random dots: unique, ambiguous and impossible levels. Whatever the
    // outcome, nothing but dots is added, and a level that is not finished is handed back unchanged
    // with a reason.
    void randomLevelsEndFinishedOrExplained() {
        Rng rng(11);
        int finished = 0, explained = 0;
        for (int i = 0; i < 150; ++i) {
            GeneratorOptions o;
            o.rows = 5 + i % 4;
            o.cols = 4 + i % 5;
            o.numbers = 3 + i % 5;
            Puzzle p(o.rows, o.cols);
            while (p.numberCount() < o.numbers) {
                const int r = rng.range(0, o.rows - 1), c = rng.range(0, o.cols - 1);
                if (p.numberAt(r, c) < 0) p.addNumber(r, c, rng.range(2, 4));
            }
            for (int d = 0; d < i % 3; ++d) {
                const int r = rng.range(0, o.rows - 1), c = rng.range(0, o.cols - 1);
                if (p.numberAt(r, c) < 0) p.setDot(r, c, true);
            }
            int open = 0;
            for (int r = 0; r < p.rows(); ++r)
                for (int c = 0; c < p.cols(); ++c) open += p.numberAt(r, c) < 0 && !p.isDot(r, c);
            Rng seed{std::uint64_t(i)};
            const FinishResult r = finishLevel(p, SolverOptions(), seed);
            QVERIFY(r.iterations <= 2 * kFinishTargetsTried * open);
            if (r.finished) {
                ++finished;
                QVERIFY(verify(r.puzzle).valid());
                const QString why = onlyDotsAdded(p, r);
                QVERIFY2(why.isEmpty(), qPrintable(why));
            } else {
                ++explained;
                QCOMPARE(r.puzzle, p);
                QVERIFY(r.added.empty());
                QVERIFY(!r.reason.empty());
                QVERIFY(r.stop != FinishStop::Budget && r.stop != FinishStop::Cancelled);
            }
        }
        QVERIFY(finished > 50);
        QVERIFY(explained > 0);
    }

    void cancelReturnsTheLevelUnchanged() {
        CancelToken token;
        token.cancel();
        const Puzzle given = withoutDots(mEntries[35].puzzle, 1);
        Rng rng(1);
        const FinishResult r = finishLevel(given, tierOptions(35), rng, &token);
        QVERIFY(!r.finished);
        QCOMPARE(r.stop, FinishStop::Cancelled);
        QCOMPARE(r.puzzle, given);
    }

    void cliFinishesAndWritesAPack() {
        QTemporaryDir dir;
        // The original's JSON lines: two published levels without their dots, and the diagonal 2s.
        const QString lines = dir.filePath("in.jsonl");
        QFile f(lines);
        QVERIFY(f.open(QIODevice::WriteOnly));
        std::vector<Puzzle> given;
        for (int i : {12, 25}) given.push_back(withoutDots(mEntries[std::size_t(i)].puzzle, 1));
        given.push_back(puzzleFromRows({"2.  ", ".2  ", "    ", "    "}));
        for (const Puzzle &p : given) {
            Json rows = Json::array();
            for (const std::string &row : puzzleToRows(p)) rows.push_back(row);
            f.write(QByteArray::fromStdString(Json{{"puzzle", rows}}.dump()) + "\n");
        }
        f.close();
        const QString a = dir.filePath("a.json"), b = dir.filePath("b.json");
        const QStringList args{
            "linjat", "finish", lines, "--preset", "hard", "--created", "2026-01-01T00:00:00Z"};
        Run r = clitesting::cli(args + QStringList{"--out", a});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY2(r.err.contains("finished 2 of 3 levels"), r.err.constData());
        const auto out = jsonLines(r.out);
        QCOMPARE(out.size(), 3);
        for (int k = 0; k < 2; ++k) {
            QCOMPARE(out[k]["name"].toString(), QString("line %1").arg(k + 1));
            QVERIFY(out[k]["finished"].toBool());
            QVERIFY(!out[k].contains("reason"));
            std::vector<std::string> rows;
            for (const auto &row : out[k]["puzzle"].toArray()) rows.push_back(row.toString().toStdString());
            const Puzzle finished = puzzleFromRows(rows);
            QVERIFY(verify(finished, tierOptions(20)).valid());
            const QJsonArray added = out[k]["added"].toArray();
            QVERIFY(!added.isEmpty());
            QCOMPARE(finished.dotCount(), given[std::size_t(k)].dotCount() + int(added.size()));
            for (const auto &cell : added) {
                const int row = cell.toArray()[0].toInt(), col = cell.toArray()[1].toInt();
                QVERIFY(finished.isDot(row, col));
                QVERIFY(!given[std::size_t(k)].isDot(row, col));
            }
        }
        QVERIFY(!out[2]["finished"].toBool());
        QCOMPARE(out[2]["stop"].toString(), QString("same-cells"));
        QVERIFY(out[2]["reason"].toString().contains("cover the same cells"));
        QVERIFY(out[2]["proposal"].isObject());
        QCOMPARE(out[2]["added"].toArray().size(), 0);

        // The pack holds the finished levels, valid, and the same command gives the same bytes.
        const QJsonObject pack = QJsonDocument::fromJson(readAll(a)).object();
        const QJsonArray levels = pack["levels"].toArray();
        QCOMPARE(levels.size(), 2);
        QCOMPARE(levels[0].toObject()["statistics"].toObject()["solutions"].toInt(), 1);
        QCOMPARE(levels[0].toObject()["provenance"].toObject()["generator"].toString(),
                 QString("linjat finish"));
        QVERIFY(clitesting::cli({"pack", "validate", a}).status == 0);
        r = clitesting::cli(args + QStringList{"--out", b});
        QCOMPARE(r.status, 0);
        QCOMPARE(readAll(a), readAll(b));
        // What the pack holds finishes as it is.
        r = clitesting::cli({"linjat", "finish", a, "--preset", "hard"});
        QCOMPARE(r.status, 0);
        for (const QJsonObject &o : jsonLines(r.out)) {
            QVERIFY(o["finished"].toBool());
            QCOMPARE(o["added"].toArray().size(), 0);
        }
    }

    void cliRefusesBadInput() {
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"tessera-linjat-level\", \"version\": 1, \"rows\": [\"    \", \"  # \", \"    "
                "\", \"    \"]}");
        f.close();
        Run r = clitesting::cli({"linjat", "finish", bad});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("rows[1][2]: '#' is not a digit, '.' or space"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = clitesting::cli({"linjat", "finish"});
        QCOMPARE(r.status, 1);
        r = clitesting::cli({"linjat", "finish", kSample, "--preset", "impossible"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("unknown preset 'impossible'"));
        r = clitesting::cli({"linjat", "finish", "--help"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("Example: tessera-cli linjat finish"));
    }

private:
    std::vector<LevelEntry> mEntries;
};

QTEST_APPLESS_MAIN(TestLinjatFinisher)
#include "tst_linjat_finisher.moc"
