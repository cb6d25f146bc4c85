#pragma once

#include "ui/flow/commands/boardeditcommand.h"

namespace tessera::flow::ui {

// Puts an endpoint of one colour (its label) on a cell, replacing whatever endpoint was there.
class PlaceEndpointCommand : public BoardEditCommand {
public:
    PlaceEndpointCommand(LevelModel &model, Point cell, char label, QUndoCommand *parent = nullptr);
};

} // namespace tessera::flow::ui
