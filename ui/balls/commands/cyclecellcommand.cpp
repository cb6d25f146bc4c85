#include "ui/balls/commands/cyclecellcommand.h"

#include "balls/editing.h"
#include "ui/balls/levelmodel.h"

#include <QCoreApplication>

namespace tessera::balls::ui {

std::unique_ptr<CycleCellCommand> CycleCellCommand::make(LevelModel &model, Point cell, QString *why) {
    try {
        Board after = withCellCycled(model.board(), cell);
        if (after == model.board()) return nullptr;
        const QString text = QCoreApplication::translate("tessera::balls::ui", "Change row %1, column %2")
                                 .arg(cell.row)
                                 .arg(cell.col);
        return std::unique_ptr<CycleCellCommand>(new CycleCellCommand(model, std::move(after), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

} // namespace tessera::balls::ui
