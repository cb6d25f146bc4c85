#include "ui/flow/commands/removeendpointcommand.h"

#include "flow/editing.h"
#include "ui/flow/levelmodel.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

std::unique_ptr<RemoveEndpointCommand> RemoveEndpointCommand::make(LevelModel &model, Point cell,
                                                                   QString *why) {
    try {
        Grid<char> after = withEndpointCleared(model.cells(), cell);
        const QString text = QCoreApplication::translate("tessera::flow::ui", "Remove endpoint");
        return std::unique_ptr<RemoveEndpointCommand>(
            new RemoveEndpointCommand(model, std::move(after), model.rule(), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

} // namespace tessera::flow::ui
