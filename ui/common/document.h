#pragma once

#include <QObject>
#include <QString>

#include <string>

class QUndoStack;

namespace tessera::ui {

// Marks an undo command that plays the level (a probe, a move) instead of editing it. It is undone and
// redone like any other command, but playing is not editing: a document whose only changes since its
// saved state are plays is not modified (nothing to add to the pack, nothing to ask about on close).
class PlayStep {
public:
    virtual ~PlayStep() = default;
};

// Base of every studio document (the pack, each module's level or set): it owns the undo stack, knows
// whether it differs from its last saved state (the stack's clean index) and which file it belongs to.
// One command style everywhere: a command holds the change the core computed (state before and after)
// and calls one mutator of its document in redo() and undo(); only commands call the mutators.
class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    QUndoStack *undoStack() const { return mUndoStack; }
    // Unsaved edits since the last clearHistory / markSaved (or since markRecovered); plays (PlayStep
    // commands) do not count.
    bool isModified() const;
    // Anything at all since the saved state, plays included (what crash recovery keeps).
    bool hasUnsavedState() const;
    // The current state is the saved one (saved to a file, or taken into the pack).
    void markSaved();
    // The content came back from a crashed session: it has unsaved changes.
    void markRecovered();
    // Throws the unsaved edits away: back to the saved state through the history when it is there,
    // otherwise the current state becomes the saved one. Afterwards the document is not modified.
    void discardChanges();
    // Goes up with every change of the content (undo, redo, a new command, new content): work started
    // on one revision and delivered at another is stale.
    quint64 revision() const { return mRevision; }

    // The file the document was read from or saved to; empty when it has none.
    QString fileName() const { return mFileName; }
    void setFileName(const QString &fileName);
    // The id of the pack level this document holds (opened from or added to the pack); empty for a
    // level the pack does not have. Cleared with the history when other content replaces it.
    const std::string &packLevelId() const { return mPackLevelId; }
    void setPackLevelId(const std::string &id);
    // Something was played that the undo stack does not show (a hint, a give-up, a new attempt): the
    // crash-recovery copy is due again.
    void notePlayed() { emit played(); }

signals:
    void modifiedChanged(bool modified);
    void played();
    void fileNameChanged(const QString &fileName);
    void packLevelIdChanged();

protected:
    // A different document replaces the content: the history goes and the new state is clean. Call it
    // before changing the content, while the commands on the stack still match it.
    void clearHistory();

private:
    void updateModified();
    QUndoStack *mUndoStack;
    QString mFileName;
    std::string mPackLevelId;
    bool mModified = false;
    quint64 mRevision = 0;
};

} // namespace tessera::ui
