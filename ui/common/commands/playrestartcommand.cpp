#include "ui/common/commands/playrestartcommand.h"

#include "ui/common/playstate.h"

#include <QCoreApplication>

namespace tessera::ui {

PlayRestartCommand::PlayRestartCommand(PlayState &state, int attempt, std::vector<std::string> moves)
    : PlayCommand(state, attempt, QCoreApplication::translate("tessera::ui::PlayRestartCommand", "Restart"))
    , mMoves(std::move(moves)) {}

void PlayRestartCommand::redo() {
    if (PlayState *state = live()) state->redoRestart();
}

void PlayRestartCommand::undo() {
    if (PlayState *state = live()) state->undoRestart(mMoves);
}

} // namespace tessera::ui
