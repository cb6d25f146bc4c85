#include "ui/flow/commands/boardeditcommand.h"

#include "ui/flow/levelmodel.h"

namespace tessera::flow::ui {

BoardEditCommand::BoardEditCommand(LevelModel &model, Grid<char> after, Rule ruleAfter, const QString &text,
                                   QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mModel(model)
    , mBefore(model.cells())
    , mAfter(std::move(after))
    , mRuleBefore(model.rule())
    , mRuleAfter(ruleAfter) {}

void BoardEditCommand::redo() {
    mModel.setBoard(mAfter, mRuleAfter);
}

void BoardEditCommand::undo() {
    mModel.setBoard(mBefore, mRuleBefore);
}

} // namespace tessera::flow::ui
