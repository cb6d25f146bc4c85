#include "ui/linjat/commands/addgeneratordotcommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<AddGeneratorDotCommand> AddGeneratorDotCommand::make(LevelModel &model, int row, int col,
                                                                     QString *why) {
    const Puzzle &p = model.puzzle();
    auto tr = [](const char *text) { return QCoreApplication::translate("tessera::linjat::ui", text); };
    auto refuse = [why](const QString &reason) {
        if (why) *why = reason;
        return nullptr;
    };
    if (row < 0 || col < 0 || row >= p.rows() || col >= p.cols())
        return refuse(tr("The cell is off the board."));
    if (p.numberAt(row, col) >= 0 || p.isDot(row, col))
        return refuse(tr("%1 is not empty.").arg(cellName(row, col)));
    Puzzle after = p;
    after.setDot(row, col, true);
    return std::unique_ptr<AddGeneratorDotCommand>(new AddGeneratorDotCommand(
        model, after, tr("Add the generator's dot at %1").arg(cellName(row, col))));
}

} // namespace tessera::linjat::ui
