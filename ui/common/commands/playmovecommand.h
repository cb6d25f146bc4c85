#pragma once

#include "ui/common/commands/playcommand.h"

#include <string>

namespace tessera::ui {

// One move of the player, in the module's notation: redo plays it, undo takes it back. The session
// records both ("move", "undo"), with the time.
class PlayMoveCommand : public PlayCommand {
public:
    // played: the session has the move already (a recovered attempt), so the first redo does nothing.
    PlayMoveCommand(PlayState &state, int attempt, std::string move, bool played = false);
    void redo() override;
    void undo() override;

private:
    std::string mMove;
    bool mSkipRedo;
};

} // namespace tessera::ui
