#include "ui/linjat/commands/toggledotcommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<ToggleDotCommand> ToggleDotCommand::make(LevelModel &model, int row, int col, QString *why) {
    const Puzzle &p = model.puzzle();
    auto refuse = [why](const QString &reason) {
        if (why) *why = reason;
        return nullptr;
    };
    if (row < 0 || col < 0 || row >= p.rows() || col >= p.cols())
        return refuse(QCoreApplication::translate("tessera::linjat::ui", "The cell is off the board."));
    if (p.numberAt(row, col) >= 0)
        return refuse(
            QCoreApplication::translate("tessera::linjat::ui", "A number is on %1; a dot cannot go there.")
                .arg(cellName(row, col)));
    Puzzle after = p;
    const bool dot = !p.isDot(row, col);
    after.setDot(row, col, dot);
    const QString text = dot ? QCoreApplication::translate("tessera::linjat::ui", "Add dot at %1")
                             : QCoreApplication::translate("tessera::linjat::ui", "Remove dot at %1");
    return std::unique_ptr<ToggleDotCommand>(
        new ToggleDotCommand(model, after, text.arg(cellName(row, col))));
}

} // namespace tessera::linjat::ui
