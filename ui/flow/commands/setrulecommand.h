#pragma once

#include "ui/flow/commands/boardeditcommand.h"

namespace tessera::flow::ui {

// Chooses the rule the level is meant to be unique under (strict or any-filling).
class SetRuleCommand : public BoardEditCommand {
public:
    SetRuleCommand(LevelModel &model, Rule rule, QUndoCommand *parent = nullptr);
};

} // namespace tessera::flow::ui
