#pragma once

#include "ui/linjat/commands/puzzleeditcommand.h"

#include <memory>

namespace tessera::linjat::ui {

// The stall inspector's "Add the generator's dot": one dot where the generator would put it.
class AddGeneratorDotCommand : public PuzzleEditCommand {
public:
    // Nothing when the cell is not empty.
    static std::unique_ptr<AddGeneratorDotCommand> make(LevelModel &model, int row, int col,
                                                        QString *why = nullptr);

private:
    using PuzzleEditCommand::PuzzleEditCommand;
};

} // namespace tessera::linjat::ui
