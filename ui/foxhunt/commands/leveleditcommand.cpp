#include "ui/foxhunt/commands/leveleditcommand.h"

#include "ui/foxhunt/levelmodel.h"

namespace tessera::foxhunt::ui {

LevelEditCommand::LevelEditCommand(LevelModel &model, Level level, const QString &text)
    : QUndoCommand(text)
    , mModel(model)
    , mLevelBefore(model.level())
    , mLevelAfter(std::move(level)) {}

void LevelEditCommand::redo() {
    mModel.setLevel(mLevelAfter);
}

void LevelEditCommand::undo() {
    mModel.setLevel(mLevelBefore);
}

} // namespace tessera::foxhunt::ui
