#pragma once

#include "ui/flow/commands/boardeditcommand.h"

#include <memory>

namespace tessera::flow::ui {

// Clears the endpoint on a cell.
class RemoveEndpointCommand : public BoardEditCommand {
public:
    // Nothing (with the core's reason in *why) when the cell holds no endpoint.
    static std::unique_ptr<RemoveEndpointCommand> make(LevelModel &model, Point cell, QString *why = nullptr);

private:
    using BoardEditCommand::BoardEditCommand;
};

} // namespace tessera::flow::ui
