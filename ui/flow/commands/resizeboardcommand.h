#pragma once

#include "ui/flow/commands/boardeditcommand.h"

#include <memory>

namespace tessera::flow::ui {

// Changes the board's size, keeping the top-left part; endpoints outside the new board go (their
// partners stay, so the editor shows which colours need a new endpoint).
class ResizeBoardCommand : public BoardEditCommand {
public:
    // Nothing when the size is unchanged, or (with the core's reason in *why) out of range.
    static std::unique_ptr<ResizeBoardCommand> make(LevelModel &model, int rows, int columns,
                                                    QString *why = nullptr);

private:
    using BoardEditCommand::BoardEditCommand;
};

} // namespace tessera::flow::ui
