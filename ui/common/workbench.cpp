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
    // goes: its last "clean" and index change must reach nobody (not a main window or a recovery
    // watcher that would ask this half-destroyed workbench about itself).
    mUndoStack->blockSignals(true);
}

bool Workbench::isModified() const {
    return !mUndoStack->isClean();
}

void Workbench::markSaved() {
    mUndoStack->setClean();
}

void Workbench::markRecovered() {
    mUndoStack->resetClean(); // no state of the history is saved anywhere
}

} // namespace tessera::ui
