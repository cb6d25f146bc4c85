#pragma once

#include "ui/common/document.h"
#include "ui/foxhunt/commands/stateeditcommand.h"

#include <memory>

namespace tessera::foxhunt::ui {

// One probe of the player (or of the auto-prober's step), or taking every probe back: play, not an edit.
class ProbeCommand : public StateEditCommand, public tessera::ui::PlayStep {
public:
    // Nothing (with the core's reason in *why) when the game refuses the probe: outside, already
    // probed, every fox found.
    static std::unique_ptr<ProbeCommand> make(LevelModel &model, Point cell, QString *why = nullptr);
    // Back to the level's openings; nothing when no probe was made.
    static std::unique_ptr<ProbeCommand> restart(LevelModel &model);

private:
    using StateEditCommand::StateEditCommand;
};

} // namespace tessera::foxhunt::ui
