#include "ui/linjat/commands/clearcellcommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<ClearCellCommand> ClearCellCommand::make(LevelModel &model, int row, int col, QString *why) {
    const EditResult r = clearCell(model.puzzle(), row, col);
    if (!r.accepted()) return refused<ClearCellCommand>(refusalWords(r.refusal, row, col), why);
    auto tr = [](const char *text) { return QCoreApplication::translate("tessera::linjat::ui", text); };
    const QString text = r.edit->kind == EditKind::RemoveNumber
                             ? tr("Remove %1 at %2").arg(r.edit->oldValue).arg(cellName(row, col))
                             : tr("Remove dot at %1").arg(cellName(row, col));
    return std::unique_ptr<ClearCellCommand>(new ClearCellCommand(model, r.edit->after, text));
}

} // namespace tessera::linjat::ui
