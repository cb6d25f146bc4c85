#include "ui/common/commands/removelevelcommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::ui {

RemoveLevelCommand::RemoveLevelCommand(PackDocument &document, int row, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mLevel(document.level(row))
    , mRow(row) {
    setText(QCoreApplication::translate("tessera::ui", "Remove level \"%1\"")
                .arg(QString::fromStdString(mLevel.title)));
}

void RemoveLevelCommand::redo() {
    mLevel = mDocument.takeLevel(mRow);
}

void RemoveLevelCommand::undo() {
    mDocument.insertLevel(mRow, mLevel);
}

} // namespace tessera::ui
