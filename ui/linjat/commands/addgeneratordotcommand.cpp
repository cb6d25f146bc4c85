#include "ui/linjat/commands/addgeneratordotcommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<AddGeneratorDotCommand> AddGeneratorDotCommand::make(LevelModel &model, int row, int col,
                                                                     QString *why) {
    const EditResult r = addDot(model.puzzle(), row, col);
    if (!r.accepted()) return refused<AddGeneratorDotCommand>(refusalWords(r.refusal, row, col), why);
    const QString text = QCoreApplication::translate("tessera::linjat::ui", "Add the generator's dot at %1")
                             .arg(cellName(row, col));
    return std::unique_ptr<AddGeneratorDotCommand>(new AddGeneratorDotCommand(model, r.edit->after, text));
}

} // namespace tessera::linjat::ui
