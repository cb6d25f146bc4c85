#pragma once

#include <QObject>
#include <QString>

#include <string>

class QUndoStack;

namespace tessera::ui {

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
    // Unsaved edits since the last clearHistory / markSaved (or since markRecovered).
    bool isModified() const;
    // The current state is the saved one (saved to a file, or taken into the pack).
    void markSaved();
    // The content came back from a crashed session: it has unsaved changes and nothing to undo.
    void markRecovered();

    // The file the document was read from or saved to; empty when it has none.
    QString fileName() const { return mFileName; }
    void setFileName(const QString &fileName);
    // The id of the pack level this document holds (opened from or added to the pack); empty for a
    // level the pack does not have. Cleared with the history when other content replaces it.
    const std::string &packLevelId() const { return mPackLevelId; }
    void setPackLevelId(const std::string &id);

signals:
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);
    void packLevelIdChanged();

protected:
    // A different document replaces the content: the history goes and the new state is clean. Call it
    // before changing the content, while the commands on the stack still match it.
    void clearHistory();

private:
    QUndoStack *mUndoStack;
    QString mFileName;
    std::string mPackLevelId;
};

} // namespace tessera::ui
