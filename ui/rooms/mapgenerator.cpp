#include "ui/rooms/mapgenerator.h"

#include "common/error.h"

#include <QMetaObject>
#include <QMutexLocker>
#include <QThread>

#include <exception>

namespace tessera::rooms::ui {

MapGenerator::MapGenerator(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<MapResultPtr>();
    mThread = QThread::create([this] { run(); });
    mThread->setObjectName(QStringLiteral("tessera-rooms-generator"));
    mThread->start();
}

MapGenerator::~MapGenerator() {
    {
        QMutexLocker lock(&mMutex);
        mStop = true;
        if (mRunning) mRunning->cancel();
        mWake.wakeAll();
    }
    mThread->wait();
    delete mThread;
}

quint64 MapGenerator::request(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                              std::uint64_t seed) {
    const bool wasBusy = isBusy();
    const quint64 id = ++mLastRequest;
    {
        QMutexLocker lock(&mMutex);
        mPending = Pending{id, std::move(set), options, seed};
        if (mRunning) mRunning->cancel();
        mWake.wakeOne();
    }
    if (!wasBusy) emit busyChanged(true);
    return id;
}

void MapGenerator::run() {
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
        MapResultPtr result;
        QString error;
        try {
            auto made = generateResult(job.set, job.options, job.seed, token.get());
            made->request = job.request;
            result = std::move(made);
        } catch (const std::exception &e) {
            error = QString::fromStdString(e.what());
        }
        {
            QMutexLocker lock(&mMutex);
            mRunning.reset();
            // A newer request is waiting (or this one was cancelled for it): do not show this one.
            if (mStop || mPending || token->cancelled()) continue;
        }
        const quint64 request = job.request;
        QMetaObject::invokeMethod(
            this, [this, request, result, error] { deliver(request, result, error); }, Qt::QueuedConnection);
    }
}

void MapGenerator::deliver(quint64 request, MapResultPtr result, const QString &error) {
    // Stale even now (a request came after the worker finished): drop it.
    if (request != mLastRequest) return;
    mDelivered = request;
    if (result)
        emit generated(result);
    else
        emit failed(request, error);
    emit busyChanged(false);
}

} // namespace tessera::rooms::ui
