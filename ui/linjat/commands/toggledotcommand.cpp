#include "ui/linjat/commands/toggledotcommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<ToggleDotCommand> ToggleDotCommand::make(LevelModel &model, int row, int col, QString *why) {
    const EditResult r = toggleDot(model.puzzle(), row, col);
    if (!r.accepted()) return refused<ToggleDotCommand>(refusalWords(r.refusal, row, col), why);
    const QString text = r.edit->kind == EditKind::AddDot
                             ? QCoreApplication::translate("tessera::linjat::ui", "Add dot at %1")
                             : QCoreApplication::translate("tessera::linjat::ui", "Remove dot at %1");
    std::unique_ptr<ToggleDotCommand> command(
        new ToggleDotCommand(model, r.edit->after, text.arg(cellName(row, col))));
    command->describe(r.edit->kind, row, col);
    return command;
}

} // namespace tessera::linjat::ui
