#include "ui/common/jobswidget.h"

#include "ui/common/elidedlabel.h"

#include "ui/common/jobrunner.h"
#include "ui/common/log.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <memory>

namespace tessera::ui {

namespace {
constexpr int kLabelWidth = 260;
// A job that ends sooner gets no row: most end within a frame (a solve of a small level), and a row
// that comes and goes lays the whole window out twice and repaints it, for nothing anyone could read.
constexpr int kShowRowAfterMs = 200;

QToolButton *cancelButton(QWidget *parent) {
    auto *cancel = new QToolButton(parent);
    cancel->setObjectName(QStringLiteral("cancel"));
    cancel->setIcon(QIcon(QStringLiteral(":/icons/cancel.svg")));
    cancel->setText(QObject::tr("Cancel"));
    cancel->setAutoRaise(true);
    return cancel;
}

// A row's height: the tallest of its label, bar and button.
int rowHeight(QWidget &widget) {
    const std::unique_ptr<QToolButton> button(cancelButton(nullptr));
    return std::max({widget.fontMetrics().height() + 2, 16, button->sizeHint().height()});
}
} // namespace

JobsWidget::JobsWidget(JobRunner &runner, Log &log, QWidget *parent)
    : QWidget(parent)
    , mRunner(runner)
    , mLog(log)
    , mLayout(new QHBoxLayout(this)) {
    setObjectName(QStringLiteral("jobsWidget"));
    mLayout->setContentsMargins(0, 0, 0, 0);
    mLayout->setSpacing(12);
    // Always there and a row high, rows or none: a status bar that grew when the first row came and
    // shrank when the last went moved every page above it up and down by a few pixels.
    setMinimumHeight(rowHeight(*this));
    for (Job *job : runner.runningJobs()) addRow(job);
    connect(&runner, &JobRunner::jobStarted, this, &JobsWidget::onStarted);
    connect(&runner, &JobRunner::jobEnded, this, &JobsWidget::onEnded);
}

void JobsWidget::onStarted(Job *job) {
    // Its start is logged with its row: a job that ends first has only its end in the log, which says how
    // long it took (a Flow solve of a few milliseconds logged two lines, a twelfth of each edit's work).
    QTimer::singleShot(kShowRowAfterMs, this, [this, job = QPointer<Job>(job)] {
        if (!job || !job->isRunning() || mRows.contains(job)) return;
        mLog.info(tr("Started: %1").arg(job->label()));
        addRow(job);
    });
}

void JobsWidget::addRow(Job *job) {
    auto *row = new QWidget(this);
    row->setObjectName(QStringLiteral("job-%1").arg(job->id()));
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    // A fixed size: the label's text changes with every progress report, and a label whose size may
    // change makes the whole window lay itself out again (tens of milliseconds on the GUI thread, a few
    // times a second). Cut with "…", the whole text in the tooltip.
    auto *label = new ElidedLabel(row);
    label->setText(job->label());
    label->setObjectName(QStringLiteral("label"));
    label->setFixedSize(kLabelWidth, label->fontMetrics().height() + 2);
    auto *bar = new QProgressBar(row);
    bar->setObjectName(QStringLiteral("progress"));
    bar->setRange(0, 0);        // busy until the first report says how far
    bar->setFixedSize(140, 16); // fixed, as the label: a report never relays out the window
    bar->setTextVisible(false);
    QToolButton *cancel = cancelButton(row);
    cancel->setToolTip(tr("Cancel \"%1\" (keeps its best result so far)").arg(job->label()));
    layout->addWidget(label);
    layout->addWidget(bar);
    layout->addWidget(cancel);
    mLayout->addWidget(row);
    mRows.insert(job, row);

    connect(cancel, &QToolButton::clicked, job, [job, cancel, label] {
        job->cancel();
        cancel->setEnabled(false);
        label->setText(tr("%1 (cancelling)").arg(job->label()));
    });
    auto showProgress = [job, bar, label](double fraction, const QString &message) {
        if (fraction < 0) {
            bar->setRange(0, 0);
        } else {
            bar->setRange(0, 1000);
            bar->setValue(int(fraction * 1000));
        }
        if (!job->isCancelRequested())
            label->setText(message.isEmpty() ? job->label()
                                             : QStringLiteral("%1: %2").arg(job->label(), message));
        bar->setToolTip(fraction >= 0 ? tr("%1% done").arg(int(fraction * 100)) : tr("working"));
    };
    // The row may come after the first reports: it starts from the last one.
    showProgress(job->fraction(), job->message());
    connect(job, &Job::progressChanged, row, showProgress);
}

void JobsWidget::onEnded(Job *job) {
    if (QWidget *row = mRows.take(job)) {
        row->hide();
        row->deleteLater();
    }
    if (job->isQuiet() && job->state() != Job::State::Failed) return;
    const QString time = job->elapsedText();
    switch (job->state()) {
    case Job::State::Finished:
        mLog.info(tr("Finished: %1 (%2)").arg(job->label(), time));
        emit statusMessage(tr("%1: finished in %2").arg(job->label(), time));
        break;
    case Job::State::Cancelled:
        mLog.info(tr("Cancelled: %1 after %2").arg(job->label(), time));
        emit statusMessage(tr("%1: cancelled").arg(job->label()));
        break;
    case Job::State::Failed: {
        emit statusMessage(tr("%1: failed").arg(job->label()));
        if (job->reportsOwnFailure()) break;
        mLog.error(tr("Failed: %1: %2").arg(job->label(), job->errorMessage()));
        if (mFailureDialogs) {
            // Non-modal, so a failure never blocks the GUI or the other jobs' updates.
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Job failed"),
                                        tr("\"%1\" failed.").arg(job->label()), QMessageBox::Ok, window());
            box->setInformativeText(job->errorMessage());
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setModal(false);
            box->show();
        }
        break;
    }
    case Job::State::Running:
        break;
    }
}

} // namespace tessera::ui
