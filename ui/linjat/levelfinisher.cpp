#include "ui/linjat/levelfinisher.h"

#include "common/rng.h"
#include "ui/common/job.h"
#include "ui/common/jobrunner.h"

namespace tessera::linjat::ui {

using tessera::ui::Job;

LevelFinisher::LevelFinisher(tessera::ui::JobRunner &jobs, QObject *parent)
    : QObject(parent)
    , mJobs(jobs) {
    qRegisterMetaType<FinishResult>();
}

bool LevelFinisher::start(const Puzzle &puzzle, const SolverOptions &options, std::uint64_t seed) {
    if (mJob) return false;
    mJob = mJobs.start(
        tr("Finish Linjat level, %1×%2").arg(puzzle.rows()).arg(puzzle.cols()),
        [puzzle, options, seed](ProgressSink &progress, const CancelToken &cancel,
                                tessera::ui::JobContext &) {
            Rng rng(seed);
            return QVariant::fromValue(
                finishLevel(puzzle, options, rng, &cancel, kFinishCountBudget, &progress));
        },
        tessera::ui::JobOptions{.quiet = true, .reportsOwnFailure = true});
    // The job is deleted right after it ends; mJob (a QPointer) is cleared first so isRunning() is
    // false by the time the signals below reach the workbench.
    connect(mJob, &Job::finished, this, [this, puzzle](const QVariant &v) {
        ended();
        emit finished(puzzle, v.value<FinishResult>());
    });
    connect(mJob, &Job::cancelled, this, [this] {
        ended();
        emit cancelled();
    });
    connect(mJob, &Job::failed, this, [this](const QString &message) {
        ended();
        emit failed(message);
    });
    emit runningChanged(true);
    return true;
}

void LevelFinisher::ended() {
    mLastRunTime = mJob->elapsedText();
    mJob = nullptr;
    emit runningChanged(false);
}

void LevelFinisher::cancel() {
    if (mJob) mJob->cancel();
}

} // namespace tessera::linjat::ui
