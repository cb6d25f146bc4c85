#include "ui/linjat/commands/setnumbercommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<SetNumberCommand> SetNumberCommand::make(LevelModel &model, int row, int col, int value,
                                                         QString *why) {
    const Puzzle &p = model.puzzle();
    auto tr = [](const char *text) { return QCoreApplication::translate("tessera::linjat::ui", text); };
    auto refuse = [why](const QString &reason) {
        if (why) *why = reason;
        return nullptr;
    };
    if (row < 0 || col < 0 || row >= p.rows() || col >= p.cols())
        return refuse(tr("The cell is off the board."));
    if (value < kMinValue || value > kMaxValue)
        return refuse(tr("Numbers are %1 to %2.").arg(kMinValue).arg(kMaxValue));
    Puzzle after = p;
    const int index = p.numberAt(row, col);
    QString text;
    if (index >= 0) {
        const int old = p.number(index).value;
        if (old == value)
            return refuse(tr("The number at %1 already is %2.").arg(cellName(row, col)).arg(value));
        after.setValue(index, value);
        text = tr("Change %1 to %2 at %3").arg(old).arg(value).arg(cellName(row, col));
    } else {
        if (p.numberCount() >= kMaxNumbers)
            return refuse(
                tr("The board already has %1 numbers, the most a level can have.").arg(kMaxNumbers));
        after.addNumber(row, col, value);
        text = tr("Set %1 at %2").arg(value).arg(cellName(row, col));
    }
    return std::unique_ptr<SetNumberCommand>(new SetNumberCommand(model, after, text));
}

} // namespace tessera::linjat::ui
