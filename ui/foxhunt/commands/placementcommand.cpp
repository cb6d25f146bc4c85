#include "ui/foxhunt/commands/placementcommand.h"

#include "foxhunt/editing.h"
#include "ui/foxhunt/levelmodel.h"

#include <QCoreApplication>

namespace tessera::foxhunt::ui {

std::unique_ptr<PlacementCommand> PlacementCommand::make(LevelModel &model, Kind kind, Point cell,
                                                         QString *why) {
    try {
        Level after =
            kind == Fox ? withFoxToggled(model.level(), cell) : withOpeningToggled(model.level(), cell);
        const QString name = QString::fromStdString(cellName(cell));
        const char *what =
            kind == Fox ? (after.foxes.size() > model.level().foxes.size() ? "Place a fox on %1"
                                                                           : "Take the fox off %1")
                        : (after.openings.size() > model.level().openings.size() ? "Open %1 before play"
                                                                                 : "Take the opening off %1");
        const QString text = QCoreApplication::translate("tessera::foxhunt::ui", what).arg(name);
        return std::unique_ptr<PlacementCommand>(new PlacementCommand(model, std::move(after), text));
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return nullptr;
    }
}

} // namespace tessera::foxhunt::ui
