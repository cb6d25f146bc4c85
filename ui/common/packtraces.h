#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <string>
#include <vector>

class QAction;
class QMessageBox;
class QWidget;

namespace tessera::pack {
struct TraceImport;
}

namespace tessera::ui {

class Job;
class PackDocument;
class PackFiles;
class StudioContext;

// Players' traces in the studio: Pack > Import Play Traces, the figures of the traces kept beside the
// pack (its sidecar, pack/tracesidecar.h), and the pack ordered by them. Everything is computed by the
// core's one pipeline (pack/traceimport.h, as `tessera-cli pack traces`) in a job with progress and
// Cancel; the report goes to the document (PackDocument::traceReport), where the list and the curve show
// it. Imported traces that replay are added to the sidecar at once, so nothing waits for a save: the
// traces are the players' data, not an edit of the pack. A Save As takes the sidecar's traces along.
class PackTraces : public QObject {
    Q_OBJECT
public:
    // Dialogs open over dialogParent, which owns this; files saves an untitled pack before an import.
    PackTraces(StudioContext &context, PackFiles &files, QWidget *dialogParent);

    QAction *importAction() const { return mImport; }
    QAction *sortAction() const { return mSort; }
    QAction *rampAction() const { return mRamp; }

    // Asks for trace files (and first to save an untitled pack: its traces are kept beside its file).
    void askToImport();
    // Replays the files with the traces the pack keeps; those that replay are added to the sidecar. Every
    // issue goes to the log, a summary to a message box. Null when the pack has no file yet.
    Job *importFiles(const QStringList &paths);
    // Reads the traces kept beside the pack's file (when there are any): on open and after a save.
    Job *readSidecar();
    // The replay job running now (an import or a read), or null.
    Job *runningJob() const;
    // The last import's summary box while it is open (tests read it).
    QMessageBox *summaryBox() const;

    // Orders the pack by what players did (pack/humanorder.h), one undo step each.
    void sortByHumanDifficulty();
    void rampByHumanDifficulty(const std::vector<std::string> &tierSequence);

signals:
    void statusMessage(const QString &text);

private:
    PackDocument &document() const;
    Job *startReplay(const QString &label, const QStringList &paths, const std::string &copyFrom);
    void apply(const pack::TraceImport &result, bool import, int files);
    void showSummary(const QString &text, bool problems);
    void askRamp();
    void updateActions();

    StudioContext &mContext;
    PackFiles &mFiles;
    QWidget *mDialogParent;
    QAction *mImport;
    QAction *mSort;
    QAction *mRamp;
    QPointer<Job> mJob;
    QPointer<QMessageBox> mSummary;
    quint64 mGeneration = 0;
    std::string mSidecar; // the sidecar the figures shown were read from
};

} // namespace tessera::ui
