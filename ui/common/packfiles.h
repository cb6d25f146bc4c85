#pragma once

#include <QObject>

class QWidget;

namespace tessera::ui {

class PackDocument;
class StudioContext;

// The pack's file operations for the pack panel: new, open, the bundled sample, save and save as, and
// importing another pack's levels.
// Each reports failures to the user (dialog + log) and returns whether it happened; none loses unsaved
// changes without asking.
class PackFiles : public QObject {
    Q_OBJECT
public:
    // Dialogs open over dialogParent, which owns this.
    PackFiles(StudioContext &context, QWidget *dialogParent);

    // The file dialogs' filter for packs.
    static QString filter();

    bool maybeSave(); // Save / Discard / Cancel when modified; true when it is fine to go on
    // Before another pack replaces this one: pages with unsaved levels are asked about first (their
    // levels came from this pack), then maybeSave.
    bool maybeSwitch();
    void newPack();
    // After maybeSwitch, a file dialog, then openFile.
    void askToOpen();
    bool openFile(const QString &path); // asks maybeSave first
    void openSample();                  // the bundled sample pack, untitled
    bool save();                        // Save As when untitled
    bool saveAs();
    bool saveTo(const QString &path);
    // Adds the levels of the pack at path this one lacks (by content; taken ids renamed) at its end, as
    // one undo step; read in a job. Returns the row of the first level added, or -1.
    int importFile(const QString &path);

signals:
    void fileOpened(const QString &path);
    void fileSaved(const QString &path);
    void statusMessage(const QString &text);

private:
    PackDocument &document() const;

    StudioContext &mContext;
    QWidget *mDialogParent;
};

} // namespace tessera::ui
