#include "ui/balls/commands/resizefieldcommand.h"

#include "balls/editing.h"
#include "ui/balls/levelmodel.h"

#include <QCoreApplication>

namespace tessera::balls::ui {

std::unique_ptr<ResizeFieldCommand> ResizeFieldCommand::make(LevelModel &model, int rows, int columns,
                                                             QString *why) {
    try {
        Board after = withResized(model.board(), rows, columns);
        if (after == model.board()) return nullptr;
        const QString text =
            QCoreApplication::translate("tessera::balls::ui", "Resize to %1x%2").arg(columns).arg(rows);
        return std::unique_ptr<ResizeFieldCommand>(new ResizeFieldCommand(model, std::move(after), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

} // namespace tessera::balls::ui
