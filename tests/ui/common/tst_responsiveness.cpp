// The GUI thread is never blocked: each workbench is driven into its heaviest state (the Flow 14x14
// under any filling, Fox Hunt 16x16/30 and 26x26 at the largest fox count, a dense ball field, a BanQi
// challenge with a large node budget, the Linjat optimizer, the rooms lookahead, a pack of 5,000 levels
// edited) with the crash-recovery
// autosave writing every few milliseconds, and Add Level to Pack on top. A heartbeat timer on the GUI
// thread measures how late it fires and how much CPU the thread used in between. The GUI thread's work
// between two firings must stay under the bound (100 ms; sanitizer builds, three to six times slower at
// everything, get 600 ms), and the longest gap under three times the bound: a thread waiting for a
// lock or a file uses no CPU and still stalls, while one waiting for a core on a busy machine (the
// tests run side by side) is not held up by the studio. Each case prints both.
#include "tests/ui/common/messageboxanswers.h"
#include "tests/ui/common/repeatedpack.h"

#include "balls/formats.h"
#include "banqi/challenge.h"
#include "common/module.h"
#include "common/rng.h"
#include "flow/puzzle.h"
#include "rooms/generatoroptions.h"
#include "ui/balls/ballsworkbench.h"
#include "ui/banqi/banqiworkbench.h"
#include "ui/common/leveleditor.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/packdocument.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/packpanel.h"
#include "ui/common/playstate.h"
#include "ui/common/resources.h"
#include "ui/common/sessionrecovery.h"
#include "ui/flow/flowworkbench.h"
#include "ui/foxhunt/foxhuntworkbench.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/optimizerpanel.h"
#include "ui/rooms/commands/setsettingscommand.h"
#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/roomsworkbench.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QListView>
#include <QPointer>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <ctime>

using namespace tessera;
using tessera::ui::MainWindow;

// Named, not anonymous: the test class holds a Heartbeat, and a unity build includes this file.
namespace responsiveness {

#ifdef TESSERA_SANITIZED
constexpr qint64 kBoundMs = 600;
#else
constexpr qint64 kBoundMs = 100;
#endif

QElapsedTimer &clock();

// The calling thread's CPU time in milliseconds.
qint64 threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
}

// Fires every 5 ms on the GUI thread and keeps the longest time between two firings and the most CPU the
// thread used between two: a blocked GUI thread shows as a late firing, whatever blocked it (a slot, a
// paint, the autosave, a nested loop's absence).
class Heartbeat : public QObject {
public:
    Heartbeat() {
        mTimer.setInterval(5);
        mTimer.setTimerType(Qt::PreciseTimer);
        connect(&mTimer, &QTimer::timeout, this, [this] { beat(); });
    }
    void start() {
        mWorst = 0;
        mWorstCpu = 0;
        mLast = clock().elapsed();
        mLastCpu = threadCpuMs();
        mTimer.start();
    }
    // The longest gap since start, the firing interval included.
    qint64 worst() {
        beat();
        return mWorst;
    }
    // The most CPU time the GUI thread used between two firings since start.
    qint64 worstCpu() const { return mWorstCpu; }
    // When the longest gap began and ended (the shared clock).
    qint64 worstFrom() const { return mWorstFrom; }
    qint64 worstTo() const { return mWorstFrom + mWorst; }

private:
    void beat() {
        const qint64 now = clock().elapsed(), cpu = threadCpuMs();
        if (now - mLast > mWorst) {
            mWorst = now - mLast;
            mWorstFrom = mLast;
        }
        mWorstCpu = std::max(mWorstCpu, cpu - mLastCpu);
        mLast = now;
        mLastCpu = cpu;
    }
    QTimer mTimer;
    qint64 mLast = 0, mLastCpu = 0;
    qint64 mWorst = 0, mWorstCpu = 0;
    qint64 mWorstFrom = 0;
};

// One clock for the heartbeat and the event timings, so a stall can be matched with what ran in it.
QElapsedTimer &clock() {
    static QElapsedTimer c;
    if (!c.isValid()) c.start();
    return c;
}

// Times every event delivery on the GUI thread and keeps the slow ones with when they started, so a
// stall names what held the thread (a nested loop's own events show inside the event that ran it).
class TimingApplication : public QApplication {
public:
    using QApplication::QApplication;
    struct Slow {
        qint64 start;
        qint64 ms;
        QString what;
    };
    bool notify(QObject *receiver, QEvent *event) override {
        // The receiver may delete itself while handling the event (a single-shot timer does), so
        // what names it is taken before; the event's type too.
        const char *className = receiver->metaObject()->className();
        const QPointer<QObject> alive(receiver);
        const int type = int(event->type());
        const qint64 start = clock().elapsed();
        const bool result = QApplication::notify(receiver, event);
        const qint64 ms = clock().elapsed() - start;
        if (ms >= 10 && slow.size() < 5000)
            slow.push_back({start, ms,
                            QStringLiteral("%1 (%2) event %3")
                                .arg(QString::fromLatin1(className),
                                     alive ? alive->objectName() : QStringLiteral("deleted"))
                                .arg(type)});
        return result;
    }
    // The slow events that ran in [from, to].
    QString during(qint64 from, qint64 to) const {
        QStringList lines;
        for (const Slow &s : slow)
            if (s.start < to && s.start + s.ms > from)
                lines << QStringLiteral("%1 ms: %2").arg(s.ms).arg(s.what);
        return lines.join(QStringLiteral("; "));
    }
    std::vector<Slow> slow;
};

TimingApplication *timing() {
    return static_cast<TimingApplication *>(QCoreApplication::instance());
}

// Lets the event loop run (the heartbeat, the autosave, workers' deliveries) for ms milliseconds.
void run(int ms) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

// Cancels the "measure the level for the pack" dialog as soon as it shows, after at least ms.
void cancelProgressAfter(int ms) {
    QTimer::singleShot(ms, qApp, [] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *dialog = qobject_cast<QProgressDialog *>(w)) emit dialog->canceled(); // its button
    });
}

template <typename Page> Page *page(MainWindow &window, const char *module) {
    auto *wb = qobject_cast<Page *>(window.workbench(QString::fromLatin1(module)));
    return wb;
}

} // namespace responsiveness

using namespace responsiveness;

class TestResponsiveness : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;
    Heartbeat mBeat;

    // Starts measuring with the autosave due in a few milliseconds after every change.
    void begin(const char *module) {
        QVERIFY(mWindow->showPage(QString::fromLatin1(module)));
        run(50);
        timing()->slow.clear();
        mBeat.start();
    }
    QString inWorst() { return timing()->during(mBeat.worstFrom(), mBeat.worstTo()); }
    void finish(const char *what, qint64 bound = kBoundMs) {
        const qint64 worst = mBeat.worst(), worstCpu = mBeat.worstCpu();
        qInfo("%s: longest GUI-thread stall %lld ms, at most %lld ms of CPU (bounds %lld and %lld ms)%s",
              what, worst, worstCpu, 3 * bound, bound,
              worst > bound / 2 ? qPrintable(QStringLiteral("; in it: ") + inWorst()) : "");
        mWindow->jobs().cancelAll();
        run(50);
        QVERIFY2(
            worstCpu <= bound,
            qPrintable(QStringLiteral("%1: the GUI thread worked %2 ms without answering (longest stall: %3)")
                           .arg(QString::fromLatin1(what))
                           .arg(worstCpu)
                           .arg(inWorst())));
        QVERIFY2(worst <= 3 * bound,
                 qPrintable(QStringLiteral("%1: the GUI thread was blocked for %2 ms (%3)")
                                .arg(QString::fromLatin1(what))
                                .arg(worst)
                                .arg(inWorst())));
        // The autosave writes its copy (data only): a copy that the next edit found on its way is dropped
        // and written again after it, so the last one may still be on its way.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(mWindow->sessionRecovery()->filePath()), 10000);
    }
    // The first level's difficulty up a step in the overview's level grid, as an edit there does it.
    void stepFirstDifficulty() {
        QAbstractItemModel *levels = mWindow->overviewPage()->gallery()->model();
        const QModelIndex first = levels->index(0, 0);
        QVERIFY(levels->setData(first, first.data(ui::PackListModel::DifficultyRole).toDouble() + 0.1,
                                ui::PackListModel::DifficultyRole));
    }
    // Add Level to Pack on the current workbench, its measuring cancelled after ms.
    void addToPackCancelledAfter(int ms) {
        cancelProgressAfter(ms);
        QTimer::singleShot(0, mWindow->addToPackAction(), &QAction::trigger);
        run(ms + 300);
        // Cancel answered at once: the dialog is gone (a job still running is told to stop and its
        // late result dropped).
        QVERIFY(mWindow->findChildren<QProgressDialog *>().isEmpty());
    }

private slots:
    void initTestCase() {
        ui::registerUiModules();
        ui::MainWindowOptions options{false};
        options.recoveryDir = mDir.path();
        options.recoveryDelayMs = 5;
        mWindow = std::make_unique<MainWindow>(options);
        mWindow->resize(1400, 900);
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
        QVERIFY(mWindow->openStartupPack());
        run(100);
    }

    void cleanupTestCase() {
        mWindow->jobs().cancelAll();
        mWindow->document().markSaved();
        mWindow.reset();
    }

    void flowAnyFilling() {
        const int row = mWindow->document().rowOfId("flow-5"); // the sample's 14x14
        QVERIFY(row >= 0);
        QVERIFY(mWindow->openLevel(row));
        auto *wb = page<flow::ui::FlowWorkbench>(*mWindow, "flow");
        QVERIFY(wb);
        begin("flow");
        wb->setRule(flow::Rule::AnyFilling); // an edit: the autosave copies it, a solve may start
        wb->solve();
        run(1500);
        addToPackCancelledAfter(400);
        finish("Flow 14x14, any filling, solve and Add to Pack");
    }

    void foxhuntLargeFields_data() {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("foxes");
        QTest::newRow("16x16, 30 foxes") << 16 << 30;
        QTest::newRow("26x26, 200 foxes") << 26 << 200;
    }
    void foxhuntLargeFields() {
        QFETCH(int, side);
        QFETCH(int, foxes);
        auto *wb = page<foxhunt::ui::FoxhuntWorkbench>(*mWindow, "foxhunt");
        QVERIFY(wb);
        begin("foxhunt");
        wb->newRandomLevel(side, side, foxes, 7);
        wb->editPlacement({side / 2, side / 2}, false); // an edit, so the level is worth a copy
        wb->probe({0, 0});
        run(300);
        wb->autoStep();
        run(1200);
        addToPackCancelledAfter(400);
        finish(QTest::currentDataTag());
    }

    void ballsDenseField() {
        Rng rng(11);
        std::vector<std::string> rows(16, std::string(16, '.'));
        int placed = 0;
        while (placed < 60) {
            const int cell = int(rng.below(256));
            char &c = rows[std::size_t(cell / 16)][std::size_t(cell % 16)];
            if (c != '.') continue;
            c = placed == 0 ? '@' : 'o';
            ++placed;
        }
        pack::Level level;
        level.module = "balls";
        level.id = "dense";
        level.title = "Dense 16x16, 60 balls";
        level.data = Json{{"rows", rows}};
        auto *wb = page<balls::ui::BallsWorkbench>(*mWindow, "balls");
        QVERIFY(wb);
        begin("balls");
        QVERIFY(wb->openLevel(level));
        wb->levelDocument().markRecovered(); // unsaved: the autosave copies it
        run(1500);
        addToPackCancelledAfter(400);
        finish("Ball push, dense 16x16 with 60 balls");
    }

    void banqiLargeNodeBudget() {
        pack::Level level;
        level.module = "banqi";
        level.id = "deep";
        level.title = "Search bot with a large budget";
        // The largest node budget a challenge file may ask for.
        level.data = Json::parse(R"({"cannon": "slide", "goal": "win", "no_progress": 180,
            "opponent": "search",
            "position": "xxxxxxxx/pxPKexxx/xxxxxxxx/rxaxaxkx r 02222240011224 0", "side": "r",
            "variant": "taiwan"})");
        level.data["nodes"] = banqi::kMaxChallengeNodes;
        auto *wb = page<banqi::ui::BanqiWorkbench>(*mWindow, "banqi");
        QVERIFY(wb);
        begin("banqi");
        QVERIFY(wb->openLevel(level));
        wb->levelDocument().markRecovered();
        // A move against that bot: its answer is worked out in a worker while the GUI goes on.
        ui::PlayState *state = wb->playState();
        QVERIFY(state->setPlaying(true));
        QVERIFY(state->play("a4"));
        for (int i = 0; i < 400 && state->isMoving(); ++i) run(50);
        QVERIFY(!state->isMoving());
        QCOMPARE(state->moves().size(), std::size_t(1));
        run(500);
        addToPackCancelledAfter(400);
        finish("BanQi challenge, search bot with the largest node budget, a move and rating on Add to Pack");
    }

    void linjatOptimizer() {
        auto *wb = page<linjat::ui::LinjatWorkbench>(*mWindow, "linjat");
        QVERIFY(wb);
        begin("linjat");
        wb->optimizerPanel()->start();
        run(2000);
        wb->optimizerPanel()->stop();
        finish("Linjat optimizer running");
    }

    void roomsLookahead() {
        auto *wb = page<rooms::ui::RoomsWorkbench>(*mWindow, "rooms");
        QVERIFY(wb);
        begin("rooms");
        rooms::GeneratorOptions options = wb->document().options();
        options.lookahead = 64;
        options.lookaheadWidth = 8;
        wb->document().undoStack()->push(
            new rooms::ui::SetSettingsCommand(wb->document(), options, 3, QStringLiteral("Lookahead")));
        run(2000);
        addToPackCancelledAfter(300);
        finish("Room map with lookahead 64, width 8");
    }

    void bigPackEdits() {
        // A pack of 5,000 levels (the sample's, copied) and a few difficulty edits: each makes the pack
        // worth a copy, some 20 MB of JSON (250 ms on the GUI thread when the copy was written there).
        ui::PackDocument &doc = mWindow->document();
        doc.loadUntitled(repeatedPack(doc.pack(), 5000));
        run(200);
        begin("overview");
        for (int step = 0; step < 4; ++step) {
            stepFirstDifficulty();
            run(400);
        }
        finish("A pack of 5,000 levels: difficulty edits, each copied by the autosave");
    }

    void bigPackOpenAndSave() {
        // Reading and writing a pack of 5,000 levels (some 30 MB of JSON) are jobs; what is left on the GUI
        // thread is the views taking the new pack in.
        ui::PackDocument &doc = mWindow->document();
        const QString path = mDir.filePath(QStringLiteral("big.json"));
        pack::save(repeatedPack(doc.pack(), 5000), path.toStdString());
        doc.markSaved(); // nothing to ask about before another pack replaces this one
        {
            MessageBoxAnswers discard({QMessageBox::DestructiveRole}); // the workbenches' levels, if asked
            QVERIFY(mWindow->packPanel()->maybeSwitch());
        }
        begin("overview");
        bool opened = false, saved = false;
        QTimer::singleShot(0, mWindow.get(), [&] { opened = mWindow->packPanel()->openFile(path); });
        QTRY_VERIFY_WITH_TIMEOUT(opened, 30000);
        run(200);
        QCOMPARE(doc.levelCount(), 5000);
        stepFirstDifficulty();
        QTimer::singleShot(0, mWindow.get(), [&] { saved = mWindow->packPanel()->saveTo(path); });
        QTRY_VERIFY_WITH_TIMEOUT(saved, 30000);
        QVERIFY(!doc.isModified());
        // Every view takes the new pack in at once (the two charts make an item per point, Qt Charts' way):
        // 90-120 ms here, where reading the file on this thread and those views held it a second.
        finish("A pack of 5,000 levels opened and saved", 3 * kBoundMs);
    }
};

int main(int argc, char **argv) {
    TimingApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestResponsiveness test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_responsiveness.moc"
