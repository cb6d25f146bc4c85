#pragma once

#include "pack/levelpack.h"

#include <QUndoCommand>

namespace tessera::ui {
class PackDocument;
}

namespace tessera::linjat::ui {

// "Update in Pack": the pack level the editor opened gets the edited level's data, solution,
// statistics and difficulty (found by id, so reordering the pack in between does not matter). An edit
// of the pack, so it goes on the pack's undo stack.
class ReplacePackLevelCommand : public QUndoCommand {
public:
    ReplacePackLevelCommand(tessera::ui::PackDocument &document, pack::Level after,
                            QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    tessera::ui::PackDocument &mDocument;
    pack::Level mBefore;
    pack::Level mAfter;
};

} // namespace tessera::linjat::ui
