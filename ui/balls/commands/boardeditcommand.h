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
    void redo() override;
    void undo() override;

private:
    LevelModel &mModel;
    Board mBefore;
    Board mAfter;
    std::optional<std::vector<Dir>> mSolution; // the model drops it after an edit it does not win
};

} // namespace tessera::balls::ui
