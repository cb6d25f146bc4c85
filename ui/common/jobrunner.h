#pragma once

#include "ui/common/job.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace tessera::ui {

// Runs jobs off the GUI thread, one QThread per job, any number at once, each at background priority
// (backgroundpriority.h). Each job has its own CancelToken; progress and snapshots reach the GUI by
// queued calls, coalesced so a chatty job cannot swamp the event loop. Nothing here ever blocks the GUI
// thread except the destructor, which cancels what is still running and waits for it (jobs honour cancel
// within 100 ms).
class JobRunner : public QObject {
    Q_OBJECT
public:
    using Options = JobOptions;

    explicit JobRunner(QObject *parent = nullptr);
    ~JobRunner() override;

    // Starts the job at once. Connect to the returned job's signals before returning to the event
    // loop: nothing is delivered before that.
    Job *start(const QString &label, JobFunction function, Options options = {});
    QList<Job *> runningJobs() const;
    int runningCount() const { return int(runningJobs().size()); }
    void cancelAll();

signals:
    void jobStarted(tessera::ui::Job *job);
    // After the job's own finished/cancelled/failed signal; job->state() says which.
    void jobEnded(tessera::ui::Job *job);
    void runningCountChanged(int count);

private:
    QList<QPointer<Job>> mJobs;
    int mNextId = 1;
};

} // namespace tessera::ui
