#include "common/fileio.h"
#include "common/module.h"
#include "pack/idallocator.h"
#include "pack/levelpack.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>

using namespace tessera;
using namespace tessera::pack;

namespace {

const std::string kPacks = std::string(TESSERA_TEST_DATA) + "/packs/";

// A stand-in module with a known validator, so refusals of level data have an exact message whatever
// the real modules check. It takes the id of a module whose real backend these tests do not need.
ModuleBackend fakeBalls() {
    ModuleBackend b;
    b.id = "balls";
    b.title = "Fake balls";
    b.validateLevel = [](const Json &data) {
        const JsonCursor c(data);
        c["rows"].integer(4, 20);
        c["cols"].integer(4, 20);
    };
    b.preview = [](const Json &data) {
        Drawing d;
        const int rows = data.at("rows").get<int>(), cols = data.at("cols").get<int>();
        d.grid(rows, cols, 10, rgb(0, 0, 0));
        return d;
    };
    return b;
}

std::string errorOf(const std::function<void()> &f) {
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}

Level ballsLevel(const std::string &id, int rows, int cols) {
    Level l;
    l.id = id;
    l.module = "balls";
    l.title = "Level " + id;
    l.data = {{"rows", rows}, {"cols", cols}};
    return l;
}

LevelPack fullPack() {
    LevelPack p;
    p.name = "Every field";
    p.author = "A. Designer";
    p.description = "Round trip of every field, with \"quotes\" and ünïcödé";
    p.created = "2026-03-04T05:06:07Z";
    Level a = ballsLevel("first", 5, 6);
    a.title = "First level";
    a.solution = Json::array({"up", "left", {{"shift", 2}}});
    a.statistics = {{"pushes", 3}, {"chains", 1}, {"ratio", 0.125}};
    a.difficulty = 3.75;
    a.tags = {"tutorial", "short"};
    a.provenance.seed = 18446744073709551615ULL; // the whole unsigned range survives
    a.provenance.options = {{"shift", {{"max", 3}, {"weighted", true}}}, {"size", Json::array({5, 6})}};
    a.provenance.generator = "balls generate";
    a.provenance.version = "0.1.0";
    Level b = ballsLevel("second", 7, 7); // no solution, no seed, defaults elsewhere
    b.difficulty = -1.5;
    p.levels = {a, b};
    return p;
}

QByteArray fileBytes(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestPack : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        registerModules();
        addModuleBackend(fakeBalls());
    }

    void roundTripThroughAFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("pack.json").toStdString();
        const LevelPack pack = fullPack();
        save(pack, path);
        const LevelPack loaded = load(path);
        QVERIFY(loaded == pack);
        QCOMPARE(loaded.levels[0].provenance.seed.value(), 18446744073709551615ULL);
        QVERIFY(!loaded.levels[1].solution.has_value());
        QVERIFY(!loaded.levels[1].provenance.seed.has_value());
        // Saving what was loaded gives the same bytes: the format is stable.
        const std::string again = dir.filePath("again.json").toStdString();
        save(loaded, again);
        QCOMPARE(readTextFile(again), readTextFile(path));
        // Fixed member order at the top.
        const std::string text = readTextFile(path);
        QVERIFY(text.rfind("{\n  \"format\": \"tessera-pack\",\n  \"version\": 1,\n  \"name\"", 0) == 0);
    }

    void roundTripInMemory() {
        const LevelPack pack = fullPack();
        QVERIFY(fromJson(Json(toJson(pack))) == pack);
        for (const Level &l : pack.levels) QVERIFY(levelFromJson(levelToJson(l)) == l);
        // A changed field is noticed, so the equality above means something.
        LevelPack other = pack;
        other.levels[1].tags.push_back("x");
        QVERIFY(!(fromJson(Json(toJson(other))) == pack));
        // A token left alone changes nothing; a cancelled one stops before the next level.
        CancelToken token;
        QCOMPARE(toJson(pack, &token).dump(), toJson(pack).dump());
        token.cancel();
        QVERIFY(pack.levels.size() >= 2);
        QCOMPARE(toJson(pack, &token)["levels"].size(), std::size_t(0));
    }

    void measuresAreWrittenWithoutFloatNoise() {
        Level level = fullPack().levels.front();
        level.statistics = Json{{"score", 0.1 + 0.2}, {"nested", Json::array({39.9 + 1e-14, 7})}};
        level.provenance.options = Json{{"weight", 2.45 + 1e-15}};
        const std::string text = levelToJson(level).dump();
        QVERIFY2(text.find("\"score\":0.3}") != std::string::npos, text.c_str());
        QVERIFY2(text.find("[39.9,7]") != std::string::npos, text.c_str());
        QVERIFY2(text.find("\"weight\":2.45") != std::string::npos, text.c_str());
        // The pack file writes its levels with the same one serializer.
        LevelPack pack = fullPack();
        pack.levels.front() = level;
        QCOMPARE(toJson(pack)["levels"][0].dump(), text);
        // Written once, read and written again: the same bytes.
        try {
            QCOMPARE(levelToJson(levelFromJson(levelToJson(level))).dump(), text);
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
    }

    void optionalFieldsDefault() {
        const LevelPack p = load(kPacks + "good-balls.json");
        QCOMPARE(p.levels.size(), std::size_t(2));
        const Level &l = p.levels[0];
        QCOMPARE(l.statistics, Json::object());
        QVERIFY(l.tags.empty());
        QVERIFY(!l.solution);
        QCOMPARE(l.provenance.options, Json::object());
        QCOMPARE(l.difficulty, 0.0);
        QCOMPARE(p.levels[1].provenance.seed.value(), 18446744073709551615ULL);
        QCOMPARE(p.levels[1].provenance.options["shift"]["max"].get<int>(), 3);
        QCOMPARE(p.description, std::string("fake-module pack"));
    }

    void sampleFixtureLoads() {
        // Real linjat levels, checked by the registered linjat validator.
        const LevelPack p = load(kPacks + "linjat-sample.json");
        QCOMPARE(p.name, std::string("Linjat sampler"));
        QCOMPARE(p.levels.size(), std::size_t(3));
        QCOMPARE(p.levels[2].id, std::string("medium-10"));
        QCOMPARE(p.levels[2].difficulty, 4.0);
    }

    void refusals_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected"); // the message after "<path>: "
        QTest::newRow("wrong format") << "bad-format.json"
                                      << R"(format: expected "tessera-pack", found "tessera-level")";
        QTest::newRow("missing format") << "bad-missing-format.json"
                                        << "format: missing field";
        QTest::newRow("newer version") << "bad-version.json"
                                       << "version: version 2 is newer than this Tessera reads (1)";
        QTest::newRow("version zero") << "bad-version-zero.json"
                                      << "version: unknown version 0";
        QTest::newRow("missing title") << "bad-missing-title.json"
                                       << "levels[1].title: missing field";
        QTest::newRow("wrong type") << "bad-type.json"
                                    << "levels[0].difficulty: expected a number, found a string";
        QTest::newRow("duplicate id") << "bad-duplicate-id.json"
                                      << "levels[2].id: duplicate level id 'level-0' (also levels[0])";
        // The known modules are the registry's, in its order: no list here to keep up to date.
        QString known;
        for (const std::string &id : knownModuleIds())
            known += (known.isEmpty() ? "" : ", ") + QString::fromStdString(id);
        QTest::newRow("unknown module") << "bad-unknown-module.json"
                                        << "levels[0].module: unknown module 'chess' (known: " + known + ")";
        QTest::newRow("unknown field") << "bad-unknown-field.json"
                                       << "levels[0].titel: unknown field";
        QTest::newRow("negative seed")
            << "bad-seed.json"
            << "levels[0].provenance.seed: a seed is a non-negative integer, found -3";
        QTest::newRow("level data") << "bad-level-data.json"
                                    << "levels[1].data.rows: 99 is out of range 4..20";
        QTest::newRow("not an object") << "bad-not-object.json"
                                       << "expected an object, found an array";
        QTest::newRow("tag type") << "bad-tags.json"
                                  << "levels[0].tags[1]: expected a string, found an integer";
    }
    void refusals() {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const std::string path = kPacks + file.toStdString();
        const std::string message = errorOf([&] { load(path); });
        QCOMPARE(QString::fromStdString(message), QString::fromStdString(path) + ": " + expected);
        // The same document refused from memory names the file it was given.
        const std::string fromMemory =
            errorOf([&] { fromJson(Json::parse(readTextFile(path)), "mem.json"); });
        QCOMPARE(QString::fromStdString(fromMemory), "mem.json: " + expected);
    }

    void malformedJsonNamesTheLine() {
        const std::string path = kPacks + "bad-malformed.json";
        const std::string message = errorOf([&] { load(path); });
        QVERIFY2(QString::fromStdString(message).startsWith(QString::fromStdString(path) +
                                                            ": line 4, column 3: malformed JSON"),
                 message.c_str());
        QCOMPARE(std::count(message.begin(), message.end(), '\n'), 0L);
    }

    void missingFileIsAnError() {
        const std::string message = errorOf([&] { load(kPacks + "no-such-pack.json"); });
        QVERIFY2(message.find("no-such-pack.json: cannot open for reading") != std::string::npos,
                 message.c_str());
    }

    void validatorExceptionsAreLocated() {
        ModuleBackend odd = fakeBalls();
        odd.id = "banqi";
        odd.validateLevel = [](const Json &data) { (void)data.at("board").get<std::string>(); };
        addModuleBackend(odd);
        Level l = ballsLevel("x", 5, 5);
        l.module = "banqi";
        const std::string message = errorOf([&] { levelFromJson(levelToJson(l), "levels[4]"); });
        QVERIFY2(message.rfind("levels[4].data: invalid level data: ", 0) == 0, message.c_str());
        ModuleBackend none;
        none.id = "banqi";
        addModuleBackend(none); // no validator: structure only
        QVERIFY(levelFromJson(levelToJson(l)) == l);
    }

    void contentHashIsCanonical() {
        Level a = ballsLevel("a", 5, 5);
        QCOMPARE(contentHash(a),
                 std::string("a18bd48fa6ac675d")); // FNV-1a of "balls\0{\"cols\":5,\"rows\":5}"
        Level b = a;
        b.id = "other";
        b.title = "Other";
        b.difficulty = 9;
        b.data = Json::parse(R"({"rows": 5, "cols": 5})"); // other key order, same content
        QCOMPARE(contentHash(b), contentHash(a));
        b.data["rows"] = 6;
        QVERIFY(contentHash(b) != contentHash(a));
        Level c = a;
        c.module = "flow";
        QVERIFY(contentHash(c) != contentHash(a));
    }

    void mergeDropsDuplicates() {
        const LevelPack a = load(kPacks + "shard-a.json");
        const LevelPack b = load(kPacks + "shard-b.json");
        const MergeResult merged = merge({a, b, a});
        // shard-b repeats one level of shard-a; the second copy of shard-a repeats both of its levels.
        QCOMPARE(merged.duplicatesDropped, 3);
        QCOMPARE(merged.pack.levels.size(), std::size_t(4));
        QCOMPARE(merged.pack.name, std::string("Shard A"));
        QCOMPARE(merged.pack.created, a.created);
        QCOMPARE(merged.pack.levels[0].id, std::string("easy-12"));
        QCOMPARE(merged.pack.levels[1].id, std::string("easy-13"));
        QCOMPARE(merged.pack.levels[2].id, std::string("easy-14"));
        // shard-b's "easy-12" holds other content: kept, under a fresh id.
        QCOMPARE(merged.pack.levels[3].id, std::string("linjat-1"));
        QCOMPARE(merged.pack.levels[3].data, b.levels[2].data);
        QCOMPARE(merged.pack.levels[3].title, b.levels[2].title);
        // The result is a valid pack.
        QVERIFY(fromJson(Json(toJson(merged.pack))) == merged.pack);
        QCOMPARE(merge({}).pack.levels.size(), std::size_t(0));
        QCOMPARE(merge({a}).duplicatesDropped, 0);
    }

    void mergeRenamesEveryClash() {
        LevelPack a, b, c;
        a.levels = {ballsLevel("balls-1", 5, 5), ballsLevel("x", 6, 6)};
        b.levels = {ballsLevel("x", 7, 7)};
        c.levels = {ballsLevel("x", 8, 8), ballsLevel("balls-2", 9, 9)};
        const MergeResult m = merge({a, b, c});
        std::vector<std::string> ids;
        for (const Level &l : m.pack.levels) ids.push_back(l.id);
        // Renamed levels take the free "<module>-<n>" names; a later level already called one of them is
        // renamed in turn, so ids stay unique.
        QCOMPARE(ids, (std::vector<std::string>{"balls-1", "x", "balls-2", "balls-3", "balls-4"}));
        QCOMPARE(m.pack.levels[4].data["rows"].get<int>(), 9);
    }

    void seedsBuiltInCode() {
        Json j = levelToJson(ballsLevel("s", 5, 5));
        j["provenance"]["seed"] = 5; // a signed integer, as code builds it
        QCOMPARE(levelFromJson(j).provenance.seed.value(), 5ULL);
        j["provenance"]["seed"] = -1;
        QCOMPARE(errorOf([&] { levelFromJson(j, "levels[0]"); }),
                 std::string("levels[0].provenance.seed: a seed is a non-negative integer, found -1"));
        j["provenance"]["seed"] = 1.5;
        QCOMPARE(errorOf([&] { levelFromJson(j, "levels[0]"); }),
                 std::string("levels[0].provenance.seed: expected an integer, found a number"));
    }

    void freshIds() {
        LevelPack p;
        p.levels = {ballsLevel("balls-1", 5, 5), ballsLevel("balls-3", 5, 6)};
        QCOMPARE(freshId(p, "balls"), std::string("balls-2"));
        QCOMPARE(freshId(p, "flow"), std::string("flow-1"));
        // The allocator gives what freshId gives with each id before it added, and keeps free own ids.
        IdAllocator ids(p);
        LevelPack grown = p;
        for (const char *module : {"balls", "balls", "flow", "balls", "flow"}) {
            const std::string id = ids.fresh(module);
            QCOMPARE(id, freshId(grown, module));
            grown.levels.push_back(ballsLevel(id, 5, 5));
        }
        QCOMPARE(grown.levels.back().id, std::string("flow-2"));
        QCOMPARE(ids.take(ballsLevel("balls-9", 5, 5)), std::string("balls-9"));
        QCOMPARE(ids.take(ballsLevel("balls-9", 5, 5)), std::string("balls-6")); // taken: a fresh one
        QVERIFY(ids.used("balls-9") && ids.used("balls-6") && !ids.used("balls-7"));
    }

    void createdTimestamp() {
        const QString now = QString::fromStdString(nowIso8601());
        QVERIFY2(QRegularExpression(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$)").match(now).hasMatch(),
                 qPrintable(now));
        const QDateTime parsed = QDateTime::fromString(now, Qt::ISODate);
        QVERIFY(parsed.isValid());
        QVERIFY(qAbs(parsed.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    }

    void saveReplacesAndLeavesNoTemporaries() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("p.json").toStdString();
        LevelPack p = fullPack();
        save(p, path);
        p.name = "Renamed";
        save(p, path);
        QCOMPARE(load(path).name, std::string("Renamed"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"p.json"});
        // A save cancelled before it writes leaves the file alone and says so.
        CancelToken cancel;
        cancel.cancel();
        p.name = "Not written";
        QVERIFY(!save(p, path, &cancel));
        QCOMPARE(load(path).name, std::string("Renamed"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"p.json"});
        cancel.reset();
        QVERIFY(save(p, path, &cancel));
        QCOMPARE(load(path).name, std::string("Not written"));
    }

    void failedSaveKeepsTheOldFile() {
        // The temporary file's name ("." + name + ".XXXXXX") exceeds the file-name limit while the target's
        // own name does not, so creating the temporary file fails even for root; the old file must survive.
        QTemporaryDir dir;
        const QString name = QString(248, QChar('p')) + ".json";
        const QString path = dir.filePath(name);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old contents, not even JSON\n");
        }
        const QByteArray before = fileBytes(path);
        const std::string message = errorOf([&] { save(fullPack(), path.toStdString()); });
        QVERIFY2(message.find(name.toStdString() + ": cannot create a temporary file") != std::string::npos,
                 message.c_str());
        QCOMPARE(fileBytes(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
        // A missing directory is refused the same way.
        const std::string missing = dir.filePath("no/such/dir/p.json").toStdString();
        QVERIFY(!errorOf([&] { save(fullPack(), missing); }).empty());
        QVERIFY(!std::filesystem::exists(missing));
    }
};

QTEST_GUILESS_MAIN(TestPack)
#include "tst_pack.moc"
