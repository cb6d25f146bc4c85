#pragma once

#include "ui/common/document.h"

#include <QPointer>
#include <QUndoCommand>

namespace tessera::ui {

class PlayState;

// Base of the play commands: a step of one attempt at the level (PlayState::attempt()), on the
// document's undo stack so that Take Back is the document's undo, but play, not an edit (PlayStep).
// Once its attempt has ended (won or given up and restarted, or the level edited) the step is history
// and its undo and redo do nothing.
class PlayCommand : public QUndoCommand, public PlayStep {
public:
    PlayCommand(PlayState &state, int attempt, const QString &text);
    int attempt() const { return mAttempt; }

protected:
    // The play state while this step's attempt is still the one played, else null.
    PlayState *live() const;

private:
    QPointer<PlayState> mState;
    int mAttempt;
};

} // namespace tessera::ui
