#include "ui/flow/commands/boardeditcommand.h"

#include "ui/flow/levelmodel.h"

namespace tessera::flow::ui {

BoardEditCommand::BoardEditCommand(LevelModel &model, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mModel(model)
    , mBefore(model.cells())
    , mAfter(model.cells())
    , mRuleBefore(model.rule())
    , mRuleAfter(model.rule()) {}

void BoardEditCommand::redo() {
    if (mRuleAfter != mModel.rule()) mModel.setRule(mRuleAfter);
    mModel.setCells(mAfter);
}

void BoardEditCommand::undo() {
    if (mRuleBefore != mModel.rule()) mModel.setRule(mRuleBefore);
    mModel.setCells(mBefore);
}

} // namespace tessera::flow::ui
