#pragma once

#include "pack/levelpack.h"
#include "ui/common/document.h"

#include <optional>

class QUndoStack;

namespace tessera::ui {

// The level-editing role of a module page: it holds one level (its document) that the pack can open
// into it, take from it and recover after a crash. A page that only runs matches or experiments does
// not take this role. The main window binds Edit > Undo/Redo to the document's stack while the page is
// active and asks before discarding the document's changes.
class LevelEditor {
public:
    virtual ~LevelEditor() = default;

    // Shows a pack level for editing. Returns false (after telling the user why, e.g. via the log)
    // when the level's data cannot be used; the previous document is then kept.
    virtual bool openLevel(const pack::Level &level) = 0;
    // The document as a pack level (with fresh statistics and difficulty), or nothing when empty.
    virtual std::optional<pack::Level> currentLevel() const = 0;
    // The document being edited: its undo stack, modified state and file.
    virtual Document &levelDocument() = 0;
    virtual const Document &levelDocument() const = 0;

    QUndoStack *undoStack() const { return levelDocument().undoStack(); }
    // Unsaved edits since the last openLevel / markSaved.
    bool isModified() const { return levelDocument().isModified(); }
    // Called after the level went into the pack: the current state is the clean state.
    void markSaved() { levelDocument().markSaved(); }
    // Called after openLevel with a level recovered from a crashed session: it has unsaved changes.
    void markRecovered() { levelDocument().markRecovered(); }
};

} // namespace tessera::ui
