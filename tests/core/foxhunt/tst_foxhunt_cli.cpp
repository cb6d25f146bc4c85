// tessera-cli foxhunt odds|solve|generate|bench, run as a user would.
#include "tests/core/common/clitesting.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using clitesting::cli;

class TestFoxhuntCli : public QObject {
    Q_OBJECT
private slots:
    void odds() {
        // 3x3, 1 fox, b2 reads 1 and a1 reads 0: the fox is on c2 or b3.
        const auto r =
            cli({"foxhunt", "odds", "--rows", "3", "--cols", "3", "--foxes", "1", "--probe", "b2=1", "a1=0"});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("[[0.0,0.0,0.0],[0.0,0.0,0.5],[0.0,0.5,0.0]]\n"));
        QVERIFY(r.err.contains("exact: 2 consistent placements"));
        // 2x3, 2 foxes: a1 found and c1 reads 1 (a1 is that one) clear b1, b2, c2: the other is on a2.
        const auto found = cli({"foxhunt", "odds", "--rows", "2", "--cols", "3", "--foxes", "2", "--found",
                                "a1", "--probe", "c1=1"});
        QVERIFY2(found.status == 0, found.err.constData());
        QCOMPARE(found.out, QByteArray("[[1.0,0.0,0.0],[1.0,0.0,0.0]]\n"));
    }

    void repeatedProbeAndFound() {
        // The same position three ways: repeated options, comma lists, and words after the first value.
        const QStringList field{"foxhunt", "odds", "--rows", "3", "--cols", "4", "--foxes", "2"};
        const auto repeated = cli(
            field + QStringList{"--probe", "b2=1", "--found", "d1", "--probe", "a2=0", "--probe", "c2=2"});
        QVERIFY2(repeated.status == 0, repeated.err.constData());
        const auto listed = cli(field + QStringList{"--probe", "b2=1,a2=0,c2=2", "--found", "d1"});
        QVERIFY2(listed.status == 0, listed.err.constData());
        const auto mixed = cli(field + QStringList{"--probe", "b2=1,a2=0", "--found", "d1", "--probe=c2=2"});
        QVERIFY2(mixed.status == 0, mixed.err.constData());
        QCOMPARE(repeated.out, listed.out);
        QCOMPARE(mixed.out, listed.out);
        // Every probe took effect: with all three readings the other fox is on c1 or c3, no more.
        QCOMPARE(repeated.out, QByteArray("[[0.0,0.0,0.5,1.0],[0.0,0.0,0.0,0.0],[0.0,0.0,0.5,0.0]]\n"));
        const auto two = cli(field + QStringList{"--found", "d1", "--found", "a3"});
        QVERIFY2(two.status == 0, two.err.constData());
        QVERIFY(two.err.contains("exact: 1 consistent placements"));
        // A cell given twice across repeats is still refused, and other options still refuse repeats.
        const auto twice = cli(field + QStringList{"--probe", "b2=1", "--probe", "b2=1"});
        QCOMPARE(twice.status, 1);
        QVERIFY(twice.err.contains("b2 is given twice"));
        const auto rows2 = cli(field + QStringList{"--rows", "4"});
        QCOMPARE(rows2.status, 1);
        QVERIFY(rows2.err.contains("--rows given twice"));
    }

    void oddsRefusals() {
        for (const QStringList &bad :
             {QStringList{"--probe", "k1=0"}, QStringList{"--probe", "c3"}, QStringList{"--found", "a1=2"},
              QStringList{"--probe", "a1=0,a1=1"}, QStringList{"--probe", "b2=9"}}) {
            const auto r =
                cli(QStringList{"foxhunt", "odds", "--rows", "3", "--cols", "3", "--foxes", "1"} + bad);
            QCOMPARE(r.status, 1);
            QVERIFY(!r.err.isEmpty());
        }
    }

    void generateThenSolve() {
        QTemporaryDir dir;
        const QString pack = dir.filePath("fox.json");
        const auto g = cli({"foxhunt", "generate", "--rows", "6", "--cols", "6", "--foxes", "4", "--seed",
                            "4", "--count", "2", "--created", "2026-01-01T00:00:00Z", "--out", pack});
        QVERIFY2(g.status == 0, g.err.constData());
        const auto s = cli({"foxhunt", "solve", pack, "--strategy", "most-likely"});
        QVERIFY2(s.status == 0, s.err.constData());
        const auto lines = clitesting::jsonLines(s.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0]["strategy"].toString(), QString("most-likely"));
        QCOMPARE(lines[0]["moves"].toArray().size(), lines[0]["probes"].toInt());
        int foxes = 0;
        for (const auto &m : lines[0]["moves"].toArray()) foxes += m.toObject()["shown"].toString() == "fox";
        QCOMPARE(foxes, 4);
        QCOMPARE(cli({"foxhunt", "solve", pack, "--strategy", "most-likely"}).out, s.out);
        QCOMPARE(cli({"foxhunt", "solve", pack, "--strategy", "guess"}).status, 1);
    }

    void bench() {
        const auto r = cli({"bench", "foxhunt", "--games", "5", "--only", "foxhunt.clear-zero.6x6"});
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = clitesting::jsonLines(r.out);
        QCOMPARE(lines.size(), 1);
        for (const char *key :
             {"strategy", "games", "mean_probes", "median_probes", "worst_probes", "decision_median_ms"})
            QVERIFY2(lines[0].contains(key), key);
        QCOMPARE(lines[0]["games"].toInt(), 5);
    }
};

QTEST_APPLESS_MAIN(TestFoxhuntCli)
#include "tst_foxhunt_cli.moc"
