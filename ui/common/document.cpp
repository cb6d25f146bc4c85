#include "ui/common/document.h"

#include <QUndoStack>

#include <algorithm>

namespace tessera::ui {

Document::Document(QObject *parent)
    : QObject(parent)
    , mUndoStack(new QUndoStack(this)) {
    connect(mUndoStack, &QUndoStack::cleanChanged, this, &Document::updateModified);
    connect(mUndoStack, &QUndoStack::indexChanged, this, [this] {
        ++mRevision;
        updateModified();
    });
}

Document::~Document() {
    // The stack is deleted after this object's derived parts and clears itself as it goes: its last
    // "clean" and index changes must reach nobody (a window or a recovery watcher would ask this
    // half-destroyed document about itself).
    mUndoStack->blockSignals(true);
}

bool Document::hasUnsavedState() const {
    return !mUndoStack->isClean();
}

bool Document::isModified() const {
    const int clean = mUndoStack->cleanIndex();
    if (clean < 0) return true; // the saved state is not in the history (recovered, or undone past)
    const int index = mUndoStack->index();
    for (int i = std::min(clean, index); i < std::max(clean, index); ++i)
        if (!dynamic_cast<const PlayStep *>(mUndoStack->command(i))) return true;
    return false;
}

void Document::updateModified() {
    const bool modified = isModified();
    if (modified == mModified) return;
    mModified = modified;
    emit modifiedChanged(modified);
}

void Document::markSaved() {
    mUndoStack->setClean();
    updateModified();
}

void Document::markRecovered() {
    mUndoStack->resetClean(); // no state of the history is saved anywhere
    updateModified();
}

void Document::discardChanges() {
    const int clean = mUndoStack->cleanIndex();
    if (clean >= 0)
        mUndoStack->setIndex(clean);
    else
        mUndoStack->setClean();
    updateModified();
}

void Document::setFileName(const QString &fileName) {
    if (fileName == mFileName) return;
    mFileName = fileName;
    emit fileNameChanged(mFileName);
}

void Document::setPackLevelId(const std::string &id) {
    if (id == mPackLevelId) return;
    mPackLevelId = id;
    emit packLevelIdChanged();
}

void Document::clearHistory() {
    ++mRevision;
    mUndoStack->clear(); // leaves the stack clean and reports that through cleanChanged
    setPackLevelId({});
    updateModified();
}

} // namespace tessera::ui
