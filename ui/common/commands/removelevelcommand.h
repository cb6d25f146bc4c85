#pragma once

#include "pack/levelpack.h"

#include <QUndoCommand>

#include <vector>

namespace tessera::ui {

class PackDocument;

// Removes the level at row; undo puts it back in place.
class RemoveLevelCommand : public QUndoCommand {
public:
    RemoveLevelCommand(PackDocument &document, int row, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    PackDocument &mDocument;
    pack::Level mLevel;
    int mRow;
};

// Removes the levels at rows (any order, duplicates ignored) as one undo step on the document's stack.
void removeLevels(PackDocument &document, std::vector<int> rows);

} // namespace tessera::ui
