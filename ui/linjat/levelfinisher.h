#pragma once

#include "linjat/finisher.h"
#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>

Q_DECLARE_METATYPE(tessera::linjat::FinishResult)

namespace tessera::ui {
class Job;
class JobRunner;
} // namespace tessera::ui

namespace tessera::linjat::ui {

// Runs Finish Level (linjat/finisher.h) as a job, off the GUI thread: the jobs bar shows it and can
// cancel it. One run at a time; the result comes back with the puzzle it was found for, so the
// workbench can tell whether the level changed in the meantime.
class LevelFinisher : public QObject {
    Q_OBJECT
public:
    explicit LevelFinisher(tessera::ui::JobRunner &jobs, QObject *parent = nullptr);

    // Starts on this puzzle; false when a run is still going.
    bool start(const Puzzle &puzzle, const SolverOptions &options, std::uint64_t seed = 1);
    bool isRunning() const { return bool(mJob); }
    tessera::ui::Job *job() const { return mJob; }
    // How long the last run that ended took ("0.42 s"), for the workbench's log line: the job is
    // quiet, so that line is the log's only one about the run.
    QString lastRunTime() const { return mLastRunTime; }
    void cancel();

signals:
    void finished(const tessera::linjat::Puzzle &given, const tessera::linjat::FinishResult &result);
    void cancelled();
    void failed(const QString &message);
    void runningChanged(bool running);

private:
    void ended();

    tessera::ui::JobRunner &mJobs;
    QPointer<tessera::ui::Job> mJob;
    QString mLastRunTime;
};

} // namespace tessera::linjat::ui
