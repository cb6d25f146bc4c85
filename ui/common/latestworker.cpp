#include "ui/common/latestworker.h"

#include <QMetaObject>
#include <QMutexLocker>
#include <QThread>

#include <exception>

namespace tessera::ui {

LatestWorker::LatestWorker(const QString &threadName, QObject *parent)
    : QObject(parent) {
    mThread = QThread::create([this] { run(); });
    mThread->setObjectName(threadName);
    mThread->start();
}

LatestWorker::~LatestWorker() {
    {
        QMutexLocker lock(&mMutex);
        mStop = true;
        if (mRunning) mRunning->cancel();
        mWake.wakeAll();
    }
    mThread->wait();
    delete mThread;
}

quint64 LatestWorker::request(Job job) {
    const bool wasBusy = isBusy();
    const quint64 id = ++mLastRequest;
    {
        QMutexLocker lock(&mMutex);
        mPending = Pending{id, std::move(job)};
        if (mRunning) mRunning->cancel();
        mWake.wakeOne();
    }
    if (!wasBusy) emit busyChanged(true);
    return id;
}

void LatestWorker::run() {
    for (;;) {
        Pending job;
        std::shared_ptr<CancelToken> token;
        {
            QMutexLocker lock(&mMutex);
            while (!mStop && !mPending) mWake.wait(&mMutex);
            if (mStop) return;
            job = std::move(*mPending);
            mPending.reset();
            token = std::make_shared<CancelToken>();
            mRunning = token;
        }
        Deliver result;
        QString error;
        try {
            result = job.job(job.request, *token);
        } catch (const std::exception &e) {
            error = QString::fromUtf8(e.what());
        }
        {
            QMutexLocker lock(&mMutex);
            mRunning.reset();
            // A newer request is waiting (or this one was cancelled for it): do not deliver this one.
            if (mStop || mPending || token->cancelled()) continue;
        }
        const quint64 request = job.request;
        QMetaObject::invokeMethod(
            this, [this, request, result, error] { deliver(request, result, error); }, Qt::QueuedConnection);
    }
}

void LatestWorker::deliver(quint64 request, const Deliver &result, const QString &error) {
    // Stale even now (a request came after the worker finished): drop it.
    if (request != mLastRequest) return;
    mDelivered = request;
    if (result)
        result();
    else
        emit failed(request, error);
    emit busyChanged(false);
}

} // namespace tessera::ui
