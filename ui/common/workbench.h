#pragma once

#include "pack/levelpack.h"

#include <QMetaType>
#include <QWidget>

#include <optional>

class QAction;
class QKeySequence;
class QToolBar;
class QUndoStack;

namespace tessera::ui {

class StudioContext;

// Base of every module's studio page. A workbench edits one level at a time (its document) with its
// own undo stack; the main window binds Edit > Undo/Redo to it while the workbench is active, asks
// before discarding its changes, and adds its level to the pack when it emits addToPackRequested.
// The window focuses the workbench when it is shown: set a focus proxy to the main editor.
class Workbench : public QWidget {
    Q_OBJECT
public:
    Workbench(StudioContext &context, QWidget *parent = nullptr);
    ~Workbench() override;

    virtual QString moduleId() const = 0;
    virtual QString title() const = 0;
    // Shows a pack level for editing. Returns false (after telling the user why, e.g. via the log)
    // when the level's data cannot be used; the previous document is then kept.
    virtual bool openLevel(const pack::Level &level) = 0;
    // The document as a pack level (with fresh statistics and difficulty), or nothing when empty.
    virtual std::optional<pack::Level> currentLevel() const = 0;

    QUndoStack *undoStack() const { return mUndoStack; }
    // Unsaved edits since the last openLevel / markSaved. Subclasses with extra state may override.
    virtual bool isModified() const;
    // Called after the level went into the pack: the current state is the clean state.
    void markSaved();
    // Called after openLevel with a level recovered from a crashed session: it has unsaved changes.
    virtual void markRecovered();

    StudioContext &context() const { return mContext; }

signals:
    void addToPackRequested(const tessera::pack::Level &level);
    void modifiedChanged(bool modified);

protected:
    // An action of this workbench: its shortcut works while the workbench has focus, the tooltip names
    // the key, the status bar shows the tip; added to toolbar when one is given.
    QAction *makeAction(const QString &icon, const QString &text, const QKeySequence &key, const QString &tip,
                        QToolBar *toolbar);

private:
    StudioContext &mContext;
    QUndoStack *mUndoStack;
};

} // namespace tessera::ui

Q_DECLARE_METATYPE(tessera::pack::Level)
