// The latest-only worker behind the Linjat analyser and the room-map generator: a newer request
// cancels the run in progress, only the newest result is delivered (on the GUI thread), a job's
// exception arrives as failed(), and busy follows the outstanding request.
#include <QTest>

#include "ui/common/latestworker.h"

#include <QSignalSpy>
#include <QThread>

#include <atomic>

using tessera::CancelToken;
using tessera::ui::LatestWorker;

class TestLatestWorker : public QObject {
    Q_OBJECT
private slots:
    void onlyTheNewestIsDelivered() {
        LatestWorker worker(QStringLiteral("test-worker"));
        QSignalSpy busy(&worker, &LatestWorker::busyChanged);
        std::atomic<bool> started{false}, sawCancel{false};
        QList<quint64> delivered;
        QThread *gui = QThread::currentThread();
        bool onGuiThread = true;
        // The first job runs until a newer request cancels it.
        worker.request([&](quint64 id, const CancelToken &cancel) {
            started = true;
            while (!cancel.cancelled()) QThread::msleep(1);
            sawCancel = true;
            return LatestWorker::Deliver([&, id] { delivered << id; });
        });
        QVERIFY(QTest::qWaitFor([&] { return started.load(); }, 5000));
        QVERIFY(worker.isBusy());
        worker.request([&](quint64 id, const CancelToken &) {
            return LatestWorker::Deliver([&, id] { delivered << id; });
        });
        const quint64 last = worker.request([&](quint64 id, const CancelToken &) {
            return LatestWorker::Deliver([&, id, gui] {
                onGuiThread = QThread::currentThread() == gui;
                delivered << id;
            });
        });
        QCOMPARE(last, quint64(3));
        QVERIFY(QTest::qWaitFor([&] { return !worker.isBusy(); }, 5000));
        QTest::qWait(20); // nothing stale arrives late
        QVERIFY(sawCancel.load());
        QCOMPARE(delivered, QList<quint64>{3});
        QVERIFY(onGuiThread);
        QCOMPARE(busy.size(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void anExceptionArrivesAsFailed() {
        LatestWorker worker(QStringLiteral("test-worker"));
        QSignalSpy failed(&worker, &LatestWorker::failed);
        const quint64 id = worker.request([](quint64, const CancelToken &) -> LatestWorker::Deliver {
            throw std::runtime_error("roomLimit: too many rooms");
        });
        QVERIFY(failed.wait(5000));
        QCOMPARE(failed.at(0).at(0).toULongLong(), id);
        QCOMPARE(failed.at(0).at(1).toString(), QStringLiteral("roomLimit: too many rooms"));
        QVERIFY(!worker.isBusy());
    }

    void destroyingStopsARunningJob() {
        std::atomic<bool> started{false}, stopped{false};
        {
            LatestWorker worker(QStringLiteral("test-worker"));
            worker.request([&](quint64, const CancelToken &cancel) {
                started = true;
                while (!cancel.cancelled()) QThread::msleep(1);
                stopped = true;
                return LatestWorker::Deliver([] {});
            });
            QVERIFY(QTest::qWaitFor([&] { return started.load(); }, 5000));
        }
        QVERIFY(stopped.load()); // the destructor cancelled it and waited for the thread
    }
};

QTEST_MAIN(TestLatestWorker)
#include "tst_latestworker.moc"
