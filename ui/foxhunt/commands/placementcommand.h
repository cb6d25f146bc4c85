#pragma once

#include "ui/foxhunt/commands/leveleditcommand.h"

#include <memory>

namespace tessera::foxhunt::ui {

// An edit of the placement (a fox placed or taken away, an opening probe set or taken away). The
// readings of a new placement differ, so it ends the attempt being played (its trace is kept).
class PlacementCommand : public LevelEditCommand {
public:
    enum Kind { Fox, Opening };
    // Nothing (with the core's reason in *why) when the core refuses the edit.
    static std::unique_ptr<PlacementCommand> make(LevelModel &model, Kind kind, Point cell,
                                                  QString *why = nullptr);

private:
    using LevelEditCommand::LevelEditCommand;
};

} // namespace tessera::foxhunt::ui
