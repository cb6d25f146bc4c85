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

int PuzzleEditCommand::id() const {
    // One id for every described edit; mergeWith decides which pairs join.
    return mKind ? 0x4c6a : -1;
}

bool PuzzleEditCommand::mergeWith(const QUndoCommand *other) {
    const auto *next = dynamic_cast<const PuzzleEditCommand *>(other);
    if (!next || mKind != EditKind::AddDot || next->mKind != EditKind::AddNumber || next->mRow != mRow ||
        next->mCol != mCol)
        return false;
    mAfter = next->mAfter;
    mKind = next->mKind;
    setText(next->text());
    return true;
}

void PuzzleEditCommand::describe(EditKind kind, int row, int col) {
    mKind = kind;
    mRow = row;
    mCol = col;
}

} // namespace tessera::linjat::ui
