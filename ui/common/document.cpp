#include "ui/common/document.h"

#include <QUndoStack>

namespace tessera::ui {

Document::Document(QObject *parent)
    : QObject(parent)
    , mUndoStack(new QUndoStack(this)) {
    connect(mUndoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() {
    // The stack is deleted after this object's derived parts and clears itself as it goes: its last
    // "clean" and index changes must reach nobody (a window or a recovery watcher would ask this
    // half-destroyed document about itself).
    mUndoStack->blockSignals(true);
}

bool Document::isModified() const {
    return !mUndoStack->isClean();
}

void Document::markSaved() {
    mUndoStack->setClean();
}

void Document::markRecovered() {
    mUndoStack->resetClean(); // no state of the history is saved anywhere
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
    mUndoStack->clear(); // leaves the stack clean and reports that through cleanChanged
    setPackLevelId({});
}

} // namespace tessera::ui
