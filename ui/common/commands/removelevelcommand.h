#pragma once

#include "pack/levelpack.h"
#include "ui/common/packdocument.h"

#include <QUndoCommand>

#include <vector>

namespace tessera::ui {

// Removes the count levels from row on in one change; undo puts them back in place. The levels live in
// the command while it is done.
class RemoveLevelCommand : public QUndoCommand {
public:
    RemoveLevelCommand(PackDocument &document, int row, int count = 1, QUndoCommand *parent = nullptr);
    ~RemoveLevelCommand() override;
    void redo() override;
    void undo() override;

private:
    PackDocument &mDocument;
    std::vector<pack::Level> mLevels;
    PackDocument::States mStates;
    int mRow;
    int mCount;
};

// Removes the levels at rows (any order, duplicates ignored) as one undo step on the document's stack:
// one change per run of neighbouring rows.
void removeLevels(PackDocument &document, std::vector<int> rows);

} // namespace tessera::ui
