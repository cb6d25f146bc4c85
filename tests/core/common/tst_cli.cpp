#include "cli/registry.h"
#include "common/version.h"
#include "pack/levelpack.h"
#include "tests/core/common/clitesting.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kPacks = QStringLiteral(TESSERA_TEST_DATA "/packs/");

// The run as text: this suite compares whole messages.
struct Result {
    int status = -1;
    QString out, err;
};

Result cli(const QStringList &args) {
    const clitesting::Run r = clitesting::cli(args);
    return {r.status, QString::fromUtf8(r.out), QString::fromUtf8(r.err)};
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { tessera::registerModules(); }

    // A module with a generate verb describes its sample, so generateConvention covers every module.
    void everyGenerateHasASample() {
        const tessera::cli::Registry registry = tessera::cli::buildRegistry();
        QVERIFY(!tessera::moduleBackends().empty());
        for (const tessera::ModuleBackend &m : tessera::moduleBackends())
            QVERIFY2(bool(registry.find(m.id, "generate")) == !m.sampleGenerate.empty(), m.id.c_str());
    }

    // Every module's generate verb (each module's sample arguments, from its description) takes the same
    // --seed --count --shard --out --append, written by one helper: two shards appended one after the
    // other make the same bytes as the whole run.
    void generateConvention_data() {
        QTest::addColumn<QStringList>("args");
        for (const tessera::ModuleBackend &m : tessera::moduleBackends())
            if (!m.sampleGenerate.empty()) QTest::newRow(m.id.c_str()) << clitesting::sampleGenerate(m);
    }
    void generateConvention() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QStringList common =
            args + QStringList{"--seed", "11", "--count", "3", "--created", "2026-01-01T00:00:00Z"};
        const QString whole = dir.filePath("whole.json"), parts = dir.filePath("parts.json");
        QCOMPARE(cli(common + QStringList{"--out", whole}).status, 0);
        for (const char *shard : {"0/3", "1/3", "2/3"}) {
            const Result r = cli(common + QStringList{"--shard", shard, "--out", parts, "--append"});
            QVERIFY2(r.status == 0, qPrintable(r.err));
        }
        const tessera::pack::LevelPack a = tessera::pack::load(whole.toStdString());
        QCOMPARE(a.levels.size(), std::size_t(3));
        QCOMPARE(a.levels[2].provenance.seed.value(), std::uint64_t(13));
        QCOMPARE(clitesting::readAll(parts), clitesting::readAll(whole));
        // The pack goes to stdout without --out, the same pack.
        const Result printed = cli(common);
        QCOMPARE(printed.status, 0);
        QCOMPARE(tessera::pack::fromJson(tessera::Json::parse(printed.out.toStdString())), a);
        for (const char *bad : {" 0/2", "0/ 2", "2/2", "+1/2", "1/0", "1"}) {
            const Result r = cli(common + QStringList{"--shard", bad});
            QCOMPARE(r.status, 1);
            QVERIFY2(r.err.contains("--shard: expected i/n"), qPrintable(r.err));
        }
        QVERIFY(cli(common + QStringList{"--append"}).err.contains("--append needs --out FILE"));
    }

    // A seed with no level in the band fails the run, but the levels found are written, so only the
    // missing seeds need a rerun (seeds 2 and 3 measure 4.7 and 4.9, seed 1 5.4).
    void aSeedWithoutALevelStillWritesTheOthers() {
        QTemporaryDir dir;
        const QString out = dir.filePath("fox.json");
        const Result r = cli({"foxhunt", "generate", "--count", "3", "--attempts", "1", "--min-difficulty",
                              "5", "--created", "x", "--out", out});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.endsWith("wrote 1 level to " + out +
                                " (1 in the pack)\ntessera-cli: 2 levels not found in the difficulty band "
                                "within --attempts 1\n"),
                 qPrintable(r.err));
        const tessera::pack::LevelPack pack = tessera::pack::load(out.toStdString());
        QCOMPARE(pack.levels.size(), std::size_t(1));
        QCOMPARE(pack.levels[0].provenance.seed.value(), std::uint64_t(1));
        const Result one = cli({"foxhunt", "generate", "--seed", "2", "--attempts", "1", "--min-difficulty",
                                "5", "--created", "x", "--out", out, "--append"});
        QCOMPARE(one.status, 1);
        QVERIFY2(
            one.err.endsWith("tessera-cli: 1 level not found in the difficulty band within --attempts 1\n"),
            qPrintable(one.err));
        QCOMPARE(tessera::pack::load(out.toStdString()).levels.size(), std::size_t(1));
    }

    // Hostile paths and files get the designed one-line message, never a hang, a crash or raw bytes.
    void hostileInputs() {
        const Result zero = cli({"pack", "validate", "/dev/zero", "--max-input", "1"});
        QCOMPARE(zero.status, 1);
        QCOMPARE(zero.err,
                 QString("tessera-cli: /dev/zero: larger than the input limit of 1 MiB (raise it with "
                         "--max-input MB)\n"));
        const Result dir = cli({"pack", "validate", QDir::tempPath()});
        QCOMPARE(dir.err, QString("tessera-cli: %1: is a directory, not a file\n").arg(QDir::tempPath()));
        QTemporaryDir tmp;
        const QString evil = tmp.filePath("evil.json");
        QFile f(evil);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // The key holds ESC ] 0 ; ... BEL (a terminal title change), written as JSON escapes.
        f.write("{\"format\":\"tessera-pack\",\"version\":1,\"name\":\"x\",\"levels\":[],"
                "\"\\u001b]0;owned\\u0007\":1}");
        f.close();
        const Result escaped = cli({"pack", "validate", evil});
        QCOMPARE(escaped.status, 1);
        QVERIFY2(escaped.err.contains("\\x1b]0;owned\\x07") && !escaped.err.contains('\x1b'),
                 qPrintable(escaped.err));
        QCOMPARE(cli({"pack", "validate", "--max-input", "0", evil}).err,
                 QString("tessera-cli: --max-input: expected an integer from 1 to 1048576, got '0'\n"));
    }

    void version() {
        const Result r = cli({"--version"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString("tessera-cli %1\n").arg(tessera::kVersion));
        QVERIFY(r.err.isEmpty());
    }

    void help() {
        const Result top = cli({"--help"});
        QCOMPARE(top.status, 0);
        for (const char *word : {"Usage: tessera-cli <module> <verb> [options]", "  pack", "    info",
                                 "    validate", "    merge", "    export-images"})
            QVERIFY2(top.out.contains(word), word);
        const Result module = cli({"pack", "--help"});
        QCOMPARE(module.status, 0);
        QVERIFY(module.out.contains("Usage: tessera-cli pack <verb> [options]"));
        const Result verb = cli({"pack", "merge", "--help"});
        QCOMPARE(verb.status, 0);
        QVERIFY(verb.out.contains("tessera-cli pack merge --out OUT IN..."));
        // The listing reads as one list: every verb's line is a capitalised phrase without a full stop.
        const tessera::cli::Registry registry = tessera::cli::buildRegistry();
        for (const std::string &m : registry.modules())
            for (const tessera::cli::Verb *v : registry.verbsOf(m)) {
                const std::string where = m + " " + v->name + ": " + v->summary;
                QVERIFY2(!v->summary.empty() && std::isupper(static_cast<unsigned char>(v->summary[0])),
                         where.c_str());
                QVERIFY2(v->summary.back() != '.', where.c_str());
            }
    }

    // pack modules: the registry as each module describes itself, in registration order.
    void modules() {
        const Result r = cli({"pack", "modules", "--json"});
        QCOMPARE(r.status, 0);
        const QList<QJsonObject> lines = clitesting::jsonLines(r.out.toUtf8());
        QCOMPARE(lines.size(), qsizetype(tessera::moduleBackends().size()));
        for (std::size_t i = 0; i < tessera::moduleBackends().size(); ++i) {
            const tessera::ModuleBackend &m = tessera::moduleBackends()[i];
            const QJsonObject &line = lines[qsizetype(i)];
            QCOMPARE(line["id"].toString().toStdString(), m.id);
            QCOMPARE(line["title"].toString().toStdString(), m.title);
            QCOMPARE(line["playable"].toBool(), m.playable());
            QCOMPARE(line["colour"].toString().toStdString(), m.colour);
            QCOMPARE(line["icon"].toString().toStdString(), m.icon);
            QCOMPARE(line["sampleGenerate"].toArray().size(), qsizetype(m.sampleGenerate.size()));
        }
        const Result text = cli({"pack", "modules"});
        QCOMPARE(text.status, 0);
        QVERIFY2(text.out.startsWith(QString::fromStdString(tessera::moduleBackends().front().id) + ": "),
                 qPrintable(text.out));
    }

    void info() {
        const Result r = cli({"pack", "info", kPacks + "linjat-sample.json"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("name: Linjat sampler\n"));
        QVERIFY(r.out.contains("levels: 3\n  linjat: 3\n"));
        QVERIFY(r.out.contains("difficulty: 1.5 to 4\n"));
        const Result json = cli({"pack", "info", kPacks + "linjat-sample.json", "--json"});
        QCOMPARE(json.status, 0);
        const auto j = tessera::Json::parse(json.out.toStdString());
        QCOMPARE(j["levels"].get<int>(), 3);
        QCOMPARE(j["modules"]["linjat"].get<int>(), 3);
        // "-" is standard input, for every verb that reads files (only Flow's took it before).
        QFile pack(kPacks + "linjat-sample.json");
        QVERIFY(pack.open(QIODevice::ReadOnly));
        const clitesting::Run piped = clitesting::cli({"pack", "info", "-"}, pack.readAll());
        QCOMPARE(piped.status, 0);
        QVERIFY(piped.out.contains("levels: 3\n  linjat: 3\n"));
        const clitesting::Run malformed = clitesting::cli({"linjat", "classify", "-"}, "{");
        QCOMPARE(malformed.status, 1);
        QVERIFY2(malformed.err.startsWith("tessera-cli: -: "), malformed.err.constData());
    }

    void validate() {
        const Result r = cli({"pack", "validate", kPacks + "linjat-sample.json", kPacks + "shard-a.json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out,
                 kPacks + "linjat-sample.json: ok, 3 levels\n" + kPacks + "shard-a.json: ok, 2 levels\n");
        QVERIFY(r.err.isEmpty());
    }

    void badFilesExitWithOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("newer version")
            << QStringList{"pack", "validate", kPacks + "bad-version.json"}
            << kPacks + "bad-version.json: version: version 2 is newer than this Tessera "
                        "reads (1)";
        QTest::newRow("malformed") << QStringList{"pack", "info", kPacks + "bad-malformed.json"}
                                   << kPacks + "bad-malformed.json: line 4, column 3: malformed JSON";
        QTest::newRow("unknown module")
            << QStringList{"pack", "info", kPacks + "bad-unknown-module.json"}
            << kPacks + "bad-unknown-module.json: levels[0].module: unknown module 'chess'";
        QTest::newRow("unknown option")
            << QStringList{"pack", "info", kPacks + "linjat-sample.json", "--bogus"}
            << "unknown option --bogus";
        QTest::newRow("unknown option with value")
            << QStringList{"pack", "validate", "--strict", "yes"} << "unknown option --strict";
        // A verb that fails before it has read all of its options: a misspelt one is named, not what
        // it led to ("no input file given").
        QTest::newRow("unknown option, no input")
            << QStringList{"balls", "analyse", "--bogus"} << "unknown option --bogus";
        QTest::newRow("unknown option, missing file")
            << QStringList{"flow", "solve", "nonesuch.json", "--bogus=1"} << "unknown option --bogus";
        QTest::newRow("known option not read yet")
            << QStringList{"linjat", "finish", "--preset", "nonesuch", "--out", "x.json"}
            << "--preset: unknown preset 'nonesuch'";
        QTest::newRow("unknown module name") << QStringList{"nonesuch", "run"} << "unknown module 'nonesuch'";
        QTest::newRow("no arguments") << QStringList{} << "no module given";
    }
    void badFilesExitWithOneLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = cli(args);
        QCOMPARE(r.status, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("tessera-cli: " + message), qPrintable(r.err));
    }

    void merge() {
        QTemporaryDir dir;
        const QString out = dir.filePath("all.json");
        const Result r =
            cli({"pack", "merge", "--out", out, kPacks + "shard-a.json", kPacks + "shard-b.json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString("wrote %1: 4 levels from 2 packs (5 read), 1 duplicate dropped\n").arg(out));
        const tessera::pack::LevelPack merged = tessera::pack::load(out.toStdString());
        QCOMPARE(merged.levels.size(), std::size_t(4));
        const Result again = cli({"pack", "validate", out});
        QCOMPARE(again.out, out + ": ok, 4 levels\n");
    }

    void exportImages() {
        QTemporaryDir dir;
        const QString out = dir.filePath("img");
        const Result r = cli({"pack", "export-images", kPacks + "linjat-sample.json", "--out", out,
                              "--format", "both", "--width", "200"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith("wrote "));
        QFile sheet(out + "/sheet.png");
        QVERIFY(sheet.open(QIODevice::ReadOnly));
        QVERIFY(sheet.read(8) == QByteArray("\x89PNG\r\n\x1a\n", 8));
        QVERIFY(QFile::exists(out + "/sheet.svg"));
        // Every level has its images, or a warning saying why not (a module built without a preview).
        for (const char *id : {"easy-10", "easy-11", "medium-10"}) {
            const bool images =
                QFile::exists(out + "/" + id + ".png") && QFile::exists(out + "/" + id + ".svg");
            const bool warned = r.err.contains(QString("('%1'): no preview for module 'linjat'").arg(id));
            QVERIFY2(images != warned, id);
        }
    }

    // Text a pack brings (name, author, description, titles) reaches the terminal escaped as \u00XX:
    // no ESC, BEL, CR or C1 CSI byte, whatever the verb prints; JSON output stays valid JSON.
    void fileTextIsPrintedSafely() {
        QTemporaryDir dir;
        const QString path = dir.filePath("evil.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "tessera-pack", "version": 1, "name": "\u001b[2Jwiped",
            "author": "\u001b]0;owned\u0007me", "description": "\u009b31mred\r", "levels": []})");
        f.close();
        const clitesting::Run r = clitesting::cli({"pack", "info", path});
        QCOMPARE(r.status, 0);
        for (const char *raw : {"\x1b", "\x07", "\xc2\x9b", "\r"})
            QVERIFY2(!r.out.contains(raw), r.out.constData());
        QVERIFY2(r.out.contains("name: \\u001b[2Jwiped\n"), r.out.constData());
        QVERIFY2(r.out.contains("author: \\u001b]0;owned\\u0007me\n"), r.out.constData());
        QVERIFY2(r.out.contains("description: \\u009b31mred\\u000d\n"), r.out.constData());
        // JSON output escapes them itself, and stays valid JSON.
        const clitesting::Run json = clitesting::cli({"pack", "info", path, "--json"});
        QCOMPARE(json.status, 0);
        QVERIFY(!json.out.contains("\x1b") && !json.out.contains("\xc2\x9b"));
        QCOMPARE(
            QString::fromStdString(tessera::Json::parse(json.out.toStdString())["name"].get<std::string>()),
            QString("\x1b[2Jwiped"));
    }

    // A huge value in a file is echoed cut, so the message stays one short line.
    void longValuesAreEchoedCut() {
        QTemporaryDir dir;
        const QString path = dir.filePath("huge.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray huge(10 * 1024 * 1024, 'k');
        f.write(R"({"format": "tessera-pack", "version": 1, "name": "n", "levels": [], ")" + huge +
                R"(": 1})");
        f.close();
        const clitesting::Run r = clitesting::cli({"pack", "validate", path});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err, ("tessera-cli: " + path + ": " + QString(80, 'k') +
                         "\u2026 (10485760 characters): unknown field\n")
                            .toUtf8());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
