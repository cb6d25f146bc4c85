#include "ui/common/commands/playcommand.h"

#include "ui/common/playstate.h"

namespace tessera::ui {

PlayCommand::PlayCommand(PlayState &state, int attempt, const QString &text)
    : QUndoCommand(text)
    , mState(&state)
    , mAttempt(attempt) {}

PlayState *PlayCommand::live() const {
    return mState && mState->attempt() == mAttempt && mState->session() ? mState.data() : nullptr;
}

} // namespace tessera::ui
