#include "ui/flow/commands/resizeboardcommand.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

ResizeBoardCommand::ResizeBoardCommand(LevelModel &model, int rows, int columns, QUndoCommand *parent)
    : BoardEditCommand(model, QCoreApplication::translate("flow", "Resize to %1x%2").arg(columns).arg(rows),
                       parent) {
    Grid<char> cells(rows, columns, '.');
    for (int r = 0; r < rows && r < mBefore.rows(); ++r)
        for (int c = 0; c < columns && c < mBefore.cols(); ++c) cells.at({r, c}) = mBefore.at({r, c});
    mAfter = cells;
}

} // namespace tessera::flow::ui
