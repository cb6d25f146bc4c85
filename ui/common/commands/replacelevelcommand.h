#pragma once

#include "pack/levelpack.h"

#include <QUndoCommand>

namespace tessera::ui {

class PackDocument;

// "Update Level in Pack": the pack level with after's id takes after's content (found by id, so
// reordering the pack in between does not matter). An edit of the pack, on the pack's undo stack.
class ReplaceLevelCommand : public QUndoCommand {
public:
    ReplaceLevelCommand(PackDocument &document, pack::Level after, const QString &text,
                        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    PackDocument &mDocument;
    pack::Level mBefore;
    pack::Level mAfter;
};

} // namespace tessera::ui
