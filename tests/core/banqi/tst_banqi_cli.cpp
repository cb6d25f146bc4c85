// tessera-cli banqi moves|game|match|honesty|rate|generate|bench, run as a user would (play: tst_banqi_play).
#include "tests/core/common/clitesting.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

using clitesting::cli;

class TestBanqiCli : public QObject {
    Q_OBJECT
private slots:
    void moves() {
        const QString p = "......../......../......../C..x...p r 00000001000000 0";
        auto r = cli({"banqi", "moves", p});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray(R"(["a1-a2","a1-a3","a1-a4","a1-b1","a1-c1","a1xh1","d1"])"
                                   "\n"));
        r = cli({"banqi", "moves", p, "--cannon", "step"});
        QCOMPARE(r.out, QByteArray(R"(["a1-a2","a1-b1","a1xh1","d1"])"
                                   "\n"));
        r = cli({"banqi", "moves", p, "--variant", "chinese"});
        QCOMPARE(r.out, QByteArray(R"(["a1-a2","a1-b1","d1"])"
                                   "\n"));
        // The four words may also come unquoted.
        r = cli({"banqi", "moves", "......../......../......../C..x...p", "r", "00000001000000", "0"});
        QCOMPARE(r.out, QByteArray(R"(["a1-a2","a1-a3","a1-a4","a1-b1","a1-c1","a1xh1","d1"])"
                                   "\n"));
        r = cli({"banqi", "moves", "......../......../......../C..x...p r 0000000100000 0"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("pool"));
        r = cli({"banqi", "moves", p, "--variant", "hongkong"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains("--variant"));
    }

    void gameAndMatch() {
        const auto g = cli({"banqi", "game", "--a", "chain", "--b", "random", "--seed", "3"});
        QVERIFY2(g.status == 0, g.err.constData());
        const QJsonObject game = clitesting::jsonLines(g.out).value(0);
        QVERIFY(game["moves"].toArray().size() == game["plies"].toInt());
        QVERIFY(game["moves"].toArray()[0].toString().contains('='));
        QCOMPARE(cli({"banqi", "game", "--a", "chain", "--b", "random", "--seed", "3"}).out, g.out);

        const auto m = cli({"banqi", "match", "--a", "greedy", "--b", "random", "--games", "8", "--seed", "2",
                            "--threads", "2"});
        QVERIFY2(m.status == 0, m.err.constData());
        const QJsonObject o = clitesting::jsonLines(m.out).value(0);
        QCOMPARE(o["games"].toInt(), 8);
        QCOMPARE(o["wins"].toInt() + o["draws"].toInt() + o["losses"].toInt(), 8);
        for (const char *key : {"score", "score_low", "score_high", "elo", "mean_plies", "draws_no_progress"})
            QVERIFY2(o.contains(key), key);
        const auto m1 = cli({"banqi", "match", "--a", "greedy", "--b", "random", "--games", "8", "--seed",
                             "2", "--threads", "1"});
        QCOMPARE(clitesting::jsonLines(m1.out).value(0)["wins"], o["wins"]);
        QCOMPARE(clitesting::jsonLines(m1.out).value(0)["mean_plies"], o["mean_plies"]);
        QCOMPARE(cli({"banqi", "match", "--a", "deep-blue"}).status, 1);
        // A clean sweep's Elo is a bound, and says so; a measured one has no such key.
        QCOMPARE(o.contains("elo_bound"), o["wins"].toInt() == 8 || o["losses"].toInt() == 8);
        const auto sweep = cli({"banqi", "match", "--a", "chain", "--b", "random", "--games", "4"});
        const QJsonObject s = clitesting::jsonLines(sweep.out).value(0);
        QCOMPARE(s["wins"].toInt(), 4);
        QCOMPARE(s["elo_bound"].toString(), QStringLiteral("lower"));
    }

    void honesty() {
        auto r = cli(
            {"banqi", "honesty", "--bot", "chain", "--positions", "20", "--reshuffles", "5", "--seed", "4"});
        QVERIFY2(r.status == 0, r.err.constData());
        QJsonObject o = clitesting::jsonLines(r.out).value(0);
        QCOMPARE(o["positions"].toInt(), 20);
        QCOMPARE(o["reshuffles"].toInt(), 5);
        QCOMPARE(o["changed"].toInt(), 0);
        r = cli({"banqi", "honesty", "--bot", "peek", "--positions", "10", "--reshuffles", "5", "--nodes",
                 "1000"});
        o = clitesting::jsonLines(r.out).value(0);
        QVERIFY(o["changed"].toInt() > 0);
        QCOMPARE(o["honest"].toBool(), false);
    }

    void generateThenRate() {
        QTemporaryDir dir;
        const QString pack = dir.filePath("banqi.json");
        const auto g = cli({"banqi", "generate", "--opponent", "random", "--max-difficulty", "4", "--seed",
                            "4", "--count", "2", "--created", "2026-01-01T00:00:00Z", "--out", pack});
        QVERIFY2(g.status == 0, g.err.constData());
        const auto r = cli({"banqi", "rate", pack});
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = clitesting::jsonLines(r.out);
        QCOMPARE(lines.size(), 2);
        for (const QJsonObject &l : lines) QVERIFY(l["difficulty"].toDouble() <= 4);
    }

    // Every example the banqi --help texts give runs: each "e.g." position through moves, each
    // "Example:" line as written.
    void helpExamplesRun() {
        // Examples name files as a user at the repository's root would (the sample pack).
        const QString here = QDir::currentPath();
        QVERIFY(QDir::setCurrent(QStringLiteral(TESSERA_SOURCE_ROOT)));
        const auto back = qScopeGuard([&] { QDir::setCurrent(here); });
        const auto top = cli({"banqi", "--help"});
        QCOMPARE(top.status, 0);
        int examples = 0;
        for (const QByteArray &line : top.out.split('\n')) {
            const QByteArray verb = line.trimmed().split(' ').value(0);
            if (!line.startsWith("    ") || verb.isEmpty()) continue;
            const auto help = cli({"banqi", QString::fromUtf8(verb), "--help"});
            QCOMPARE(help.status, 0);
            const QString text = QString::fromUtf8(help.out);
            static const QRegularExpression eg("e\\.g\\. \"([^\"]+)\"");
            for (auto it = eg.globalMatch(text); it.hasNext(); ++examples) {
                const QString position = it.next().captured(1);
                const auto r = cli({"banqi", "moves", position});
                QVERIFY2(r.status == 0, qPrintable(position + ": " + QString::fromUtf8(r.err)));
            }
            static const QRegularExpression example("Example: tessera-cli (.*)");
            for (auto it = example.globalMatch(text); it.hasNext(); ++examples) {
                const QStringList args = QProcess::splitCommand(it.next().captured(1));
                const auto r = cli(args);
                QVERIFY2(r.status == 0, qPrintable(args.join(' ') + ": " + QString::fromUtf8(r.err)));
            }
        }
        QVERIFY(examples >= 3);
    }

    // A match split in shards (pairs by shard) and merged prints what the whole match prints: exactly,
    // from the whole match's own games file; from the shards', all but the measured milliseconds per move.
    void matchShardsMergeIntoTheMatch() {
        QTemporaryDir dir;
        const QStringList match{"banqi",  "match",   "--a", "greedy", "--b",
                                "random", "--games", "11",  "--seed", "4"};
        const auto whole = cli(match + QStringList{"--out", dir.filePath("all.jsonl")});
        QVERIFY2(whole.status == 0, whole.err.constData());
        const auto again = cli({"banqi", "match-merge", dir.filePath("all.jsonl")});
        QVERIFY2(again.status == 0, again.err.constData());
        QCOMPARE(again.out, whole.out);
        QStringList games;
        for (int i = 0; i < 3; ++i) {
            games.prepend(dir.filePath(QString("games-%1.jsonl").arg(i)));
            const auto shard = cli(match + QStringList{"--shard", QString("%1/3").arg(i), "--threads",
                                                       QString::number(1 + i % 2), "--out", games.front()});
            QVERIFY2(shard.status == 0, shard.err.constData());
            QVERIFY(shard.out.contains(QString("\"shard\":\"%1/3\"").arg(i).toUtf8()));
        }
        const auto merged = cli(QStringList{"banqi", "match-merge"} + games);
        QVERIFY2(merged.status == 0, merged.err.constData());
        static const QRegularExpression timing(",\"ms_per_move_a\":[^,]*,\"ms_per_move_b\":[^,}]*");
        QCOMPARE(QString::fromUtf8(merged.out).remove(timing), QString::fromUtf8(whole.out).remove(timing));
        QVERIFY(merged.out.contains("\"games\":12,"));

        const auto refused = [&](const QStringList &files, const char *expected) {
            const auto r = cli(QStringList{"banqi", "match-merge"} + files);
            QCOMPARE(r.status, 1);
            QVERIFY2(r.err.contains(expected), r.err.constData());
        };
        refused({games[0], games[1]}, "shard 0/3 is missing");
        refused({games[0], games[1], games[1]}, "shard 1/3 again");
        refused({games[0], games[1], games[2], dir.filePath("all.jsonl")}, "a shard of 1 where");
        const auto other = cli({"banqi", "match", "--a", "greedy", "--b", "random", "--games", "11", "--seed",
                                "5", "--shard", "2/3", "--out", dir.filePath("other.jsonl")});
        QCOMPARE(other.status, 0);
        refused({games[0], games[1], dir.filePath("other.jsonl")}, "another match than");
        QFile cut(games[0]);
        QVERIFY(cut.open(QIODevice::ReadWrite));
        const QByteArray text = cut.readAll();
        cut.resize(text.lastIndexOf('\n', text.size() - 2) + 1);
        cut.close();
        refused(games, "of the shard's 4 games");
        QCOMPARE(cli(match + QStringList{"--shard", "0/2"}).status, 1);
    }

    // A challenge may not ask its opponent for more than kMaxChallengeNodes nodes a move: rate refuses
    // it at once, naming the file and the field.
    void challengeNodeBudgetIsBounded() {
        QTemporaryDir dir;
        const QString path = dir.filePath("greedy.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0", "opponent": "search", )"
            R"("nodes": 100000000})");
        f.close();
        QElapsedTimer clock;
        clock.start();
        auto r = cli({"banqi", "rate", path});
        QCOMPARE(r.status, 1);
        QVERIFY(clock.elapsed() < 60000); // refused, not played (generous: the suite's machines are busy)
        QCOMPARE(r.err, ("tessera-cli: " + path +
                         ": nodes: a challenge's opponent searches 100 to 200000 nodes "
                         "a move, found 100000000\n")
                            .toUtf8());
        r = cli({"banqi", "generate", "--opponent", "search", "--nodes", "200001"});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("--nodes"), r.err.constData());
    }

    // A bad position in a challenge names the field once: "position: pool: ...".
    void challengePositionErrorNamesTheFieldOnce() {
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12225251222525 0"})");
        f.close();
        const auto r = cli({"banqi", "rate", path});
        QCOMPARE(r.status, 1);
        QVERIFY2(!r.err.contains("position: position"), r.err.constData());
        QCOMPARE(
            r.err,
            ("tessera-cli: " + path + ": position: pool: more red Horses than a set has (2)\n").toUtf8());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225"})");
        f.close();
        const auto fields = cli({"banqi", "rate", path});
        QCOMPARE(fields.status, 1);
        QCOMPARE(fields.err, ("tessera-cli: " + path +
                              ": position: expected 4 fields (board, side, pool, plies), found 3\n")
                                 .toUtf8());
        const auto m = cli({"banqi", "moves", "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12225251222525 0"});
        QCOMPARE(m.err, QByteArray("tessera-cli: pool: more red Horses than a set has (2)\n"));
    }

    void bench() {
        const auto r = cli({"bench", "banqi", "--quick", "--only", "banqi.movegen"});
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = clitesting::jsonLines(r.out);
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines[0]["positions_per_second"].toDouble() > 0);
    }
};

QTEST_GUILESS_MAIN(TestBanqiCli)
#include "tst_banqi_cli.moc"
