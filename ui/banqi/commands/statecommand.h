#pragma once

#include "ui/banqi/gamemodel.h"

#include <QUndoCommand>

namespace tessera::banqi::ui {

// Every edit of the workbench (a move, a take back, a position edit, a new deal): the state before
// and after, the after state made by the core (a legal move, banqi/editing.h); redo and undo call
// GameModel::setState with one or the other.
class StateCommand : public QUndoCommand {
public:
    StateCommand(GameModel &model, GameState after, const QString &text);
    void redo() override;
    void undo() override;

private:
    GameModel &mModel;
    GameState mBefore, mAfter;
};

} // namespace tessera::banqi::ui
