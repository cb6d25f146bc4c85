#include "ui/linjat/levelanalyser.h"

#include <QMetaObject>
#include <QMutexLocker>
#include <QThread>

namespace tessera::linjat::ui {

LevelAnalyser::LevelAnalyser(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<LevelAnalysisPtr>();
    mThread = QThread::create([this] { run(); });
    mThread->setObjectName(QStringLiteral("tessera-linjat-analyser"));
    mThread->start();
}

LevelAnalyser::~LevelAnalyser() {
    {
        QMutexLocker lock(&mMutex);
        mStop = true;
        if (mRunning) mRunning->cancel();
        mWake.wakeAll();
    }
    mThread->wait();
    delete mThread;
}

quint64 LevelAnalyser::request(const Puzzle &puzzle, const SolverOptions &options) {
    const bool wasBusy = isBusy();
    const quint64 id = ++mLastRequest;
    {
        QMutexLocker lock(&mMutex);
        mPending = Pending{id, puzzle, options};
        if (mRunning) mRunning->cancel();
        mWake.wakeOne();
    }
    if (!wasBusy) emit busyChanged(true);
    return id;
}

void LevelAnalyser::run() {
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
        auto analysis =
            std::make_shared<LevelAnalysis>(LevelAnalysis::compute(job.puzzle, job.options, token.get()));
        analysis->request = job.request;
        {
            QMutexLocker lock(&mMutex);
            mRunning.reset();
            // A newer request is waiting: this result is stale, do not show it.
            if (mStop || mPending || token->cancelled()) continue;
        }
        LevelAnalysisPtr result = std::move(analysis);
        QMetaObject::invokeMethod(
            this, [this, result] { deliver(result); }, Qt::QueuedConnection);
    }
}

void LevelAnalyser::deliver(LevelAnalysisPtr analysis) {
    // Stale even now (a request came after the worker finished): drop it.
    if (analysis->request != mLastRequest) return;
    mLatest = std::move(analysis);
    emit analysed(mLatest);
    emit busyChanged(false);
}

} // namespace tessera::linjat::ui
