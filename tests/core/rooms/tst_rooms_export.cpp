// Map files (round trip, refusals with JSON paths), the Tiled .tmj export parsed back, the preview
// drawing, the module backend, the bundled prefab sets, and the CLI verbs run in-process.
#include "roomstestutil.h"

#include "cli/registry.h"
#include "common/fileio.h"
#include "rooms/preview.h"
#include "rooms/roomlevel.h"
#include "rooms/roomsmodule.h"
#include "rooms/squareset.h"
#include "rooms/tilemap.h"
#include "rooms/tmjexport.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <map>
#include <set>
#include <sstream>

using namespace roomstest;

namespace {

const std::string kData = TESSERA_TEST_DATA "/rooms/";
const std::string kResources = TESSERA_RESOURCES "/rooms/";

struct Generated {
    GeneratorOptions options;
    GenerationResult result;
};

Generated generateSample(bool loops) {
    GeneratorOptions o;
    o.closeLoops = loops;
    o.combinator.weights = {1, 0.5, 0.5, 0.5, 0, 0};
    const auto set = std::make_shared<const PrefabSet>(loadPrefabSet(kResources + "dungeon.json"));
    return {o, generateMap(set, o, 5)};
}

Json mapDoc(const Generated &g) {
    return Json::parse(levelToJson(levelFromResult(g.result, g.options, 5)).dump());
}

std::string refusal(const Json &doc) {
    try {
        (void)levelFromJson(doc, "map.json");
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}

int runCli(const std::vector<std::string> &args, std::string &out, std::string &err) {
    std::ostringstream o, e;
    const int status = cli::run(args, o, e);
    out = o.str();
    err = e.str();
    return status;
}

} // namespace

class TestRoomsExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { addModuleBackend(rooms::moduleBackend()); }

    void mapFileRoundTrip() {
        const Generated g = generateSample(true);
        QCOMPARE(g.result.status, GenerationStatus::Complete);
        const Json doc = mapDoc(g);
        QCOMPARE(doc["format"].get<std::string>(), std::string(kMapFormat));
        QCOMPARE(doc["rooms"].size(), std::size_t(g.result.map.roomCount()));
        const RoomsLevel level = levelFromJson(doc);
        QCOMPARE(level.start, g.result.path.start);
        QCOMPARE(level.end, g.result.path.end);
        QCOMPARE(*level.seed, std::uint64_t(5));
        QCOMPARE(optionsToJson(*level.options).dump(), optionsToJson(g.options).dump());
        // Writing it again gives the same document.
        QCOMPARE(levelToJson(level).dump(), levelToJson(levelFromResult(g.result, g.options, 5)).dump());
        const RoomMap map = levelMap(level);
        QVERIFY(renderTiles(map).cells == renderTiles(g.result.map).cells);
        QCOMPARE(levelPath(level, map).rooms, g.result.path.rooms);
    }

    void referencedSetIsResolvedBesideTheFile() {
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString();
        std::filesystem::copy_file(kResources + "dungeon.json", base + "/dungeon.json");
        const Generated g = generateSample(false);
        RoomsLevel level = levelFromResult(g.result, g.options, 5);
        level.setFile = "dungeon.json";
        saveLevel(level, base + "/map.json");
        const Json doc = Json::parse(readTextFile(base + "/map.json"));
        QVERIFY(!doc.contains("prefabSet"));
        QCOMPARE(doc["prefabSetFile"].get<std::string>(), std::string("dungeon.json"));
        const RoomsLevel back = loadLevel(base + "/map.json");
        QVERIFY(renderTiles(levelMap(back)).cells == renderTiles(g.result.map).cells);
        // Without the set file beside it the map is refused, naming the reference.
        std::filesystem::remove(base + "/dungeon.json");
        try {
            (void)loadLevel(base + "/map.json");
            QFAIL("loaded a map whose set is missing");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("prefabSetFile: referenced prefab set:") != std::string::npos,
                     e.what());
        }
        // The module's validator (packs) checks the structure only.
        rooms::moduleBackend().validateLevel(doc);
    }

    void badMapFilesAreRefusedWithPaths() {
        const Json good = mapDoc(generateSample(false));
        QVERIFY(refusal(good).empty());
        const auto expect = [&](const std::function<void(Json &)> &edit, const std::string &text) {
            Json doc = good;
            edit(doc);
            const std::string message = refusal(doc);
            QVERIFY2(message.find(text) != std::string::npos, (message + "  <- expected: " + text).c_str());
            QVERIFY2(message.rfind("map.json: ", 0) == 0, message.c_str());
        };
        expect([](Json &d) { d["version"] = 7; }, "version: version 7 is newer than this Tessera reads (1)");
        expect([](Json &d) { d["rooms"][3]["prefab"] = "attic"; },
               "rooms[3].prefab: no prefab named 'attic' in the set");
        expect(
            [](Json &d) {
                d["rooms"][2]["row"] = d["rooms"][1]["row"];
                d["rooms"][2]["col"] = d["rooms"][1]["col"];
            },
            "rooms[2]: room '");
        expect([](Json &d) { d["rooms"][4]["via"]["room"] = 4; },
               "rooms[4].via.room: must be an earlier room (0 to 3), found 4");
        expect([](Json &d) { d["rooms"][4]["via"]["roomDoor"] = 999; }, "rooms[4].via.roomDoor: room ");
        expect([](Json &d) { d["rooms"][4]["doors"] = Json::array({0}); }, "rooms[4].via.door:");
        expect([](Json &d) { d["rooms"][1]["via"].erase("door"); }, "rooms[1].via.door: missing field");
        expect([](Json &d) { d["end"] = 1000; }, "end: 1000 is out of range");
        expect([](Json &d) { d["prefabSet"]["prefabs"][0]["tiles"][1] = "#.."; },
               "prefabSet.prefabs[0].tiles[1]: row has 3 tiles");
        expect(
            [](Json &d) {
                d["rooms"][0]["via"] = {{"door", 0}, {"room", 0}, {"roomDoor", 0}};
            },
            "rooms[0].via: the first room joins nothing");
        expect([](Json &d) { d["options"]["moveDivisor"] = 2; },
               "options.moveDivisor: the fraction of moves kept must be in (0, 1]");
        expect([](Json &d) { d["extra"] = 1; }, "extra: unknown field 'extra'");
        // Too many rooms of one prefab for the set.
        expect(
            [](Json &d) {
                for (auto &p : d["prefabSet"]["prefabs"]) p["count"] = 1;
            },
            "room(s) of '");
    }

    void tmjParsesBackWithEveryPart() {
        const Generated g = generateSample(true);
        const RoomMap &map = g.result.map;
        const MainPath &path = g.result.path;
        TmjOptions options;
        options.tileSize = 8;
        options.tilesetImage = "sample-tiles.png";
        const Json tmj = Json::parse(toTmj(map, path, options).dump());
        const TileMap tiles = renderTiles(map);
        QCOMPARE(tmj["type"].get<std::string>(), std::string("map"));
        QCOMPARE(tmj["version"].get<std::string>(), std::string("1.10"));
        QCOMPARE(tmj["orientation"].get<std::string>(), std::string("orthogonal"));
        QCOMPARE(tmj["infinite"].get<bool>(), false);
        QCOMPARE(tmj["width"].get<int>(), tiles.cells.cols());
        QCOMPARE(tmj["height"].get<int>(), tiles.cells.rows());
        QCOMPARE(tmj["tilewidth"].get<int>(), 8);

        const Json &ts = tmj["tilesets"][0];
        QCOMPARE(ts["firstgid"].get<int>(), 1);
        QCOMPARE(ts["tilecount"].get<int>(), 3);
        QCOMPARE(ts["image"].get<std::string>(), std::string("sample-tiles.png"));
        QCOMPARE(ts["imagewidth"].get<int>(), 24);
        const Image img = tmjTilesetImage(8);
        QCOMPARE(img.width, 24);
        QCOMPARE(img.height, 8);
        QVERIFY(img.pixel(4, 4) != img.pixel(12, 4) && img.pixel(12, 4) != img.pixel(20, 4));

        QCOMPARE(tmj["layers"].size(), std::size_t(2));
        const Json &layer = tmj["layers"][0];
        QCOMPARE(layer["type"].get<std::string>(), std::string("tilelayer"));
        const auto data = layer["data"].get<std::vector<int>>();
        QCOMPARE(data.size(), std::size_t(tiles.cells.size()));
        std::map<int, int> gidCount;
        for (std::size_t i = 0; i < data.size(); ++i) {
            ++gidCount[data[i]];
            const Cell c = tiles.cells[static_cast<int>(i)];
            const int expected = c == Cell::Empty ? 0 : c == Cell::Wall ? 1 : c == Cell::Floor ? 2 : 3;
            QCOMPARE(data[i], expected);
        }
        QCOMPARE(gidCount[3], 2 * static_cast<int>(map.connections().size()));

        const Json &objects = tmj["layers"][1];
        QCOMPARE(objects["type"].get<std::string>(), std::string("objectgroup"));
        std::set<int> ids;
        std::map<std::string, int> byType;
        const Json *polyline = nullptr;
        for (const Json &o : objects["objects"]) {
            QVERIFY(ids.insert(o["id"].get<int>()).second);
            ++byType[o["type"].get<std::string>()];
            if (o.contains("polyline")) polyline = &o;
            if (o["type"] == "room") {
                const int index = o["properties"][0]["value"].get<int>();
                const CellRect box = map.prefabOf(index).footprintBox().shifted(map.room(index).pos);
                QCOMPARE(o["x"].get<double>(), (box.left - tiles.origin.col) * 8.0);
                QCOMPARE(o["width"].get<double>(), box.width() * 8.0);
            }
            if (o["type"] == "door") {
                QVERIFY(o["point"].get<bool>());
                // The point is on a door tile of the tile layer.
                const int col = static_cast<int>(o["x"].get<double>() / 8),
                          row = static_cast<int>(o["y"].get<double>() / 8);
                QCOMPARE(data[static_cast<std::size_t>(row * tiles.cells.cols() + col)], 3);
            }
        }
        QCOMPARE(tmj["nextobjectid"].get<int>(), *ids.rbegin() + 1);
        QCOMPARE(byType["room"], map.roomCount());
        QCOMPARE(byType["door"], 2 * static_cast<int>(map.connections().size()));
        QCOMPARE(byType["start"], 1);
        QCOMPARE(byType["end"], 1);
        QVERIFY(polyline);
        const Json &points = (*polyline)["polyline"];
        QCOMPARE(points.size(),
                 std::size_t(3 * path.length() - 2)); // anchors, and two door tiles between rooms
        QCOMPARE(points[0]["x"].get<double>(), 0.0);
        QCOMPARE(points[0]["y"].get<double>(), 0.0);
        // The polyline ends on the end room's anchor, where the end point is.
        for (const Json &o : objects["objects"])
            if (o["type"] == "end") {
                QCOMPARE(o["x"].get<double>(),
                         (*polyline)["x"].get<double>() + points.back()["x"].get<double>());
                QCOMPARE(o["y"].get<double>(),
                         (*polyline)["y"].get<double>() + points.back()["y"].get<double>());
            }
    }

    void previewDrawsTheMap() {
        const Generated g = generateSample(false);
        const Drawing d = drawRoomMap(g.result.map, g.result.path);
        QCOMPARE(d.width, double(g.result.map.bounds().width()));
        QCOMPARE(d.height, double(g.result.map.bounds().height()));
        int texts = 0, lines = 0;
        for (const auto &s : d.shapes) {
            texts += std::holds_alternative<DrawText>(s) ? 1 : 0;
            lines += std::holds_alternative<DrawLine>(s) ? 1 : 0;
        }
        QCOMPARE(texts, 2); // S and E
        QCOMPARE(lines, 3 * g.result.path.length() - 3);
        // The module preview draws the same from the level JSON.
        const Drawing viaModule = rooms::moduleBackend().preview(mapDoc(g));
        QCOMPARE(viaModule.shapes.size(), d.shapes.size());
        const Image image = rasterize(d, 200);
        QCOMPARE(image.width, 200);
    }

    void bundledSetsMakeWholeMaps_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("dungeon") << "dungeon.json";
        QTest::newRow("mansion") << "mansion.json";
        QTest::newRow("squares") << "squares.json";
    }
    void bundledSetsMakeWholeMaps() {
        QFETCH(QString, file);
        const auto set = std::make_shared<const PrefabSet>(loadPrefabSet(kResources + file.toStdString()));
        bool shaped = false; // not only squares: some prefab has outside cells inside its box
        for (const auto &e : set->entries)
            shaped = shaped || e.prefab.area() < e.prefab.rows() * e.prefab.cols();
        QCOMPARE(shaped, file != "squares.json");
        GeneratorOptions o;
        o.backtrackBudget = 20;
        const GenerationResult r = generateMap(set, o, 1);
        QCOMPARE(r.status, GenerationStatus::Complete);
        QCOMPARE(r.map.roomCount(), set->totalRooms());
    }

    void cliGenerateExportCheckAndBench() {
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString() + "/";
        std::string out, err;
        QCOMPARE(runCli({"rooms", "generate", "--prefabs", kResources + "dungeon.json", "--seed", "9",
                         "--close-loops", "--weights", "mainPath=1,condensation=0.5", "--map",
                         base + "map.json", "--tmj", base + "map.tmj", "--png", base + "map.png", "--out",
                         base + "pack.json", "--title", "First"},
                        out, err),
                 0);
        QVERIFY2(err.find("rooms: 21 rooms, main path ") != std::string::npos, err.c_str());
        QVERIFY(out.empty());
        for (const char *f : {"map.json", "map.tmj", "map-tiles.png", "map.png", "pack.json"})
            QVERIFY2(std::filesystem::exists(base + f), f);
        const RoomsLevel level = loadLevel(base + "map.json");
        QCOMPARE(*level.seed, std::uint64_t(9));
        QVERIFY(level.options->closeLoops);
        QCOMPARE(level.options->combinator.weights[static_cast<std::size_t>(Objective::Condensation)], 0.5);
        const Json tmj = Json::parse(readTextFile(base + "map.tmj"));
        QCOMPARE(tmj["tilesets"][0]["image"].get<std::string>(), std::string("map-tiles.png"));
        const std::string png = readTextFile(base + "map.png");
        QCOMPARE(png.substr(1, 3), std::string("PNG"));
        const Json pack = Json::parse(readTextFile(base + "pack.json"));
        QCOMPARE(pack["levels"][0]["module"].get<std::string>(), std::string("rooms"));
        QCOMPARE(pack["levels"][0]["title"].get<std::string>(), std::string("First"));

        // Same seed and options, same map on stdout.
        QCOMPARE(runCli({"rooms", "generate", "--prefabs", kResources + "dungeon.json", "--seed", "9",
                         "--close-loops", "--weights", "mainPath=1,condensation=0.5", "--map", "-"},
                        out, err),
                 0);
        QCOMPARE(out, readTextFile(base + "map.json"));

        QCOMPARE(
            runCli({"rooms", "export", "--map", base + "map.json", "--svg", base + "again.svg"}, out, err),
            0);
        QVERIFY(readTextFile(base + "again.svg").find("<svg") != std::string::npos);
        QCOMPARE(runCli({"rooms", "check", "--prefabs", kResources + "dungeon.json"}, out, err), 0);
        QVERIFY2(out.find("  cross: 9x9, 20 doors (up 5, right 5, down 5, left 5), count 2") !=
                     std::string::npos,
                 out.c_str());
        QCOMPARE(runCli({"rooms", "check", "--map", base + "map.json"}, out, err), 0);
        QVERIFY2(out.find("21 rooms") != std::string::npos, out.c_str());

        QCOMPARE(runCli({"bench", "rooms", "--case", "64-exact", "--repeat", "1"}, out, err), 0);
        std::istringstream lines(out);
        std::string line;
        int count = 0;
        while (std::getline(lines, line)) {
            const Json j = Json::parse(line);
            ++count;
            QCOMPARE(j["rooms"].get<int>(), 64);
            QCOMPARE(j["moves_evaluated"].get<long long>(), j["moves_considered"].get<long long>());
            QCOMPARE(j["items"].get<long long>(), j["moves_evaluated"].get<long long>());
            QVERIFY(j["complete"].get<bool>());
        }
        QCOMPARE(count, 2); // 64-exact and 64-exact-close-loops
    }

    void cliRefusesBadInputInOneLine() {
        std::string out, err;
        QCOMPARE(
            runCli({"rooms", "generate", "--prefabs", kResources + "dungeon.json", "--weights", "mainPth=1"},
                   out, err),
            1);
        QCOMPARE(err, std::string("tessera-cli: --weights: unknown objective 'mainPth' (objectives: "
                                  "mainPath, alternativePaths, "
                                  "bifurcations, condensation, horizontality, verticality)\n"));
        QCOMPARE(runCli({"rooms", "generate", "--prefabs", kData + "bad-no-door.json"}, out, err), 1);
        QVERIFY2(err.find("bad-no-door.json: prefabs[0].tiles: prefab 'sealed'") != std::string::npos,
                 err.c_str());
        QCOMPARE(runCli({"rooms", "generate", "--prefabs", kResources + "dungeon.json", "--divisor", "0"},
                        out, err),
                 1);
        QCOMPARE(err,
                 std::string(
                     "tessera-cli: --divisor: the fraction of moves kept must be in (0, 1] (moveDivisor)\n"));
        QCOMPARE(runCli({"rooms", "generate", "--prefabs", kResources + "dungeon.json", "--decay",
                         "bifurcations=2"},
                        out, err),
                 1);
        QCOMPARE(
            err,
            std::string(
                "tessera-cli: --decay: decay must be a number in (0, 1] (combinator.decay.bifurcations)\n"));
        QCOMPARE(runCli({"rooms", "generate", "--prefabs", kResources + "dungeon.json", "--colour", "red"},
                        out, err),
                 1);
        QCOMPARE(err, std::string("tessera-cli: unknown option --colour\n"));
        QCOMPARE(runCli({"rooms", "export", "--map", kData + "small.json", "--png", "x.png"}, out, err), 1);
        QVERIFY2(err.find("format: expected \"tessera-rooms-map\"") != std::string::npos, err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRoomsExport)
#include "tst_rooms_export.moc"
