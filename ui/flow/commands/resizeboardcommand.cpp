#include "ui/flow/commands/resizeboardcommand.h"

#include "flow/editing.h"
#include "ui/flow/levelmodel.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

std::unique_ptr<ResizeBoardCommand> ResizeBoardCommand::make(LevelModel &model, int rows, int columns,
                                                             QString *why) {
    try {
        Grid<char> after = withBoardResized(model.cells(), rows, columns);
        if (after == model.cells()) return nullptr;
        const QString text =
            QCoreApplication::translate("tessera::flow::ui", "Resize to %1x%2").arg(columns).arg(rows);
        return std::unique_ptr<ResizeBoardCommand>(
            new ResizeBoardCommand(model, std::move(after), model.rule(), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

} // namespace tessera::flow::ui
