#include "ui/balls/commands/boardeditcommand.h"

#include "ui/balls/levelmodel.h"

namespace tessera::balls::ui {

BoardEditCommand::BoardEditCommand(LevelModel &model, Board after, const QString &text)
    : QUndoCommand(text)
    , mModel(model)
    , mBefore(model.board())
    , mAfter(std::move(after))
    , mSolution(model.solution()) {}

void BoardEditCommand::redo() {
    mModel.setBoard(mAfter, mSolution);
}

void BoardEditCommand::undo() {
    mModel.setBoard(mBefore, mSolution);
}

} // namespace tessera::balls::ui
