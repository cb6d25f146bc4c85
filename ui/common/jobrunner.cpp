#include "ui/common/jobrunner.h"

namespace tessera::ui {

JobRunner::JobRunner(QObject *parent)
    : QObject(parent) {}

JobRunner::~JobRunner() {
    // Ask everything to stop first so the jobs wind down in parallel, then let each Job's destructor
    // wait for its own thread.
    cancelAll();
    for (const QPointer<Job> &job : mJobs) delete job.data();
}

Job *JobRunner::start(const QString &label, JobFunction function, Options options) {
    auto *job = new Job(mNextId++, label, std::move(function), options, this);
    mJobs.append(job);
    connect(job, &Job::ended, this, [this](Job *ended) {
        mJobs.removeAll(QPointer<Job>(ended));
        mJobs.removeAll(QPointer<Job>());
        emit jobEnded(ended);
        emit runningCountChanged(runningCount());
        ended->deleteLater();
    });
    job->start();
    emit jobStarted(job);
    emit runningCountChanged(runningCount());
    return job;
}

QList<Job *> JobRunner::runningJobs() const {
    QList<Job *> list;
    for (const QPointer<Job> &job : mJobs)
        if (job && job->isRunning()) list << job.data();
    return list;
}

void JobRunner::cancelAll() {
    for (const QPointer<Job> &job : mJobs)
        if (job) job->cancel();
}

} // namespace tessera::ui
