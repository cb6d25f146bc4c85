#include "ui/flow/commands/setrulecommand.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

SetRuleCommand::SetRuleCommand(LevelModel &model, Rule rule, QUndoCommand *parent)
    : BoardEditCommand(model,
                       rule == Rule::Strict ? QCoreApplication::translate("flow", "Rule: strict")
                                            : QCoreApplication::translate("flow", "Rule: any filling"),
                       parent) {
    mRuleAfter = rule;
}

} // namespace tessera::flow::ui
