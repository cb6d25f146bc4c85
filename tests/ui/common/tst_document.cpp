// The Document base every studio document shares: the modified flag follows the undo stack's clean
// state (saved, recovered, history cleared), and the file name reports its changes.
#include "ui/common/document.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoCommand>
#include <QUndoStack>

using tessera::ui::Document;

namespace {

// A document holding one number, with the one-mutator command style the base describes.
class NumberDocument : public Document {
public:
    int value() const { return mValue; }
    void setValue(int value) { mValue = value; } // the mutator, for the command only
    void reset(int value) {
        clearHistory();
        mValue = value;
    }

private:
    int mValue = 0;
};

class SetNumberCommand : public QUndoCommand {
public:
    SetNumberCommand(NumberDocument &document, int after)
        : mDocument(document)
        , mBefore(document.value())
        , mAfter(after) {}
    void redo() override { mDocument.setValue(mAfter); }
    void undo() override { mDocument.setValue(mBefore); }

private:
    NumberDocument &mDocument;
    int mBefore;
    int mAfter;
};

// A move in a game: undone like an edit, but not one.
class PlayNumberCommand : public SetNumberCommand, public tessera::ui::PlayStep {
public:
    using SetNumberCommand::SetNumberCommand;
};

} // namespace

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void modifiedFollowsTheCleanState() {
        NumberDocument doc;
        QSignalSpy modified(&doc, &Document::modifiedChanged);
        QVERIFY(!doc.isModified());
        doc.undoStack()->push(new SetNumberCommand(doc, 5));
        QCOMPARE(doc.value(), 5);
        QVERIFY(doc.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.last().at(0).toBool(), true);
        doc.undoStack()->undo();
        QCOMPARE(doc.value(), 0);
        QVERIFY(!doc.isModified());
        QCOMPARE(modified.last().at(0).toBool(), false);

        doc.undoStack()->redo();
        doc.markSaved(); // e.g. the level went into the pack
        QVERIFY(!doc.isModified());
        doc.undoStack()->undo(); // back before the saved state: modified again
        QVERIFY(doc.isModified());
    }

    void recoveredIsModifiedWithNothingToUndo() {
        NumberDocument doc;
        doc.reset(7);
        doc.markRecovered();
        QVERIFY(doc.isModified());
        QVERIFY(!doc.undoStack()->canUndo());
        doc.undoStack()->push(new SetNumberCommand(doc, 8));
        doc.undoStack()->undo();
        QVERIFY(doc.isModified()); // no state of the history is saved anywhere
        doc.markSaved();
        QVERIFY(!doc.isModified());
    }

    void resetClearsTheHistory() {
        NumberDocument doc;
        doc.undoStack()->push(new SetNumberCommand(doc, 3));
        QVERIFY(doc.isModified());
        doc.reset(9);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.value(), 9);
    }

    // Plays change the state but not the level: no "modified", while crash recovery still sees them.
    void playIsNotEditing() {
        NumberDocument doc;
        QSignalSpy modified(&doc, &Document::modifiedChanged);
        doc.undoStack()->push(new PlayNumberCommand(doc, 1));
        doc.undoStack()->push(new PlayNumberCommand(doc, 2));
        QVERIFY(!doc.isModified());
        QVERIFY(doc.hasUnsavedState());
        QCOMPARE(modified.count(), 0);
        doc.undoStack()->push(new SetNumberCommand(doc, 3)); // an edit among the plays
        QVERIFY(doc.isModified());
        QCOMPARE(modified.count(), 1);
        doc.undoStack()->undo();
        QVERIFY(!doc.isModified());
        QCOMPARE(modified.count(), 2);
        doc.undoStack()->setIndex(0);
        QVERIFY(!doc.hasUnsavedState());
    }

    // Discard goes back to the saved state through the history, or makes the current state the
    // saved one when the history does not reach it; the document is not modified afterwards.
    void discardMeansDiscarded() {
        NumberDocument doc;
        doc.undoStack()->push(new SetNumberCommand(doc, 4));
        doc.markSaved();
        doc.undoStack()->push(new SetNumberCommand(doc, 5));
        doc.undoStack()->push(new SetNumberCommand(doc, 6));
        doc.discardChanges();
        QCOMPARE(doc.value(), 4);
        QVERIFY(!doc.isModified());
        doc.reset(1);
        doc.markRecovered();
        doc.discardChanges();
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.value(), 1);
    }

    // Every change of the content moves the revision on (what stale results are checked against).
    void revisionFollowsChanges() {
        NumberDocument doc;
        const quint64 start = doc.revision();
        doc.undoStack()->push(new SetNumberCommand(doc, 4));
        const quint64 pushed = doc.revision();
        QVERIFY(pushed > start);
        doc.undoStack()->undo();
        QVERIFY(doc.revision() > pushed);
        const quint64 undone = doc.revision();
        doc.reset(2);
        QVERIFY(doc.revision() > undone);
    }

    void fileNameChanges() {
        NumberDocument doc;
        QSignalSpy changed(&doc, &Document::fileNameChanged);
        QVERIFY(doc.fileName().isEmpty());
        doc.setFileName(QStringLiteral("/tmp/a.json"));
        QCOMPARE(doc.fileName(), QStringLiteral("/tmp/a.json"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).toString(), QStringLiteral("/tmp/a.json"));
        doc.setFileName(QStringLiteral("/tmp/a.json")); // the same name: no signal
        QCOMPARE(changed.count(), 1);
        doc.setFileName({});
        QCOMPARE(changed.count(), 2);
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
