#pragma once

#include "ui/rooms/prefabdraft.h"

#include <QUndoCommand>

namespace tessera::rooms::ui {

class RoomsDocument;

// Adds a prefab to the set (a new room or a copy of one) at row.
class InsertPrefabCommand : public QUndoCommand {
public:
    InsertPrefabCommand(RoomsDocument &document, int row, PrefabDraft prefab, const QString &text,
                        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int row() const { return mRow; }

private:
    RoomsDocument &mDocument;
    int mRow;
    PrefabDraft mPrefab;
};

} // namespace tessera::rooms::ui
