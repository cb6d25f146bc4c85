// tessera-cli flow end to end: solve, count, grade and convert read every format and print one JSON
// object per puzzle; generate writes byte-identical packs for the same seed, appends, shards and
// records provenance; bad input exits 1 with a one-line reason; play replays the sample's solutions
// and reports a refused move.
#include <QtTest>

#include "tests/core/common/clitesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace clitesting;

namespace {

QString data(const QString &name) {
    return QString(TESSERA_TEST_DATA) + "/flow/" + name;
}

} // namespace

class TestFlowCli : public QObject {
    Q_OBJECT

private slots:
    void solvePrintsOneObjectPerPuzzle() {
        const Run r = cli({"flow", "solve", data("classic.txt")});
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 6);
        for (const QJsonObject &o : lines) {
            QCOMPARE(o["status"].toString(), QString("unique"));
            QCOMPARE(o["solutions"].toInt(), 1);
            QCOMPARE(o["exact"].toBool(), true);
            const QJsonArray grid = o["solution"].toObject()["grid"].toArray();
            QCOMPARE(grid.size(), o["rows"].toInt());
            for (const auto row : grid) QVERIFY(!row.toString().contains('.'));
            QCOMPARE(o["solution"].toObject()["paths"].toArray().size(), o["colours"].toInt());
        }
        QCOMPARE(lines[0]["name"].toString(), QString("#1"));
    }

    void solveShowsTwoSolutionsAndWhereTheyDiffer() {
        const Run r = cli({"flow", "solve", "-", "--rule", "any"}, "A..\n...\n..A\n");
        QVERIFY2(r.status == 0, r.err.constData());
        const QJsonObject o = jsonLines(r.out).at(0);
        QCOMPARE(o["status"].toString(), QString("multiple"));
        QCOMPARE(o["rule"].toString(), QString("any"));
        QVERIFY(o.contains("second"));
        QVERIFY(o["differ"].toArray().size() > 0);
        const Run strict = cli({"flow", "solve", "-"}, "A..\n...\n..A\n");
        QCOMPARE(jsonLines(strict.out).at(0)["status"].toString(), QString("unsolvable"));
        const Run ref =
            cli({"flow", "solve", "-", "--rule", "any", "--solver", "reference"}, "A..\n...\n..A\n");
        QCOMPARE(jsonLines(ref.out).at(0)["status"].toString(), QString("multiple"));
        // Standard input is bounded like a file (it was read to the end, however long).
        const Run big = cli({"--max-input", "1", "flow", "solve", "-"}, QByteArray(2 << 20, 'A'));
        QCOMPARE(big.status, 1);
        QVERIFY2(big.err.contains("larger than the input limit of 1 MiB"), big.err.constData());
    }

    void countHonoursLimitAndRule() {
        const QByteArray board = "A...\n..B.\n.A..\n...B\n";
        Run r = cli({"flow", "count", "-", "--rule", "any", "--limit", "100"}, board);
        QVERIFY2(r.status == 0, r.err.constData());
        QJsonObject o = jsonLines(r.out).at(0);
        QCOMPARE(o["solutions"].toInt(), 5);
        QCOMPARE(o["exact"].toBool(), true);
        r = cli({"flow", "count", "-", "--rule", "any", "--limit", "3"}, board);
        o = jsonLines(r.out).at(0);
        QCOMPARE(o["solutions"].toInt(), 3);
        QCOMPARE(o["exact"].toBool(), false);
        r = cli({"flow", "count", "-", "--solver", "reference", "--limit", "100"}, board);
        QCOMPARE(jsonLines(r.out).at(0)["solutions"].toInt(), 1);
    }

    void gradeWithTrace() {
        const Run r = cli({"flow", "grade", data("generated-9x9.txt"), "--trace"});
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 30);
        for (const QJsonObject &o : lines) {
            QVERIFY(o["difficulty"].toDouble() > 0);
            QCOMPARE(o["trace"].toArray().size(), o["layers"].toInt());
            QVERIFY(o["depth"].toObject().contains("forced-exit"));
        }
    }

    void convertRoundTrips() {
        QTemporaryDir dir;
        const Run header = cli({"flow", "convert", data("generated-7x7.txt"), "--to", "header"});
        QVERIFY2(header.status == 0, header.err.constData());
        QCOMPARE(header.out, readAll(data("generated-7x7.txt")));
        const Run json = cli({"flow", "convert", data("classic.txt"), "--to", "json"});
        const auto docs = jsonLines(json.out);
        QCOMPARE(docs.size(), 6);
        QCOMPARE(docs[0]["format"].toString(), QString("tessera-flow"));
        QFile f(dir.filePath("one.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(docs[2]).toJson());
        f.close();
        const Run back = cli({"flow", "convert", dir.filePath("one.json"), "--to", "ascii"});
        QVERIFY(back.out.startsWith("R.....\n"));
    }

    void generateIsReproducibleAndRecorded() {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.json"), b = dir.filePath("b.json");
        const QStringList gen{"flow",          "generate",
                              "--size",        "7",
                              "--min-colours", "6",
                              "--max-colours", "8",
                              "--seed",        "41",
                              "--count",       "4",
                              "--created",     "2026-01-01T00:00:00Z"};
        Run r = cli(gen + QStringList{"--out", a});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(cli(gen + QStringList{"--out", b}).status, 0);
        QCOMPARE(readAll(a), readAll(b));
        const QJsonObject pack = QJsonDocument::fromJson(readAll(a)).object();
        QCOMPARE(pack["format"].toString(), QString("tessera-pack"));
        const QJsonArray levels = pack["levels"].toArray();
        QCOMPARE(levels.size(), 4);
        for (int i = 0; i < levels.size(); ++i) {
            const QJsonObject level = levels[i].toObject();
            QCOMPARE(level["module"].toString(), QString("flow"));
            const QJsonObject prov = level["provenance"].toObject();
            QCOMPARE(prov["seed"].toInteger(), 41 + i);
            QCOMPARE(prov["generator"].toString(), QString("flow generate"));
            QVERIFY(!prov["version"].toString().isEmpty());
            QCOMPARE(prov["options"].toObject()["rows"].toInt(), 7);
            QCOMPARE(level["statistics"].toObject()["solutions"].toInt(), 1);
            QVERIFY(level["statistics"].toObject().contains("depth"));
            QVERIFY(level["difficulty"].toDouble() > 0);
            QVERIFY(level.contains("solution"));
        }
        // The pack's levels solve as unique, and the pack validates.
        r = cli({"flow", "count", a});
        for (const QJsonObject &o : jsonLines(r.out)) QCOMPARE(o["status"].toString(), QString("unique"));
        QCOMPARE(cli({"pack", "validate", a}).status, 0);
        // One level made again from its recorded seed.
        const Run one = cli({"flow", "generate", "--size", "7", "--min-colours", "6", "--max-colours", "8",
                             "--seed", "43", "--created", "2026-01-01T00:00:00Z"});
        const QJsonObject again = QJsonDocument::fromJson(one.out).object()["levels"].toArray()[0].toObject();
        QCOMPARE(again["data"], levels[2].toObject()["data"]);
    }

    void generateAppendsAndShards() {
        QTemporaryDir dir;
        const QString out = dir.filePath("p.json");
        const QStringList base{"flow", "generate", "--size", "6",     "--colours", "6",       "--seed",
                               "9",    "--count",  "6",      "--out", out,         "--append"};
        QVERIFY(cli(base + QStringList{"--shard", "0/2"}).status == 0);
        QVERIFY(cli(base + QStringList{"--shard", "1/2"}).status == 0);
        const QJsonArray levels = QJsonDocument::fromJson(readAll(out)).object()["levels"].toArray();
        QCOMPARE(levels.size(), 6);
        QList<qint64> seeds;
        for (const auto l : levels)
            seeds.push_back(l.toObject()["provenance"].toObject()["seed"].toInteger());
        QCOMPARE(seeds, (QList<qint64>{9, 11, 13, 10, 12, 14}));
    }

    void badInputExitsWithOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("label once") << QStringList{"flow", "solve", data("bad/label-once.txt")}
                                    << "label 'A' is used once";
        QTest::newRow("ragged") << QStringList{"flow", "count", data("bad/ragged.txt")} << "ragged rows";
        QTest::newRow("newer") << QStringList{"flow", "grade", data("bad/newer-version.json")} << "newer";
        QTest::newRow("no file") << QStringList{"flow", "solve"} << "no input file";
        QTest::newRow("missing file") << QStringList{"flow", "solve", data("nope.txt")} << "nope.txt";
        QTest::newRow("bad rule") << QStringList{"flow", "solve", data("classic.txt"), "--rule", "x"}
                                  << "--rule";
        QTest::newRow("bad solver") << QStringList{"flow", "solve", data("classic.txt"), "--solver", "x"}
                                    << "--solver";
        QTest::newRow("typo") << QStringList{"flow", "generate", "--colour", "5"} << "colour";
        QTest::newRow("too many colours")
            << QStringList{"flow", "generate", "--size", "3", "--colours", "9"} << "minColours";
        QTest::newRow("bad shard") << QStringList{"flow", "generate", "--shard", "2/2"} << "--shard";
    }

    void badInputExitsWithOneLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.status, 1);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY2(!err.contains('\n'), qPrintable(err));
    }

    void benchPrintsJsonLines() {
        const Run r = cli({"bench", "flow", "--quick", "--only", "flow.solve.5x5", "--repeats", "1"});
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0]["case"].toString(), QString("flow.solve.5x5"));
        QCOMPARE(lines[0]["items"].toInt(), 40);
        QCOMPARE(lines[0]["unique"].toInt(), 40);
        QVERIFY(lines[0].contains("proof_median_ms"));
        QVERIFY(lines[0].contains("peak_rss_kb"));
    }

    void playWinsWithTheSolutionAndRefusesABadMove() {
        const QString pack = QString(TESSERA_TEST_DATA) + "/../../resources/samples/sample-pack.json";
        Run r = cli({"flow", "play", pack, "--solution"});
        QVERIFY2(r.status == 0, r.err.constData());
        auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 5);
        for (const QJsonObject &o : lines) {
            QCOMPARE(o["status"].toString(), QString("won"));
            QVERIFY(!o["position"].toString().contains('.'));
            QCOMPARE(o["hash"].toString().size(), 16);
        }
        r = cli({"flow", "play", pack, "--moves", "A:zz99"});
        QCOMPARE(r.status, 1);
        lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 5);
        for (const QJsonObject &o : lines) {
            QCOMPARE(o["status"].toString(), QString("ongoing"));
            const QJsonObject refused = o["refused"].toObject();
            QCOMPARE(refused["index"].toInt(), 0);
            QCOMPARE(refused["move"].toString(), QString("A:zz99"));
            QVERIFY2(refused["reason"].toString().contains("zz99 is off the board"),
                     qPrintable(refused["reason"].toString()));
        }
        r = cli({"flow", "play", pack, "--level", "flow-1", "--moves", "A:a1-a2 A:a2-b2"});
        QCOMPARE(r.status, 0);
        lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0]["status"].toString(), QString("ongoing"));
        QCOMPARE(lines[0]["position"].toString().left(11), QString("AB..C/AA..D"));
    }
};

QTEST_APPLESS_MAIN(TestFlowCli)
#include "tst_flow_cli.moc"
