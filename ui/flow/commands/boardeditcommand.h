#pragma once

#include "common/grid.h"
#include "flow/puzzle.h"

#include <QUndoCommand>

namespace tessera::flow::ui {

class LevelModel;

// Base of the editor's commands: the board and rule before and after the edit. Subclasses compute
// the after state in their constructor; redo and undo only swap whole states, so they cannot drift.
class BoardEditCommand : public QUndoCommand {
public:
    BoardEditCommand(LevelModel &model, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    // False when the edit changes nothing (the caller then does not push it).
    bool changesSomething() const { return mBefore != mAfter || mRuleBefore != mRuleAfter; }

protected:
    LevelModel &mModel;
    Grid<char> mBefore;
    Grid<char> mAfter;
    Rule mRuleBefore;
    Rule mRuleAfter;
};

} // namespace tessera::flow::ui
