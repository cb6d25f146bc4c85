#include "ui/common/workbench.h"

#include <QUndoStack>

namespace tessera::ui {

Workbench::Workbench(StudioContext &context, QWidget *parent)
    : QWidget(parent)
    , mContext(context)
    , mUndoStack(new QUndoStack(this)) {
    connect(mUndoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Workbench::~Workbench() {
    // The undo stack is deleted after this object, with the child widgets, and clears itself as it
    // goes: a "clean" from a stack with changes must not reach a main window being torn down.
    disconnect(mUndoStack, nullptr, this, nullptr);
}

bool Workbench::isModified() const {
    return !mUndoStack->isClean();
}

void Workbench::markSaved() {
    mUndoStack->setClean();
}

} // namespace tessera::ui
