#include "ui/common/commands/addlevelcommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::ui {

AddLevelCommand::AddLevelCommand(PackDocument &document, pack::Level level, int row, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mLevel(std::move(level))
    , mRow(row < 0 || row > document.levelCount() ? document.levelCount() : row) {
    setText(QCoreApplication::translate("tessera::ui", "Add level \"%1\"")
                .arg(QString::fromStdString(mLevel.title)));
}

void AddLevelCommand::redo() {
    mDocument.insertLevel(mRow, mLevel);
}

void AddLevelCommand::undo() {
    mDocument.takeLevel(mRow);
}

} // namespace tessera::ui
