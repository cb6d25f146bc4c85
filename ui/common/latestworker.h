#pragma once

#include "common/progress.h"

#include <QMutex>
#include <QObject>
#include <QString>
#include <QWaitCondition>

#include <functional>
#include <memory>
#include <optional>

class QThread;

namespace tessera::ui {

// Runs work on its own thread where only the newest request matters, for views that recompute after
// every edit or slider move: a newer request cancels the run in progress (through its CancelToken) and
// a stale result is dropped, never delivered, so the GUI never waits and never shows an old state.
class LatestWorker : public QObject {
    Q_OBJECT
public:
    // What to do with a result on the GUI thread.
    using Deliver = std::function<void()>;
    // Runs on the worker thread with its request number; returns the delivery of its result, or throws
    // (the message arrives through failed()).
    using Job = std::function<Deliver(quint64 request, const CancelToken &cancel)>;

    explicit LatestWorker(const QString &threadName, QObject *parent = nullptr);
    ~LatestWorker() override;

    // Queues the job and returns its request number.
    quint64 request(Job job);
    quint64 lastRequest() const { return mLastRequest; }
    // True while a request newer than the last delivered one is outstanding.
    bool isBusy() const { return mDelivered != mLastRequest; }

signals:
    void failed(quint64 request, const QString &message);
    void busyChanged(bool busy);

private:
    struct Pending {
        quint64 request = 0;
        Job job;
    };
    void run();
    void deliver(quint64 request, const Deliver &deliver, const QString &error);

    QThread *mThread = nullptr;
    QMutex mMutex;
    QWaitCondition mWake;
    std::optional<Pending> mPending;       // under mMutex
    std::shared_ptr<CancelToken> mRunning; // token of the run in progress, under mMutex
    bool mStop = false;                    // under mMutex
    quint64 mLastRequest = 0;              // GUI thread only
    quint64 mDelivered = 0;                // GUI thread only
};

} // namespace tessera::ui
