#pragma once

#include "ui/linjat/levelanalysis.h"

#include <QMutex>
#include <QObject>
#include <QWaitCondition>

#include <memory>

class QThread;

namespace tessera::linjat::ui {

// Analyses the puzzle after every edit on its own worker thread, so the GUI never waits for the
// solvers. Only the newest request matters: a newer one cancels the run in progress where the core
// can stop (the two-solution search) and the stale result is dropped, never shown.
class LevelAnalyser : public QObject {
    Q_OBJECT
public:
    explicit LevelAnalyser(QObject *parent = nullptr);
    ~LevelAnalyser() override;

    // Queues an analysis of this state and returns its request number.
    quint64 request(const Puzzle &puzzle, const SolverOptions &options);
    quint64 lastRequest() const { return mLastRequest; }
    // The newest analysis delivered (null before the first).
    LevelAnalysisPtr latest() const { return mLatest; }
    // True while a request newer than latest() is outstanding.
    bool isBusy() const { return !mLatest || mLatest->request != mLastRequest; }

signals:
    void analysed(tessera::linjat::ui::LevelAnalysisPtr analysis);
    void busyChanged(bool busy);

private:
    void run();
    void deliver(LevelAnalysisPtr analysis);

    struct Pending {
        quint64 request = 0;
        Puzzle puzzle;
        SolverOptions options;
    };

    QThread *mThread = nullptr;
    QMutex mMutex;
    QWaitCondition mWake;
    std::optional<Pending> mPending;       // under mMutex
    std::shared_ptr<CancelToken> mRunning; // token of the run in progress, under mMutex
    bool mStop = false;                    // under mMutex
    quint64 mLastRequest = 0;              // GUI thread only
    LevelAnalysisPtr mLatest;              // GUI thread only
};

} // namespace tessera::linjat::ui
