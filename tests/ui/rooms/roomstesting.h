#pragma once
// Shared pieces of the room-map studio tests: a workbench with a real studio context, waiting for its
// map, and mouse drags on real widgets.

#include "common/module.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/resources.h"
#include "ui/common/studiocontext.h"
#include "ui/rooms/mapgenerator.h"
#include "ui/rooms/roomsworkbench.h"

#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>

#include <memory>

namespace roomstesting {

using namespace tessera;
using namespace tessera::rooms;
using namespace tessera::rooms::ui;

struct Studio {
    tessera::ui::Log log;
    tessera::ui::PackDocument pack;
    tessera::ui::JobRunner jobs;
    tessera::ui::StudioContext context{pack, jobs, log};
    std::unique_ptr<RoomsWorkbench> workbench;

    Studio() {
        workbench = std::make_unique<RoomsWorkbench>(context);
        workbench->resize(1150, 780);
        workbench->show();
    }
};

// Waits until the workbench shows a map answering its newest request.
inline bool waitForMap(RoomsWorkbench &wb, int timeoutMs = 10000) {
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (wb.result() && !wb.generator().isBusy() && wb.result()->request == wb.generator().lastRequest())
            return true;
        QTest::qWait(5);
    }
    return false;
}

// Centre of a slider's handle at a value, in slider coordinates.
inline QPoint handleCentre(QSlider &slider, int value) {
    QStyleOptionSlider opt;
    opt.initFrom(&slider);
    opt.subControls = QStyle::SC_None;
    opt.activeSubControls = QStyle::SC_None;
    opt.orientation = slider.orientation();
    opt.maximum = slider.maximum();
    opt.minimum = slider.minimum();
    opt.tickPosition = slider.tickPosition();
    opt.tickInterval = slider.tickInterval();
    opt.upsideDown = slider.invertedAppearance();
    opt.direction = slider.layoutDirection();
    opt.singleStep = slider.singleStep();
    opt.pageStep = slider.pageStep();
    opt.sliderPosition = value;
    opt.sliderValue = value;
    return slider.style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, &slider).center();
}

// Drags a slider's handle from its current value to `value` with real mouse events, in steps.
inline void dragSlider(QSlider &slider, int value, int steps = 6) {
    const QPoint from = handleCentre(slider, slider.value());
    const QPoint to = handleCentre(slider, value);
    QTest::mousePress(&slider, Qt::LeftButton, Qt::NoModifier, from);
    for (int i = 1; i <= steps; ++i) {
        const QPoint p = from + (to - from) * i / steps;
        QMouseEvent move(QEvent::MouseMove, p, slider.mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(&slider, &move);
        QTest::qWait(10);
    }
    QTest::mouseRelease(&slider, Qt::LeftButton, Qt::NoModifier, to);
}

} // namespace roomstesting
