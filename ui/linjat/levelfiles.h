#pragma once

#include "linjat/puzzle.h"
#include "ui/linjat/levelmodel.h"

#include <QObject>
#include <QStringList>

namespace tessera::linjat::ui {

class LinjatWorkbench;

// The Linjat workbench's files: opening a level file, a pack, the original generator's JSON lines or the
// published collection; saving a level file; adding a puzzle the optimizer found to the pack; writing
// the pack's Linjat levels as sheets; and the dialogs that lead to them. Failures are logged and shown
// on the workbench's message line.
class LevelFiles : public QObject {
    Q_OBJECT
public:
    explicit LevelFiles(LinjatWorkbench &workbench);

    // index picks the entry when the file has several (-1: ask when there is more than one). False
    // (after logging why) when the file cannot be used.
    bool openFile(const QString &path, int index = -1);
    // Writes the puzzle as a level file (atomically); false (after logging why) on failure.
    bool saveLevelFile(const QString &path);
    // A new pack level; -1 when declined as a duplicate.
    int addPuzzleToPack(const Puzzle &puzzle, const LevelOrigin &origin);
    // Writes the pack's Linjat levels as PNG and SVG sheets in a job; returns at once.
    void exportSheets(const QString &directory);

    // The dialogs. Open does not ask about unsaved changes: the workbench has done that.
    void openFileDialog();
    void saveFileDialog();
    void exportSheetsDialog();

signals:
    // The level file was written (the level's origin and file name changed).
    void saved();
    // The sheet files written; empty when the export failed or was cancelled.
    void sheetsExported(const QStringList &files);

private:
    LinjatWorkbench &mWorkbench;
};

} // namespace tessera::linjat::ui
