// Screenshots of the room-map workbench in the studio window, in the states a designer works in: the
// placement playback half way through a map (the room placed, its candidates' heat, the breakdown),
// the prefab editor on a prefab with an irregular outline, and a finished 40-room map with loops (main
// path, start, end, doors; adaptive combinator). Each state is checked before it is
// grabbed. With TESSERA_SCREENSHOT_DIR set the PNGs are kept there (resources/screenshots holds the
// reviewed ones).
#include "roomstesting.h"
#include "tests/ui/common/studioshots.h"

#include "ui/rooms/breakdownchart.h"
#include "ui/rooms/generatorpanel.h"
#include "ui/rooms/heatlegend.h"
#include "ui/rooms/mappage.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/objectivespanel.h"
#include "ui/rooms/prefabeditorview.h"
#include "ui/rooms/prefabpage.h"
#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/settingspanel.h"

#include <QCheckBox>
#include <QComboBox>

using namespace roomstesting;

class TestRoomsScreenshots : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<studioshots::StudioShots> mShots;
    RoomsWorkbench *mWb = nullptr;

    void save(const QString &name) { mShots->save(name); }

private slots:
    void initTestCase() {
        mShots = std::make_unique<studioshots::StudioShots>(QStringLiteral("rooms"));
        QVERIFY(mShots->ready());
        mWb = mShots->workbench<RoomsWorkbench>();
        QVERIFY(mWb);
        QVERIFY(waitForMap(*mWb));
    }
    void cleanupTestCase() {
        // The window closes on a changed room-map document: its undo stack going "clean" as it is
        // deleted must not reach the main window being torn down (it once crashed here).
        QVERIFY(mWb->isModified());
        mShots.reset();
    }

    void playbackHalfWay() {
        MapPage *page = mWb->mapPage();
        const int step = mWb->result()->steps() / 2 + 1;
        page->setStep(step);
        const PlaybackFramePtr frame = page->view()->frame();
        QCOMPARE(frame->map.roomCount(), step);
        QVERIFY(frame->candidates > 0);
        QVERIFY(page->view()->isHeatVisible());
        QVERIFY(page->breakdown()->hasStep());
        QVERIFY(!page->heatLegend()->isEmpty());
        // Hover the placed room, so the line under the map describes it.
        const PlacedRoom &placed = frame->map.room(frame->placedRoom);
        const Point anchor =
            placed.pos + frame->map.prefabOf(frame->placedRoom).anchor() - frame->extentOrigin();
        const QPoint at = page->view()->cellCenter(QPoint(anchor.col, anchor.row)).toPoint();
        QMouseEvent move(QEvent::MouseMove, at, page->view()->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(page->view(), &move);
        QCOMPARE(page->view()->roomAt(*page->view()->hoveredCell()), frame->placedRoom);
        save(QStringLiteral("map-playback"));
    }

    void prefabEditor() {
        mWb->setPage(RoomsWorkbench::PrefabsTab);
        PrefabPage *page = mWb->prefabPage();
        const int row = mWb->document().rowOfName("library");
        QVERIFY(row >= 0);
        page->setCurrentPrefab(row);
        QCOMPARE(page->editor()->prefab(), row);
        QVERIFY(!page->editor()->doors().empty());
        QVERIFY(page->statusText().contains(QStringLiteral("potential door")));
        save(QStringLiteral("prefab-editor"));
        mWb->setPage(RoomsWorkbench::MapTab);
    }

    void finishedMap() {
        // A bigger map with loops: the mansion with every count doubled (40 rooms), doors that end up
        // facing each other joined, the adaptive combinator (its attack and decay in use) and no weight
        // on condensation, which squeezes 40 rooms into a tall block.
        // Playback at the end with the heat off: the finished map, its main path, start and end.
        RoomsDocument &doc = mWb->document();
        std::vector<PrefabDraft> drafts = doc.prefabs();
        for (PrefabDraft &d : drafts) d.count *= 2;
        doc.replaceSet(doc.setName(), drafts, doc.setSource(), doc.setPath());
        SettingsPanel *settings = mWb->mapPage()->settings();
        settings->generator()->closeLoopsBox()->setChecked(true);
        ObjectivesPanel *objectives = settings->objectives();
        objectives->combinatorBox()->setCurrentIndex(1);
        objectives->weightSlider(Objective::Condensation)->setValue(0);
        QVERIFY(waitForMap(*mWb));
        MapPage *page = mWb->mapPage();
        const MapResultPtr r = mWb->result();
        QCOMPARE(r->generation.map.roomCount(), 40);
        QVERIFY(r->options.closeLoops);
        QCOMPARE(r->options.combinator.kind, CombinatorKind::Adaptive);
        page->setStep(r->steps());
        page->heatBox()->setChecked(false);
        QVERIFY(page->view()->frame()->isFinal());
        QVERIFY(page->view()->frame()->path.length() >= 2);
        // No hover left from the playback shot: the line under the map shows its usage hint.
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(page->view(), &leave);
        save(QStringLiteral("map-finished"));
        page->heatBox()->setChecked(true);
    }
};

QTEST_MAIN(TestRoomsScreenshots)
#include "tst_roomsscreenshots.moc"
