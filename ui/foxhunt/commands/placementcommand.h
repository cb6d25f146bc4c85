#pragma once

#include "ui/foxhunt/commands/stateeditcommand.h"

#include <memory>

namespace tessera::foxhunt::ui {

// An edit of the placement (a fox placed or taken away, an opening probe set or taken away). The
// readings of a new placement differ, so the player's probes are taken back with it (undo restores them).
class PlacementCommand : public StateEditCommand {
public:
    enum Kind { Fox, Opening };
    // Nothing (with the core's reason in *why) when the core refuses the edit.
    static std::unique_ptr<PlacementCommand> make(LevelModel &model, Kind kind, Point cell,
                                                  QString *why = nullptr);

private:
    using StateEditCommand::StateEditCommand;
};

} // namespace tessera::foxhunt::ui
