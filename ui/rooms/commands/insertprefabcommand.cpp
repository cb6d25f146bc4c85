#include "ui/rooms/commands/insertprefabcommand.h"

#include "ui/rooms/roomsdocument.h"

namespace tessera::rooms::ui {

InsertPrefabCommand::InsertPrefabCommand(RoomsDocument &document, int row, PrefabDraft prefab,
                                         const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mRow(row < 0 || row > document.prefabCount() ? document.prefabCount() : row)
    , mPrefab(std::move(prefab)) {}

void InsertPrefabCommand::redo() {
    mDocument.insertPrefab(mRow, mPrefab);
}

void InsertPrefabCommand::undo() {
    mPrefab = mDocument.takePrefab(mRow);
}

} // namespace tessera::rooms::ui
