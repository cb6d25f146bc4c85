#include "ui/flow/commands/placeendpointcommand.h"

#include "flow/editing.h"
#include "ui/flow/levelmodel.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

std::unique_ptr<PlaceEndpointCommand> PlaceEndpointCommand::make(LevelModel &model, Point cell, char label,
                                                                 QString *why) {
    try {
        Grid<char> after = withEndpointPlaced(model.cells(), cell, label);
        if (after == model.cells()) return nullptr;
        const QString text =
            QCoreApplication::translate("tessera::flow::ui", "Place endpoint %1").arg(QChar(label));
        return std::unique_ptr<PlaceEndpointCommand>(
            new PlaceEndpointCommand(model, std::move(after), model.rule(), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

} // namespace tessera::flow::ui
