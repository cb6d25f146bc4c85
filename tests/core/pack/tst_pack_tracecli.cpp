// "tessera-cli pack traces" as a user runs it, on a copy of the sample pack: the JSON figures of traces
// recorded by play::Session, the sidecar beside the pack growing by the new players only, a refused
// trace named by file and line with exit status 1, --no-store, and the readable table.
#include "common/module.h"
#include "common/playsession.h"
#include "pack/levelpack.h"
#include "tests/core/common/clitesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace clitesting;
namespace pack = tessera::pack;
namespace play = tessera::play;

namespace {

const char *kSamplePack = TESSERA_TEST_DATA "/../../resources/samples/sample-pack.json";

// The level solved by its stored solution, a move every stepMs.
std::string solvedLine(const pack::LevelPack &p, const std::string &id, const std::string &player,
                       long long stepMs) {
    for (const pack::Level &level : p.levels) {
        if (level.id != id) continue;
        const tessera::ModuleBackend *m = tessera::findModule(level.module);
        play::Session s(*m->play.newGame(level.data, 0), level.module, level.id, player);
        long long t = 0;
        for (const std::string &move : m->play.solution(level, 0)) s.play(move, t += stepMs);
        return play::traceToJson(s.trace()).dump();
    }
    return {};
}

bool writeFile(const QString &path, const std::string &text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.data(), qint64(text.size())) == qint64(text.size());
}

QJsonObject levelFigures(const QJsonObject &report, const QString &id) {
    for (const auto &l : report["levels"].toArray())
        if (l.toObject()["id"].toString() == id) return l.toObject();
    return {};
}

int lineCount(const QString &path) {
    return int(readAll(path).count('\n'));
}

} // namespace

class TestPackTraceCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        tessera::registerModules();
        QVERIFY(mDir.isValid());
        mPack = pack::load(kSamplePack);
        mPackPath = mDir.filePath("pack.json");
        QVERIFY(QFile::copy(kSamplePack, mPackPath));
    }

    void importsReportsAndKeepsTraces() {
        const QString first = mDir.filePath("first.jsonl");
        // Slower as the predicted difficulty rises, in Linjat; Flow's one level alone.
        QVERIFY(writeFile(first, solvedLine(mPack, "linjat-easy-16", "ann", 1000) + "\n" +
                                     solvedLine(mPack, "linjat-medium-17", "ann", 3000) + "\n" +
                                     solvedLine(mPack, "linjat-hard-12", "ann", 9000) + "\n" +
                                     solvedLine(mPack, "flow-1", "ann", 500) + "\n"));
        const Run r = cli({"pack", "traces", mPackPath, first, "--json"});
        QVERIFY2(r.status == 0, r.err.constData());
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j["traces"].toObject()["counted"].toInt(), 4);
        QCOMPARE(j["traces"].toObject()["stored"].toInt(), 4);
        QCOMPARE(j["sidecar"].toString(), mDir.filePath("pack.traces.jsonl"));
        QCOMPARE(lineCount(mDir.filePath("pack.traces.jsonl")), 4);
        const QJsonObject easy = levelFigures(j, "linjat-easy-16");
        QCOMPARE(easy["players"].toInt(), 1);
        QCOMPARE(easy["attempts"].toInt(), 1);
        QCOMPARE(easy["completionRate"].toDouble(), 1.0);
        QCOMPARE(easy["medianSolveMs"].toDouble(), 13000.0); // 13 moves, a second each
        QVERIFY(levelFigures(j, "linjat-expert-11")["medianSolveMs"].isNull());
        const QJsonObject linjat = j["correlation"].toObject()["modules"].toObject()["linjat"].toObject();
        QCOMPARE(linjat["n"].toInt(), 3);
        QCOMPARE(linjat["rho"].toDouble(), 1.0);
        QCOMPARE(j["correlation"].toObject()["modules"].toObject()["flow"].toObject()["rho"].toVariant(),
                 QVariant::fromValue(nullptr));
        QCOMPARE(j["correlation"].toObject()["pack"].toObject()["n"].toInt(), 4);

        // A second file adds a player; the first again adds nothing.
        const QString second = mDir.filePath("second.jsonl");
        QVERIFY(writeFile(second, solvedLine(mPack, "linjat-easy-16", "bo", 3000) + "\n"));
        const Run again = cli({"pack", "traces", mPackPath, second, first, "--json"});
        QVERIFY2(again.status == 0, again.err.constData());
        const QJsonObject k = QJsonDocument::fromJson(again.out).object();
        QCOMPARE(k["traces"].toObject()["stored"].toInt(), 1);
        QCOMPARE(k["traces"].toObject()["duplicates"].toInt(), 4);
        QCOMPARE(levelFigures(k, "linjat-easy-16")["players"].toInt(), 2);
        QCOMPARE(levelFigures(k, "linjat-easy-16")["medianSolveMs"].toDouble(), (13000.0 + 39000.0) / 2);
        QCOMPARE(lineCount(mDir.filePath("pack.traces.jsonl")), 5);

        // The report alone: the sidecar's traces, nothing stored.
        const Run table = cli({"pack", "traces", mPackPath});
        QCOMPARE(table.status, 0);
        QVERIFY(table.out.contains("5 traces read, 5 counted, 0 refused"));
        QVERIFY(table.out.contains("rank correlation"));
        QVERIFY(table.out.contains("linjat-easy-16"));
        QVERIFY(table.out.contains("0:26")); // the median of 0:13 and 0:39
    }

    void refusedTraceNamesFileAndLine() {
        const QString bad = mDir.filePath("bad.jsonl");
        std::string good = solvedLine(mPack, "flow-2", "cy", 100);
        std::string wrong = good;
        const std::size_t at = wrong.find("\"hash\":\"", wrong.find("\"move\"")) + 8;
        wrong.replace(at, 16, "0123456789abcdef");
        QVERIFY(writeFile(bad, good + "\n" + wrong + "\n"));
        const QByteArray before = readAll(mDir.filePath("pack.traces.jsonl"));
        const Run r = cli({"pack", "traces", mPackPath, bad, "--no-store"});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains((bad + ":2: events[1]: ").toUtf8()), r.err.constData());
        QVERIFY(r.out.contains("nothing stored"));
        QCOMPARE(readAll(mDir.filePath("pack.traces.jsonl")), before); // --no-store wrote nothing

        const Run j = cli({"pack", "traces", mPackPath, bad, "--json"});
        QCOMPARE(j.status, 1);
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        const QJsonArray issues = o["issues"].toArray();
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].toObject()["line"].toInt(), 2);
        QCOMPARE(issues[0].toObject()["event"].toInt(), 1);
        QCOMPARE(issues[0].toObject()["file"].toString(), bad);
        QCOMPARE(o["traces"].toObject()["stored"].toInt(), 1); // the good line only
        QCOMPARE(levelFigures(o, "flow-2")["attempts"].toInt(), 1);
    }

    void badArguments() {
        QCOMPARE(cli({"pack", "traces"}).status, 1);
        const Run missing = cli({"pack", "traces", mPackPath, mDir.filePath("absent.jsonl")});
        QCOMPARE(missing.status, 1);
        QVERIFY(missing.err.contains("absent.jsonl"));
        QCOMPARE(cli({"pack", "traces", mPackPath, "--bogus"}).status, 1);
    }

private:
    QTemporaryDir mDir;
    QString mPackPath;
    pack::LevelPack mPack;
};

QTEST_GUILESS_MAIN(TestPackTraceCli)
#include "tst_pack_tracecli.moc"
