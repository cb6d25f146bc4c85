#include "ui/flow/commands/setrulecommand.h"

#include "ui/flow/levelmodel.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

std::unique_ptr<SetRuleCommand> SetRuleCommand::make(LevelModel &model, Rule rule) {
    if (rule == model.rule()) return nullptr;
    const QString text = rule == Rule::Strict
                             ? QCoreApplication::translate("tessera::flow::ui", "Rule: strict")
                             : QCoreApplication::translate("tessera::flow::ui", "Rule: any filling");
    return std::unique_ptr<SetRuleCommand>(new SetRuleCommand(model, model.cells(), rule, text));
}

} // namespace tessera::flow::ui
