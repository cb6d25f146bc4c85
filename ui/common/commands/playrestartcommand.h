#pragma once

#include "ui/common/commands/playcommand.h"

#include <string>
#include <vector>

namespace tessera::ui {

// Back to the level's start within the attempt ("restart" in the trace). Undo plays the moves again,
// so the trace shows them as moves: the player went through those positions once more.
class PlayRestartCommand : public PlayCommand {
public:
    PlayRestartCommand(PlayState &state, int attempt, std::vector<std::string> moves);
    void redo() override;
    void undo() override;

private:
    std::vector<std::string> mMoves;
};

} // namespace tessera::ui
