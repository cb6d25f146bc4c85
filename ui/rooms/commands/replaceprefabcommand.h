#pragma once

#include "ui/rooms/prefabdraft.h"

#include <QUndoCommand>

namespace tessera::rooms::ui {

class RoomsDocument;

// Replaces one prefab of the set: a new name, instance count or weight, or new tiles (a resize).
class ReplacePrefabCommand : public QUndoCommand {
public:
    ReplacePrefabCommand(RoomsDocument &document, int row, PrefabDraft after, const QString &text,
                         QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    RoomsDocument &mDocument;
    int mRow;
    PrefabDraft mBefore;
    PrefabDraft mAfter;
};

} // namespace tessera::rooms::ui
