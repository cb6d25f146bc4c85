#pragma once

#include "ui/linjat/commands/puzzleeditcommand.h"

#include <memory>

namespace tessera::linjat::ui {

// A new board size; the top-left corner stays, numbers and dots outside the new size go.
class ResizeBoardCommand : public PuzzleEditCommand {
public:
    // Nothing when the size is unchanged or outside the supported sides.
    static std::unique_ptr<ResizeBoardCommand> make(LevelModel &model, int rows, int cols,
                                                    QString *why = nullptr);

private:
    using PuzzleEditCommand::PuzzleEditCommand;
};

} // namespace tessera::linjat::ui
