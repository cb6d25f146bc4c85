#include "ui/linjat/commands/replacepacklevelcommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

ReplacePackLevelCommand::ReplacePackLevelCommand(tessera::ui::PackDocument &document, pack::Level after,
                                                 QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mAfter(std::move(after)) {
    const int row = document.rowOfId(mAfter.id);
    if (row >= 0) mBefore = document.level(row);
    setText(QCoreApplication::translate("tessera::linjat::ui", "Update \"%1\" from the Linjat editor")
                .arg(QString::fromStdString(mAfter.title)));
}

void ReplacePackLevelCommand::redo() {
    const int row = mDocument.rowOfId(mAfter.id);
    if (row >= 0) mDocument.replaceLevel(row, mAfter);
}

void ReplacePackLevelCommand::undo() {
    const int row = mDocument.rowOfId(mBefore.id);
    if (row >= 0) mDocument.replaceLevel(row, mBefore);
}

} // namespace tessera::linjat::ui
