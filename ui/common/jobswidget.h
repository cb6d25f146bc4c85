#pragma once

#include <QHash>
#include <QWidget>

class QHBoxLayout;

namespace tessera::ui {

class Job;
class JobRunner;
class Log;

// The running jobs in the status bar: per job that has run for 200 ms its label and last message, a
// progress bar and a Cancel button. Every outcome goes to the log; a failure also pops up a (non-blocking)
// message box.
class JobsWidget : public QWidget {
    Q_OBJECT
public:
    JobsWidget(JobRunner &runner, Log &log, QWidget *parent = nullptr);

    // Rows of the jobs that have run for 200 ms.
    int rowCount() const { return int(mRows.size()); }
    // The row widget of a running job (tests click its Cancel button), or null.
    QWidget *rowFor(const Job *job) const { return mRows.value(job); }
    // Tests and headless runs turn the failure dialogs off; failures still go to the log.
    void setFailureDialogsEnabled(bool enabled) { mFailureDialogs = enabled; }

signals:
    // One line for the status bar when a job ends ("Optimize: finished in 2.3 s"); a quiet job only
    // when it fails.
    void statusMessage(const QString &text);

private:
    void onStarted(Job *job);
    void addRow(Job *job);
    void onEnded(Job *job);
    JobRunner &mRunner;
    Log &mLog;
    QHBoxLayout *mLayout;
    QHash<const Job *, QWidget *> mRows;
    bool mFailureDialogs = true;
};

} // namespace tessera::ui
