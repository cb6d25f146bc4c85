#include "ui/common/commands/movelevelcommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::ui {

MoveLevelCommand::MoveLevelCommand(PackDocument &document, int first, int count, int destination,
                                   QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mFirst(first)
    , mCount(count)
    , mDestination(destination) {
    const QString title = first >= 0 && first < document.levelCount()
                              ? QString::fromStdString(document.level(first).title)
                              : QString();
    setText(count == 1 ? QCoreApplication::translate("tessera::ui", "Move level \"%1\"").arg(title)
                       : QCoreApplication::translate("tessera::ui", "Move %n levels", nullptr, count));
}

bool MoveLevelCommand::isNoOp() const {
    return mCount <= 0 || (mDestination >= mFirst && mDestination <= mFirst + mCount);
}

int MoveLevelCommand::newFirst() const {
    return mDestination > mFirst ? mDestination - mCount : mDestination;
}

void MoveLevelCommand::redo() {
    mDocument.moveLevels(mFirst, mCount, mDestination);
}

void MoveLevelCommand::undo() {
    // The block now starts at newFirst(); moving it back before its old neighbour restores the order.
    if (isNoOp()) return;
    const int start = newFirst();
    mDocument.moveLevels(start, mCount, mDestination > mFirst ? mFirst : mFirst + mCount);
}

} // namespace tessera::ui
