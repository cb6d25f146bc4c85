#include "ui/balls/commands/placeblackcommand.h"

#include "balls/editing.h"
#include "ui/balls/levelmodel.h"

#include <QCoreApplication>

namespace tessera::balls::ui {

std::unique_ptr<PlaceBlackCommand> PlaceBlackCommand::make(LevelModel &model, Point cell, QString *why) {
    try {
        Board after = withBlack(model.board(), cell);
        if (after == model.board()) return nullptr;
        const QString text =
            QCoreApplication::translate("tessera::balls::ui", "Black ball to row %1, column %2")
                .arg(cell.row)
                .arg(cell.col);
        return std::unique_ptr<PlaceBlackCommand>(new PlaceBlackCommand(model, std::move(after), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

} // namespace tessera::balls::ui
