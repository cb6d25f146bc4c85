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

Workbench::~Workbench() = default;

bool Workbench::isModified() const {
    return !mUndoStack->isClean();
}

void Workbench::markSaved() {
    mUndoStack->setClean();
}

} // namespace tessera::ui
