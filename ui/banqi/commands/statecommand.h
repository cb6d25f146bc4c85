#pragma once

#include "ui/banqi/gamemodel.h"
#include "ui/common/document.h"

#include <QUndoCommand>

namespace tessera::banqi::ui {

// Every edit of the workbench (a move, a take back, a position edit, a new deal): the state before
// and after, the after state made by the core (a legal move, banqi/editing.h); redo and undo call
// GameModel::setState with one or the other. The bot's reply merges into the command that gave it
// the move (the player's move, a new deal), so one undo takes back both, as Take Back does, and never
// leaves the bot to move with nothing thinking.
class StateCommand : public QUndoCommand {
public:
    StateCommand(GameModel &model, GameState after, const QString &text, bool botReply = false);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    GameModel &mModel;
    GameState mBefore, mAfter;
    bool mBotReply;
};

// A move, a take back, the bot's reply or a new deal: the challenge (the level) stays as it is, so it
// is play, not an edit, and leaves the document unmodified (tessera::ui::PlayStep).
class PlayCommand final : public StateCommand, public tessera::ui::PlayStep {
public:
    using StateCommand::StateCommand;
};

} // namespace tessera::banqi::ui
