#pragma once

#include "ui/flow/commands/boardeditcommand.h"

#include <memory>

namespace tessera::flow::ui {

// Chooses the rule the level is meant to be unique under (strict or any-filling).
class SetRuleCommand : public BoardEditCommand {
public:
    // Nothing when the level already has this rule.
    static std::unique_ptr<SetRuleCommand> make(LevelModel &model, Rule rule);

private:
    using BoardEditCommand::BoardEditCommand;
};

} // namespace tessera::flow::ui
