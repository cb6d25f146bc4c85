#pragma once

#include "ui/flow/commands/boardeditcommand.h"

namespace tessera::flow::ui {

// Clears the endpoint on a cell.
class RemoveEndpointCommand : public BoardEditCommand {
public:
    RemoveEndpointCommand(LevelModel &model, Point cell, QUndoCommand *parent = nullptr);
};

} // namespace tessera::flow::ui
