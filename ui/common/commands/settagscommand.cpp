#include "ui/common/commands/settagscommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::ui {

SetTagsCommand::SetTagsCommand(PackDocument &document, int row, std::vector<std::string> tags,
                               QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mRow(row)
    , mOld(document.level(row).tags)
    , mNew(std::move(tags)) {
    setText(QCoreApplication::translate("tessera::ui", "Set tags of \"%1\"")
                .arg(QString::fromStdString(document.level(row).title)));
}

void SetTagsCommand::apply(const std::vector<std::string> &tags) {
    pack::Level level = mDocument.level(mRow);
    level.tags = tags;
    mDocument.replaceLevel(mRow, std::move(level));
}

void SetTagsCommand::redo() {
    apply(mNew);
}

void SetTagsCommand::undo() {
    apply(mOld);
}

} // namespace tessera::ui
