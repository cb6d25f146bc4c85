#pragma once

// Qt before the core: moc cannot parse <compare> unless a Qt header came first.
#include <QTest>

#include "balls/formats.h"
#include "ui/balls/ballsworkbench.h"
#include "ui/balls/boardview.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/studiocontext.h"

#include <memory>

// A studio context and a shown ball-push workbench, as the main window would make them.
struct BallsFixture {
    tessera::ui::PackDocument pack;
    tessera::ui::JobRunner jobs;
    tessera::ui::Log log;
    tessera::ui::StudioContext context{pack, jobs, log};
    std::unique_ptr<tessera::balls::ui::BallsWorkbench> workbench;

    BallsFixture() {
        workbench = std::make_unique<tessera::balls::ui::BallsWorkbench>(context);
        workbench->resize(1200, 800);
        workbench->show();
        workbench->activateWindow();
        (void)QTest::qWaitForWindowActive(workbench.get());
    }
    ~BallsFixture() { workbench.reset(); }

    bool waitVerdict(int ms = 30000) {
        return QTest::qWaitFor([this] { return !workbench->isAnalysing() && workbench->model().verdict(); },
                               ms);
    }

    void click(int row, int col, Qt::MouseButton button = Qt::LeftButton) {
        tessera::balls::ui::BoardView *view = workbench->boardView();
        QTest::mouseClick(view, button, Qt::NoModifier, view->cellCenter(QPoint(col, row)).toPoint());
    }

    void key(Qt::Key key) { QTest::keyClick(workbench->boardView(), key); }
};
