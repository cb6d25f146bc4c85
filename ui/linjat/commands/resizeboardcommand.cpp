#include "ui/linjat/commands/resizeboardcommand.h"

#include "ui/linjat/levelmodel.h"
#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

std::unique_ptr<ResizeBoardCommand> ResizeBoardCommand::make(LevelModel &model, int rows, int cols,
                                                             QString *why) {
    const EditResult r = resize(model.puzzle(), rows, cols);
    if (!r.accepted()) return refused<ResizeBoardCommand>(refusalWords(r.refusal, rows, cols), why);
    QString text =
        QCoreApplication::translate("tessera::linjat::ui", "Resize board to %1 x %2").arg(rows).arg(cols);
    if (r.edit->dropped > 0)
        text += QCoreApplication::translate("tessera::linjat::ui", " (drops %n item(s))", nullptr,
                                            r.edit->dropped);
    return std::unique_ptr<ResizeBoardCommand>(new ResizeBoardCommand(model, r.edit->after, text));
}

} // namespace tessera::linjat::ui
