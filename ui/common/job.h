#pragma once

#include "common/progress.h"

#include <QElapsedTimer>
#include <QObject>
#include <QVariant>

#include <functional>
#include <memory>

class QThread;

namespace tessera::ui {

class Job;
struct JobShared;

struct JobOptions {
    // Deliver every snapshot instead of only the newest one (for consumers that need each step).
    bool keepAllSnapshots = false;
    // Its end is not announced in the status bar or the log; a failure is. For work nobody waits for
    // there: what the studio starts by itself (a rating kept up to date), one step of a longer run (an
    // auto-prober's probe), a job whose caller reports its end (runModalJob).
    bool quiet = false;
    // The caller waits for the end and says itself what failed (a modal job: a file that could not be
    // opened): a failure gets no second dialog and no second log line.
    bool reportsOwnFailure = false;
};

// What a running job may do besides computing: stream snapshots to the GUI. Lives on the job's thread.
class JobContext {
public:
    explicit JobContext(std::shared_ptr<JobShared> shared)
        : mShared(std::move(shared)) {}
    // Hands a snapshot (any QVariant: a core value type wrapped with QVariant::fromValue) to the GUI.
    // By default only the newest undelivered snapshot is kept, so a fast job cannot flood the GUI.
    void snapshot(QVariant value);
    bool cancelled() const;

private:
    std::shared_ptr<JobShared> mShared;
};

// The work: runs on its own thread; reports through the sink, polls the token, returns its result
// (the best so far when cancelled). Throwing tessera::Error or std::exception fails the job with the
// exception's message.
using JobFunction = std::function<QVariant(tessera::ProgressSink &progress,
                                           const tessera::CancelToken &cancel, JobContext &context)>;

// One background job, owned by the JobRunner and living on the GUI thread. All its signals arrive
// on the GUI thread. It is deleted (deleteLater) right after ended(); hold it in a QPointer.
class Job : public QObject {
    Q_OBJECT
public:
    enum class State { Running, Finished, Cancelled, Failed };
    Q_ENUM(State)

    ~Job() override;

    int id() const { return mId; }
    QString label() const { return mLabel; }
    bool isQuiet() const { return mQuiet; }
    bool reportsOwnFailure() const { return mReportsOwnFailure; }
    State state() const { return mState; }
    bool isRunning() const { return mState == State::Running; }
    bool isCancelRequested() const;
    // The last reported progress: fraction 0..1 (negative: unknown), message.
    double fraction() const { return mFraction; }
    QString message() const { return mMessage; }
    QVariant result() const { return mResult; }
    QString errorMessage() const { return mError; }
    // Wall time since start (while running) or of the whole run.
    qint64 elapsedMs() const;
    // The same as text: "0.06 s" (hundredths under 10 s, so a short run does not read "0.0 s"), "12.3 s".
    QString elapsedText() const;

public slots:
    // Asks the job to stop; it returns its best result so far and ends as Cancelled.
    void cancel();

signals:
    void progressChanged(double fraction, const QString &message);
    void snapshotReady(const QVariant &snapshot);
    void finished(const QVariant &result);
    void cancelled(const QVariant &partialResult);
    void failed(const QString &message);
    // After finished, cancelled or failed.
    void ended(tessera::ui::Job *job);

private:
    friend class JobRunner;
    friend class JobContext;
    friend class JobProgressSink;
    Job(int id, QString label, JobFunction function, const JobOptions &options, QObject *parent);
    void start();
    void deliverProgress();
    void deliverSnapshots();
    void onThreadFinished();

    int mId;
    QString mLabel;
    bool mQuiet;
    bool mReportsOwnFailure;
    State mState = State::Running;
    double mFraction = -1;
    QString mMessage;
    QVariant mResult;
    QString mError;
    QElapsedTimer mTimer;
    qint64 mElapsed = -1;
    std::shared_ptr<JobShared> mShared;
    QThread *mThread = nullptr;
};

} // namespace tessera::ui
