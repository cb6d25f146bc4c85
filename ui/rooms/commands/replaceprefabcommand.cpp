#include "ui/rooms/commands/replaceprefabcommand.h"

#include "ui/rooms/roomsdocument.h"

namespace tessera::rooms::ui {

ReplacePrefabCommand::ReplacePrefabCommand(RoomsDocument &document, int row, PrefabDraft after,
                                           const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mRow(row)
    , mBefore(document.prefab(row))
    , mAfter(std::move(after)) {}

void ReplacePrefabCommand::redo() {
    mDocument.replacePrefab(mRow, mAfter);
}

void ReplacePrefabCommand::undo() {
    mDocument.replacePrefab(mRow, mBefore);
}

} // namespace tessera::rooms::ui
