#pragma once

#include "ui/linjat/commands/puzzleeditcommand.h"

#include <memory>

namespace tessera::linjat::ui {

// Typing a digit on a cell: a new number (replacing a dot there) or a new value for the number there.
class SetNumberCommand : public PuzzleEditCommand {
public:
    // Nothing when the value is out of range, the cell already holds it, or the board is full of numbers.
    static std::unique_ptr<SetNumberCommand> make(LevelModel &model, int row, int col, int value,
                                                  QString *why = nullptr);

private:
    using PuzzleEditCommand::PuzzleEditCommand;
};

} // namespace tessera::linjat::ui
