#include "ui/flow/commands/removeendpointcommand.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

RemoveEndpointCommand::RemoveEndpointCommand(LevelModel &model, Point cell, QUndoCommand *parent)
    : BoardEditCommand(model, QCoreApplication::translate("flow", "Remove endpoint"), parent) {
    if (mAfter.inside(cell)) mAfter.at(cell) = '.';
}

} // namespace tessera::flow::ui
