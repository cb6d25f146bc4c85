#include "ui/common/commands/addlevelcommand.h"

#include "pack/idallocator.h"
#include "ui/common/packdocument.h"

#include <QCoreApplication>
#include <QUndoStack>

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

int addLevelsAsOneStep(PackDocument &document, const std::vector<pack::Level> &levels, const QString &text) {
    if (levels.empty()) return 0;
    pack::IdAllocator ids(document.pack());
    document.undoStack()->beginMacro(text);
    for (pack::Level level : levels) {
        level.id = ids.fresh(level.module);
        document.undoStack()->push(new AddLevelCommand(document, std::move(level)));
    }
    document.undoStack()->endMacro();
    return int(levels.size());
}

} // namespace tessera::ui
