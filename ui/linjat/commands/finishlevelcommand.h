#pragma once

#include "linjat/finisher.h"
#include "ui/linjat/commands/puzzleeditcommand.h"

#include <memory>

namespace tessera::linjat::ui {

// Finish Level's dots, all of them one undo step.
class FinishLevelCommand : public PuzzleEditCommand {
public:
    // Nothing when the run did not finish, added no dot, or the level is no longer the one it ran on
    // (given).
    static std::unique_ptr<FinishLevelCommand> make(LevelModel &model, const Puzzle &given,
                                                    const FinishResult &result, QString *why = nullptr);

private:
    using PuzzleEditCommand::PuzzleEditCommand;
};

} // namespace tessera::linjat::ui
