#pragma once

#include "common/jsonutil.h"
#include "common/progress.h"
#include "pack/levelpack.h"
#include "ui/common/document.h"

#include <functional>
#include <optional>

class QUndoStack;

namespace tessera::ui {

// The level-editing role of a module page: it holds one level (its document) that the pack can open
// into it, take from it and recover after a crash. A page that only runs matches or experiments does
// not take this role. The main window binds Edit > Undo/Redo to the document's stack while the page is
// active and asks before discarding the document's changes.
//
// Two rules keep the GUI thread free: making a pack level may solve, count or measure, so the editor
// only hands out a LevelMaker (copies of its values and the core call) that the window runs in a
// worker; and the crash-recovery copy is the document as plain data (documentState), never measured.
class LevelEditor {
public:
    // Makes the pack level (fresh statistics and difficulty) from values copied out of the document;
    // runs on a worker thread, stops early when the token is cancelled (then returns nothing). Nothing
    // too when there is no level to make (an empty or invalid document).
    using LevelMaker = std::function<std::optional<pack::Level>(const CancelToken &cancel)>;

    virtual ~LevelEditor() = default;

    // Shows a pack level for editing. Returns false (after telling the user why, e.g. via the log)
    // when the level's data cannot be used; the previous document is then kept.
    virtual bool openLevel(const pack::Level &level) = 0;
    // What makes the document's pack level, or an empty function when there is nothing to add (the
    // editor has said why on its page).
    virtual LevelMaker levelMaker() const = 0;
    // The document as it stands, valid or not (a Flow colour with one endpoint), as plain JSON that
    // restoreState reads back. Copying only: cheap enough for the GUI thread, whatever the level.
    virtual Json documentState() const = 0;
    // The pack level the document was opened from (its source for tags and provenance), if any.
    virtual std::optional<pack::Level> sourceLevel() const = 0;
    // Puts a state that documentState wrote onto the document as one undoable step ("Recovered
    // edits"), so Undo goes back to what was there before (the pack level it came from). Returns false
    // (after logging why) when the state cannot be read; the document is then unchanged.
    virtual bool restoreState(const Json &state) = 0;
    // The document being edited: its undo stack, modified state and file.
    virtual Document &levelDocument() = 0;
    virtual const Document &levelDocument() const = 0;

    // The pack level made on the calling thread: for tests and the CLI-parity checks only. The studio
    // never calls it on the GUI thread (MainWindow::makeLevel runs the maker in a worker).
    std::optional<pack::Level> currentLevel() const {
        const LevelMaker maker = levelMaker();
        return maker ? maker(CancelToken()) : std::nullopt;
    }
    QUndoStack *undoStack() const { return levelDocument().undoStack(); }
    // Unsaved edits since the last openLevel / markSaved (plays do not count).
    bool isModified() const { return levelDocument().isModified(); }
    // Called after the level went into the pack: the current state is the clean state.
    void markSaved() { levelDocument().markSaved(); }
    // Called after openLevel with a level recovered from a crashed session: it has unsaved changes.
    void markRecovered() { levelDocument().markRecovered(); }
};

} // namespace tessera::ui
