#include "ui/linjat/commands/puzzleeditcommand.h"

#include "ui/linjat/levelmodel.h"

namespace tessera::linjat::ui {

PuzzleEditCommand::PuzzleEditCommand(LevelModel &model, const Puzzle &after, const QString &text,
                                     QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mModel(model)
    , mBefore(model.puzzle())
    , mAfter(after) {}

void PuzzleEditCommand::redo() {
    mModel.setPuzzle(mAfter);
}

void PuzzleEditCommand::undo() {
    mModel.setPuzzle(mBefore);
}

} // namespace tessera::linjat::ui
