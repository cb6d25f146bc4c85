#include "ui/common/workbench.h"

#include <QAction>
#include <QIcon>
#include <QKeySequence>
#include <QToolBar>
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

QAction *Workbench::makeAction(const QString &icon, const QString &text, const QKeySequence &key,
                               const QString &tip, QToolBar *toolbar) {
    auto *a = new QAction(icon.isEmpty() ? QIcon() : QIcon(icon), text, this);
    if (!key.isEmpty()) {
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    }
    a->setToolTip(key.isEmpty() ? tip
                                : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    a->setStatusTip(tip);
    addAction(a);
    if (toolbar) toolbar->addAction(a);
    return a;
}

void Workbench::markSaved() {
    mUndoStack->setClean();
}

void Workbench::markRecovered() {
    mUndoStack->resetClean(); // no state of the history is saved anywhere
}

} // namespace tessera::ui
