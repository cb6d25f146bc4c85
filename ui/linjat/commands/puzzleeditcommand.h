#pragma once

#include "linjat/editing.h"
#include "linjat/puzzle.h"

#include <QUndoCommand>

#include <memory>
#include <optional>

namespace tessera::linjat::ui {

class LevelModel;

// Base of the editor's commands: an edit is the puzzle before and after it, as the core's editing
// rules (linjat/editing.h) computed it; redo and undo call LevelModel::setPuzzle with one or the other,
// so they are exact whatever the edit was. Subclasses word the edit for the undo history; each make()
// returns nothing when the core refuses the edit and says why.
class PuzzleEditCommand : public QUndoCommand {
public:
    PuzzleEditCommand(LevelModel &model, const Puzzle &after, const QString &text,
                      QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    // A click that put a dot on an empty cell and the digit typed there next are one edit, one undo
    // step: the click only chose the cell.
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;
    const Puzzle &before() const { return mBefore; }
    const Puzzle &after() const { return mAfter; }
    // What the edit did and where, for merging.
    void describe(EditKind kind, int row, int col);

protected:
    // Nothing, with the reason in *why (when given): make()'s answer to a refused edit.
    template <typename Command> static std::unique_ptr<Command> refused(const QString &reason, QString *why) {
        if (why) *why = reason;
        return nullptr;
    }

private:
    LevelModel &mModel;
    Puzzle mBefore;
    Puzzle mAfter;
    std::optional<EditKind> mKind;
    int mRow = -1;
    int mCol = -1;
};

} // namespace tessera::linjat::ui
