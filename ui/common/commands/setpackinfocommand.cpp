#include "ui/common/commands/setpackinfocommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::ui {

SetPackInfoCommand::SetPackInfoCommand(PackDocument &document, std::string name, std::string author,
                                       std::string description, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mOld{document.pack().name, document.pack().author, document.pack().description}
    , mNew{std::move(name), std::move(author), std::move(description)} {
    setText(QCoreApplication::translate("tessera::ui", "Edit pack properties"));
}

void SetPackInfoCommand::redo() {
    mDocument.setInfo(mNew[0], mNew[1], mNew[2]);
}

void SetPackInfoCommand::undo() {
    mDocument.setInfo(mOld[0], mOld[1], mOld[2]);
}

} // namespace tessera::ui
