#pragma once

#include "linjat/puzzle.h"

#include <QUndoCommand>

namespace tessera::linjat::ui {

class LevelModel;

// Base of the editor's commands: an edit is the puzzle before and after it (a Puzzle is a small,
// fixed-size value), so undo and redo are exact whatever the edit was. Subclasses work out the
// after-state and the text for the undo history; each returns nothing from make() when the edit is
// impossible and says why.
class PuzzleEditCommand : public QUndoCommand {
public:
    PuzzleEditCommand(LevelModel &model, const Puzzle &after, const QString &text,
                      QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    const Puzzle &before() const { return mBefore; }
    const Puzzle &after() const { return mAfter; }

private:
    LevelModel &mModel;
    Puzzle mBefore;
    Puzzle mAfter;
};

} // namespace tessera::linjat::ui
