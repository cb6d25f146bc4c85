#pragma once

#include "ui/linjat/commands/puzzleeditcommand.h"

#include <memory>

namespace tessera::linjat::ui {

// Dragging a number to another cell: the number moves (a dot on the target goes).
class MoveNumberCommand : public PuzzleEditCommand {
public:
    // Nothing when there is no number at the start, the target holds a number, or either is off the board.
    static std::unique_ptr<MoveNumberCommand> make(LevelModel &model, int fromRow, int fromCol, int toRow,
                                                   int toCol, QString *why = nullptr);

private:
    using PuzzleEditCommand::PuzzleEditCommand;
};

} // namespace tessera::linjat::ui
