#pragma once

#include "ui/common/job.h"

#include <QString>

class QWidget;

namespace tessera::ui {

class JobRunner;

// What Cancel in the dialog means.
enum class ModalCancel {
    // Answer at once: the job is asked to stop and its late result, if any, is dropped (measuring a
    // level, reading a file: nothing outside the studio changes).
    DropResult,
    // Ask the job to stop and wait for it: it ends as it really did (writing a file, which is either
    // written or left as it was).
    WaitForEnd,
};

struct ModalJobOutcome {
    Job::State state = Job::State::Running;
    QString error; // when Failed
};

// Runs function as a job while the GUI thread keeps painting and answering: a window-modal progress
// dialog over parent, shown only when the work takes a while (a quick job passes without a flash), with
// Cancel. Returns when the job ended or, for DropResult, when Cancel was pressed. How it ended is the
// caller's to report (JobOptions quiet and reportsOwnFailure): the jobs list says nothing of its own.
ModalJobOutcome runModalJob(JobRunner &jobs, QWidget *parent, const QString &label, const QString &text,
                            JobFunction function, ModalCancel cancel);

} // namespace tessera::ui
