#pragma once

#include "foxhunt/level.h"

#include <QUndoCommand>

#include <vector>

namespace tessera::foxhunt::ui {

class LevelModel;

// Base of the workbench's commands: the level and the probes before and after the edit, the after state
// as the core computed it (a legal probe, foxhunt/editing.h for placements); redo and undo call
// LevelModel::setState with one or the other, so they cannot drift.
class StateEditCommand : public QUndoCommand {
public:
    StateEditCommand(LevelModel &model, Level level, std::vector<Point> probes, const QString &text);
    void redo() override;
    void undo() override;

private:
    LevelModel &mModel;
    Level mLevelBefore, mLevelAfter;
    std::vector<Point> mProbesBefore, mProbesAfter;
};

} // namespace tessera::foxhunt::ui
