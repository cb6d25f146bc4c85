// A seventh module is its folders and one word in each module list: nothing else names modules. This
// registers a dummy module at run time (no list anywhere knows "dummy") and checks that everything read
// from the registry takes it: the ids a pack may name, pack reading with its validator, pack validate
// with its checks, pack measure and image export, the CLI's help, its verbs and its play verb, and the
// module list the CLI prints. A list of modules written by hand anywhere on the way fails here.
#include "cli/registry.h"
#include "common/module.h"
#include "pack/levelpack.h"
#include "tests/core/common/dummymodule.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <sstream>

using namespace tessera;

namespace {

struct CliRun {
    int status = -1;
    std::string out, err;
};

CliRun runCli(const std::vector<std::string> &args) {
    std::ostringstream out, err;
    const int status = cli::run(args, out, err);
    return {status, out.str(), err.str()};
}

Json packWith(const std::string &module, const Json &data) {
    return Json{{"format", "tessera-pack"},
                {"version", 1},
                {"name", "buttons"},
                {"levels", Json::array({{{"id", "a"}, {"module", module}, {"title", "t"}, {"data", data}}})}};
}

std::string errorOf(const Json &doc) {
    try {
        (void)pack::fromJson(doc, "p.json");
    } catch (const Error &e) {
        return e.what();
    }
    return "no error";
}

void writeText(const QString &path, const std::string &text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.c_str(), qint64(text.size()));
}

} // namespace

class TestDummyModule : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        registerModules();
        addModuleBackend(dummymodule::backend());
    }

    void packsMayNameIt() {
        const std::vector<std::string> ids = knownModuleIds();
        QVERIFY(std::find(ids.begin(), ids.end(), "dummy") != ids.end());
        for (const ModuleBackend &m : moduleBackends())
            QVERIFY2(std::find(ids.begin(), ids.end(), m.id) != ids.end(), m.id.c_str());
        // The modules the core is built with come first, the one registered at run time after them.
        QCOMPARE(ids.back(), std::string("dummy"));
    }

    void packsReadItsLevelsWithItsValidator() {
        const pack::LevelPack p = pack::fromJson(packWith("dummy", {{"presses", 3}}));
        QCOMPARE(p.levels.size(), std::size_t(1));
        QCOMPARE(p.levels.front().module, std::string("dummy"));
        // Its validator runs, and its refusal is placed under the level's data.
        const std::string bad = errorOf(packWith("dummy", {{"presses", 12}}));
        QVERIFY2(bad.find("levels[0].data.presses") != std::string::npos, bad.c_str());
        // An unknown module's message names it among the known ones.
        const std::string unknown = errorOf(packWith("chess", Json::object()));
        QVERIFY2(unknown.find("unknown module 'chess'") != std::string::npos, unknown.c_str());
        QVERIFY2(unknown.find(", dummy)") != std::string::npos, unknown.c_str());
    }

    void theCliListsIt() {
        const CliRun top = runCli({"--help"});
        QCOMPARE(top.status, 0);
        QVERIFY2(top.out.find("\n  dummy (Dummy button)\n    generate") != std::string::npos,
                 top.out.c_str());
        QVERIFY2(top.out.find("    play ") != std::string::npos, top.out.c_str());
        const CliRun module = runCli({"dummy", "--help"});
        QCOMPARE(module.status, 0);
        QVERIFY2(module.out.find("Usage: tessera-cli dummy <verb>") != std::string::npos, module.out.c_str());
        const CliRun play = runCli({"dummy", "play", "--help"});
        QVERIFY2(play.out.find("Moves: press: presses the button") != std::string::npos, play.out.c_str());

        // pack modules: the module as it describes itself.
        const CliRun json = runCli({"pack", "modules", "--json"});
        QCOMPARE(json.status, 0);
        std::istringstream lines(json.out);
        std::string line, last;
        while (std::getline(lines, line))
            if (!line.empty()) last = line;
        const Json described = Json::parse(last);
        QCOMPARE(described["id"].get<std::string>(), std::string("dummy"));
        QCOMPARE(described["title"].get<std::string>(), std::string(dummymodule::kTitle));
        QCOMPARE(described["colour"].get<std::string>(), std::string(dummymodule::kColour));
        QCOMPARE(described["icon"].get<std::string>(), std::string(dummymodule::kIcon));
        QCOMPARE(described["playable"].get<bool>(), true);
        QCOMPARE(described["sampleGenerate"], Json::array({"--presses", "2"}));
        const CliRun text = runCli({"pack", "modules"});
        QVERIFY2(
            text.out.find("dummy: Dummy button, played; sample: tessera-cli dummy generate --presses 2\n") !=
                std::string::npos,
            text.out.c_str());
    }

    void theCliPlaysIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath("one.json");
        writeText(path, packWith("dummy", {{"presses", 1}}).dump());
        const CliRun won = runCli({"dummy", "play", path.toStdString(), "--moves", "press"});
        QVERIFY2(won.status == 0, won.err.c_str());
        const Json j = Json::parse(won.out);
        QCOMPARE(j["status"].get<std::string>(), std::string("won"));
        QCOMPARE(j["moves"], Json::array({"press"}));
        QCOMPARE(j["position"].get<std::string>(), std::string("0 to go"));
        // Its stored solution, and a move it refuses.
        const CliRun solution = runCli({"dummy", "play", path.toStdString(), "--solution"});
        QCOMPARE(Json::parse(solution.out)["status"].get<std::string>(), std::string("won"));
        const CliRun refused = runCli({"dummy", "play", path.toStdString(), "--moves", "kick"});
        QCOMPARE(refused.status, 1);
        QCOMPARE(Json::parse(refused.out)["refused"]["move"].get<std::string>(), std::string("kick"));
    }

    // Its generate verb with the sample arguments its description gives, then the pack verbs on the
    // levels it made: validate (with its own checks), measure (its packLevel), export-images (its preview).
    void thePackVerbsTakeItsLevels() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("buttons.json").toStdString();
        std::vector<std::string> args{"dummy", "generate"};
        const ModuleBackend *m = findModule("dummy");
        QVERIFY(m);
        args.insert(args.end(), m->sampleGenerate.begin(), m->sampleGenerate.end());
        for (const char *a : {"--seed", "4", "--count", "3", "--out"}) args.push_back(a);
        args.push_back(path);
        const CliRun generated = runCli(args);
        QVERIFY2(generated.status == 0, generated.err.c_str());
        const pack::LevelPack p = pack::load(path);
        QCOMPARE(p.levels.size(), std::size_t(3));
        QCOMPARE(p.levels[2].provenance.seed.value(), std::uint64_t(6));
        QCOMPARE(p.levels[2].difficulty, std::optional<double>(2.0));

        const CliRun valid = runCli({"pack", "validate", path});
        QVERIFY2(valid.status == 0, valid.err.c_str());
        QCOMPARE(valid.out, path + ": ok, 3 levels\n");
        // A stored solution that does not win: its checkLevel says so, naming the level.
        pack::LevelPack broken = p;
        broken.levels[1].solution = Json::array({"press"});
        const std::string brokenPath = dir.filePath("broken.json").toStdString();
        pack::save(broken, brokenPath);
        const CliRun invalid = runCli({"pack", "validate", brokenPath});
        QCOMPARE(invalid.status, 1);
        QVERIFY2(invalid.out.find("levels[1].solution: the presses do not win") != std::string::npos ||
                     invalid.err.find("levels[1].solution: the presses do not win") != std::string::npos,
                 (invalid.out + invalid.err).c_str());

        const std::string measured = dir.filePath("measured.json").toStdString();
        const CliRun measure = runCli({"pack", "measure", path, "--out", measured});
        QVERIFY2(measure.status == 0, measure.err.c_str());
        QCOMPARE(pack::load(measured).levels, p.levels);

        const QString images = dir.filePath("images");
        const CliRun exported = runCli({"pack", "export-images", path, "--out", images.toStdString()});
        QVERIFY2(exported.status == 0, exported.err.c_str());
        for (const pack::Level &level : p.levels)
            QVERIFY2(QFile::exists(QDir(images).filePath(QString::fromStdString(level.id) + ".png")),
                     level.id.c_str());
    }
};

QTEST_MAIN(TestDummyModule)
#include "tst_dummymodule.moc"
