#pragma once

#include "pack/levelpack.h"

#include <QUndoCommand>

#include <vector>

namespace tessera::ui {

class PackDocument;

// Inserts a level (at row, or appended when row is -1). The caller gives it a unique id
// (pack::freshId) before pushing.
class AddLevelCommand : public QUndoCommand {
public:
    AddLevelCommand(PackDocument &document, pack::Level level, int row = -1, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int row() const { return mRow; }

private:
    PackDocument &mDocument;
    pack::Level mLevel;
    int mRow;
};

// Appends generated levels as one undo step named text, each under a fresh id of its module; returns
// how many were added. What every generator panel does with its job's levels.
int addLevelsAsOneStep(PackDocument &document, const std::vector<pack::Level> &levels, const QString &text);

} // namespace tessera::ui
