#pragma once

#include "common/grid.h"
#include "flow/puzzle.h"

#include <QUndoCommand>

namespace tessera::flow::ui {

class LevelModel;

// Base of the editor's commands: the board and rule before and after the edit, the after state as the
// core's editing rules (flow/editing.h) computed it; redo and undo call LevelModel::setBoard with one or
// the other, so they cannot drift. Subclasses' make() return nothing when the core refuses the edit or
// it changes nothing, and say why.
class BoardEditCommand : public QUndoCommand {
public:
    BoardEditCommand(LevelModel &model, Grid<char> after, Rule ruleAfter, const QString &text,
                     QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    LevelModel &mModel;
    Grid<char> mBefore;
    Grid<char> mAfter;
    Rule mRuleBefore;
    Rule mRuleAfter;
};

} // namespace tessera::flow::ui
