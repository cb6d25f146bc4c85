#pragma once

#include "foxhunt/level.h"

#include <QUndoCommand>

namespace tessera::foxhunt::ui {

class LevelModel;

// Base of the workbench's edits: the level before and after, the after state as the core computed it
// (foxhunt/editing.h for placements); redo and undo call LevelModel::setLevel with one or the other, so
// they cannot drift. The probes are play, not edits: they are the play state's commands.
class LevelEditCommand : public QUndoCommand {
public:
    LevelEditCommand(LevelModel &model, Level level, const QString &text);
    void redo() override;
    void undo() override;

private:
    LevelModel &mModel;
    Level mLevelBefore, mLevelAfter;
};

} // namespace tessera::foxhunt::ui
