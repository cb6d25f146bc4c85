#include "ui/linjat/commands/movenumbercommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<MoveNumberCommand> MoveNumberCommand::make(LevelModel &model, int fromRow, int fromCol,
                                                           int toRow, int toCol, QString *why) {
    const EditResult r = moveNumber(model.puzzle(), fromRow, fromCol, toRow, toCol);
    if (!r.accepted()) {
        // The refusal is about the target only when the target holds a number.
        const bool aboutTarget = r.refusal == EditRefusal::TargetHasNumber;
        return refused<MoveNumberCommand>(
            refusalWords(r.refusal, aboutTarget ? toRow : fromRow, aboutTarget ? toCol : fromCol), why);
    }
    const QString text = QCoreApplication::translate("tessera::linjat::ui", "Move %1 from %2 to %3")
                             .arg(r.edit->oldValue)
                             .arg(cellName(fromRow, fromCol), cellName(toRow, toCol));
    return std::unique_ptr<MoveNumberCommand>(new MoveNumberCommand(model, r.edit->after, text));
}

} // namespace tessera::linjat::ui
