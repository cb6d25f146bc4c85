#include "ui/common/modaljob.h"

#include "ui/common/jobrunner.h"

#include <QApplication>
#include <QEventLoop>
#include <QPointer>
#include <QProgressDialog>
#include <QTimer>

namespace tessera::ui {

namespace {
constexpr int kShowAfterMs = 300;
}

ModalJobOutcome runModalJob(JobRunner &jobs, QWidget *parent, const QString &label, const QString &text,
                            JobFunction function, ModalCancel cancel) {
    // The caller has the outcome and says how it ended ("Opened ...", "Could not open ..."): the jobs
    // list adds no line of its own.
    JobOptions options;
    options.quiet = true;
    options.reportsOwnFailure = true;
    Job *job = jobs.start(label, std::move(function), options);
    const QPointer<QWidget> active = QApplication::activeWindow();
    QProgressDialog dialog(text, QObject::tr("Cancel"), 0, 0, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(1 << 30); // shown by the timer below, not by progress
    QTimer::singleShot(kShowAfterMs, &dialog, &QWidget::show);
    QEventLoop loop;
    ModalJobOutcome outcome;
    QObject::connect(job, &Job::failed, &loop,
                     [&outcome](const QString &message) { outcome.error = message; });
    QObject::connect(job, &Job::ended, &loop, [&loop, &outcome](Job *ended) {
        outcome.state = ended->state();
        loop.quit();
    });
    QPointer<Job> running = job;
    QObject::connect(&dialog, &QProgressDialog::canceled, &loop, [&loop, &outcome, running, cancel] {
        if (running) running->cancel();
        if (cancel == ModalCancel::WaitForEnd && running) return; // ended() quits with the job's outcome
        outcome.state = Job::State::Cancelled;
        loop.quit();
    });
    loop.exec();
    const bool shown = dialog.isVisible();
    dialog.reset();
    dialog.hide();
    // The window the dialog came over answers keys again (its shortcuts need it active); not every
    // platform hands activation back by itself (offscreen does not).
    if (shown && active) active->activateWindow();
    return outcome;
}

} // namespace tessera::ui
