// tessera-cli balls end to end: generate writes the same bytes for the same seed and levels the
// analyser finds solvable; analyse prints one object per level in input order; steps prints the
// board after each push; bad input exits 1 naming the file, the path and the cell.
#include <QtTest>

#include "tests/core/common/clitesting.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "common/rng.h"

#include <string>
#include <vector>

using namespace clitesting;

class TestBallsCli : public QObject {
    Q_OBJECT

private slots:
    void generateThenAnalyse() {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.json"), b = dir.filePath("b.json");
        const QStringList args{
            "balls", "generate", "--rows", "8",       "--cols", "8",         "--balls",
            "10",    "--seed",   "5",      "--count", "4",      "--created", "2026-01-01T00:00:00Z"};
        Run r = cli(args + QStringList{"--out", a});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY(cli(args + QStringList{"--out", b}).status == 0);
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        const QByteArray bytes = fa.readAll();
        QCOMPARE(bytes, fb.readAll());
        const QJsonArray levels = QJsonDocument::fromJson(bytes).object()["levels"].toArray();
        QCOMPARE(levels.size(), 4);

        r = cli({"balls", "analyse", a});
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject o = lines[i];
            QCOMPARE(o["name"].toString(), levels[i].toObject()["id"].toString());
            QCOMPARE(o["solvable"].toBool(), true);
            QCOMPARE(o["balls"].toInt(), 10);
            QCOMPARE(o["solution"].toString(), levels[i].toObject()["solution"].toString());
            QCOMPARE(o["states"].toInt(), levels[i].toObject()["statistics"].toObject()["states"].toInt());
            // Its solution played wins.
            const Run played = cli(
                {"balls", "steps", a, "--level", QString::number(i), "--pushes", o["solution"].toString()});
            QVERIFY2(played.status == 0, played.err.constData());
            QVERIFY(played.out.endsWith("won\n"));
            const Run moves = cli({"balls", "play", a, "--level", o["name"].toString(), "--moves",
                                   o["solution"].toString().split("").join(" ")});
            QVERIFY2(moves.status == 0, moves.err.constData());
            QCOMPARE(jsonLines(moves.out).value(0)["status"].toString(), QString("won"));
        }
    }

    void stepsPrintsTheBoardAfterEachPush() {
        QTemporaryDir dir;
        const QString path = dir.filePath("l.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "tessera-balls", "version": 1, "rows": ["o..", "@o.", "..."]})");
        f.close();
        const Run r = cli({"balls", "steps", path, "--pushes", "RU"});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(QString(r.out),
                 QString("start\no..\n@o.\n...\npush 1 R: a ball left the field\no..\n@..\n...\n"
                         "push 2 U: a ball left the field\n...\n@..\n...\nwon\n"));
        const Run lost = cli({"balls", "steps", path, "--pushes", "D"});
        QVERIFY(lost.out.endsWith("lost\n"));
        // A push after the end is refused, after the fields up to it.
        const Run over = cli({"balls", "steps", path, "--pushes", "DR"});
        QCOMPARE(over.status, 1);
        QVERIFY(over.out.contains("push 1 D: the black ball rolled off"));
        QVERIFY2(over.err.contains("push 2: the game is over"), over.err.constData());
        const Run hint = cli({"balls", "hint", path});
        QCOMPARE(jsonLines(hint.out)[0]["winning_pushes"].toString(), QString("RU"));
    }

    void badInputIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "tessera-balls", "version": 1, "rows": ["o..", "@o.", "..@"]})");
        f.close();
        Run r = cli({"balls", "analyse", path});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(path.toUtf8()) && r.err.contains("rows[2]") &&
                     r.err.contains("row 2, column 2"),
                 r.err.constData());
        const QString unsolvable = dir.filePath("u.json");
        QFile u(unsolvable);
        QVERIFY(u.open(QIODevice::WriteOnly));
        u.write(R"({"format": "tessera-balls", "version": 1, "rows": ["..o", "@..", "..."]})");
        u.close();
        QCOMPARE(cli({"balls", "analyse", unsolvable}).status, 0);
        r = cli({"balls", "analyse", unsolvable, "--require-solvable"});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(unsolvable.toUtf8()) && r.err.contains("not solvable") &&
                     r.err.contains("row 1, column 0"),
                 r.err.constData());
        // Every generate option is in the help.
        const Run help = cli({"balls", "generate", "--help"});
        for (const char *option :
             {"--rows", "--cols", "--balls", "--blocks", "--weights", "--min-random-win", "--min-difficulty",
              "--unique", "--endless", "--seed", "--count", "--shard", "--out"})
            QVERIFY2(help.out.contains(option), option);
        r = cli({"balls", "generate", "--rows", "3", "--cols", "3", "--balls", "20"});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("balls"), r.err.constData());
    }

    // A dense field's state graph is bounded by memory as well as by count: refused with one line
    // naming the file and the budget as soon as the search passes it (not after gigabytes).
    void analyseIsBoundedByMemory() {
        tessera::Rng rng(60);
        std::vector<std::string> rows(16, std::string(16, '.'));
        rows[7][7] = '@';
        for (int placed = 0; placed < 60;) {
            const auto cell = int(rng.below(256));
            char &c = rows[std::size_t(cell / 16)][std::size_t(cell % 16)];
            if (c != '.') continue;
            c = 'o';
            ++placed;
        }
        QJsonArray array;
        for (const std::string &row : rows) array.append(QString::fromStdString(row));
        QTemporaryDir dir;
        const QString path = dir.filePath("dense.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(QJsonObject{{"format", "tessera-balls"}, {"version", 1}, {"rows", array}})
                    .toJson());
        f.close();
        QElapsedTimer clock;
        clock.start();
        const Run r = cli({"balls", "analyse", path, "--max-memory", "16"});
        QCOMPARE(r.status, 1);
        QVERIFY(clock.elapsed() < 120000); // a budget, not a timing: 16 MiB is a fraction of a second of work
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        const QByteArray expected =
            "tessera-cli: " + path.toUtf8() + ": rows: the level has more than " +
            QByteArray::number((16 << 20) / 104) +
            " reachable positions, more than the analyser's memory budget of 16 MiB holds "
            "(about 104 bytes a position); the analyser stops there (--max-memory MB raises it)\n";
        QCOMPARE(r.err, expected);
        const Run help = cli({"balls", "analyse", "--help"});
        QVERIFY(help.out.contains("--max-memory MB        the state graph's memory budget (default 256)"));
    }
};

QTEST_GUILESS_MAIN(TestBallsCli)
#include "tst_balls_cli.moc"
