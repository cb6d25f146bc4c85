// The prefab-set and settings edits the studio's undo commands make (rooms/editing.h).
#include "roomstestutil.h"

#include "rooms/editing.h"

#include <QtTest>

using namespace roomstest;

class TestRoomsEditing : public QObject {
    Q_OBJECT
private slots:
    void draftsRoundTripThroughTheSetFormat() {
        const auto set = makeSet({{"square", kSquare5, 3, 2.5}, {"l", kLShape, 1}});
        const std::vector<PrefabDraft> drafts = draftsOf(*set);
        QCOMPARE(drafts.size(), std::size_t(2));
        QCOMPARE(drafts[0].count, 3);
        QCOMPARE(drafts[0].weight, 2.5);
        const PrefabSet back = prefabSetFromJson(draftsToJson("again", drafts));
        QCOMPARE(back.name, std::string("again"));
        QCOMPARE(draftsOf(back), drafts);
    }

    void newAndResizedRooms() {
        const Grid<Tile> room = plainRoomTiles(4, 5);
        QCOMPARE(tileRows(room), (std::vector<std::string>{"#####", "#...#", "#...#", "#####"}));
        QVERIFY(draftProblem({"room", room, 1, 1}).empty());
        // Grown: the new cells are outside; cut: the top-left part stays.
        QCOMPARE(tileRows(resizedTiles(room, 5, 6)),
                 (std::vector<std::string>{"#####-", "#...#-", "#...#-", "#####-", "------"}));
        QCOMPARE(tileRows(resizedTiles(room, 3, 3)), (std::vector<std::string>{"###", "#..", "#.."}));
    }

    void paintingSkipsCellsOffTheRoom() {
        PrefabDraft d{"room", plainRoomTiles(4, 4), 1, 1};
        paintTiles(d, {{{1, 1}, Tile::Solid}, {{9, 9}, Tile::Inner}, {{1, 2}, Tile::Outer}});
        QCOMPARE(tileRows(d.tiles), (std::vector<std::string>{"####", "##-#", "#..#", "####"}));
    }

    void problemsNameTheRow() {
        // A floor touching the outside on row 1: the core's message, with the row rather than a JSON path.
        PrefabDraft d{"leaky", tilesFrom({"#####", "#...-", "#...#", "#####"}), 1, 1};
        const std::string problem = draftProblem(d);
        QVERIFY2(!problem.empty(), "a leaky room was accepted");
        QVERIFY2(problem.rfind("row ", 0) == 0 || problem.find("outside") != std::string::npos,
                 problem.c_str());
    }

    void freshNamesCountUp() {
        std::vector<PrefabDraft> drafts{{"room", plainRoomTiles(3, 3), 1, 1},
                                        {"room-2", plainRoomTiles(3, 3), 1, 1}};
        QCOMPARE(freshPrefabName(drafts, "hall"), std::string("hall"));
        QCOMPARE(freshPrefabName(drafts, "room"), std::string("room-3"));
    }

    void settingsCompareAsStored() {
        GeneratorOptions a;
        GeneratorOptions b = a;
        QVERIFY(sameSettings(a, 1, b, 1));
        QVERIFY(!sameSettings(a, 1, b, 2));
        b.combinator.weights[0] = 5.8;
        QVERIFY(!sameSettings(a, 1, b, 1));
        b = a;
        b.recordCandidates = true; // not saved: no edit
        QVERIFY(sameSettings(a, 1, b, 1));
    }
};

QTEST_APPLESS_MAIN(TestRoomsEditing)
#include "tst_rooms_editing.moc"
