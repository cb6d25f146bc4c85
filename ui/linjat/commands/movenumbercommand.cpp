#include "ui/linjat/commands/movenumbercommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<MoveNumberCommand> MoveNumberCommand::make(LevelModel &model, int fromRow, int fromCol,
                                                           int toRow, int toCol, QString *why) {
    const Puzzle &p = model.puzzle();
    auto tr = [](const char *text) { return QCoreApplication::translate("tessera::linjat::ui", text); };
    auto refuse = [why](const QString &reason) {
        if (why) *why = reason;
        return nullptr;
    };
    auto inside = [&p](int r, int c) { return r >= 0 && c >= 0 && r < p.rows() && c < p.cols(); };
    if (!inside(fromRow, fromCol) || !inside(toRow, toCol)) return refuse(tr("The cell is off the board."));
    const int index = p.numberAt(fromRow, fromCol);
    if (index < 0) return refuse(tr("There is no number at %1.").arg(cellName(fromRow, fromCol)));
    if (fromRow == toRow && fromCol == toCol) return refuse(tr("The number is already there."));
    if (p.numberAt(toRow, toCol) >= 0)
        return refuse(tr("%1 already holds a number.").arg(cellName(toRow, toCol)));
    Puzzle after = p;
    after.moveNumber(index, toRow, toCol);
    const QString text = tr("Move %1 from %2 to %3")
                             .arg(p.number(index).value)
                             .arg(cellName(fromRow, fromCol), cellName(toRow, toCol));
    return std::unique_ptr<MoveNumberCommand>(new MoveNumberCommand(model, after, text));
}

} // namespace tessera::linjat::ui
