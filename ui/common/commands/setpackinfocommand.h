#pragma once

#include <QUndoCommand>

#include <string>

namespace tessera::ui {

class PackDocument;

// Sets the pack's name, author and description.
class SetPackInfoCommand : public QUndoCommand {
public:
    SetPackInfoCommand(PackDocument &document, std::string name, std::string author, std::string description,
                       QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    PackDocument &mDocument;
    std::string mOld[3];
    std::string mNew[3];
};

} // namespace tessera::ui
