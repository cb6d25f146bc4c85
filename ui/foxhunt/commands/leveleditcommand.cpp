#include "ui/foxhunt/commands/stateeditcommand.h"

#include "ui/foxhunt/levelmodel.h"

namespace tessera::foxhunt::ui {

StateEditCommand::StateEditCommand(LevelModel &model, Level level, std::vector<Point> probes,
                                   const QString &text)
    : QUndoCommand(text)
    , mModel(model)
    , mLevelBefore(model.level())
    , mLevelAfter(std::move(level))
    , mProbesBefore(model.probes())
    , mProbesAfter(std::move(probes)) {}

void StateEditCommand::redo() {
    mModel.setState(mLevelAfter, mProbesAfter);
}

void StateEditCommand::undo() {
    mModel.setState(mLevelBefore, mProbesBefore);
}

} // namespace tessera::foxhunt::ui
