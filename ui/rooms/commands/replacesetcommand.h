#pragma once

#include "ui/rooms/prefabdraft.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace tessera::rooms::ui {

class RoomsDocument;

// Replaces the whole prefab set (a bundled set chosen, a set file opened).
class ReplaceSetCommand : public QUndoCommand {
public:
    ReplaceSetCommand(RoomsDocument &document, std::string name, std::vector<PrefabDraft> prefabs,
                      const QString &source, const QString &path, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    struct State {
        std::string name;
        std::vector<PrefabDraft> prefabs;
        QString source;
        QString path;
    };
    void apply(const State &state);

    RoomsDocument &mDocument;
    State mBefore;
    State mAfter;
};

} // namespace tessera::rooms::ui
