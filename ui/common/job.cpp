#include "ui/common/job.h"

#include "common/error.h"
#include "ui/common/backgroundpriority.h"

#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QThread>

#include <deque>
#include <exception>

namespace tessera::ui {

// State shared by a job's thread and its Job object; every field but the token is under the mutex.
struct JobShared {
    CancelToken token;
    QMutex mutex;
    Job *job = nullptr; // outlives the thread: ~Job waits for it
    bool keepAllSnapshots = false;

    double fraction = -1;
    QString message;
    bool progressPending = false;

    std::deque<QVariant> snapshots;
    bool snapshotPending = false;

    bool returned = false;
    QVariant result;
    QString error;
};

// Hands core progress reports to the GUI: the newest report wins, one queued call in flight at most.
class JobProgressSink : public ProgressSink {
public:
    explicit JobProgressSink(std::shared_ptr<JobShared> shared)
        : mShared(std::move(shared)) {}
    void progress(const ProgressUpdate &update) override {
        QMutexLocker lock(&mShared->mutex);
        mShared->fraction = update.fraction;
        mShared->message = QString::fromStdString(update.message);
        if (mShared->progressPending) return;
        mShared->progressPending = true;
        Job *job = mShared->job;
        QMetaObject::invokeMethod(
            job, [job] { job->deliverProgress(); }, Qt::QueuedConnection);
    }

private:
    std::shared_ptr<JobShared> mShared;
};

void JobContext::snapshot(QVariant value) {
    QMutexLocker lock(&mShared->mutex);
    if (!mShared->keepAllSnapshots) mShared->snapshots.clear();
    mShared->snapshots.push_back(std::move(value));
    if (mShared->snapshotPending) return;
    mShared->snapshotPending = true;
    Job *job = mShared->job;
    QMetaObject::invokeMethod(
        job, [job] { job->deliverSnapshots(); }, Qt::QueuedConnection);
}

bool JobContext::cancelled() const {
    return mShared->token.cancelled();
}

Job::Job(int id, QString label, JobFunction function, const JobOptions &options, QObject *parent)
    : QObject(parent)
    , mId(id)
    , mLabel(std::move(label))
    , mQuiet(options.quiet)
    , mReportsOwnFailure(options.reportsOwnFailure)
    , mShared(std::make_shared<JobShared>()) {
    mShared->job = this;
    mShared->keepAllSnapshots = options.keepAllSnapshots;
    auto shared = mShared;
    mThread = QThread::create([shared, function = std::move(function)] {
        lowerToBackgroundPriority(); // the GUI thread and the live verdicts first
        JobProgressSink sink(shared);
        JobContext context(shared);
        QVariant result;
        QString error;
        bool returned = false;
        try {
            result = function(sink, shared->token, context);
            returned = true;
        } catch (const std::exception &e) { // tessera::Error's what() names file and place
            error = QString::fromStdString(e.what());
        } catch (...) {
            error = QObject::tr("unknown error");
        }
        QMutexLocker lock(&shared->mutex);
        shared->returned = returned;
        shared->result = std::move(result);
        shared->error = error.isEmpty() && !returned ? QObject::tr("unknown error") : error;
    });
    mThread->setObjectName(QStringLiteral("tessera-job-%1").arg(id));
    connect(mThread, &QThread::finished, this, &Job::onThreadFinished, Qt::QueuedConnection);
}

Job::~Job() {
    if (mThread) {
        mShared->token.cancel();
        mThread->wait();
        delete mThread;
    }
}

void Job::start() {
    mTimer.start();
    mThread->start();
}

bool Job::isCancelRequested() const {
    return mShared->token.cancelled();
}

qint64 Job::elapsedMs() const {
    return mElapsed >= 0 ? mElapsed : (mTimer.isValid() ? mTimer.elapsed() : 0);
}

QString Job::elapsedText() const {
    const qint64 ms = elapsedMs();
    return tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', ms < 10000 ? 2 : 1);
}

void Job::cancel() {
    if (mState == State::Running) mShared->token.cancel();
}

void Job::deliverProgress() {
    double fraction;
    QString message;
    {
        QMutexLocker lock(&mShared->mutex);
        if (!mShared->progressPending) return;
        mShared->progressPending = false;
        fraction = mShared->fraction;
        message = mShared->message;
    }
    mFraction = fraction;
    if (!message.isEmpty()) mMessage = message;
    emit progressChanged(mFraction, mMessage);
}

void Job::deliverSnapshots() {
    std::deque<QVariant> snapshots;
    {
        QMutexLocker lock(&mShared->mutex);
        mShared->snapshotPending = false;
        snapshots.swap(mShared->snapshots);
    }
    // A receiver may cancel or even end the job from a slot; the QPointer notices deletion.
    QPointer<Job> self(this);
    for (auto &s : snapshots) {
        emit snapshotReady(s);
        if (!self) return;
    }
}

void Job::onThreadFinished() {
    mThread->wait();
    delete mThread;
    mThread = nullptr;
    mElapsed = mTimer.elapsed();
    deliverProgress();
    deliverSnapshots();
    {
        QMutexLocker lock(&mShared->mutex);
        mResult = mShared->result;
        mError = mShared->error;
    }
    const bool returned = mShared->returned;
    if (mShared->token.cancelled()) {
        // Cancelled jobs end as cancelled even if they threw on the way out: the user asked for it.
        mState = State::Cancelled;
        emit cancelled(mResult);
    } else if (returned) {
        mState = State::Finished;
        mFraction = 1;
        emit finished(mResult);
    } else {
        mState = State::Failed;
        emit failed(mError);
    }
    emit ended(this);
}

} // namespace tessera::ui
