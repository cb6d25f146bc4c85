// Potential-door detection on hand-made prefabs, and prefab set files: good ones load, bad ones are
// refused with a message naming the place.
#include "roomstestutil.h"

#include "common/fileio.h"

#include <QtTest>

using namespace roomstest;

namespace {

const std::string kData = TESSERA_TEST_DATA "/rooms/";

// "(row,col)", appended piece by piece: GCC 12 warns falsely (-Wrestrict) about "(" + std::string.
std::string place(const Door &d) {
    std::string s = "(";
    s += std::to_string(d.pos.row);
    s += ',';
    s += std::to_string(d.pos.col);
    s += ')';
    return s;
}

std::string doorList(const Prefab &p) {
    std::string s;
    for (const Door &d : p.doors()) {
        s += place(d);
        s += dirName(d.facing)[0];
        s += ' ';
    }
    return s;
}

// The Error a load throws, as text; empty when it loads.
std::string loadError(const std::string &file) {
    try {
        (void)loadPrefabSet(kData + file);
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}

} // namespace

class TestRoomsPrefab : public QObject {
    Q_OBJECT
private slots:
    void squareHasADoorOnEveryWallTileButTheCorners() {
        const Prefab p = prefabFrom("square", kSquare5);
        QCOMPARE(doorList(p), std::string("(0,1)u (0,2)u (0,3)u (1,0)l (1,4)r (2,0)l (2,4)r (3,0)l (3,4)r "
                                          "(4,1)d (4,2)d (4,3)d "));
        QCOMPARE(p.doorsFacing(Dir::Up).size(), std::size_t(3));
        QCOMPARE(p.doorsFacing(Dir::Left).size(), std::size_t(3));
        QCOMPARE(p.area(), 25);
        QCOMPARE(p.floorArea(), 9);
        QCOMPARE(p.anchor(), (Point{2, 2}));
    }

    void lShapeHasDoorsOnItsInnerCornerWallsToo() {
        const Prefab p = prefabFrom("l", kLShape);
        // The wall tiles beside the notch: (1,4) faces right into the notch, (2,5) and (2,6) face up into
        // it. The corner tiles (0,4) and (2,7) have no floor behind them and are not doors.
        QCOMPARE(doorList(p), std::string("(0,1)u (0,2)u (0,3)u (1,0)l (1,4)r (2,0)l (2,5)u (2,6)u (3,0)l "
                                          "(3,7)r (4,1)d (4,2)d (4,3)d (4,4)d (4,5)d (4,6)d "));
        QCOMPARE(p.area(), 5 * 8 - 6);
        QCOMPARE(p.footprintBox(), (CellRect{0, 0, 4, 7}));
        QCOMPARE(p.rowMask(0), std::uint64_t{0b00011111});
        QCOMPARE(p.rowMask(3), std::uint64_t{0b11111111});
    }

    void thickWallsHaveNoDoors() {
        // Only the two ends: along the sides the tile behind the outer wall row is wall, not floor.
        const Prefab p = prefabFrom("corridor", kCorridor);
        QCOMPARE(doorList(p), std::string("(2,0)l (2,6)r "));
    }

    void aPillarAgainstTheWallRemovesTheDoorInFrontOfIt() {
        const Prefab p = prefabFrom("pillar", {"#####", "#.#.#", "#...#", "#####"});
        // (0,2) has the pillar behind it; every other wall tile but the corners is a door.
        QCOMPARE(doorList(p), std::string("(0,1)u (0,3)u (1,0)l (1,4)r (2,0)l (2,4)r (3,1)d (3,2)d (3,3)d "));
    }

    void wallsWithoutSolidFlanksAreNotDoors() {
        // (0,2) has outside above and floor below, but outside on both flanks: not a door. (1,1) and
        // (1,3) have floor beside them and outside on the other side, but outside above.
        const auto doors = findPotentialDoors(tilesFrom({"--#--", "-#.#-", "##.##", "#...#", "#####"}));
        std::string s;
        for (const Door &d : doors) s += place(d);
        QCOMPARE(s, std::string("(3,0)(3,4)(4,1)(4,2)(4,3)"));
    }

    void badMatricesAreRefused_data() {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no door") << QStringList{"#######", "#######", "##...##", "#######", "#######"}
                                 << "no potential door";
        QTest::newRow("leak") << QStringList{"#####", "#...-", "#####"} << "touches the outside";
        QTest::newRow("floor on the edge") << QStringList{"#.###", "#...#", "#####"} << "touches the outside";
        QTest::newRow("split") << QStringList{"#######", "#.#.#.#", "#######"} << "split into 3";
        QTest::newRow("stray wall") << QStringList{"#####-#", "#...#--", "#####--"} << "separate pieces";
        QTest::newRow("too small") << QStringList{"##", "##"} << "3 to 64 tiles";
        QTest::newRow("no floor") << QStringList{"###", "###", "###"} << "no floor";
    }
    void badMatricesAreRefused() {
        QFETCH(QStringList, rows);
        QFETCH(QString, expected);
        std::vector<std::string> r;
        for (const auto &s : rows) r.push_back(s.toStdString());
        try {
            (void)prefabFrom("bad", r);
            QFAIL("accepted a bad prefab");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(expected), e.what());
        }
    }

    void setFileLoadsAndRoundTrips() {
        const PrefabSet set = loadPrefabSet(kData + "small.json");
        QCOMPARE(set.size(), 3);
        QCOMPARE(set.totalRooms(), 7);
        QCOMPARE(set.find("l-shape"), 1);
        QCOMPARE(set.prefab(1).doors().size(), std::size_t(16));
        const PrefabSet again = prefabSetFromJson(Json::parse(prefabSetToJson(set).dump()));
        QCOMPARE(again.size(), set.size());
        for (int i = 0; i < set.size(); ++i) {
            QCOMPARE(again.prefab(i).name(), set.prefab(i).name());
            QVERIFY(again.prefab(i).tiles() == set.prefab(i).tiles());
            QCOMPARE(again.entries[static_cast<std::size_t>(i)].count,
                     set.entries[static_cast<std::size_t>(i)].count);
            QCOMPARE(again.entries[static_cast<std::size_t>(i)].weight,
                     set.entries[static_cast<std::size_t>(i)].weight);
        }
    }

    void badSetFilesAreRefusedWithPlaceAndReason_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("not rectangular")
            << "bad-not-rectangular.json"
            << QStringList{"bad-not-rectangular.json: prefabs[1].tiles[2]: row has 4 tiles, "
                           "expected 5 like row 0 (a prefab must be rectangular)"};
        QTest::newRow("unknown tile")
            << "bad-unknown-tile.json" << QStringList{"prefabs[0].tiles[1]: unknown tile 'x' at column 2"};
        QTest::newRow("no door")
            << "bad-no-door.json"
            << QStringList{"prefabs[0].tiles: prefab 'sealed': the prefab has no potential door"};
        QTest::newRow("leak")
            << "bad-floor-leak.json"
            << QStringList{"prefabs[0].tiles[1]: prefab 'leaky': floor at column 3 touches the outside"};
        QTest::newRow("split floor") << "bad-split-floor.json"
                                     << QStringList{"prefabs[0].tiles", "split into 3"};
        QTest::newRow("duplicate") << "bad-duplicate-name.json"
                                   << QStringList{"prefabs[1].name: duplicate prefab name 'twin'"};
        QTest::newRow("count") << "bad-count.json" << QStringList{"prefabs[0].count: -2 is out of range"};
        QTest::newRow("unknown field")
            << "bad-unknown-field.json" << QStringList{"prefabs[0].colour: unknown field 'colour'"};
        QTest::newRow("newer") << "bad-newer-version.json"
                               << QStringList{"version: version 2 is newer than this Tessera reads (1)"};
        QTest::newRow("format") << "bad-format.json"
                                << QStringList{
                                       "format: expected \"tessera-rooms-prefabs\", found \"tessera-pack\""};
        QTest::newRow("syntax") << "bad-syntax.json"
                                << QStringList{"bad-syntax.json", "line ", "malformed JSON"};
    }
    void badSetFilesAreRefusedWithPlaceAndReason() {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const QString message = QString::fromStdString(loadError(file.toStdString()));
        QVERIFY2(!message.isEmpty(), "the file was accepted");
        QVERIFY2(message.contains(file), qPrintable(message));
        for (const auto &part : expected) QVERIFY2(message.contains(part), qPrintable(message));
    }

    void aSetWithoutRoomsIsRefused() {
        Json doc = Json::parse(readTextFile(kData + "small.json"));
        for (auto &p : doc["prefabs"]) p["count"] = 0;
        try {
            (void)prefabSetFromJson(doc, "zero.json");
            QFAIL("accepted a set without rooms");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()),
                     std::string("zero.json: prefabs: every prefab has count 0: the set makes no rooms"));
        }
    }

    void instancesWithRandomDoorsKeepTheFraction() {
        const PrefabSet set = loadPrefabSet(kData + "small.json");
        Rng rng(5);
        const InstanceTable table = makeInstances(set, DoorMode::Random, 0.5, rng);
        QCOMPARE(table.size(), std::size_t(3));
        QCOMPARE(table[0].size(), std::size_t(3));
        bool differ = false;
        for (const auto &inst : table[0]) {
            QCOMPARE(inst.doors.size(), std::size_t(6)); // round(0.5 * 12)
            QVERIFY(std::is_sorted(inst.doors.begin(), inst.doors.end()));
            differ = differ || inst.doors != table[0][0].doors;
        }
        QVERIFY(differ);
        // The corridor has 2 doors: half is one, and at least one door always stays.
        for (const auto &inst : table[2]) QCOMPARE(inst.doors.size(), std::size_t(1));
        Rng again(5);
        QVERIFY(makeInstances(set, DoorMode::Random, 0.5, again) == table);
        Rng all(5);
        QCOMPARE(makeInstances(set, DoorMode::All, 0.5, all)[1][0].doors.size(), std::size_t(16));
    }
};

QTEST_APPLESS_MAIN(TestRoomsPrefab)
#include "tst_rooms_prefab.moc"
