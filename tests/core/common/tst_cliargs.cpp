#include "cli/registry.h"
#include "cli/stderrprogress.h"
#include "common/fileio.h"
#include "common/module.h"
#include "common/version.h"
#include "pack/levelpack.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <sstream>

using namespace tessera;
using tessera::cli::Args;

namespace {

const std::string kPacks = std::string(TESSERA_TEST_DATA) + "/packs/";

std::string errorOf(const std::function<void()> &f) {
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}

struct Run {
    int status;
    std::string out, err;
};

Run runCli(const std::vector<std::string> &args) {
    std::ostringstream out, err;
    const int status = cli::run(args, out, err);
    return {status, out.str(), err.str()};
}

int lines(const std::string &s) {
    return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

bool contains(const std::string &haystack, const std::string &needle) {
    return haystack.find(needle) != std::string::npos;
}

// Fake backends for ids whose real modules these tests do not rely on: "balls" with a preview and some
// verbs, "banqi" without a preview.
void registerFakes() {
    ModuleBackend balls;
    balls.id = "balls";
    balls.title = "Fake balls";
    balls.validateLevel = [](const Json &data) { JsonCursor(data)["rows"].integer(4, 20); };
    balls.preview = [](const Json &data) {
        const int rows = data.at("rows").get<int>();
        if (rows == 13) throw Error("thirteen is unlucky", "rows");
        Drawing d;
        d.grid(rows, rows, 10, rgb(0, 0, 0));
        d.text(5, 5, 6, "B", rgb(200, 0, 0));
        return d;
    };
    balls.registerCommands = [](cli::Registry &r) {
        r.add({"balls",
               "bench",
               "Benchmark",
               "Usage: tessera-cli balls bench [--iterations N]\n",
               {},
               [](const Args &a, cli::Context &ctx) {
                   const long long n = a.integer("iterations", 10, 1, 1000);
                   a.rejectUnused();
                   ctx.out << "{\"case\":\"fake\",\"items\":" << n << "}\n";
                   return 0;
               }});
        r.add({"balls",
               "echo",
               "Echo the arguments",
               "Usage: tessera-cli balls echo [--name S] [--loud] WORD...\n",
               {"loud"},
               [](const Args &a, cli::Context &ctx) {
                   const std::string name = a.str("name", "none");
                   const bool loud = a.flag("loud");
                   a.rejectUnused();
                   ctx.out << name << (loud ? "!" : "") << ':';
                   for (const auto &p : a.positionals()) ctx.out << ' ' << p;
                   ctx.out << '\n';
                   return 0;
               }});
        r.add({"balls",
               "sloppy",
               "Forgets to reject unknown options",
               "",
               {},
               [](const Args &, cli::Context &ctx) {
                   ctx.out << "did the work\n";
                   return 0;
               }});
        r.add({"balls",
               "fail",
               "Fails with a two-line message",
               "",
               {},
               [](const Args &, cli::Context &) -> int {
                   throw Error("first line\nsecond line", "line 3", "in.txt");
               }});
        r.add({"balls", "status", "Returns 3", "", {}, [](const Args &, cli::Context &) { return 3; }});
    };
    addModuleBackend(balls);
    ModuleBackend banqi;
    banqi.id = "banqi";
    banqi.title = "Fake banqi";
    addModuleBackend(banqi);
}

pack::Level level(const std::string &id, const std::string &module, int rows, double difficulty) {
    pack::Level l;
    l.id = id;
    l.module = module;
    l.title = "Title of " + id;
    l.data = {{"rows", rows}};
    l.difficulty = difficulty;
    return l;
}

} // namespace

class TestCliArgs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        registerModules();
        registerFakes();
    }

    void parsesOptionsFlagsAndPositionals() {
        const Args a({"in.json", "--rows", "9", "--cols=13", "--json", "--offset", "-3", "more",
                      "--empty=", "--", "--not-an-option"},
                     {"json"});
        QCOMPARE(a.positionals(), (std::vector<std::string>{"in.json", "more", "--not-an-option"}));
        QCOMPARE(a.integer("rows", 0, 4, 20), 9LL);
        QCOMPARE(a.integer("cols", 0, 4, 20), 13LL);
        QCOMPARE(a.integer("offset", 0, -10, 10), -3LL);
        QVERIFY(a.flag("json"));
        QVERIFY(!a.flag("quiet"));
        QCOMPARE(a.str("empty", "x"), std::string());
        QCOMPARE(a.str("missing", "fallback"), std::string("fallback"));
        QCOMPARE(a.integer("missing", 7, 0, 9), 7LL);
        QCOMPARE(a.number("missing", 0.5), 0.5);
        QVERIFY(a.has("rows"));
        QVERIFY(!a.has("nothing"));
        QVERIFY(a.unused().empty());
    }

    void typedGettersNameTheOption() {
        const Args a({"--rows", "abc", "--cols", "30", "--big", "99999999999999999999", "--w", "x1", "--nan",
                      "nan", "--n", "2.5e-1", "--blank="},
                     {});
        QCOMPARE(errorOf([&] { a.integer("rows", 0, 4, 20); }),
                 std::string("--rows: expected an integer from 4 to 20, got 'abc'"));
        QCOMPARE(errorOf([&] { a.integer("cols", 0, 4, 20); }),
                 std::string("--cols: expected an integer from 4 to 20, got '30'"));
        QVERIFY(contains(errorOf([&] { a.integer("big", 0, 0, 100); }), "--big: expected an integer"));
        QCOMPARE(errorOf([&] { a.number("w", 0); }), std::string("--w: expected a number, got 'x1'"));
        QCOMPARE(errorOf([&] { a.number("nan", 0); }), std::string("--nan: expected a number, got 'nan'"));
        QCOMPARE(a.number("n", 0), 0.25);
        QCOMPARE(errorOf([&] { a.requiredStr("out"); }), std::string("--out is required"));
        QCOMPARE(errorOf([&] { a.requiredStr("blank"); }),
                 std::string("--blank: expected a value, got an empty string"));
    }

    void malformedCommandLines() {
        QCOMPARE(errorOf([] {
                     Args({"--rows", "4", "--rows", "5"}, {});
                 }),
                 std::string("--rows given twice"));
        QCOMPARE(errorOf([] { Args({"--json", "--json"}, {"json"}); }), std::string("--json given twice"));
        QCOMPARE(errorOf([] { Args({"--json=yes"}, {"json"}); }), std::string("--json takes no value"));
        QCOMPARE(errorOf([] { Args({"--=3"}, {}); }), std::string("'--=3' is not an option"));
        // A last option without a value: an error when asked for, an unknown option otherwise.
        const Args a({"file", "--out"}, {});
        QVERIFY(a.has("out"));
        QCOMPARE(errorOf([&] { a.str("out", ""); }), std::string("--out expects a value"));
        const Args b({"file", "--bogus"}, {});
        QCOMPARE(b.unused(), std::vector<std::string>{"--bogus"});
    }

    void repeatableOptions() {
        // Declared repeatable: every value, in order; str() gives the first.
        const Args a({"--probe", "c3=1", "--rows", "4", "--probe=d4=0", "--probe", "e5=2"}, {},
                     {"probe", "found"});
        QCOMPARE(a.values("probe"), (std::vector<std::string>{"c3=1", "d4=0", "e5=2"}));
        QCOMPARE(a.str("probe", ""), std::string("c3=1"));
        QCOMPARE(a.values("rows"), std::vector<std::string>{"4"});
        QVERIFY(a.values("found").empty());
        QVERIFY(a.unused().empty());
        // Not declared: still refused, also next to repeatable ones.
        QCOMPARE(errorOf([] {
                     Args({"--probe", "c3=1", "--rows", "4", "--rows", "5"}, {}, {"probe"});
                 }),
                 std::string("--rows given twice"));
        QCOMPARE(errorOf([] {
                     Args({"--probe", "c3=1", "--probe", "d4=0"}, {}, {"found"});
                 }),
                 std::string("--probe given twice"));
        // A repeatable option last without a value still expects one.
        const Args b({"--probe", "c3=1", "--probe"}, {}, {"probe"});
        QCOMPARE(errorOf([&] { b.values("probe"); }), std::string("--probe expects a value"));
    }

    void unusedOptionsAreRejected() {
        const Args a({"--rows", "4", "--colz", "5", "--verbose"}, {"verbose"});
        (void)a.integer("rows", 0, 0, 9);
        QCOMPARE(a.unused(), (std::vector<std::string>{"--colz", "--verbose"}));
        QCOMPARE(errorOf([&] { a.rejectUnused(); }), std::string("unknown options --colz, --verbose"));
        // With the verb's help: only what it does not name, whole ("--col" does not name --colz).
        QCOMPARE(errorOf([&] { a.rejectUnused("  --col N\n  --verbose  say more\n"); }),
                 std::string("unknown option --colz"));
        QCOMPARE(errorOf([&] { a.rejectUnused("  --colz N\n  --verbose\n"); }), std::string());
        (void)a.flag("verbose");
        QCOMPARE(errorOf([&] { a.rejectUnused(); }), std::string("unknown option --colz"));
        (void)a.has("colz");
        QCOMPARE(errorOf([&] { a.rejectUnused(); }), std::string());
    }

    void registry() {
        cli::Registry r;
        r.add({"m", "a", "first", "", {}, nullptr});
        r.add({"n", "b", "second", "", {}, nullptr});
        r.add({"m", "c", "third", "", {}, nullptr});
        r.add({"m", "a", "replaced", "", {}, nullptr});
        QCOMPARE(r.modules(), (std::vector<std::string>{"m", "n"}));
        QCOMPARE(r.verbsOf("m").size(), std::size_t(2));
        QCOMPARE(r.find("m", "a")->summary, std::string("replaced"));
        QVERIFY(r.find("n", "a") == nullptr);
        // The CLI's registry: pack verbs first, then every backend's.
        const cli::Registry all = cli::buildRegistry();
        QCOMPARE(all.modules().front(), std::string("pack"));
        for (const char *verb : {"info", "validate", "merge", "export-images"})
            QVERIFY(all.find("pack", verb));
        QVERIFY(all.find("balls", "echo"));
    }

    void versionAndHelp() {
        const Run v = runCli({"--version"});
        QCOMPARE(v.status, 0);
        QCOMPARE(v.out, std::string("tessera-cli ") + kVersion + "\n");
        const Run top = runCli({"--help"});
        QCOMPARE(top.status, 0);
        QVERIFY(top.err.empty());
        for (const char *word : {"Usage: tessera-cli <module> <verb>", "  pack\n", "    export-images",
                                 "  balls (Fake balls)", "    echo ", "bench <module>"})
            QVERIFY2(contains(top.out, word), word);
        QCOMPARE(runCli({"help"}).out, top.out);
        QCOMPARE(runCli({"-h"}).out, top.out);

        const Run module = runCli({"pack", "--help"});
        QCOMPARE(module.status, 0);
        QVERIFY(contains(module.out, "Usage: tessera-cli pack <verb>"));
        QVERIFY(contains(module.out, "    merge "));
        QVERIFY(!contains(module.out, "echo"));
        QCOMPARE(runCli({"help", "pack"}).out, module.out);
        QCOMPARE(runCli({"pack", "help"}).out, module.out);

        const Run verb = runCli({"pack", "export-images", "--help"});
        QCOMPARE(verb.status, 0);
        QVERIFY(contains(verb.out, "--format png|svg|both"));
        QVERIFY(contains(verb.out, "(default 512)"));
        QCOMPARE(runCli({"help", "pack", "export-images"}).out, verb.out);
        // --help wins over everything else on the line, so no work is done.
        QCOMPARE(runCli({"pack", "export-images", "x.json", "--bogus", "--help"}).out, verb.out);
    }

    void benchAlias() {
        const Run a = runCli({"bench", "balls", "--iterations", "3"});
        const Run b = runCli({"balls", "bench", "--iterations", "3"});
        QCOMPARE(a.status, 0);
        QCOMPARE(a.out, std::string("{\"case\":\"fake\",\"items\":3}\n"));
        QCOMPARE(a.out, b.out);
        const Run none = runCli({"bench"});
        QCOMPARE(none.status, 1);
        QCOMPARE(none.err,
                 std::string("tessera-cli: bench needs a module: tessera-cli bench <module> [options]\n"));
        const Run unknown = runCli({"bench", "chess"});
        QCOMPARE(unknown.status, 1);
        QVERIFY(contains(unknown.err, "unknown module 'chess'"));
        // The pack bench: one JSON line per case, each with the common members.
        const Run pack = runCli({"bench", "pack", "--levels", "30", "--images", "2", "--width", "64"});
        QCOMPARE(pack.status, 0);
        std::istringstream lines(pack.out);
        std::vector<std::string> cases;
        for (std::string line; std::getline(lines, line);) {
            const Json j = Json::parse(line);
            for (const char *key : {"case", "items", "wall_s", "per_item_us", "peak_rss_kb"})
                QVERIFY(j.contains(key));
            cases.push_back(j["case"].get<std::string>());
            if (cases.back() == "pack-merge-duplicates") QCOMPARE(j["dropped"].get<int>(), 30);
            if (cases.back() == "pack-content-hash") QCOMPARE(j["distinct"].get<int>(), 30);
        }
        QCOMPARE(cases, (std::vector<std::string>{"pack-serialize", "pack-parse-json", "pack-content-hash",
                                                  "pack-merge-duplicates", "pack-merge-shards-stream",
                                                  "pack-merge-stream", "drawing-rasterize", "png-encode",
                                                  "drawing-svg"}));
    }

    void verbsRun() {
        const Run r = runCli({"balls", "echo", "one", "--name=x", "two", "--loud"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, std::string("x!: one two\n"));
        QVERIFY(r.err.empty());
        QCOMPARE(runCli({"balls", "status"}).status, 3);
    }

    void errorsAreOneLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QStringList{} << "no module given (see tessera-cli --help)";
        QTest::newRow("unknown module")
            << QStringList{"chess", "play"} << "unknown module 'chess' (modules: pack, ";
        QTest::newRow("no verb") << QStringList{"pack"}
                                 << "no verb given for pack (see tessera-cli pack --help)";
        QTest::newRow("unknown verb") << QStringList{"pack", "explode"}
                                      << "unknown verb 'explode' for pack (verbs: info, validate, measure, "
                                         "merge, export-images, modules, bench, traces, export-web)";
        QTest::newRow("unknown option")
            << QStringList{"balls", "echo", "--nmae", "x"} << "unknown option --nmae";
        QTest::newRow("bad value") << QStringList{"balls", "bench", "--iterations", "0"}
                                   << "--iterations: expected an integer from 1 to 1000, got '0'";
        QTest::newRow("multi-line message")
            << QStringList{"balls", "fail"} << "in.txt: line 3: first line second line";
        QTest::newRow("missing file") << QStringList{"pack", "info", "/nonexistent/p.json"}
                                      << "/nonexistent/p.json: cannot open for reading";
    }
    void errorsAreOneLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> words;
        for (const QString &a : args) words.push_back(a.toStdString());
        const Run r = runCli(words);
        QCOMPARE(r.status, 1);
        QCOMPARE(lines(r.err), 1);
        QVERIFY2(r.err.rfind("tessera-cli: " + message.toStdString(), 0) == 0, r.err.c_str());
        QVERIFY(r.out.empty()); // no half-done work on stdout
    }

    void unknownOptionsAreCaughtAfterASloppyVerb() {
        const Run r = runCli({"balls", "sloppy", "--whatever", "1"});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err, std::string("tessera-cli: unknown option --whatever\n"));
    }

    void stderrProgress() {
        std::ostringstream err;
        {
            cli::StderrProgress progress(err, cli::StderrProgress::Style::Terminal,
                                         std::chrono::milliseconds(0));
            progress.progress({0, "solving"});
            progress.progress({0.505, "solving"});
            progress.progress({1.5, "s"}); // clamped; the shorter line blanks the longer one's tail
            progress.progress({-1, "waiting"});
            progress.finish();
            progress.finish();
            progress.progress({0.25, "again"});
        } // the destructor ends the open line
        QCOMPARE(err.str(), std::string("\rsolving 0%\rsolving 50%\rs 100%     \rwaiting\n\ragain 25%\n"));
    }

    // A core call may report after every level: the line is rewritten at most once an interval, and the
    // latest report is shown at the end; into a log, lines come an interval apart and a short run writes
    // none.
    void stderrProgressKeepsItsRate() {
        using Style = cli::StderrProgress::Style;
        const auto hour = std::chrono::milliseconds(3600000);
        std::ostringstream terminal;
        {
            cli::StderrProgress progress(terminal, Style::Terminal, hour);
            for (int level = 1; level <= 1000; ++level)
                progress.progress({level / 1000.0, "level " + std::to_string(level)});
        }
        QCOMPARE(terminal.str(), std::string("\rlevel 1 0%\rlevel 1000 100%\n"));
        std::ostringstream log;
        {
            cli::StderrProgress progress(log, Style::Log, std::chrono::milliseconds(0));
            progress.progress({0.5, "half"});
            progress.progress({-1, "waiting"});
        }
        QCOMPARE(log.str(), std::string("half 50%\nwaiting\n"));
        std::ostringstream shortRun;
        {
            cli::StderrProgress progress(shortRun, Style::Log, hour);
            for (int level = 1; level <= 1000; ++level) progress.progress({level / 1000.0, "level"});
        }
        QCOMPARE(shortRun.str(), std::string());
        // Not the process's standard error: a log.
        std::ostringstream stream;
        cli::StderrProgress automatic(stream);
        automatic.progress({0.5, "quick"});
        automatic.finish();
        QCOMPARE(stream.str(), std::string());
    }

    void packInfo() {
        const Run text = runCli({"pack", "info", kPacks + "linjat-sample.json"});
        QCOMPARE(text.status, 0);
        QCOMPARE(text.out,
                 std::string("name: Linjat sampler\nauthor: Tessera tests\n"
                             "description: Puzzles from the published Linjat collection (MIT licence, Juho "
                             "Snellman)\ncreated: 2026-01-02T03:04:05Z\nlevels: 3\n  linjat: 3\n"
                             "difficulty: 1.5 to 4\n"));
        const Run json = runCli({"pack", "info", "--json", kPacks + "good-balls.json"});
        QCOMPARE(json.status, 0);
        const Json j = Json::parse(json.out);
        QCOMPARE(j["levels"].get<int>(), 2);
        QCOMPARE(j["modules"], Json::parse(R"({"balls":2})"));
        QCOMPARE(j["difficulty"]["min"].get<double>(), 0.0);
        QCOMPARE(j["difficulty"]["max"].get<double>(), 1.0);
        const Run empty = runCli({"pack", "info", "--json", kPacks + "empty.json"});
        QVERIFY(Json::parse(empty.out)["difficulty"].is_null());
        QCOMPARE(runCli({"pack", "info"}).err, std::string("tessera-cli: pack info takes one pack file\n"));
    }

    void packValidate() {
        const Run ok = runCli({"pack", "validate", kPacks + "linjat-sample.json", kPacks + "empty.json"});
        QCOMPARE(ok.status, 0);
        QCOMPARE(ok.out,
                 kPacks + "linjat-sample.json: ok, 3 levels\n" + kPacks + "empty.json: ok, 0 levels\n");
        const Run bad = runCli({"pack", "validate", kPacks + "bad-version.json", kPacks + "good-balls.json"});
        QCOMPARE(bad.status, 1);
        QCOMPARE(bad.out, kPacks + "good-balls.json: ok, 2 levels\n");
        QCOMPARE(bad.err, "tessera-cli: " + kPacks +
                              "bad-version.json: version: version 2 is newer than this Tessera reads (1)\n");
    }

    void packMerge() {
        QTemporaryDir dir;
        const std::string out = dir.filePath("merged.json").toStdString();
        const Run r = runCli({"pack", "merge", out, kPacks + "shard-a.json", kPacks + "shard-b.json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, "wrote " + out + ": 4 levels from 2 packs (5 read), 1 duplicate dropped\n");
        const pack::LevelPack merged = pack::load(out);
        QCOMPARE(merged.levels.size(), std::size_t(4));
        QCOMPARE(merged.name, std::string("Shard A"));
        const std::string out2 = dir.filePath("merged2.json").toStdString();
        const Run r2 =
            runCli({"pack", "merge", kPacks + "shard-a.json", "--out", out2, kPacks + "shard-a.json"});
        QCOMPARE(r2.out, "wrote " + out2 + ": 2 levels from 2 packs (4 read), 2 duplicates dropped\n");
        // A bad input writes nothing.
        const std::string out3 = dir.filePath("merged3.json").toStdString();
        const Run r3 = runCli({"pack", "merge", out3, kPacks + "shard-a.json", kPacks + "bad-type.json"});
        QCOMPARE(r3.status, 1);
        QVERIFY(!QFile::exists(QString::fromStdString(out3)));
        QCOMPARE(runCli({"pack", "merge", out3}).err,
                 std::string("tessera-cli: pack merge needs at least one input pack\n"));
    }

    void exportImages() {
        QTemporaryDir dir;
        pack::LevelPack p;
        p.name = "Export";
        p.levels = {level("a/b", "balls", 5, 1), level("hidden", "banqi", 5, 2),
                    level("sheet", "balls", 6, 3)};
        const std::string file = dir.filePath("p.json").toStdString();
        pack::save(p, file);
        const std::string out = dir.filePath("images").toStdString();
        const Run r =
            runCli({"pack", "export-images", file, "--out", out, "--format", "both", "--width", "120"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, "wrote 2 level images and a contact sheet (both) to " + out + ", 1 skipped\n");
        // The level without a preview is skipped with one warning naming it.
        QCOMPARE(r.err, "tessera-cli: warning: " + file +
                            ": levels[1] ('hidden'): no preview for module 'banqi' in this build; skipped\n");
        QStringList files = QDir(QString::fromStdString(out)).entryList(QDir::Files);
        files.sort();
        // Unsafe characters are replaced, and a level called "sheet" does not overwrite the contact sheet.
        QCOMPARE(files,
                 (QStringList{"a_b.png", "a_b.svg", "sheet-2.png", "sheet-2.svg", "sheet.png", "sheet.svg"}));
        const std::string png = readTextFile(out + "/a_b.png");
        QVERIFY(png.rfind("\x89PNG\r\n\x1a\n", 0) == 0);
        // IHDR width and height: 120 x 120 for a square level.
        auto be32 = [&](std::size_t at) {
            return (std::uint32_t(std::uint8_t(png[at])) << 24) |
                   (std::uint32_t(std::uint8_t(png[at + 1])) << 16) |
                   (std::uint32_t(std::uint8_t(png[at + 2])) << 8) | std::uint32_t(std::uint8_t(png[at + 3]));
        };
        QCOMPARE(be32(16), 120u);
        QCOMPARE(be32(20), 120u);
        QVERIFY(contains(readTextFile(out + "/a_b.svg"), "width=\"120\""));
        // The sheet shows every level in order, with titles; the skipped one as a placeholder.
        const std::string sheet = readTextFile(out + "/sheet.svg");
        const auto t1 = sheet.find(">Title of a/b<"), t2 = sheet.find(">Title of hidden<"),
                   t3 = sheet.find(">Title of sheet<");
        QVERIFY(t1 != std::string::npos && t2 != std::string::npos && t3 != std::string::npos);
        QVERIFY(t1 < t2 && t2 < t3);
        QVERIFY(contains(sheet, ">no preview<"));
        QVERIFY(contains(sheet, ">Export<"));

        // Only SVG when asked; a bad preview is located.
        const std::string svgOut = dir.filePath("svg").toStdString();
        QCOMPARE(runCli({"pack", "export-images", file, "--out", svgOut, "--format", "svg"}).status, 0);
        QVERIFY(!QFile::exists(QString::fromStdString(svgOut + "/a_b.png")));
        QVERIFY(QFile::exists(QString::fromStdString(svgOut + "/sheet.svg")));
        p.levels[2].data["rows"] = 13;
        pack::save(p, file);
        const Run bad = runCli({"pack", "export-images", file, "--out", out});
        QCOMPARE(bad.status, 1);
        QVERIFY2(contains(bad.err, "tessera-cli: " + file + ": levels[2].data.rows: thirteen is unlucky\n"),
                 bad.err.c_str());
        QCOMPARE(runCli({"pack", "export-images", file, "--out", out, "--format", "gif"}).err,
                 std::string("tessera-cli: --format: expected png, svg or both, got 'gif'\n"));
        QCOMPARE(runCli({"pack", "export-images", file, "--out", out, "--width", "5"}).err,
                 std::string("tessera-cli: --width: expected an integer from 16 to 8192, got '5'\n"));
        QCOMPARE(runCli({"pack", "export-images", file}).err,
                 std::string("tessera-cli: --out is required\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliArgs)
#include "tst_cliargs.moc"
