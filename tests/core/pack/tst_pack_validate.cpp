// Pack validation and repair through tessera-cli: every module's generated levels record this build's
// version string; pack validate checks each level with its module's own checks (a ball-push solution
// that does not win, a BanQi challenge with a solution or an oversized node budget), warns about a
// provenance version that is not one, reads the pack level by level (header after the levels, several
// problems, duplicates); pack measure repairs the version.
#include "common/version.h"
#include "tests/core/common/clitesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace clitesting;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QJsonObject readPack(const QString &path) {
    return QJsonDocument::fromJson(readAll(path)).object();
}

bool writePack(const QString &path, const QJsonObject &pack) {
    return writeFile(path, QJsonDocument(pack).toJson());
}

// A generated pack of one module (small sizes, so the suite stays quick).
QString generated(QTemporaryDir &dir, const QStringList &args) {
    const QString path = dir.filePath(args.front() + ".json");
    const Run r = cli(args + QStringList{"--seed", "3", "--count", "2", "--out", path});
    return r.status == 0 ? path : QString("failed: ") + QString::fromUtf8(r.err);
}

} // namespace

class TestPackValidate : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { tessera::registerModules(); }

    // Every module with a generate verb, with the sample arguments its description gives.
    void generatedLevelsRecordTheVersion_data() {
        QTest::addColumn<QStringList>("args");
        for (const tessera::ModuleBackend &m : tessera::moduleBackends())
            if (!m.sampleGenerate.empty()) QTest::newRow(m.id.c_str()) << sampleGenerate(m);
    }
    void generatedLevelsRecordTheVersion() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString path = generated(dir, args);
        QVERIFY2(QFile::exists(path), qPrintable(path));
        const QJsonArray levels = readPack(path)["levels"].toArray();
        QCOMPARE(levels.size(), 2);
        for (const auto &level : levels)
            QCOMPARE(level.toObject()["provenance"].toObject()["version"].toString(),
                     QString(tessera::kVersion));
        const Run v = cli({"pack", "validate", path});
        QCOMPARE(v.status, 0);
        QVERIFY2(v.err.isEmpty(), v.err.constData());
    }

    void badVersionIsFlaggedAndMeasureRepairsIt() {
        QTemporaryDir dir;
        const QString path =
            generated(dir, {"balls", "generate", "--rows", "6", "--cols", "6", "--balls", "5"});
        QJsonObject pack = readPack(path);
        QJsonArray levels = pack["levels"].toArray();
        QJsonObject second = levels[1].toObject();
        QJsonObject provenance = second["provenance"].toObject();
        provenance["version"] = QString(QChar(1)); // what older builds wrote
        second["provenance"] = provenance;
        levels[1] = second;
        pack["levels"] = levels;
        const QString old = dir.filePath("old.json");
        QVERIFY(writePack(old, pack));

        const Run v = cli({"pack", "validate", old});
        QCOMPARE(v.status, 0); // a warning: the level itself is sound
        QCOMPARE(v.out, (old + ": ok, 2 levels, 1 warning\n").toUtf8());
        QCOMPARE(v.err.count('\n'), 1);
        const QByteArray id = second["id"].toString().toUtf8();
        QVERIFY2(v.err.startsWith("tessera-cli: warning: " + old.toUtf8() +
                                  ": levels[1].provenance.version: "
                                  "\"\\x01\" is not a Tessera version (level '" +
                                  id + "'"),
                 v.err.constData());

        const QString repaired = dir.filePath("repaired.json");
        const Run m = cli({"pack", "measure", old, "--out", repaired});
        QVERIFY2(m.status == 0, m.err.constData());
        QVERIFY2(m.out.contains("1 provenance version repaired"), m.out.constData());
        for (const auto &level : readPack(repaired)["levels"].toArray())
            QCOMPARE(level.toObject()["provenance"].toObject()["version"].toString(),
                     QString(tessera::kVersion));
        const Run again = cli({"pack", "validate", repaired});
        QCOMPARE(again.status, 0);
        QVERIFY(again.err.isEmpty());
    }

    // What the module's own verbs refuse, validate refuses too: each problem on its own line naming the
    // level, and the others still checked.
    void levelsGetTheirModulesChecks() {
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        QVERIFY(writeFile(path, R"({"format": "tessera-pack", "version": 1, "name": "bad", "levels": [
  {"id": "a", "module": "balls", "title": "t", "data": {"rows": ["o..", "@o.", "..."]}, "solution": "UU"},
  {"id": "b", "module": "balls", "title": "t", "data": {"rows": ["o..", "@o.", "..."]}, "solution": {"x": 1}},
  {"id": "c", "module": "balls", "title": "t", "data": {"rows": ["o..", "@o.", "..."]}, "solution": "RU"},
  {"id": "d", "module": "banqi", "title": "t", "data": {"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0"}, "solution": "a1"},
  {"id": "e", "module": "banqi", "title": "t", "data": {"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0", "opponent": "search", "nodes": 100000000}},
  {"id": "c", "module": "banqi", "title": "t", "data": {"position": "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0"}}
]})"));
        // The module's own reader refuses the first level alone with the same message.
        const QString first = dir.filePath("first.json");
        QVERIFY(writeFile(first, R"({"format": "tessera-pack", "version": 1, "name": "bad", "levels": [
  {"id": "a", "module": "balls", "title": "t", "data": {"rows": ["o..", "@o.", "..."]}, "solution": "UU"}]})"));
        const Run analyse = cli({"balls", "analyse", first});
        QCOMPARE(analyse.status, 1);
        QVERIFY2(analyse.err.contains("levels[0].solution: these pushes do not win the level"),
                 analyse.err.constData());

        const Run v = cli({"pack", "validate", path});
        QCOMPARE(v.status, 1);
        QVERIFY(v.out.isEmpty());
        const QList<QByteArray> lines = v.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        const QByteArray p = "tessera-cli: " + path.toUtf8() + ": ";
        QCOMPARE(lines[0], p + "levels[0].solution: these pushes do not win the level");
        QCOMPARE(lines[1], p + "levels[1].solution: expected a string, found an object");
        QCOMPARE(lines[2], p + "levels[3].solution: a banqi challenge has no solution");
        QVERIFY2(lines[3].startsWith(p + "levels[4].data.nodes: "), lines[3].constData());
        QVERIFY2(lines[3].contains("200000"), lines[3].constData());
        QCOMPARE(lines[4], p + "levels[5].id: duplicate level id 'c' (also levels[2])");
    }

    // The header may come after the levels (read whole then); a bad header is one line; problems past
    // twenty are counted, not printed.
    void streamedReading() {
        QTemporaryDir dir;
        const QString late = dir.filePath("late.json");
        QVERIFY(writeFile(late, R"({"levels": [{"id": "a", "module": "balls", "title": "t",
            "data": {"rows": ["o..", "@o.", "..."]}, "solution": "RU"}], "name": "n", "version": 1,
            "format": "tessera-pack"})"));
        Run r = cli({"pack", "validate", late});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(r.out, (late + ": ok, 1 level\n").toUtf8());

        const QString newer = dir.filePath("newer.json");
        QVERIFY(writeFile(newer,
                          R"({"format": "tessera-pack", "version": 9, "name": "n", "levels": [{"id": 1}]})"));
        r = cli({"pack", "validate", newer});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err,
                 ("tessera-cli: " + newer + ": version: version 9 is newer than this Tessera reads (1)\n")
                     .toUtf8());

        QByteArray many = R"({"format": "tessera-pack", "version": 1, "name": "n", "levels": [)";
        for (int i = 0; i < 30; ++i)
            many += QByteArray(i ? "," : "") +
                    R"({"id": "x", "module": "balls", "title": "t", "data": {"rows": ["o.."]}})";
        many += "]}";
        const QString manyPath = dir.filePath("many.json");
        QVERIFY(writeFile(manyPath, many));
        r = cli({"pack", "validate", manyPath});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err.count('\n'), 21);
        QVERIFY2(r.err.endsWith("10 more problems not shown (30 errors, 0 warnings in all)\n"),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestPackValidate)
#include "tst_pack_validate.moc"
