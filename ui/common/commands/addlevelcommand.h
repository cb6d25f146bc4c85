#pragma once

#include "pack/levelpack.h"
#include "ui/common/packdocument.h"

#include <QUndoCommand>

#include <vector>

namespace tessera::ui {

// Inserts a level, or a block of levels in one change named text, at row (appended when row is -1). The
// caller gives each a unique id (pack::freshId, pack::IdAllocator) before pushing. The levels live in
// the document while done and in the command while undone: no copy either way.
class AddLevelCommand : public QUndoCommand {
public:
    AddLevelCommand(PackDocument &document, pack::Level level, int row = -1, QUndoCommand *parent = nullptr);
    // states: the levels' difficulty states where known (PackDocument::insertLevels), else empty.
    AddLevelCommand(PackDocument &document, std::vector<pack::Level> levels, const QString &text,
                    int row = -1, PackDocument::States states = {}, QUndoCommand *parent = nullptr);
    ~AddLevelCommand() override;
    void redo() override;
    void undo() override;
    int row() const { return mRow; }

private:
    PackDocument &mDocument;
    std::vector<pack::Level> mLevels;
    PackDocument::States mStates;
    int mRow;
    int mCount;
};

// Appends generated levels as one undo step named text, each under a fresh id of its module; returns
// how many were added. What every generator panel does with its job's levels.
int addLevelsAsOneStep(PackDocument &document, const std::vector<pack::Level> &levels, const QString &text);

} // namespace tessera::ui
