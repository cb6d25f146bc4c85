#include "ui/rooms/commands/replacesetcommand.h"

#include "ui/rooms/roomsdocument.h"

#include <QCoreApplication>

namespace tessera::rooms::ui {

ReplaceSetCommand::ReplaceSetCommand(RoomsDocument &document, std::string name,
                                     std::vector<PrefabDraft> prefabs, const QString &source,
                                     const QString &path, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mBefore{document.setName(), document.prefabs(), document.setSource(), document.setPath()}
    , mAfter{std::move(name), std::move(prefabs), source, path} {
    setText(QCoreApplication::translate("tessera::rooms::ui", "Use prefab set %1").arg(source));
}

void ReplaceSetCommand::apply(const State &state) {
    mDocument.replaceSet(state.name, state.prefabs, state.source, state.path);
}

void ReplaceSetCommand::redo() {
    apply(mAfter);
}

void ReplaceSetCommand::undo() {
    apply(mBefore);
}

} // namespace tessera::rooms::ui
