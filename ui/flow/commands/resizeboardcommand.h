#pragma once

#include "ui/flow/commands/boardeditcommand.h"

namespace tessera::flow::ui {

// Changes the board's size, keeping the top-left part; endpoints outside the new board go (their
// partners stay, so the editor shows which colours need a new endpoint).
class ResizeBoardCommand : public BoardEditCommand {
public:
    ResizeBoardCommand(LevelModel &model, int rows, int columns, QUndoCommand *parent = nullptr);
};

} // namespace tessera::flow::ui
