#pragma once

// Qt before the core: moc cannot parse <compare> unless a Qt header came first.
#include <QTest>

#include "flow/formats.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/studiocontext.h"
#include "ui/flow/boardview.h"
#include "ui/flow/flowworkbench.h"

#include <memory>

// A studio context and a shown Flow workbench, as the main window would make them.
struct FlowFixture {
    tessera::ui::PackDocument pack;
    tessera::ui::JobRunner jobs;
    tessera::ui::Log log;
    tessera::ui::StudioContext context{pack, jobs, log};
    std::unique_ptr<tessera::flow::ui::FlowWorkbench> workbench;

    FlowFixture() {
        workbench = std::make_unique<tessera::flow::ui::FlowWorkbench>(context);
        workbench->resize(1200, 800);
        workbench->show();
        workbench->activateWindow();
        (void)QTest::qWaitForWindowActive(workbench.get());
    }
    ~FlowFixture() { workbench.reset(); }

    // Waits for the running solve (the first view solves its sample at once).
    bool waitSolved(int ms = 30000) {
        return QTest::qWaitFor([this] { return !workbench->isSolving(); }, ms);
    }

    void click(int row, int col, Qt::MouseButton button = Qt::LeftButton) {
        tessera::flow::ui::BoardView *view = workbench->boardView();
        QTest::mouseClick(view, button, Qt::NoModifier, view->cellCenter(QPoint(col, row)).toPoint());
    }
};

// A puzzle from text rows ('.' empty), via the core's reader.
inline tessera::flow::Puzzle puzzleFromText(const std::string &text, tessera::flow::Rule rule) {
    tessera::flow::Puzzle puzzle = tessera::flow::parseAscii(text).front();
    puzzle.rule = rule;
    return puzzle;
}
