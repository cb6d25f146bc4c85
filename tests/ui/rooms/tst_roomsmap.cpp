// The map page: the first view is a map from a bundled set; dragging an objective weight slider
// regenerates the map with the same seed (one drag, one undo step); the playback slider shows the map
// after k placements with that step's candidate moves and objective breakdown.
#include "roomstesting.h"

#include "rooms/generator.h"
#include "ui/rooms/breakdownchart.h"
#include "ui/rooms/bundledsets.h"
#include "ui/rooms/mappage.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/objectivespanel.h"
#include "ui/rooms/settingspanel.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QUndoStack>

#include <set>

using namespace roomstesting;

class TestRoomsMap : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { tessera::registerModules(); }

    void bundledSetsAreThere() {
        const auto sets = bundledSets();
        QCOMPARE(sets.size(), 3);
        QCOMPARE(sets.front().path, defaultSetPath());
        QStringList titles;
        for (const auto &s : sets) {
            titles << s.title;
            // Every bundled set is a set the core accepts and makes a complete map from.
            const auto set = std::make_shared<const PrefabSet>(readPrefabSet(s.path));
            const GenerationResult r = generateMap(set, GeneratorOptions{}, 1);
            QVERIFY2(r.status == GenerationStatus::Complete, r.message.c_str());
            QCOMPARE(r.map.roomCount(), set->totalRooms());
        }
        QCOMPARE(titles, (QStringList{QStringLiteral("Mansion"), QStringLiteral("Dungeon"),
                                      QStringLiteral("Squares")}));
    }

    void firstViewShowsAGeneratedMap() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        const MapResultPtr r = wb.result();
        QVERIFY(r->complete());
        QCOMPARE(r->generation.map.roomCount(), r->set().totalRooms());
        QCOMPARE(wb.document().setPath(), defaultSetPath());
        QCOMPARE(r->seed, std::uint64_t(1));
        // Playback starts at the end: the finished map, with its main path.
        QCOMPARE(wb.mapPage()->step(), r->steps());
        QCOMPARE(wb.mapPage()->view()->frame()->map.roomCount(), r->generation.map.roomCount());
        QVERIFY(wb.mapPage()->view()->frame()->path.length() >= 2);
        QVERIFY(!wb.isModified());
        QVERIFY(wb.mapPage()->summary().contains(QStringLiteral("main path")));
    }

    void draggingAWeightSliderRegenerates() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        const MapResultPtr before = wb.result();
        QCOMPARE(before->options.combinator.weights[0], 0.5);
        QSlider *slider = wb.mapPage()->settings()->objectives()->weightSlider(Objective::MainPath);
        QVERIFY(slider->isVisible());
        QCOMPARE(slider->value(), 50);

        dragSlider(*slider, slider->maximum());
        QVERIFY2(slider->value() >= slider->maximum() - 5, qPrintable(QString::number(slider->value())));
        const double weight = slider->value() / double(ObjectivesPanel::kSliderScale);
        QCOMPARE(wb.document().options().combinator.weights[0], weight);
        // One drag is one undo step, however many values it passed through.
        QCOMPARE(wb.undoStack()->count(), 1);
        QVERIFY(wb.isModified());

        QVERIFY(waitForMap(wb));
        const MapResultPtr after = wb.result();
        QVERIFY(after != before);
        QCOMPARE(after->options.combinator.weights[0], weight);
        QCOMPARE(after->seed, before->seed);
        // With the main path weighing most, the best moves are others: a different map, a longer path.
        QVERIFY(!samePlacements(after->generation.log, before->generation.log));
        QVERIFY(after->generation.path.length() > before->generation.path.length());

        // Undo puts the weight back and the same seed makes the first map again.
        wb.undoStack()->undo();
        QCOMPARE(slider->value(), 50);
        QVERIFY(waitForMap(wb));
        QVERIFY(samePlacements(wb.result()->generation.log, before->generation.log));
        QVERIFY(!wb.isModified());
    }

    void staleRequestsAreDropped() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        // Many changes at once: only the newest is shown.
        SettingsPanel *settings = wb.mapPage()->settings();
        for (int i = 0; i < 5; ++i) settings->stepSeed(1);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->seed, std::uint64_t(6));
        QCOMPARE(wb.result()->request, wb.generator().lastRequest());
        QCOMPARE(wb.mapPage()->settings()->seedEdit()->text(), QStringLiteral("6"));
    }

    void playbackShowsStepK() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        const MapResultPtr r = wb.result();
        MapPage *page = wb.mapPage();
        QSlider *slider = page->playbackSlider();
        const int n = r->steps();
        QVERIFY(n >= 10);
        QCOMPARE(slider->minimum(), 1);
        QCOMPARE(slider->maximum(), n);

        for (int k : {1, 2, n / 2, n - 1, n}) {
            dragSlider(*slider, k, 3);
            QCOMPARE(slider->value(), k);
            const PlaybackFramePtr frame = page->view()->frame();
            QVERIFY(frame);
            QCOMPARE(frame->step, k);
            // k rooms placed, and they are the first k rooms of the finished map.
            QCOMPARE(frame->map.roomCount(), k);
            std::set<int> drawn;
            for (int room : frame->tiles.rooms)
                if (room >= 0) drawn.insert(room);
            QCOMPARE(int(drawn.size()), k);
            for (int i = 0; i < k; ++i) QVERIFY(frame->map.room(i).pos == r->generation.map.room(i).pos);
            // The room this step placed, the candidates it was chosen from and its breakdown.
            const PlacementStep &step = r->generation.log.steps[std::size_t(k - 1)];
            QCOMPARE(frame->placedRoom, k - 1);
            QCOMPARE(frame->placement, &step);
            QCOMPARE(frame->candidates, int(step.candidates.size()));
            QVERIFY(page->breakdown()->hasStep());
            QCOMPARE(page->breakdown()->fitness(), step.fitness);
            QVERIFY(page->breakdown()->values() == step.values);
            if (k == 1) {
                QCOMPARE(frame->candidates, 0);
                continue;
            }
            QVERIFY(frame->candidates > 0);
            QCOMPARE(frame->candidates, step.considered);
            // Best search takes the fittest candidate.
            QCOMPARE(frame->chosenRank, 1);
            int covered = 0;
            for (int c : frame->coverage) covered += c > 0 ? 1 : 0;
            QVERIFY(covered > 0);
            QCOMPARE(float(frame->fitnessHigh), float(step.fitness));
            QVERIFY(page->stepText().contains(QStringLiteral("Step %1").arg(k)));
        }

        // The keys step through the log.
        wb.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&wb));
        page->view()->setFocus();
        page->setStep(5);
        QTest::keyClick(page->view(), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(page->step(), 4);
        QTest::keyClick(page->view(), Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(page->step(), n);
        QTest::keyClick(page->view(), Qt::Key_H);
        QVERIFY(!page->heatBox()->isChecked());
        QVERIFY(!page->view()->isHeatVisible());

        // A new map keeps the playback where it was.
        page->setStep(3);
        wb.mapPage()->settings()->stepSeed(1);
        QVERIFY(waitForMap(wb));
        QCOMPARE(page->step(), 3);
        QCOMPARE(page->view()->frame()->map.roomCount(), 3);
    }
};

QTEST_MAIN(TestRoomsMap)
#include "tst_roomsmap.moc"
