// The job runner: work runs off the GUI thread, progress and snapshots arrive on it, cancel ends a
// job within 100 ms, exceptions become failures with their message, several jobs run at once (below the
// GUI thread's priority), and the status-bar widget lists and cancels them and announces their ends (not
// a quiet job's).
#include "common/error.h"
#include "ui/common/backgroundpriority.h"
#include "ui/common/backgroundrelease.h"
#include "ui/common/jobrunner.h"
#include "ui/common/jobswidget.h"
#include "ui/common/log.h"
#include "ui/common/modaljob.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <atomic>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace tessera;
using namespace tessera::ui;

namespace {

// A job that works in small steps until cancelled, reporting the step count as its partial result.
QVariant spinUntilCancelled(ProgressSink &progress, const CancelToken &cancel, JobContext &) {
    int steps = 0;
    progress.progress({-1, "spinning"});
    while (!cancel.cancelled()) {
        QThread::msleep(2);
        ++steps;
    }
    return steps;
}

} // namespace

class TestJobRunner : public QObject {
    Q_OBJECT

private slots:
    void progressArrivesOnGuiThread();
    void cancelReturnsWithin100ms();
    void errorBecomesFailure_data();
    void errorBecomesFailure();
    void twoJobsRunAtOnce();
    void jobsRunAtBackgroundPriority();
    void snapshotsLatestOrAll();
    void jobsWidgetListsAndCancels();
    void runnerDestructionCancelsRunningJobs();
    void modalJobDropsOrWaitsOnCancel();
    void modalJobReportsItsEnd();
    void modalJobHandsTheWindowBack();
    void releaseInBackgroundFreesOnAWorker();
};

void TestJobRunner::progressArrivesOnGuiThread() {
    JobRunner runner;
    std::atomic<QThread *> workerThread{nullptr};
    Job *job =
        runner.start(QStringLiteral("count"), [&](ProgressSink &progress, const CancelToken &, JobContext &) {
            workerThread = QThread::currentThread();
            for (int i = 1; i <= 5; ++i) {
                progress.progress({i / 5.0, "step " + std::to_string(i)});
                QThread::msleep(20); // slower than delivery, so every report gets through
            }
            return QVariant(42);
        });
    QList<double> fractions;
    QList<QString> messages;
    bool allOnGuiThread = true;
    connect(job, &Job::progressChanged, this, [&](double fraction, const QString &message) {
        allOnGuiThread = allOnGuiThread && QThread::currentThread() == qApp->thread();
        fractions << fraction;
        messages << message;
    });
    QSignalSpy finished(job, &Job::finished);
    QSignalSpy ended(&runner, &JobRunner::jobEnded);
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.first().at(0).toInt(), 42);
    QTRY_COMPARE(ended.count(), 1);
    QVERIFY(workerThread.load() != nullptr);
    QVERIFY(workerThread.load() != qApp->thread());
    QVERIFY(allOnGuiThread);
    QVERIFY2(fractions.size() >= 3, qPrintable(QString::number(fractions.size())));
    QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
    QCOMPARE(fractions.last(), 1.0);
    QCOMPARE(messages.last(), QStringLiteral("step 5"));
    QCOMPARE(runner.runningCount(), 0);
}

void TestJobRunner::cancelReturnsWithin100ms() {
    JobRunner runner;
    QPointer<Job> job = runner.start(QStringLiteral("spin"), spinUntilCancelled);
    QSignalSpy progress(job.data(), &Job::progressChanged);
    QSignalSpy cancelled(job.data(), &Job::cancelled);
    QSignalSpy finished(job.data(), &Job::finished);
    QVERIFY(progress.wait(5000)); // it is running
    QTest::qWait(50);
    QVERIFY(job->isRunning());

    QElapsedTimer timer;
    timer.start();
    job->cancel();
    QVERIFY(cancelled.wait(2000));
    const qint64 ms = timer.elapsed();
    qInfo("cancel to cancelled signal: %lld ms", ms);
    QVERIFY2(ms < 100, qPrintable(QStringLiteral("cancel took %1 ms").arg(ms)));
    QCOMPARE(finished.count(), 0);
    QVERIFY(cancelled.first().at(0).toInt() > 0); // the partial result made it through
    QCOMPARE(runner.runningCount(), 0);
}

void TestJobRunner::errorBecomesFailure_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("tessera::Error") << 0 << QStringLiteral("levels[3].data.rows");
    QTest::newRow("std::exception") << 1 << QStringLiteral("out of patience");
}

void TestJobRunner::errorBecomesFailure() {
    QFETCH(int, kind);
    QFETCH(QString, expected);
    JobRunner runner;
    Job *job = runner.start(
        QStringLiteral("broken"), [kind](ProgressSink &, const CancelToken &, JobContext &) -> QVariant {
            QThread::msleep(10);
            if (kind == 0) throw Error("expected 9 rows, found 8", "levels[3].data.rows", "pack.json");
            throw std::runtime_error("out of patience");
        });
    QSignalSpy failed(job, &Job::failed);
    QSignalSpy finished(job, &Job::finished);
    // The job is deleted soon after it ends: look at it while it still exists.
    QList<Job::State> endStates;
    connect(&runner, &JobRunner::jobEnded, this, [&](Job *j) { endStates << j->state(); });
    QVERIFY(failed.wait(5000));
    const QString message = failed.first().at(0).toString();
    QVERIFY2(message.contains(expected), qPrintable(message));
    if (kind == 0) {
        QVERIFY2(message.contains(QStringLiteral("pack.json")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("expected 9 rows")), qPrintable(message));
    }
    QCOMPARE(finished.count(), 0);
    QCOMPARE(endStates, QList<Job::State>{Job::State::Failed});
}

void TestJobRunner::twoJobsRunAtOnce() {
    JobRunner runner;
    // Each job waits until both have started: this only finishes if they truly run concurrently.
    std::atomic<int> started{0};
    auto rendezvous = [&started](ProgressSink &, const CancelToken &cancel, JobContext &) -> QVariant {
        ++started;
        QElapsedTimer t;
        t.start();
        while (started.load() < 2 && !cancel.cancelled()) {
            if (t.elapsed() > 3000) throw Error("the other job never ran at the same time");
            QThread::msleep(1);
        }
        return QVariant(started.load());
    };
    Job *a = runner.start(QStringLiteral("a"), rendezvous);
    Job *b = runner.start(QStringLiteral("b"), rendezvous);
    QCOMPARE(runner.runningCount(), 2);
    QSignalSpy aDone(a, &Job::finished);
    QSignalSpy bDone(b, &Job::finished);
    QList<Job::State> endStates;
    connect(&runner, &JobRunner::jobEnded, this, [&](Job *j) { endStates << j->state(); });
    QTRY_VERIFY_WITH_TIMEOUT(aDone.count() == 1 && bDone.count() == 1, 5000);
    QCOMPARE(endStates, (QList<Job::State>{Job::State::Finished, Job::State::Finished}));
    QCOMPARE(aDone.first().at(0).toInt(), 2);
    QCOMPARE(bDone.first().at(0).toInt(), 2);
    QCOMPARE(runner.runningCount(), 0);
}

// A job's thread, and a thread it starts (the optimizer's pools), run below the GUI thread, which keeps
// its own priority.
void TestJobRunner::jobsRunAtBackgroundPriority() {
#ifdef __linux__
    auto niceOfThisThread = [] { return getpriority(PRIO_PROCESS, id_t(::gettid())); };
    const int gui = niceOfThisThread();
    JobRunner runner;
    Job *job = runner.start(QStringLiteral("nice"), [&](ProgressSink &, const CancelToken &, JobContext &) {
        int started = -100;
        std::thread pool([&] { started = niceOfThisThread(); });
        pool.join();
        return QVariant(QVariantList{niceOfThisThread(), started});
    });
    QSignalSpy done(job, &Job::finished);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 5000);
    const QVariantList nice = done.first().at(0).toList();
    QCOMPARE(nice.value(0).toInt(), std::min(19, gui + kBackgroundNiceStep));
    QCOMPARE(nice.value(1).toInt(), nice.value(0).toInt());
    QCOMPARE(niceOfThisThread(), gui);
#else
    // Elsewhere Qt's own thread priorities take effect.
    JobRunner runner;
    Job *job =
        runner.start(QStringLiteral("priority"), [](ProgressSink &, const CancelToken &, JobContext &) {
            return QVariant(int(QThread::currentThread()->priority()));
        });
    QSignalSpy done(job, &Job::finished);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 5000);
    QCOMPARE(done.first().at(0).toInt(), int(QThread::LowPriority));
#endif
}

void TestJobRunner::snapshotsLatestOrAll() {
    auto flood = [](ProgressSink &, const CancelToken &, JobContext &context) -> QVariant {
        for (int i = 1; i <= 2000; ++i) context.snapshot(i);
        return 2000;
    };
    JobRunner runner;
    {
        Job *job = runner.start(QStringLiteral("latest"), flood);
        QList<int> seen;
        connect(job, &Job::snapshotReady, this, [&](const QVariant &v) { seen << v.toInt(); });
        QSignalSpy finished(job, &Job::finished);
        QVERIFY(finished.wait(5000));
        QVERIFY(!seen.isEmpty());
        QVERIFY(seen.size() <= 2000);
        QCOMPARE(seen.last(), 2000); // the newest always arrives
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    }
    {
        Job *job = runner.start(QStringLiteral("all"), flood, JobOptions{true});
        QList<int> seen;
        connect(job, &Job::snapshotReady, this, [&](const QVariant &v) { seen << v.toInt(); });
        QSignalSpy finished(job, &Job::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(seen.size(), 2000);
        for (int i = 0; i < 2000; ++i) QCOMPARE(seen[i], i + 1);
    }
}

void TestJobRunner::jobsWidgetListsAndCancels() {
    JobRunner runner;
    Log log;
    // In a window's status bar, as in the studio: the bar keeps its height as rows come and go, so the
    // page above it never moves.
    QMainWindow window;
    window.setCentralWidget(new QWidget);
    auto *jobs = new JobsWidget(runner, log);
    JobsWidget &widget = *jobs;
    window.statusBar()->addPermanentWidget(jobs);
    window.statusBar()->setSizeGripEnabled(true);
    widget.setFailureDialogsEnabled(false);
    window.resize(600, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect page = window.centralWidget()->geometry();
    QCOMPARE(widget.rowCount(), 0);

    QPointer<Job> a = runner.start(QStringLiteral("Optimize A"), spinUntilCancelled);
    QPointer<Job> b = runner.start(QStringLiteral("Optimize B"), spinUntilCancelled);
    QCOMPARE(widget.rowCount(), 0); // a row only for a job that runs 200 ms
    QTRY_COMPARE(widget.rowCount(), 2);
    QVERIFY(widget.rowFor(a)->isVisible());
    QTest::qWait(20); // the window lays itself out again, if it has to
    QCOMPARE(window.centralWidget()->geometry(), page);
    QWidget *rowA = widget.rowFor(a);
    QVERIFY(rowA);
    QVERIFY(rowA->findChild<QProgressBar *>());

    QSignalSpy aCancelled(a.data(), &Job::cancelled);
    auto *cancel = rowA->findChild<QToolButton *>(QStringLiteral("cancel"));
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(aCancelled.wait(2000));
    QTRY_COMPARE(widget.rowCount(), 1);
    QVERIFY(b && b->isRunning());

    // A failure is logged (the dialog is off in tests).
    Job *broken = runner.start(QStringLiteral("Broken"),
                               [](ProgressSink &, const CancelToken &, JobContext &) -> QVariant {
                                   throw Error("no dots left to add", "line 3", "gen.json");
                               });
    QSignalSpy failed(broken, &Job::failed);
    QVERIFY(failed.wait(2000));
    QTRY_COMPARE(widget.rowCount(), 1);
    const auto &entries = log.entries();
    auto failure = std::find_if(entries.begin(), entries.end(),
                                [](const Log::Entry &e) { return e.severity == Log::Severity::Error; });
    QVERIFY(failure != entries.end());
    QVERIFY2(failure->text.contains(QStringLiteral("no dots left to add")), qPrintable(failure->text));

    b->cancel();
    QTRY_COMPARE(widget.rowCount(), 0);
    QTest::qWait(20);
    QCOMPARE(window.centralWidget()->geometry(), page);

    // A job's end is announced in the status bar and the log, a quiet job's (work the studio starts
    // by itself) is not, and a quiet job's failure is.
    QSignalSpy announced(&widget, &JobsWidget::statusMessage);
    auto quick = [](ProgressSink &, const CancelToken &, JobContext &) { return QVariant(1); };
    QSignalSpy loudEnd(runner.start(QStringLiteral("Loud"), quick), &Job::ended);
    QVERIFY(loudEnd.wait(2000));
    QTRY_COMPARE(announced.size(), 1);
    QVERIFY(announced.at(0).at(0).toString().startsWith(QStringLiteral("Loud: finished")));
    JobOptions quiet;
    quiet.quiet = true;
    const auto logged = log.entries().size();
    QSignalSpy quietEnd(runner.start(QStringLiteral("Quiet"), quick, quiet), &Job::ended);
    QVERIFY(quietEnd.wait(2000));
    QTest::qWait(20);
    QCOMPARE(announced.size(), 1);
    QCOMPARE(log.entries().size(), logged);
    QSignalSpy quietFailed(runner.start(
                               QStringLiteral("Quiet broken"),
                               [](ProgressSink &, const CancelToken &, JobContext &) -> QVariant {
                                   throw Error("no rating", "deal 3", "challenge");
                               },
                               quiet),
                           &Job::ended);
    QVERIFY(quietFailed.wait(2000));
    QTRY_COMPARE(announced.size(), 2);
    QCOMPARE(announced.at(1).at(0).toString(), QStringLiteral("Quiet broken: failed"));
}

void TestJobRunner::runnerDestructionCancelsRunningJobs() {
    std::atomic<bool> returned{false};
    QElapsedTimer timer;
    {
        JobRunner runner;
        runner.start(QStringLiteral("spin"), [&](ProgressSink &p, const CancelToken &c, JobContext &x) {
            QVariant v = spinUntilCancelled(p, c, x);
            returned = true;
            return v;
        });
        QTest::qWait(20);
        timer.start();
    }
    QVERIFY(returned.load());
    QVERIFY2(timer.elapsed() < 100, qPrintable(QString::number(timer.elapsed())));
}

// Presses the modal job's Cancel as soon as its loop runs: the press is posted before the job starts,
// so it arrives first whatever the job does meanwhile.
static void cancelModalJobAtOnce(QWidget &parent) {
    QTimer::singleShot(0, &parent, [&parent] {
        auto *dialog = parent.findChild<QProgressDialog *>();
        QVERIFY(dialog);
        emit dialog->canceled(); // its button
    });
}

void TestJobRunner::modalJobDropsOrWaitsOnCancel() {
    // DropResult answers Cancel at once, the job still running; WaitForEnd asks the job to stop and
    // returns when it did (a file is then either written or not, never after the answer).
    JobRunner runner;
    QWidget parent;
    std::atomic<bool> released{false}, returned{false};
    const JobFunction spin = [&](ProgressSink &p, const CancelToken &c, JobContext &x) {
        QVariant v = spinUntilCancelled(p, c, x);
        QElapsedTimer t;
        t.start();
        while (!released && t.elapsed() < 5000) QThread::msleep(1); // a stop that takes a while
        returned = true;
        return v;
    };
    cancelModalJobAtOnce(parent);
    ModalJobOutcome outcome = runModalJob(runner, &parent, QStringLiteral("spin"), QStringLiteral("Spinning"),
                                          spin, ModalCancel::DropResult);
    QCOMPARE(outcome.state, Job::State::Cancelled);
    QVERIFY(!returned.load());
    released = true;
    QTRY_VERIFY(returned.load());
    QTRY_COMPARE(runner.runningCount(), 0);

    released = false;
    returned = false;
    QTimer::singleShot(100, &parent, [&released] { released = true; });
    cancelModalJobAtOnce(parent);
    outcome = runModalJob(runner, &parent, QStringLiteral("spin"), QStringLiteral("Spinning"), spin,
                          ModalCancel::WaitForEnd);
    QCOMPARE(outcome.state, Job::State::Cancelled);
    QVERIFY(returned.load());
    QVERIFY(parent.findChildren<QProgressDialog *>().isEmpty()); // gone with the call
}

void TestJobRunner::modalJobReportsItsEnd() {
    JobRunner runner;
    // The jobs list as in the studio, its failure dialogs on: how a modal job ended is its caller's to
    // report, so the list shows no second dialog and logs no second line.
    Log log;
    JobsWidget jobs(runner, log);
    auto failureDialogs = [] {
        int n = 0;
        for (QWidget *w : QApplication::topLevelWidgets())
            n += qobject_cast<QMessageBox *>(w) && w->isVisible();
        return n;
    };
    auto errors = [&log] {
        return std::count_if(log.entries().begin(), log.entries().end(),
                             [](const Log::Entry &e) { return e.severity == Log::Severity::Error; });
    };
    QWidget parent;
    ModalJobOutcome outcome = runModalJob(
        runner, &parent, QStringLiteral("quick"), QStringLiteral("Quick"),
        [](ProgressSink &, const CancelToken &, JobContext &) { return QVariant(1); },
        ModalCancel::DropResult);
    QCOMPARE(outcome.state, Job::State::Finished);
    outcome = runModalJob(
        runner, &parent, QStringLiteral("failing"), QStringLiteral("Failing"),
        [](ProgressSink &, const CancelToken &, JobContext &) -> QVariant {
            throw Error("the disk is full");
        },
        ModalCancel::WaitForEnd);
    QCOMPARE(outcome.state, Job::State::Failed);
    QVERIFY2(outcome.error.contains(QStringLiteral("the disk is full")), qPrintable(outcome.error));
    QTest::qWait(20);
    QCOMPARE(failureDialogs(), 0);
    QVERIFY(log.entries().empty()); // neither the end nor the failure: the caller says how it ended
    // The same failure in a job nobody waits for: the list says it, once.
    QSignalSpy ended(runner.start(QStringLiteral("failing"),
                                  [](ProgressSink &, const CancelToken &, JobContext &) -> QVariant {
                                      throw Error("the disk is full");
                                  }),
                     &Job::ended);
    QVERIFY(ended.wait(2000));
    QTRY_COMPARE(failureDialogs(), 1);
    QCOMPARE(errors(), 1);
    for (QWidget *w : QApplication::topLevelWidgets())
        if (qobject_cast<QMessageBox *>(w)) w->close();
}

void TestJobRunner::modalJobHandsTheWindowBack() {
    // A job long enough for its dialog to show: once it is gone, the window it came over is active
    // again, so its shortcuts answer (offscreen left no window active, and Ctrl+Z did nothing).
    JobRunner runner;
    QWidget window;
    window.resize(300, 200);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    bool shown = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&shown, &window] {
        for (QProgressDialog *dialog : window.findChildren<QProgressDialog *>())
            shown = shown || dialog->isVisible();
    });
    poll.start(10);
    const ModalJobOutcome outcome = runModalJob(
        runner, &window, QStringLiteral("slow"), QStringLiteral("Slow"),
        [](ProgressSink &, const CancelToken &, JobContext &) {
            QThread::msleep(600);
            return QVariant(1);
        },
        ModalCancel::DropResult);
    QCOMPARE(outcome.state, Job::State::Finished);
    QVERIFY(shown);
    QTRY_COMPARE(QApplication::activeWindow(), &window);
}

void TestJobRunner::releaseInBackgroundFreesOnAWorker() {
    // What a discarded paste held is freed off the GUI thread.
    struct Probe {
        std::shared_ptr<std::atomic<QThread *>> freedOn;
        ~Probe() {
            if (freedOn) *freedOn = QThread::currentThread();
        }
    };
    auto freedOn = std::make_shared<std::atomic<QThread *>>(nullptr);
    std::vector<Probe> held(1);
    held.front().freedOn = freedOn;
    releaseInBackground(std::move(held));
    QTRY_VERIFY(freedOn->load() != nullptr);
    QVERIFY(freedOn->load() != QThread::currentThread());
}

QTEST_MAIN(TestJobRunner)
#include "tst_jobrunner.moc"
