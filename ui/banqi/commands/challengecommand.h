#pragma once

#include "ui/banqi/challengemodel.h"

#include <QUndoCommand>

namespace tessera::banqi::ui {

// An edit of the challenge (a cell of the start position, the rules, the side, the opponent, the
// goal): the challenge before and after, the after one made by the core (banqi/editing.h); redo and
// undo call ChallengeModel::setChallenge with one or the other.
class ChallengeCommand : public QUndoCommand {
public:
    ChallengeCommand(ChallengeModel &model, Challenge after, const QString &text);
    void redo() override;
    void undo() override;

private:
    ChallengeModel &mModel;
    Challenge mBefore, mAfter;
};

} // namespace tessera::banqi::ui
