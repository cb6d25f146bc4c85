#include "ui/common/commands/removelevelcommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

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

void removeLevels(PackDocument &document, std::vector<int> rows) {
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.empty()) return;
    QUndoStack *stack = document.undoStack();
    if (rows.size() == 1) {
        stack->push(new RemoveLevelCommand(document, rows.front()));
        return;
    }
    stack->beginMacro(
        QCoreApplication::translate("tessera::ui", "Remove %n levels", nullptr, int(rows.size())));
    for (auto it = rows.rbegin(); it != rows.rend(); ++it) stack->push(new RemoveLevelCommand(document, *it));
    stack->endMacro();
}

} // namespace tessera::ui
