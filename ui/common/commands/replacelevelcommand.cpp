#include "ui/common/commands/replacelevelcommand.h"

#include "ui/common/packdocument.h"

namespace tessera::ui {

ReplaceLevelCommand::ReplaceLevelCommand(PackDocument &document, pack::Level after, const QString &text,
                                         QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mAfter(std::move(after)) {
    const int row = document.rowOfId(mAfter.id);
    if (row >= 0) mBefore = document.level(row);
}

void ReplaceLevelCommand::redo() {
    const int row = mDocument.rowOfId(mAfter.id);
    if (row >= 0) mDocument.replaceLevel(row, mAfter);
}

void ReplaceLevelCommand::undo() {
    const int row = mDocument.rowOfId(mBefore.id);
    if (row >= 0) mDocument.replaceLevel(row, mBefore);
}

} // namespace tessera::ui
