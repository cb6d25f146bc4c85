#pragma once

#include <QUndoCommand>

#include <string>

namespace tessera::ui {

class PackDocument;

// Sets a level's title.
class RenameLevelCommand : public QUndoCommand {
public:
    RenameLevelCommand(PackDocument &document, int row, std::string title, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const std::string &title);
    PackDocument &mDocument;
    int mRow;
    std::string mOld;
    std::string mNew;
};

} // namespace tessera::ui
