#include "ui/rooms/roomsbench.h"

#include "ui/common/mainwindow.h"
#include "ui/rooms/mapgenerator.h"
#include "ui/rooms/mappage.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/objectivespanel.h"
#include "ui/rooms/roomsworkbench.h"
#include "ui/rooms/settingspanel.h"

#include <QSlider>

namespace tessera::rooms::ui {

namespace {

// A key step on the main-path weight slider (right, then back left) until the map made with the new
// weight is painted, on the bundled set of 64 rooms.
class RoomsBenchSliderStep : public tessera::ui::BenchInteraction {
public:
    explicit RoomsBenchSliderStep(RoomsWorkbench &wb)
        : mWb(wb)
        , mSlider(wb.mapPage()->settings()->objectives()->weightSlider(Objective::MainPath)) {}
    QWidget *view() const override { return mWb.mapPage()->view(); }
    void act(int repetition) override {
        mBefore = mWb.generator().lastRequest();
        tessera::ui::benchKey(*mSlider, repetition % 2 ? Qt::Key_Left : Qt::Key_Right);
    }
    bool answered() const override {
        const MapResultPtr r = mWb.result();
        return r && r->request > mBefore;
    }
    bool idle() const override {
        const MapResultPtr r = mWb.result();
        return r && !mWb.generator().isBusy() && r->request == mWb.generator().lastRequest();
    }

private:
    RoomsWorkbench &mWb;
    QSlider *mSlider;
    quint64 mBefore = 0;
};

} // namespace

std::vector<tessera::ui::BenchCase> benchCases() {
    tessera::ui::BenchCase slider;
    slider.name = QStringLiteral("rooms.weight-slider.64");
    slider.what = QStringLiteral("a key step of the main-path weight slider to the painted 64-room map");
    slider.setUp = [](tessera::ui::MainWindow &window,
                      QString &why) -> std::unique_ptr<tessera::ui::BenchInteraction> {
        auto *wb = qobject_cast<RoomsWorkbench *>(window.workbench(QStringLiteral("rooms")));
        if (!wb) {
            why = QStringLiteral("no room-map page");
            return nullptr;
        }
        wb->setPage(RoomsWorkbench::MapTab);
        const quint64 before = wb->generator().lastRequest();
        // The bundled set of the thesis's size: 8 prefabs, 8 instances each.
        if (!wb->useSet(QStringLiteral(":/rooms/sets/squares.json"))) {
            why = QStringLiteral("the bundled squares set cannot be read");
            return nullptr;
        }
        auto step = std::make_unique<RoomsBenchSliderStep>(*wb);
        if (!tessera::ui::benchWaitFor(
                [&] { return wb->generator().lastRequest() > before && step->idle(); }) ||
            wb->result()->generation.map.roomCount() < 64) {
            why = QStringLiteral("the squares set's map has %1 rooms, not 64")
                      .arg(wb->result() ? wb->result()->generation.map.roomCount() : 0);
            return nullptr;
        }
        return step;
    };
    return {slider};
}

} // namespace tessera::rooms::ui
