#include "ui/balls/commands/boardeditcommand.h"

#include "ui/balls/levelmodel.h"

namespace tessera::balls::ui {

BoardEditCommand::BoardEditCommand(LevelModel &model, Board after, const QString &text)
    : BoardEditCommand(model, std::move(after), model.solution(), text) {}

BoardEditCommand::BoardEditCommand(LevelModel &model, Board after,
                                   std::optional<std::vector<Dir>> solutionAfter, const QString &text)
    : QUndoCommand(text)
    , mModel(model)
    , mBefore(model.board())
    , mAfter(std::move(after))
    , mSolutionBefore(model.solution())
    , mSolutionAfter(std::move(solutionAfter)) {}

void BoardEditCommand::redo() {
    mModel.setBoard(mAfter, mSolutionAfter);
}

void BoardEditCommand::undo() {
    mModel.setBoard(mBefore, mSolutionBefore);
}

} // namespace tessera::balls::ui
