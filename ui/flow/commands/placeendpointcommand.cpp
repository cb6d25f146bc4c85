#include "ui/flow/commands/placeendpointcommand.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

PlaceEndpointCommand::PlaceEndpointCommand(LevelModel &model, Point cell, char label, QUndoCommand *parent)
    : BoardEditCommand(model, QCoreApplication::translate("flow", "Place endpoint %1").arg(QChar(label)),
                       parent) {
    if (mAfter.inside(cell)) mAfter.at(cell) = label;
}

} // namespace tessera::flow::ui
