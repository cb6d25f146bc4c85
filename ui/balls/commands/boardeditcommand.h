#pragma once

#include "balls/board.h"
#include "balls/physics.h"

#include <QUndoCommand>

#include <optional>
#include <vector>

namespace tessera::balls::ui {

class LevelModel;

// Base of the editor's commands: the field and intended pushes before and after the edit, the after
// field as the core's editing rules (balls/editing.h) computed it; redo and undo call
// LevelModel::setBoard with one or the other. Subclasses' make() return nothing when the core refuses
// the edit or it changes nothing, and say why.
class BoardEditCommand : public QUndoCommand {
public:
    BoardEditCommand(LevelModel &model, Board after, const QString &text);
    // The field and the intended pushes both replaced (a recovered level).
    BoardEditCommand(LevelModel &model, Board after, std::optional<std::vector<Dir>> solutionAfter,
                     const QString &text);
    void redo() override;
    void undo() override;

private:
    LevelModel &mModel;
    Board mBefore;
    Board mAfter;
    // The model drops a solution after an edit it does not win; undo brings it back.
    std::optional<std::vector<Dir>> mSolutionBefore;
    std::optional<std::vector<Dir>> mSolutionAfter;
};

} // namespace tessera::balls::ui
