#pragma once

// Shared by the Linjat studio tests: a studio context without a main window, and real input events
// on board cells.
#include "common/module.h"
#include "ui/common/gridview.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/studiocontext.h"

#include <QApplication>
#include <QMouseEvent>
#include <QTest>

#include <memory>

namespace linjattesting {

struct Studio {
    tessera::ui::PackDocument pack;
    tessera::ui::JobRunner jobs;
    tessera::ui::Log log;
    tessera::ui::StudioContext context{pack, jobs, log};
    Studio() {
        tessera::registerModules();
        pack.newPack(QStringLiteral("Test pack"));
    }
};

inline QPoint cellPos(const tessera::ui::GridView &view, int row, int col) {
    return view.cellRect(QPoint(col, row)).center().toPoint();
}

inline void clickCell(tessera::ui::GridView &view, int row, int col,
                      Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(&view, button, Qt::NoModifier, cellPos(view, row, col));
}

// A left-button drag from one cell to another through real press/move/release events.
inline void dragCell(tessera::ui::GridView &view, int fromRow, int fromCol, int toRow, int toCol) {
    const QPoint from = cellPos(view, fromRow, fromCol), to = cellPos(view, toRow, toCol);
    QTest::mousePress(&view, Qt::LeftButton, Qt::NoModifier, from);
    for (int i = 1; i <= 4; ++i) {
        const QPointF at = from + (to - from) * (i / 4.0);
        QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
    }
    QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, to);
}

} // namespace linjattesting
