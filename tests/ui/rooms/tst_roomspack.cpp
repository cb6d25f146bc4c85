// The map as a pack level and as files: Add to Pack in the studio window adds a rooms level with its
// statistics and provenance; opening that level shows the same map and, since its settings make it
// again, its candidate moves; PNG, Tiled .tmj and map files are written through the core and read back.
#include "roomstesting.h"

#include "common/fileio.h"
#include "rooms/roomlevel.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/rooms/mappage.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/roomsui.h"
#include "ui/rooms/settingspanel.h"

#include <QAction>
#include <QImage>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace roomstesting;

class TestRoomsPack : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        tessera::registerModules();
        tessera::ui::initResources();
        tessera::ui::addModuleUi(tessera::rooms::ui::moduleUi());
    }

    void addToPackAddsARoomsLevel() {
        tessera::ui::MainWindow window(tessera::ui::MainWindow::Options{false});
        window.resize(1400, 900);
        window.show();
        QVERIFY(window.showPage(QStringLiteral("rooms")));
        auto *wb = qobject_cast<RoomsWorkbench *>(window.workbench(QStringLiteral("rooms")));
        QVERIFY(wb);
        QVERIFY(waitForMap(*wb));
        // A changed setting first, so the level is not the default map and the workbench is modified.
        wb->mapPage()->settings()->stepSeed(1);
        QVERIFY(waitForMap(*wb));
        QVERIFY(wb->isModified());
        const MapResultPtr shown = wb->result();

        const int before = window.document().levelCount();
        QAction *add = wb->findChild<QAction *>(QStringLiteral("addToPack"));
        QVERIFY(add);
        add->trigger();
        QCOMPARE(window.document().levelCount(), before + 1);
        const tessera::pack::Level &level = window.document().level(before);
        QCOMPARE(level.module, std::string("rooms"));
        QCOMPARE(QString::fromStdString(level.title), wb->mapTitle());
        QVERIFY(level.title.find("seed 2") != std::string::npos);
        QCOMPARE(level.statistics["rooms"].get<int>(), shown->generation.map.roomCount());
        QCOMPARE(level.statistics["mainPathRooms"].get<int>(), shown->generation.path.length());
        QCOMPARE(level.statistics["connections"].get<std::size_t>(),
                 shown->generation.map.connections().size());
        QVERIFY(level.statistics["objectives"].contains("mainPath"));
        // The map-complexity measure stays in statistics; the difficulty is on the 0..10 scale.
        QVERIFY(level.statistics.contains("complexity"));
        QVERIFY(level.difficulty && *level.difficulty > 0 && *level.difficulty <= 10);
        QVERIFY(level.provenance.seed.has_value());
        QCOMPARE(*level.provenance.seed, std::uint64_t(2));
        QVERIFY(level.provenance.options == Json::parse(optionsToJson(shown->options).dump()));
        QVERIFY(!level.provenance.version.empty());
        // The data is a map the core accepts, and it rebuilds the map on show.
        const RoomsLevel read = levelFromJson(level.data);
        QVERIFY(read.set);
        const RoomMap map = levelMap(read);
        QCOMPARE(map.roomCount(), shown->generation.map.roomCount());
        for (int i = 0; i < map.roomCount(); ++i)
            QVERIFY(map.room(i).pos == shown->generation.map.room(i).pos);
        // In the pack, the workbench's map is saved.
        QVERIFY(!wb->isModified());

        // Opening the level shows the stored map; its settings make the same map, so the candidate
        // moves come back for playback.
        // (Another map first, then back to the saved state, so opening asks nothing.)
        wb->mapPage()->settings()->stepSeed(5);
        QVERIFY(waitForMap(*wb));
        QVERIFY(wb->isModified());
        wb->undoStack()->undo();
        QVERIFY(!wb->isModified());
        QVERIFY(waitForMap(*wb));
        QVERIFY(window.openLevel(before));
        QVERIFY(wb->result()->level.has_value());
        QVERIFY(samePlacements(wb->result()->generation.log, shown->generation.log));
        QCOMPARE(wb->document().seed(), std::uint64_t(2));
        QVERIFY(!wb->isModified());
        QTRY_VERIFY(wb->result()->hasCandidates);
        QVERIFY(samePlacements(wb->result()->generation.log, shown->generation.log));
        QCOMPARE(wb->mapPage()->view()->frame()->map.roomCount(), shown->generation.map.roomCount());
    }

    void openLevelRefusesOtherData() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        const MapResultPtr shown = wb.result();
        tessera::pack::Level level;
        level.id = "broken";
        level.title = "broken";
        level.module = "rooms";
        level.data = Json::parse(R"({"format": "tessera-rooms-map", "version": 99})");
        QVERIFY(!wb.openLevel(level));
        QVERIFY(wb.result() == shown);
        QVERIFY(!studio.log.entries().empty());
        QVERIFY(QString::fromStdString(studio.log.entries().back().text.toStdString())
                    .contains(QStringLiteral("version")));
    }

    void exportsGoThroughTheCore() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        const MapResultPtr shown = wb.result();
        const CellRect box = shown->generation.map.bounds();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        const QString png = dir.filePath(QStringLiteral("map.png"));
        QVERIFY(wb.exportPng(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), box.width() * 8);
        QCOMPARE(image.height(), box.height() * 8);

        const QString tmj = dir.filePath(QStringLiteral("dungeon.tmj"));
        QVERIFY(wb.exportTmj(tmj));
        const Json t = parseJson(readTextFile(tmj.toStdString()));
        QCOMPARE(t["width"].get<int>(), box.width());
        QCOMPARE(t["height"].get<int>(), box.height());
        QVERIFY(QImage(dir.filePath(QStringLiteral("dungeon-tiles.png"))).width() > 0);
        int roomsInTmj = 0;
        for (const auto &layer : t["layers"])
            if (layer["type"] == "objectgroup")
                for (const auto &object : layer["objects"]) roomsInTmj += object["type"] == "room" ? 1 : 0;
        QCOMPARE(roomsInTmj, shown->generation.map.roomCount());

        const QString file = dir.filePath(QStringLiteral("map.json"));
        QVERIFY(wb.saveMapFile(file));
        const RoomsLevel read = loadLevel(file.toStdString());
        QVERIFY(samePlacements(read.log, shown->generation.log));
        QCOMPARE(read.seed.value_or(0), shown->seed);

        // Opening the file again: a new document with the same map.
        wb.mapPage()->settings()->stepSeed(1);
        QVERIFY(waitForMap(wb));
        QVERIFY(wb.isModified());
        wb.undoStack()->undo();
        QVERIFY(!wb.isModified());
        QVERIFY(wb.openFile(file));
        QVERIFY(samePlacements(wb.result()->generation.log, shown->generation.log));
    }
};

QTEST_MAIN(TestRoomsPack)
#include "tst_roomspack.moc"
