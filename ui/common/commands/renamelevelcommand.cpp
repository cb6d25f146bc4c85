#include "ui/common/commands/renamelevelcommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::ui {

RenameLevelCommand::RenameLevelCommand(PackDocument &document, int row, std::string title,
                                       QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mRow(row)
    , mOld(document.level(row).title)
    , mNew(std::move(title)) {
    setText(QCoreApplication::translate("tessera::ui", "Rename level to \"%1\"")
                .arg(QString::fromStdString(mNew)));
}

void RenameLevelCommand::apply(const std::string &title) {
    pack::Level level = mDocument.level(mRow);
    level.title = title;
    mDocument.replaceLevel(mRow, std::move(level));
}

void RenameLevelCommand::redo() {
    apply(mNew);
}

void RenameLevelCommand::undo() {
    apply(mOld);
}

} // namespace tessera::ui
