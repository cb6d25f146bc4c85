#include "ui/banqi/commands/statecommand.h"

namespace tessera::banqi::ui {

StateCommand::StateCommand(GameModel &model, GameState after, const QString &text)
    : QUndoCommand(text)
    , mModel(model)
    , mBefore(model.state())
    , mAfter(std::move(after)) {}

void StateCommand::redo() {
    mModel.setState(mAfter);
}

void StateCommand::undo() {
    mModel.setState(mBefore);
}

} // namespace tessera::banqi::ui
