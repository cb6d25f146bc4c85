#pragma once

#include <QUndoCommand>

namespace tessera::ui {

class PackDocument;

// Reorders the pack: moves the block of count levels at first so it sits before destination (an
// index into the order before the move, as QAbstractItemModel::moveRows; levelCount() = to the end).
class MoveLevelCommand : public QUndoCommand {
public:
    MoveLevelCommand(PackDocument &document, int first, int count, int destination,
                     QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    // True when the move changes nothing (destination inside the block); such a command is not pushed.
    bool isNoOp() const;
    // Where the block's first level is after the move.
    int newFirst() const;

private:
    PackDocument &mDocument;
    int mFirst;
    int mCount;
    int mDestination;
};

} // namespace tessera::ui
