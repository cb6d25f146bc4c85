#pragma once

#include "ui/common/latestworker.h"
#include "ui/linjat/levelanalysis.h"

#include <QObject>

#include <memory>

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
    quint64 lastRequest() const { return mWorker->lastRequest(); }
    // The newest analysis delivered (null before the first).
    LevelAnalysisPtr latest() const { return mLatest; }
    // True while a request newer than latest() is outstanding.
    bool isBusy() const { return !mLatest || mLatest->request != lastRequest(); }

signals:
    void analysed(tessera::linjat::ui::LevelAnalysisPtr analysis);
    void busyChanged(bool busy);

private:
    LevelAnalysisPtr mLatest; // GUI thread only
    std::unique_ptr<tessera::ui::LatestWorker> mWorker;
};

} // namespace tessera::linjat::ui
