// The map page: the first view is a map from a bundled set; dragging an objective weight slider
// regenerates the map with the same seed (one drag, one undo step), also for 40-room maps (the time
// from slider to painted map is printed); the adaptive combinator's attack and decay and the generator
// settings regenerate and undo; the map view draws open doors when zoomed in, zooms and pans; a map far
// taller than the view still fits it; the playback slider shows the map after k
// placements with that step's candidate moves and objective breakdown; a change shows the seed's own build
// first and the fittest of the builds once the settings rest.
#include "roomstesting.h"

#include "rooms/generator.h"
#include "ui/rooms/breakdownchart.h"
#include "ui/rooms/bundledsets.h"
#include "ui/rooms/generatorpanel.h"
#include "ui/rooms/heatlegend.h"
#include "ui/rooms/mappage.h"
#include "ui/rooms/mappalette.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/objectivespanel.h"
#include "ui/rooms/settingspanel.h"
#include "ui/rooms/wording.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <set>
#include <vector>

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
        QCOMPARE(before->options.combinator.weights[0], 1.0);
        QSlider *slider = wb.mapPage()->settings()->objectives()->weightSlider(Objective::MainPath);
        QVERIFY(slider->isVisible());
        QCOMPARE(slider->value(), 100);

        dragSlider(*slider, slider->maximum());
        QVERIFY2(slider->value() >= slider->maximum() - 5, qPrintable(QString::number(slider->value())));
        const double weight = slider->value() / double(ObjectivesPanel::kSliderScale);
        QCOMPARE(wb.document().options().combinator.weights[0], weight);
        // One drag is one undo step, however many values it passed through, named by where it ended.
        QCOMPARE(wb.undoStack()->count(), 1);
        QCOMPARE(wb.undoStack()->text(0),
                 QStringLiteral("Weight of main path: %1").arg(formatNumber(weight)));
        QVERIFY(wb.isModified());

        QVERIFY(waitForMap(wb));
        const MapResultPtr after = wb.result();
        QVERIFY(after != before);
        QCOMPARE(after->options.combinator.weights[0], weight);
        QCOMPARE(after->seed, before->seed);
        // With the main path at its heaviest, extending the path outweighs any side room (thesis model):
        // a different map, a longer path.
        QVERIFY(!samePlacements(after->generation.log, before->generation.log));
        QVERIFY(after->generation.path.length() > before->generation.path.length());

        // Undo puts the weight back and the same seed makes the first map again.
        wb.undoStack()->undo();
        QCOMPARE(slider->value(), 100);
        QVERIFY(waitForMap(wb));
        QVERIFY(samePlacements(wb.result()->generation.log, before->generation.log));
        QVERIFY(!wb.isModified());
    }

    void weightSliderRegeneratesFortyRoomsLive_data() {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("roomLimit");
        QTest::addColumn<int>("countFactor");
        // The seed's 8 x 8 squares, 40 of its 64 rooms (the spin box a designer uses), and the mansion's
        // varied shapes with every count doubled (40 rooms).
        QTest::newRow("squares, 40 of 64") << QStringLiteral(":/rooms/sets/squares.json") << 40 << 1;
        QTest::newRow("mansion, counts x2") << QStringLiteral(":/rooms/sets/mansion.json") << 0 << 2;
    }

    // Each step of a weight slider regenerates the 40-room map (same seed) off the GUI thread. The
    // time from the new slider value to the new map painted is printed, not asserted: timing belongs to the
    // bench.
    void weightSliderRegeneratesFortyRoomsLive() {
        QFETCH(QString, set);
        QFETCH(int, roomLimit);
        QFETCH(int, countFactor);
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        QVERIFY(wb.useSet(set));
        if (countFactor != 1) {
            std::vector<PrefabDraft> drafts = wb.document().prefabs();
            for (PrefabDraft &d : drafts) d.count *= countFactor;
            wb.document().replaceSet(wb.document().setName(), drafts, wb.document().setSource(), set);
        }
        if (roomLimit > 0) wb.mapPage()->settings()->generator()->roomsBox()->setValue(roomLimit);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->generation.map.roomCount(), 40);
        const std::uint64_t seed = wb.result()->seed;

        QSlider *slider = wb.mapPage()->settings()->objectives()->weightSlider(Objective::MainPath);
        MapView *view = wb.mapPage()->view();
        QElapsedTimer timer;
        double shownMs = -1;
        MapResultPtr shown;
        QEventLoop loop;
        connect(&wb, &RoomsWorkbench::mapShown, &loop, [&](const MapResultPtr &r) {
            if (r->request != wb.generator().lastRequest()) return;
            view->repaint(); // the new map on screen, not only handed over
            shownMs = double(timer.nsecsElapsed()) / 1e6;
            shown = r;
            loop.quit();
        });
        std::vector<double> total, core;
        std::vector<MapResultPtr> results;
        const int runs = 15;
        const int low = slider->value();
        for (int i = 0; i < runs; ++i) {
            shownMs = -1;
            const int before = slider->value();
            timer.start();
            // As a drag step does: a new slider value, alternating between two weights a unit apart.
            slider->setValue(i % 2 == 0 ? low + ObjectivesPanel::kSliderScale : low);
            QTimer::singleShot(10000, &loop, &QEventLoop::quit);
            loop.exec();
            QVERIFY2(shownMs >= 0, "no map within 10 s");
            QVERIFY(slider->value() != before);
            const double weight = slider->value() / double(ObjectivesPanel::kSliderScale);
            QCOMPARE(shown->options.combinator.weights[std::size_t(Objective::MainPath)], weight);
            QCOMPARE(shown->seed, seed);
            QCOMPARE(shown->generation.map.roomCount(), 40);
            QVERIFY(shown->complete());
            QCOMPARE(wb.result(), shown);
            results.push_back(shown);
            total.push_back(shownMs);
            core.push_back(shown->milliseconds);
        }
        // The weight matters: the two weights give two different maps, each made again the same way.
        QVERIFY(!samePlacements(results[0]->generation.log, results[1]->generation.log));
        for (std::size_t i = 2; i < results.size(); ++i)
            QVERIFY(samePlacements(results[i]->generation.log, results[i - 2]->generation.log));
        const auto median = [](std::vector<double> v) {
            std::sort(v.begin(), v.end());
            return v[v.size() / 2];
        };
        qInfo("%s: 40 rooms, slider value to new map painted: median %.1f ms (min %.1f, max %.1f) over %d "
              "runs; core generation median %.1f ms",
              QTest::currentDataTag(), median(total), *std::min_element(total.begin(), total.end()),
              *std::max_element(total.begin(), total.end()), runs, median(core));
    }

    void adaptiveControlsRegenerate() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        const MapResultPtr before = wb.result();
        ObjectivesPanel *panel = wb.mapPage()->settings()->objectives();
        QDoubleSpinBox *attack = panel->attackBox(Objective::MainPath);
        QDoubleSpinBox *decay = panel->decayBox(Objective::Condensation);
        // Attack and decay only mean something to the adaptive combinator.
        QVERIFY(!attack->isEnabled());
        panel->combinatorBox()->setCurrentIndex(1);
        QCOMPARE(wb.document().options().combinator.kind, CombinatorKind::Adaptive);
        QVERIFY(attack->isEnabled() && decay->isEnabled());
        QVERIFY(waitForMap(wb));
        const MapResultPtr adaptive = wb.result();
        QCOMPARE(adaptive->options.combinator.kind, CombinatorKind::Adaptive);
        QCOMPARE(adaptive->seed, before->seed);

        // Two steps up the attack's arrows: one undo step; the map is made with the new attack.
        const double a0 = attack->value();
        attack->stepUp();
        attack->stepUp();
        QCOMPARE(wb.document().options().combinator.attack[std::size_t(Objective::MainPath)], a0 + 0.1);
        decay->setValue(0.5);
        QCOMPARE(wb.document().options().combinator.decay[std::size_t(Objective::Condensation)], 0.5);
        QCOMPARE(wb.undoStack()->count(), 3);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->options.combinator.attack[std::size_t(Objective::MainPath)], a0 + 0.1);
        QCOMPARE(wb.result()->options.combinator.decay[std::size_t(Objective::Condensation)], 0.5);
        QVERIFY(!samePlacements(wb.result()->generation.log, adaptive->generation.log));

        // Undo all of it: the weighted sum and the first map again, the boxes showing the old values.
        while (wb.undoStack()->canUndo()) wb.undoStack()->undo();
        QCOMPARE(panel->combinatorBox()->currentIndex(), 0);
        QVERIFY(!attack->isEnabled());
        QCOMPARE(attack->value(), a0);
        QVERIFY(waitForMap(wb));
        QVERIFY(samePlacements(wb.result()->generation.log, before->generation.log));
    }

    void wholeMapFitsTheView() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        // The core's default weights grow the 64 squares into a long chain: a map far bigger than the view
        // at the grid view's usual smallest tiles.
        QVERIFY(wb.useSet(QStringLiteral(":/rooms/sets/squares.json")));
        GeneratorOptions o = wb.document().options();
        o.combinator = CombinatorOptions{};
        wb.document().setSettings(o, wb.document().seed());
        QVERIFY(waitForMap(wb));
        MapView *view = wb.mapPage()->view();
        const CellRect &e = wb.result()->extent;
        QVERIFY(view->isFitToWindow());
        QTRY_VERIFY(view->cellSize() * e.width() <= view->width());
        QVERIFY(view->cellSize() * e.height() <= view->height());
        QVERIFY(view->cellSize() < tessera::ui::GridView::minimumCellSize);
        // Zooming out stops at the view's floor, zooming in still reaches big tiles.
        view->setCellSize(0.1);
        QCOMPARE(view->cellSize(), view->cellSizeFloor());
        view->setCellSize(40);
        QCOMPARE(view->cellSize(), 40.0);
    }

    // The generator settings tab: each control regenerates with its option, one undo step each.
    void generatorSettingsRegenerate() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        const MapResultPtr first = wb.result();
        const auto loopsOf = [](const MapResultPtr &r) {
            int loops = 0;
            for (const Connection &c : r->generation.map.connections()) loops += c.loop ? 1 : 0;
            return loops;
        };
        QCOMPARE(loopsOf(first), 0);
        GeneratorPanel *panel = wb.mapPage()->settings()->generator();
        // Every field shows whole in the settings column (it has no horizontal scroll bar).
        wb.mapPage()->settings()->findChild<QTabWidget *>()->setCurrentWidget(
            panel->parentWidget()->parentWidget());
        QTRY_VERIFY(panel->isVisible());
        const QWidget *viewport = panel->parentWidget();
        for (const QWidget *field : panel->findChildren<QWidget *>()) {
            if (!field->isVisible() || field->parentWidget() != panel) continue;
            const QRect r(field->mapTo(viewport, QPoint(0, 0)), field->size());
            QVERIFY2(r.right() < viewport->width(),
                     qPrintable(QStringLiteral("%1 ends at %2 of %3")
                                    .arg(QString::fromLatin1(field->metaObject()->className()))
                                    .arg(r.right())
                                    .arg(viewport->width())));
        }

        panel->closeLoopsBox()->setChecked(true);
        QVERIFY(waitForMap(wb));
        QVERIFY(wb.result()->options.closeLoops);
        QVERIFY(loopsOf(wb.result()) > 0);

        panel->roomsBox()->setValue(12);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->generation.map.roomCount(), 12);

        panel->selectorBox()->setCurrentIndex(1);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->options.selector, SelectorKind::Random);
        QCOMPARE(wb.result()->generation.map.roomCount(), 12);
        QCOMPARE(wb.undoStack()->count(), 3);

        while (wb.undoStack()->canUndo()) wb.undoStack()->undo();
        QVERIFY(!panel->closeLoopsBox()->isChecked());
        QCOMPARE(panel->roomsBox()->value(), 0);
        QCOMPARE(panel->selectorBox()->currentIndex(), 0);
        QVERIFY(waitForMap(wb));
        QVERIFY(samePlacements(wb.result()->generation.log, first->generation.log));

        // The thesis's tie rule and lookahead reach the generator.
        panel->firstOfTiesBox()->setChecked(true);
        QVERIFY(waitForMap(wb));
        QVERIFY(!wb.result()->options.randomTies);
        panel->lookaheadBox()->setValue(2);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->options.lookahead, 2);
        QCOMPARE(wb.result()->generation.status, GenerationStatus::Complete);

        // Builds: six by default (as the command line), one on request; a random selector builds once.
        QCOMPARE(panel->buildsBox()->value(), 6);
        panel->buildsBox()->setValue(1);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->options.restarts, 1);
        panel->selectorBox()->setCurrentIndex(1);
        QVERIFY(!panel->buildsBox()->isEnabled());
        wb.undoStack()->undo();
        wb.undoStack()->undo();
        QCOMPARE(panel->buildsBox()->value(), 6);
        QVERIFY(panel->buildsBox()->isEnabled());
    }

    // The map view: open doors drawn as notches once tiles are big enough, wheel zoom around the
    // cursor, middle-button pan, Ctrl+0 back to the whole map.
    void mapViewDoorsZoomAndPan() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        MapView *view = wb.mapPage()->view();
        const PlaybackFramePtr frame = view->frame();
        QVERIFY(frame->isFinal());
        QTRY_VERIFY(view->isFitToWindow() && view->cellSize() > 0);
        QVERIFY(view->cellSize() < MapView::kOpenDoorCellSize);

        // An open door facing up, and the point of its notch (the top strip of its tile).
        const MapDoor *open = nullptr;
        for (const MapDoor &d : frame->map.doors())
            if (d.open() && d.facing == Dir::Up) {
                open = &d;
                break;
            }
        QVERIFY(open);
        const Point v = open->cell - frame->extentOrigin();
        const QPoint doorCell(v.col, v.row);
        const auto notchColour = [&] {
            const QRectF r = view->cellRect(doorCell);
            const QImage image = view->grab().toImage();
            return QColor(image.pixel(QPointF(r.center().x(), r.top() + 1).toPoint()));
        };
        // At the fitted size the door is plain wall; zoomed in, it carries the open-door notch.
        QCOMPARE(notchColour().rgb(), palette::wall.rgb());
        view->setCellSize(20, view->cellCenter(doorCell));
        QCOMPARE(view->cellSize(), 20.0);
        QCOMPARE(notchColour().rgb(), palette::door.lighter(135).rgb());

        // The wheel zooms in around the cursor: the cell under it stays under it.
        const QPointF at = view->cellCenter(doorCell);
        QWheelEvent wheel(at, view->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view, &wheel);
        QVERIFY(view->cellSize() > 20);
        QVERIFY(view->cellRect(doorCell).contains(at));

        // A middle-button drag moves the board with the mouse.
        const QRectF before = view->boardRect();
        const QPoint from = at.toPoint();
        const QPoint to = from + QPoint(-60, 40);
        QTest::mousePress(view, Qt::MiddleButton, Qt::NoModifier, from);
        QMouseEvent move(QEvent::MouseMove, to, view->mapToGlobal(to), Qt::NoButton, Qt::MiddleButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(view, &move);
        QTest::mouseRelease(view, Qt::MiddleButton, Qt::NoModifier, to);
        QCOMPARE(view->boardRect().topLeft(), before.topLeft() + QPointF(-60, 40));

        // Ctrl+0 shows the whole map again.
        view->setFocus();
        QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(view->isFitToWindow());
        QVERIFY(view->boardRect().width() <= view->width() && view->boardRect().height() <= view->height());
    }

    void firstAnswerThenTheFittestBuild() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        QVERIFY(wb.useSet(QStringLiteral(":/rooms/sets/squares.json")));
        QVERIFY(waitForMap(wb));
        std::vector<MapResultPtr> shown;
        connect(&wb, &RoomsWorkbench::mapShown, &wb, [&](const MapResultPtr &r) { shown.push_back(r); });
        QSlider *slider = wb.mapPage()->settings()->objectives()->weightSlider(Objective::MainPath);
        slider->setValue(slider->value() + ObjectivesPanel::kSliderScale);
        // The first answer: the seed's own build, no candidates, the full answer still to come.
        QVERIFY(QTest::qWaitFor([&] { return !shown.empty(); }, 10000));
        const GeneratorOptions options = wb.document().options();
        QVERIFY(options.restarts > 1);
        const MapResultPtr first = shown.front();
        QCOMPARE(first->refining, options.restarts);
        QVERIFY(!first->hasCandidates);
        QVERIFY(wb.generator().isBusy());
        QVERIFY(wb.mapPage()->summary().contains(QStringLiteral("build 1 of")));
        // Add to Pack now makes the full answer's level.
        const auto maker = wb.levelMaker();
        QVERIFY(maker);
        CancelToken token;
        const std::optional<pack::Level> early = maker(token);
        QVERIFY(early);
        // The full answer once the settings rest: the fittest of all the builds, as the core makes it.
        QVERIFY(waitForMap(wb));
        const MapResultPtr full = wb.result();
        QCOMPARE(full->refining, 0);
        QVERIFY(full->hasCandidates);
        QCOMPARE(shown.size(), std::size_t(2));
        const auto made = generateResult(first->setPointer(), options, first->seed);
        QVERIFY(samePlacements(full->generation.log, made->generation.log));
        QVERIFY(full->generation.log.steps.back().fitness >= first->generation.log.steps.back().fitness);
        const std::optional<pack::Level> late = wb.levelMaker()(token);
        QVERIFY(late);
        QVERIFY(early->data == late->data);
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
                QVERIFY(page->heatLegend()->isEmpty());
                continue;
            }
            // The heat's key beside the bar spans this step's candidates.
            QCOMPARE(page->heatLegend()->lowText(), formatNumber(frame->fitnessLow));
            QCOMPARE(page->heatLegend()->highText(), formatNumber(frame->fitnessHigh));
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
        QVERIFY(!page->heatLegend()->isVisible());

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
