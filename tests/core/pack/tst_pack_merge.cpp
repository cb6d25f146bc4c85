// Merges that stream: the pack writer writes save()'s bytes, the reader reads what load() reads (a header
// after the levels, errors with file and place), a file merge is merge()'s, and the shards of a generate
// run of every module merge into the run's own bytes, while inputs that are not such shards are refused.
#include "pack/levelimport.h"
#include "pack/levelpack.h"
#include "pack/packmerge.h"
#include "pack/packreader.h"
#include "pack/packwriter.h"
#include "tests/core/common/clitesting.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace clitesting;
using namespace tessera;

namespace {

pack::Level level(const std::string &id, const std::string &rows, std::uint64_t seed) {
    pack::Level l;
    l.id = id;
    l.module = "linjat";
    l.title = "Level " + id;
    l.data = {{"rows", Json::array({rows, " .3 . ", "......", "  2   "})}};
    l.statistics = {{"depth", 0.1 + 0.2}};
    l.difficulty = 2.5;
    l.tags = {"t"};
    l.provenance.seed = seed;
    l.provenance.options = {{"rows", 2}};
    l.provenance.generator = "test";
    l.provenance.version = "1.0.0";
    return l;
}

pack::LevelPack samplePack(const std::string &name, int levels, int offset) {
    pack::LevelPack p;
    p.name = name;
    p.author = "a";
    p.description = "d \"quoted\" \\ é";
    p.created = "2026-01-01T00:00:00Z";
    for (int i = 0; i < levels; ++i)
        p.levels.push_back(level("linjat-" + std::to_string(i + 1),
                                 std::string(1, char('2' + (i + offset) % 7)) + " .  .",
                                 std::uint64_t(i + offset)));
    return p;
}

QByteArray bytes(const QString &path) {
    return readAll(path);
}

bool writeText(const QString &path, const QByteArray &text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

std::string path(const QTemporaryDir &dir, const char *name) {
    return dir.filePath(name).toStdString();
}

// The message of the Error thrown by work, or "" when nothing was thrown.
QString errorOf(const std::function<void()> &work) {
    try {
        work();
    } catch (const Error &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestPackMerge : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void writerWritesSavesBytes() {
        QTemporaryDir dir;
        for (int n : {0, 1, 3}) {
            const pack::LevelPack p = samplePack("P", n, 0);
            pack::save(p, path(dir, "saved.json"));
            {
                pack::PackWriter w(path(dir, "written.json"), p);
                for (const pack::Level &l : p.levels) w.add(l);
                w.finish();
            }
            QCOMPARE(bytes(dir.filePath("written.json")), bytes(dir.filePath("saved.json")));
        }
        // A writer given up before finish() leaves the old file and no temporary one.
        {
            pack::PackWriter w(path(dir, "written.json"), samplePack("Q", 0, 0));
            w.add(samplePack("Q", 1, 5).levels.front());
        }
        QCOMPARE(bytes(dir.filePath("written.json")), bytes(dir.filePath("saved.json")));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
    }

    void readerReadsWhatLoadReads() {
        QTemporaryDir dir;
        const pack::LevelPack p = samplePack("P", 4, 0);
        pack::save(p, path(dir, "p.json"));
        // Key-sorted and on one line: "name" and "version" come after the levels.
        QVERIFY(
            writeText(dir.filePath("sorted.json"), QByteArray::fromStdString(Json(pack::toJson(p)).dump())));
        for (const char *file : {"p.json", "sorted.json"}) {
            pack::PackReader r(path(dir, file));
            pack::LevelPack read = r.header();
            while (std::optional<pack::Level> l = r.next()) read.levels.push_back(*l);
            QCOMPARE(r.count(), std::size_t(4));
            QVERIFY(read == pack::load(path(dir, file)));
        }
    }

    void readerErrorsNameFileAndPlace_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format": "tessera-pack", "version": 1, "name": "n", "author": "",
 "description": "", "created": "", "levels": [)";
        const QByteArray good =
            R"({"id": "a", "module": "linjat", "title": "t", "data": {"rows": ["2 .   ", " .3 . ", "......", "  2   "]}})";
        QTest::newRow("syntax") << head + "\n" + good + ",\n  {\"id\" \"b\"}]}"
                                << "bad.json: line 4, column 9";
        QTest::newRow("level") << head + good + ", {\"id\": \"b\", \"module\": \"linjat\"}]}"
                               << "bad.json: levels[1].title: missing field";
        QTest::newRow("newer") << QByteArray(R"({"format": "tessera-pack", "version": 9, "levels": [)")
                               << "bad.json: version: version 9 is newer";
        QTest::newRow("cut") << head + good << "bad.json: line 2, column";
        QTest::newRow("after") << head + good + "]} x"
                               << "unexpected text after the pack";
        QTest::newRow("twice") << head + good + "], \"name\": \"m\"}"
                               << "bad.json: name: a second \"name\"";
        QTest::newRow("no levels") << QByteArray(R"({"format": "tessera-pack", "version": 1, "name": "n"})")
                                   << "bad.json: levels: missing field";
    }
    void readerErrorsNameFileAndPlace() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(writeText(dir.filePath("bad.json"), text));
        const QString message = errorOf([&] {
            pack::PackReader r(path(dir, "bad.json"));
            while (r.next()) {
            }
        });
        QVERIFY2(message.contains(expected), qPrintable(message));
        // load() refuses it too, but for a member given twice (the JSON parser keeps the last).
        if (QByteArray(QTest::currentDataTag()) != "twice")
            QVERIFY(!errorOf([&] { pack::load(path(dir, "bad.json")); }).isEmpty());
    }

    void fileMergeIsMerge() {
        QTemporaryDir dir;
        // Overlapping content (dropped) and the same ids (renamed).
        const std::vector<pack::LevelPack> packs{samplePack("first", 5, 0), samplePack("second", 6, 3),
                                                 samplePack("third", 2, 20)};
        std::vector<std::string> files;
        for (std::size_t i = 0; i < packs.size(); ++i) {
            files.push_back(path(dir, "in") + std::to_string(i) + ".json");
            pack::save(packs[i], files.back());
        }
        const pack::FileMergeResult r = pack::mergeFiles(files, path(dir, "merged.json"));
        const pack::MergeResult expected = pack::merge(packs);
        pack::save(expected.pack, path(dir, "expected.json"));
        QCOMPARE(bytes(dir.filePath("merged.json")), bytes(dir.filePath("expected.json")));
        QCOMPARE(r.read, std::size_t(13));
        QCOMPARE(r.written, expected.pack.levels.size());
        QCOMPARE(r.duplicatesDropped, expected.duplicatesDropped);
        QVERIFY(expected.duplicatesDropped > 0);
        // An input with an id twice is refused, as load() refuses it.
        pack::LevelPack twice = samplePack("t", 2, 0);
        twice.levels[1].id = twice.levels[0].id;
        writeText(dir.filePath("twice.json"), QByteArray::fromStdString(pack::toJson(twice).dump()));
        const QString message =
            errorOf([&] { pack::mergeFiles({path(dir, "twice.json")}, path(dir, "m.json")); });
        QVERIFY2(message.contains("twice.json: levels[1].id: duplicate level id 'linjat-1' (also levels[0])"),
                 qPrintable(message));
    }

    // Importing adds what merge() adds after the pack's own levels, and leaves the pack's own levels
    // alone even when two of them have the same content (merge would drop the second, so its tail was
    // not what an import adds).
    void importAddsWhatMergeAdds() {
        const pack::LevelPack into = samplePack("first", 5, 0), from = samplePack("second", 6, 3);
        const pack::LevelImport found = pack::levelsToImport(into, from.levels);
        const pack::MergeResult merged = pack::merge({into, from});
        QCOMPARE(found.levels.size() + into.levels.size(), merged.pack.levels.size());
        QCOMPARE(found.duplicatesDropped, merged.duplicatesDropped);
        for (std::size_t i = 0; i < found.levels.size(); ++i)
            QVERIFY(found.levels[i] == merged.pack.levels[into.levels.size() + i]);

        pack::LevelPack twice = into;
        twice.levels.push_back(into.levels[0]);
        twice.levels.back().id = "linjat-9";
        const pack::LevelImport more = pack::levelsToImport(twice, from.levels);
        QCOMPARE(more.duplicatesDropped, 4); // contents 3, 4, 0 and 1 are in the pack
        QCOMPARE(int(more.levels.size()), 2);
        QCOMPARE(more.levels[0].id, std::string("linjat-6")); // its own linjat-3 is taken
        QCOMPARE(more.levels[1].id, std::string("linjat-7"));
        QCOMPARE(pack::contentHash(more.levels[0]), pack::contentHash(from.levels[2]));
        QCOMPARE(pack::contentHash(more.levels[1]), pack::contentHash(from.levels[3]));
    }

    // Every module's generate run split in three shards merges into the run's own bytes.
    void shardsMergeIntoTheRun_data() {
        QTest::addColumn<QStringList>("args");
        for (const ModuleBackend &m : moduleBackends())
            if (!m.sampleGenerate.empty()) QTest::newRow(m.id.c_str()) << sampleGenerate(m);
    }
    void shardsMergeIntoTheRun() {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QStringList run = args + QStringList{"--seed", "11",  "--count",   "5",
                                                   "--name", "Run", "--created", "2026-11-27T10:00:00Z"};
        QCOMPARE(clitesting::cli(run + QStringList{"--out", dir.filePath("one.json")}).status, 0);
        QStringList shards;
        for (int i = 0; i < 3; ++i) {
            shards.prepend(dir.filePath(QString("shard-%1.json").arg(i)));
            QCOMPARE(
                clitesting::cli(run + QStringList{"--shard", QString("%1/3").arg(i), "--out", shards.front()})
                    .status,
                0);
        }
        const Run merged =
            clitesting::cli(QStringList{"pack", "merge", "--shards", dir.filePath("merged.json")} + shards);
        QVERIFY2(merged.status == 0, merged.err.constData());
        QCOMPARE(merged.out.trimmed(),
                 QByteArray("wrote " + dir.filePath("merged.json").toUtf8() + ": 5 levels from 3 shards"));
        QCOMPARE(bytes(dir.filePath("merged.json")), bytes(dir.filePath("one.json")));
        // A failed shard is made again alone, byte for byte.
        const QByteArray before = bytes(shards.front());
        QCOMPARE(clitesting::cli(run + QStringList{"--shard", "2/3", "--out", shards.front()}).status, 0);
        QCOMPARE(bytes(shards.front()), before);
    }

    void notShardsOfOneRunAreRefused_data() {
        QTest::addColumn<QStringList>("inputs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("twice") << QStringList{"s0", "s1", "s1", "s3"} << "belongs to the same shard of 4";
        QTest::newRow("missing") << QStringList{"s0", "s1", "s3"} << "shard of 3";
        QTest::newRow("extra") << QStringList{"s0", "s1", "s2", "s3", "other"} << "shard of 5";
        QTest::newRow("edited") << QStringList{"s0", "s1", "s2", "edited"}
                                << "edited.json: levels[1].id: 'mine'";
        QTest::newRow("name") << QStringList{"s0", "s1", "s2", "renamed"} << "renamed.json: name: \"Other\"";
        QTest::newRow("whole") << QStringList{"one", "s1"}
                               << "one.json: levels[1].provenance.seed: seed 4 is not in";
    }
    void notShardsOfOneRunAreRefused() {
        QFETCH(QStringList, inputs);
        QFETCH(QString, expected);
        // The shards are made once, for every row.
        static QTemporaryDir dir;
        if (!QFile::exists(dir.filePath("renamed.json"))) {
            const QStringList flow{"flow", "generate", "--size", "5", "--count", "8", "--created", "c"};
            const QStringList run = flow + QStringList{"--seed", "3"};
            QCOMPARE(clitesting::cli(run + QStringList{"--out", dir.filePath("one.json")}).status, 0);
            for (int i = 0; i < 4; ++i)
                QCOMPARE(clitesting::cli(run + QStringList{"--shard", QString("%1/4").arg(i), "--out",
                                                           dir.filePath(QString("s%1.json").arg(i))})
                             .status,
                         0);
            QCOMPARE(clitesting::cli(flow + QStringList{"--seed", "100", "--shard", "0/4", "--out",
                                                        dir.filePath("other.json")})
                         .status,
                     0);
            pack::LevelPack edited = pack::load(path(dir, "s3.json"));
            edited.levels[1].id = "mine";
            pack::save(edited, path(dir, "edited.json"));
            edited = pack::load(path(dir, "s3.json"));
            edited.name = "Other";
            pack::save(edited, path(dir, "renamed.json"));
        }
        QStringList args{"pack", "merge", "--shards", dir.filePath("out.json")};
        for (const QString &in : inputs) args << dir.filePath(in + ".json");
        const Run r = clitesting::cli(args);
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(expected.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath("out.json")));
    }
};

QTEST_GUILESS_MAIN(TestPackMerge)
#include "tst_pack_merge.moc"
