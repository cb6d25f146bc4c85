#pragma once

#include "ui/balls/commands/boardeditcommand.h"

#include <memory>

namespace tessera::balls::ui {

// One editor edit as an undo command (the field the core's editing rule computed).
class CycleCellCommand : public BoardEditCommand {
public:
    // Nothing (with why set) when the core refuses the edit; nothing when it changes nothing.
    static std::unique_ptr<CycleCellCommand> make(LevelModel &model, Point cell, QString *why = nullptr);

private:
    using BoardEditCommand::BoardEditCommand;
};

} // namespace tessera::balls::ui
