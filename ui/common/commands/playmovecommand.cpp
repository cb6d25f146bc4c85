#include "ui/common/commands/playmovecommand.h"

#include "ui/common/playstate.h"

#include <QCoreApplication>

namespace tessera::ui {

PlayMoveCommand::PlayMoveCommand(PlayState &state, int attempt, std::string move, bool played)
    : PlayCommand(state, attempt,
                  QCoreApplication::translate("tessera::ui::PlayMoveCommand", "Play %1")
                      .arg(QString::fromStdString(move)))
    , mMove(std::move(move))
    , mSkipRedo(played) {}

void PlayMoveCommand::redo() {
    if (mSkipRedo) {
        mSkipRedo = false;
        return;
    }
    if (PlayState *state = live()) state->redoMove(mMove);
}

void PlayMoveCommand::undo() {
    if (PlayState *state = live()) state->undoMove();
}

} // namespace tessera::ui
