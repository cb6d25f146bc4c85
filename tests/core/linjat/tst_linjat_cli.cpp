// tessera-cli linjat end to end: generate and optimize into packs (byte-identical reruns), then
// classify, count and solve what they wrote; bad input exits 1 with a one-line reason.
#include <QtTest>

#include "tests/core/common/clitesting.h"

#include <QTemporaryDir>

using namespace clitesting;

class TestLinjatCli : public QObject {
    Q_OBJECT

private slots:
    void generatePackThenClassify() {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.json"), b = dir.filePath("b.json");
        const QStringList gen{"linjat",  "generate", "--seed",    "5",
                              "--count", "3",        "--created", "2026-01-01T00:00:00Z"};
        Run r = cli(gen + QStringList{"--out", a});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(cli(gen + QStringList{"--out", b}).status, 0);
        QCOMPARE(readAll(a), readAll(b));
        QVERIFY(!readAll(a).isEmpty());

        const QJsonObject pack = QJsonDocument::fromJson(readAll(a)).object();
        QCOMPARE(pack["format"].toString(), QString("tessera-pack"));
        const auto levels = pack["levels"].toArray();
        QCOMPARE(levels.size(), 3);
        const QJsonObject first = levels[0].toObject();
        QCOMPARE(first["module"].toString(), QString("linjat"));
        QCOMPARE(first["provenance"].toObject()["seed"].toInt(), 5);
        QCOMPARE(first["provenance"].toObject()["generator"].toString(), QString("linjat generate"));
        QVERIFY(!first["provenance"].toObject()["version"].toString().isEmpty());
        QCOMPARE(first["statistics"].toObject()["solutions"].toInt(), 1);
        // The difficulty is on the pack scale; the raw score stays in statistics.
        QVERIFY(first["difficulty"].toDouble() >= 0 && first["difficulty"].toDouble() <= 10);
        QVERIFY(first["statistics"].toObject().contains("score"));
        QVERIFY(first["solution"].isArray());

        r = cli({"pack", "validate", a});
        QVERIFY2(r.status == 0, r.err.constData());

        r = cli({"linjat", "classify", a});
        QCOMPARE(r.status, 0);
        const auto classes = jsonLines(r.out);
        QCOMPARE(classes.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(classes[i]["name"].toString(), levels[i].toObject()["id"].toString());
            QVERIFY(classes[i]["solved"].toBool());
            const QJsonObject stats = levels[i].toObject()["statistics"].toObject();
            QCOMPARE(classes[i]["score"].toDouble(), stats["score"].toDouble());
            QCOMPARE(classes[i]["tier"].toString(), stats["tier"].toString());
            QCOMPARE(classes[i]["collection_score"].toDouble(), stats["collection_score"].toDouble());
            QVERIFY(classes[i]["passes"].toObject()[stats["tier"].toString()].toBool());
        }
        r = cli({"linjat", "count", a, "--limit", "5"});
        QCOMPARE(r.status, 0);
        for (const QJsonObject &o : jsonLines(r.out)) QCOMPARE(o["solutions"].toInt(), 1);
        r = cli({"linjat", "solve", a, "--trace"});
        QCOMPARE(r.status, 0);
        const auto solved = jsonLines(r.out);
        QCOMPARE(solved.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(solved[i]["unique"].toBool());
            QCOMPARE(solved[i]["solution"].toArray(), levels[i].toObject()["solution"].toArray());
            QVERIFY(!solved[i]["layers"].toArray().isEmpty());
        }

        // Append adds to the same pack.
        r = cli({"linjat", "generate", "--seed", "9", "--out", a, "--append"});
        QCOMPARE(r.status, 0);
        QCOMPARE(QJsonDocument::fromJson(readAll(a)).object()["levels"].toArray().size(), 4);
    }

    // One tier of the original's collection: its board's levels that pass its filter, easiest first.
    void collectionOfATier() {
        QTemporaryDir dir;
        const QString out = dir.filePath("easy.json");
        const QStringList args{"linjat", "collection", TESSERA_SHARED_DATA "/linjat/published-sample.json",
                               "--tier", "easy",       "--seed",
                               "3",      "--created",  "2026-01-01T00:00:00Z",
                               "--out",  out};
        Run r = cli(args);
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY(r.err.contains("10 of 40 levels pass the easy filter"));
        const auto levels = QJsonDocument::fromJson(readAll(out)).object()["levels"].toArray();
        // The original overwrote the first five shuffled places with the easy picks (which, with only 10
        // levels, are also among the rest): some levels drop out and repeats are dropped.
        QVERIFY(levels.size() >= 5 && levels.size() <= 10);
        QSet<QString> titles;
        for (const auto &l : levels) titles.insert(l.toObject()["title"].toString());
        QCOMPARE(titles.size(), levels.size());
        // The first is the lowest collection score of the ten.
        double lowest = 1e9;
        for (const auto &l : levels)
            lowest = std::min(lowest, l.toObject()["statistics"].toObject()["collection_score"].toDouble());
        QCOMPARE(levels[0].toObject()["statistics"].toObject()["collection_score"].toDouble(), lowest);
        // The same seed gives the same bytes.
        const QString again = dir.filePath("again.json");
        QStringList second = args;
        second.last() = again;
        QCOMPARE(cli(second).status, 0);
        QCOMPARE(readAll(again), readAll(out));
    }

    void optimizeIsByteIdentical() {
        // The bytes depend on the seed and the pools, never on the threads: a rerun and runs on two
        // and three threads write exactly what one thread writes.
        QTemporaryDir dir;
        const QStringList opt{"linjat", "optimize", "--preset", "easy", "--iterations", "200",
                              "--seed", "3",        "--count",  "8",    "--created",    "x"};
        for (const QString pools : {"1", "2"}) {
            const QString first = dir.filePath("p" + pools);
            Run r = cli(opt + QStringList{"--pools", pools, "--out", first});
            QVERIFY2(r.status == 0, r.err.constData());
            const QByteArray bytes = readAll(first);
            for (const QString threads : {"1", "2", "3"}) {
                const QString again = dir.filePath("p" + pools + "t" + threads);
                r = cli(opt + QStringList{"--pools", pools, "--threads", threads, "--out", again});
                QVERIFY2(r.status == 0, r.err.constData());
                QVERIFY2(readAll(again) == bytes, qPrintable("--pools " + pools + " --threads " + threads));
            }
            const auto levels = QJsonDocument::fromJson(bytes).object()["levels"].toArray();
            QCOMPARE(levels.size(), 8);
            QCOMPARE(levels[1].toObject()["provenance"].toObject()["seed"].toInt(), 4);
            const QJsonObject options = levels[0].toObject()["provenance"].toObject()["options"].toObject();
            QCOMPARE(options["pools"].toInt(), pools.toInt());
            QVERIFY(!options.contains("threads"));
        }
        QCOMPARE(cli(opt + QStringList{"--pools", "0"}).status, 1);
    }

    void readsTheOriginalsFiles() {
        QTemporaryDir dir;
        const QString lines = dir.filePath("out.jsonl");
        QFile f(lines);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"puzzle\": [\"3   \", \"1   \", \"    \", \"    \"]}\n{ \"puzzle\": [\"2   \", \"    \", "
                "\"    \", \"    \"]}\n");
        f.close();
        const Run r = cli({"linjat", "count", lines});
        QCOMPARE(r.status, 0);
        const auto out = jsonLines(r.out);
        QCOMPARE(out.size(), 2);
        QCOMPARE(out[0]["name"].toString(), QString("line 1"));
        QCOMPARE(out[0]["solutions"].toInt(), 1);
        QCOMPARE(out[1]["solutions"].toInt(), 2);
        const Run c =
            cli({"linjat", "classify", TESSERA_SHARED_DATA "/linjat/published-sample.json", "--no-leaks"});
        QCOMPARE(c.status, 0);
        const auto classes = jsonLines(c.out);
        QCOMPARE(classes.size(), 40);
        for (const QJsonObject &o : classes) {
            QVERIFY(o["solved"].toBool());
            QVERIFY(o["original"].isObject());
        }
    }

    void badInputIsRefused() {
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"tessera-linjat-level\", \"version\": 1, \"rows\": [\"    \", \"  # \", \"    "
                "\", \"    \"]}");
        f.close();
        Run r = cli({"linjat", "classify", bad});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("rows[1][2]: '#' is not a digit, '.' or space"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = cli({"linjat", "generate", "--rows", "3"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("--rows"));
        r = cli({"linjat", "optimize", "--weight-squares", "3"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("--weight-squares"));
        r = cli({"linjat", "classify", bad, "--disable", "cover,nonsense"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("unknown rule 'nonsense'"));
        r = cli({"linjat", "count"});
        QCOMPARE(r.status, 1);
    }
};

QTEST_APPLESS_MAIN(TestLinjatCli)
#include "tst_linjat_cli.moc"
