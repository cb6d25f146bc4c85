#pragma once

#include "ui/linjat/commands/puzzleeditcommand.h"

#include <memory>

namespace tessera::linjat::ui {

// Click on an empty cell: a dot appears; on a dot: it goes.
class ToggleDotCommand : public PuzzleEditCommand {
public:
    // Nothing (and why in *why) on a number or outside the board.
    static std::unique_ptr<ToggleDotCommand> make(LevelModel &model, int row, int col,
                                                  QString *why = nullptr);

private:
    using PuzzleEditCommand::PuzzleEditCommand;
};

} // namespace tessera::linjat::ui
