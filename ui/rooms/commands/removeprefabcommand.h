#pragma once

#include "ui/rooms/prefabdraft.h"

#include <QUndoCommand>

namespace tessera::rooms::ui {

class RoomsDocument;

// Takes a prefab out of the set.
class RemovePrefabCommand : public QUndoCommand {
public:
    RemovePrefabCommand(RoomsDocument &document, int row, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    RoomsDocument &mDocument;
    int mRow;
    PrefabDraft mPrefab;
};

} // namespace tessera::rooms::ui
