#include "ui/banqi/commands/challengecommand.h"

namespace tessera::banqi::ui {

ChallengeCommand::ChallengeCommand(ChallengeModel &model, Challenge after, const QString &text)
    : QUndoCommand(text)
    , mModel(model)
    , mBefore(model.challenge())
    , mAfter(std::move(after)) {}

void ChallengeCommand::redo() {
    mModel.setChallenge(mAfter);
}

void ChallengeCommand::undo() {
    mModel.setChallenge(mBefore);
}

} // namespace tessera::banqi::ui
