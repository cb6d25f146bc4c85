#pragma once

#include "ui/balls/commands/boardeditcommand.h"

#include <memory>

namespace tessera::balls::ui {

// One editor edit as an undo command (the field the core's editing rule computed).
class ResizeFieldCommand : public BoardEditCommand {
public:
    // Nothing (with why set) when the core refuses the edit; nothing when it changes nothing.
    static std::unique_ptr<ResizeFieldCommand> make(LevelModel &model, int rows, int columns,
                                                    QString *why = nullptr);

private:
    using BoardEditCommand::BoardEditCommand;
};

} // namespace tessera::balls::ui
