#include "ui/linjat/commands/clearcellcommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<ClearCellCommand> ClearCellCommand::make(LevelModel &model, int row, int col, QString *why) {
    const Puzzle &p = model.puzzle();
    auto tr = [](const char *text) { return QCoreApplication::translate("tessera::linjat::ui", text); };
    auto refuse = [why](const QString &reason) {
        if (why) *why = reason;
        return nullptr;
    };
    if (row < 0 || col < 0 || row >= p.rows() || col >= p.cols())
        return refuse(tr("The cell is off the board."));
    Puzzle after = p;
    QString text;
    if (const int index = p.numberAt(row, col); index >= 0) {
        text = tr("Remove %1 at %2").arg(p.number(index).value).arg(cellName(row, col));
        after.removeNumber(index);
    } else if (p.isDot(row, col)) {
        text = tr("Remove dot at %1").arg(cellName(row, col));
        after.setDot(row, col, false);
    } else {
        return refuse(tr("%1 is already empty.").arg(cellName(row, col)));
    }
    return std::unique_ptr<ClearCellCommand>(new ClearCellCommand(model, after, text));
}

} // namespace tessera::linjat::ui
