#pragma once

#include "ui/linjat/commands/puzzleeditcommand.h"

#include <memory>

namespace tessera::linjat::ui {

// Delete on a cell: its number or dot goes.
class ClearCellCommand : public PuzzleEditCommand {
public:
    // Nothing when the cell is already empty.
    static std::unique_ptr<ClearCellCommand> make(LevelModel &model, int row, int col,
                                                  QString *why = nullptr);

private:
    using PuzzleEditCommand::PuzzleEditCommand;
};

} // namespace tessera::linjat::ui
