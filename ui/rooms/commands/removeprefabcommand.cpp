#include "ui/rooms/commands/removeprefabcommand.h"

#include "ui/rooms/roomsdocument.h"

#include <QCoreApplication>

namespace tessera::rooms::ui {

RemovePrefabCommand::RemovePrefabCommand(RoomsDocument &document, int row, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mRow(row)
    , mPrefab(document.prefab(row)) {
    setText(QCoreApplication::translate("tessera::rooms::ui", "Remove prefab %1")
                .arg(QString::fromStdString(mPrefab.name)));
}

void RemovePrefabCommand::redo() {
    mPrefab = mDocument.takePrefab(mRow);
}

void RemovePrefabCommand::undo() {
    mDocument.insertPrefab(mRow, mPrefab);
}

} // namespace tessera::rooms::ui
