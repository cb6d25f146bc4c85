#pragma once

#include "ui/flow/commands/boardeditcommand.h"

#include <memory>

namespace tessera::flow::ui {

// Puts an endpoint of one colour (its label) on a cell, replacing whatever endpoint was there.
class PlaceEndpointCommand : public BoardEditCommand {
public:
    // Nothing when the cell already holds the label, or (with the core's reason in *why) when the core
    // refuses: outside the board, or the colour already has both endpoints.
    static std::unique_ptr<PlaceEndpointCommand> make(LevelModel &model, Point cell, char label,
                                                      QString *why = nullptr);

private:
    using BoardEditCommand::BoardEditCommand;
};

} // namespace tessera::flow::ui
