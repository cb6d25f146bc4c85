#include "ui/linjat/commands/setnumbercommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<SetNumberCommand> SetNumberCommand::make(LevelModel &model, int row, int col, int value,
                                                         QString *why) {
    const EditResult r = setNumber(model.puzzle(), row, col, value);
    if (!r.accepted()) return refused<SetNumberCommand>(refusalWords(r.refusal, row, col, value), why);
    auto tr = [](const char *text) { return QCoreApplication::translate("tessera::linjat::ui", text); };
    const QString text =
        r.edit->kind == EditKind::ChangeNumber
            ? tr("Change %1 to %2 at %3").arg(r.edit->oldValue).arg(value).arg(cellName(row, col))
            : tr("Set %1 at %2").arg(value).arg(cellName(row, col));
    std::unique_ptr<SetNumberCommand> command(new SetNumberCommand(model, r.edit->after, text));
    command->describe(r.edit->kind, row, col);
    return command;
}

} // namespace tessera::linjat::ui
