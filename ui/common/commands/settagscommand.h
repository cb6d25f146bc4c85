#pragma once

#include <QUndoCommand>

#include <string>
#include <vector>

namespace tessera::ui {

class PackDocument;

// Sets a level's tags (the whole list, in the given order).
class SetTagsCommand : public QUndoCommand {
public:
    SetTagsCommand(PackDocument &document, int row, std::vector<std::string> tags,
                   QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<std::string> &tags);
    PackDocument &mDocument;
    int mRow;
    std::vector<std::string> mOld;
    std::vector<std::string> mNew;
};

} // namespace tessera::ui
