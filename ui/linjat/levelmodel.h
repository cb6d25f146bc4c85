#pragma once

#include "linjat/puzzle.h"
#include "pack/levelpack.h"
#include "ui/common/document.h"

#include <QString>

namespace tessera::linjat::ui {

// Where the level in the editor came from: kept so that adding it to the pack records its provenance
// and "Update in Pack" knows which pack level to replace.
struct LevelOrigin {
    QString title;           // for people; empty for a new level
    std::string packLevelId; // the pack level it was opened from, or empty
    std::vector<std::string> tags;
    pack::Provenance provenance;
    QString source; // "pack", a file path, "optimizer", or empty for a new level
};

// The Linjat document of the workbench: one puzzle, with its undo stack. Only the undo commands in
// commands/ change the puzzle (through setPuzzle); views redraw on puzzleChanged.
class LevelModel : public tessera::ui::Document {
    Q_OBJECT
public:
    explicit LevelModel(QObject *parent = nullptr);

    const Puzzle &puzzle() const { return mPuzzle; }
    const LevelOrigin &origin() const { return mOrigin; }

    // Replaces the document (opening a level): the undo history starts over, the state is clean, and
    // the file name is the one given (empty: the level is not from a file).
    void reset(const Puzzle &puzzle, LevelOrigin origin, const QString &fileName = {});
    void setOrigin(LevelOrigin origin) { mOrigin = std::move(origin); }

    // --- For the undo commands only ---
    void setPuzzle(const Puzzle &puzzle);

signals:
    void puzzleChanged();
    // A different document (not an edit): views reset zoom and selection.
    void documentReset();

private:
    Puzzle mPuzzle;
    LevelOrigin mOrigin;
};

} // namespace tessera::linjat::ui
