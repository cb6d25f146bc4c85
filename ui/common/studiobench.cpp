#include "ui/common/studiobench.h"

#include "common/bench.h"
#include "common/jsonutil.h"
#include "common/quantile.h"
#include "ui/common/difficultychart.h"
#include "ui/common/gridview.h"
#include "ui/common/jobrunner.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/packdocument.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/packlistview.h"
#include "ui/common/packpanel.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QClipboard>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGraphicsEllipseItem>
#include <QItemSelectionModel>
#include <QLineSeries>
#include <QListView>
#include <QMimeData>
#include <QPointer>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <QWidget>

#include <cmath>
#include <ctime>
#include <ostream>

namespace tessera::ui {

namespace {

constexpr double kTargetP95Ms = 16; // one frame at 60 Hz
constexpr double kTimeoutSeconds = 30;

double processCpuSeconds() {
    return double(std::clock()) / CLOCKS_PER_SEC;
}

struct Sample {
    double wallMs = 0, cpuMs = 0, guiCpuMs = 0;
};

// Watches the paints of a view and its children. Armed for one interaction, it lets the first paint that
// starts once the interaction is answered run inside the filter, so the end of that paint is timed.
class PaintWatch : public QObject {
public:
    void watch(QWidget *view) {
        view->installEventFilter(this); // installing again moves it first, never twice
        for (QWidget *child : view->findChildren<QWidget *>()) child->installEventFilter(this);
    }
    void arm(BenchInteraction *interaction) {
        mArmed = interaction;
        mFired = false;
    }
    void disarm() { mArmed = nullptr; }
    bool fired() const { return mFired; }
    double endWall = 0, endCpu = 0, endGuiCpu = 0;

protected:
    bool eventFilter(QObject *object, QEvent *event) override {
        if (event->type() != QEvent::Paint || !mArmed || !mArmed->answered()) return false;
        mArmed = nullptr;
        // QObject::event is public and virtual: the widget's own paint, run here to time its end.
        static_cast<QObject *>(object)->event(event);
        endWall = nowSeconds();
        endCpu = processCpuSeconds();
        endGuiCpu = threadCpuSeconds();
        mFired = true;
        return true;
    }

private:
    BenchInteraction *mArmed = nullptr;
    bool mFired = false;
};

bool runOnce(BenchInteraction &interaction, int repetition, PaintWatch &watch, Sample &sample) {
    watch.watch(interaction.view());
    watch.arm(&interaction);
    const double wall0 = nowSeconds(), cpu0 = processCpuSeconds(), gui0 = threadCpuSeconds();
    interaction.act(repetition);
    while (!watch.fired() && nowSeconds() - wall0 < kTimeoutSeconds)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    watch.disarm();
    if (!watch.fired()) return false;
    sample = {(watch.endWall - wall0) * 1e3, (watch.endCpu - cpu0) * 1e3, (watch.endGuiCpu - gui0) * 1e3};
    return true;
}

// Lets the interaction's work finish and the window settle before the next repetition.
bool settle(BenchInteraction &interaction) {
    const bool idle = benchWaitFor([&] { return interaction.idle(); });
    QTest::qWait(10);
    return idle;
}

double q(const std::vector<double> &values, double p) {
    return stats::quantile(values, p).value_or(0.0);
}

bool selected(const StudioBenchOptions &options, const QString &name) {
    if (options.cases.isEmpty()) return true;
    for (const QString &wanted : options.cases)
        if (name == wanted || name.startsWith(wanted + QLatin1Char('.'))) return true;
    return false;
}

// A job that keeps one core busy until cancelled (the bench's --busy), started through the studio's
// runner so that it runs as the studio's own long jobs run.
void keepACoreBusy(JobRunner &jobs, int index) {
    JobOptions quiet;
    quiet.quiet = true;
    jobs.start(
        QStringLiteral("Busy core %1 (bench)").arg(index + 1),
        [](ProgressSink &, const CancelToken &cancel, JobContext &) {
            volatile std::uint64_t sum = 0;
            while (!cancel.cancelled())
                for (std::uint64_t i = 0; i < 100000; ++i) sum = sum + i;
            return QVariant();
        },
        quiet);
}

// One case: set up, the untimed history and warm-up, then the timed repetitions; its line to out.
bool runCase(MainWindow &window, const BenchCase &c, const StudioBenchOptions &options, std::ostream &out,
             std::ostream &err) {
    auto fail = [&](const QString &why) {
        err << "tessera --bench: " << c.name.toStdString() << ": " << why.toStdString() << '\n';
        return false;
    };
    if (!window.showPage(c.page)) return fail(QStringLiteral("no page \"%1\"").arg(c.page));
    QTest::qWait(50);
    QString why;
    std::unique_ptr<BenchInteraction> interaction = c.setUp(window, why);
    if (!interaction) return fail(why);
    for (int i = 0; i < options.busy; ++i) keepACoreBusy(window.jobs(), i); // cancelled after the case
    PaintWatch watch;
    std::vector<double> wall, cpu, gui;
    const int untimed = options.history + 1; // the last one warms up: first paints, caches
    double start = nowSeconds();
    for (int i = 0; i < untimed + options.repeat; ++i) {
        if (!settle(*interaction)) return fail(QStringLiteral("the work of the last input never ended"));
        interaction->reset(i);
        if (!settle(*interaction)) return fail(QStringLiteral("the reset never ended"));
        Sample s;
        if (!runOnce(*interaction, i, watch, s))
            return fail(QStringLiteral("repetition %1: no repaint with the result within %2 s")
                            .arg(i)
                            .arg(kTimeoutSeconds));
        if (i < untimed) {
            start = nowSeconds();
            continue;
        }
        wall.push_back(s.wallMs);
        cpu.push_back(s.cpuMs);
        gui.push_back(s.guiCpuMs);
    }
    settle(*interaction);
    OrderedJson extra;
    extra["what"] = c.what.toStdString();
    extra["n"] = wall.size();
    extra["history"] = options.history;
    extra["busy_jobs"] = options.busy;
    const QUndoStack *stack = window.undoGroup()->activeStack();
    extra["undo_commands"] = stack ? stack->count() : 0;
    extra["median_ms"] = q(wall, 0.5);
    extra["p95_ms"] = q(wall, 0.95);
    extra["p99_ms"] = q(wall, 0.99);
    extra["max_ms"] = q(wall, 1);
    extra["cpu_median_ms"] = q(cpu, 0.5);
    extra["cpu_p95_ms"] = q(cpu, 0.95);
    extra["gui_cpu_median_ms"] = q(gui, 0.5);
    extra["gui_cpu_p95_ms"] = q(gui, 0.95);
    extra["target_p95_ms"] = kTargetP95Ms;
    extra["met"] = q(wall, 0.95) < kTargetP95Ms;
    extra["timing"] = "wall ms from the first input event to the end of the paint showing the result; cpu: "
                      "the process (GUI thread and workers), gui_cpu: the GUI thread";
    printBenchLine(out, {c.name.toStdString(), (long long)wall.size(), nowSeconds() - start, extra.dump()});
    return true;
}

constexpr int kBigPackLevels = 5000;
constexpr int kBigPackRow = 10;

// The sample's levels copied to a pack of kBigPackLevels (every one with a difficulty, so every one is a
// point of the curve), the level at kBigPackRow current in the pack panel. False, with why, if not.
bool openBigPack(MainWindow &window, QString &why) {
    pack::LevelPack big = window.document().pack();
    const std::vector<pack::Level> sample = big.levels;
    if (sample.empty()) {
        why = QStringLiteral("no levels to copy");
        return false;
    }
    big.levels.clear();
    for (int i = 0; i < kBigPackLevels; ++i) {
        pack::Level level = sample[std::size_t(i) % sample.size()];
        level.id.append(1, '-').append(std::to_string(i));
        level.difficulty = level.difficulty.value_or(1);
        big.levels.push_back(std::move(level));
    }
    window.document().loadUntitled(std::move(big));
    PackListView *list = window.packPanel()->listView();
    list->setCurrentIndex(list->model()->index(kBigPackRow, 0));
    return true;
}

// In a pack of thousands of levels: one level's difficulty stepped with the arrow key in the pack
// panel, until the panel's curve shows it. Every chart on show redraws the whole curve.
class PackDifficultyStep : public BenchInteraction {
public:
    static std::unique_ptr<BenchInteraction> setUp(MainWindow &window, QString &why) {
        if (!openBigPack(window, why)) return nullptr;
        auto *spin = window.packPanel()->findChild<QDoubleSpinBox *>();
        if (!spin || !spin->isEnabled()) {
            why = QStringLiteral("no difficulty field for the level");
            return nullptr;
        }
        return std::make_unique<PackDifficultyStep>(window, *spin);
    }

    PackDifficultyStep(MainWindow &window, QDoubleSpinBox &spin)
        : mWindow(window)
        , mSpin(spin) {}
    QWidget *view() const override { return mWindow.packPanel()->chart(); }
    void act(int repetition) override {
        mSpin.setFocus(Qt::OtherFocusReason);
        // Up, then down: the difficulty stays within a step of where it started.
        const bool up = repetition % 2 == 0;
        mWanted = *mWindow.document().level(kBigPackRow).difficulty + (up ? 0.1 : -0.1);
        benchKey(mSpin, up ? Qt::Key_Up : Qt::Key_Down);
    }
    bool answered() const override {
        const QList<QPointF> &points = mWindow.packPanel()->chart()->curvePoints();
        return points.size() > kBigPackRow && std::abs(points[kBigPackRow].y() - mWanted) < 1e-6;
    }

private:
    MainWindow &mWindow;
    QDoubleSpinBox &mSpin;
    double mWanted = 0;
};

// In the same pack: the next level selected with the arrow key in the pack list, until the panel's
// curve rings its point.
class PackSelectStep : public BenchInteraction {
public:
    static std::unique_ptr<BenchInteraction> setUp(MainWindow &window, QString &why) {
        if (!openBigPack(window, why)) return nullptr;
        return std::make_unique<PackSelectStep>(window);
    }

    explicit PackSelectStep(MainWindow &window)
        : mWindow(window) {}
    QWidget *view() const override { return mWindow.packPanel()->chart(); }
    void act(int repetition) override {
        PackListView *list = mWindow.packPanel()->listView();
        list->setFocus(Qt::OtherFocusReason);
        // Down, then up: between two neighbours.
        const bool down = repetition % 2 == 0;
        mWanted = list->currentIndex().row() + (down ? 1 : -1);
        benchKey(*list, down ? Qt::Key_Down : Qt::Key_Up);
    }
    bool answered() const override {
        const DifficultyChart *chart = mWindow.packPanel()->chart();
        if (mWindow.packPanel()->listView()->currentIndex().row() != mWanted || !chart->ring()->isVisible())
            return false;
        const QPointF point = chart->chart()->mapToPosition(
            QPointF(mWanted + 1, *mWindow.document().level(mWanted).difficulty), chart->curve());
        return QLineF(chart->ring()->rect().center(), point).length() < 0.5;
    }

private:
    MainWindow &mWindow;
    int mWanted = 0;
};

// In the same pack, on the overview: Page Down, then Page Up, in its gallery of levels, each until the
// current level moved and the gallery repainted its thumbnails.
class PackGalleryPage : public BenchInteraction {
public:
    static std::unique_ptr<BenchInteraction> setUp(MainWindow &window, QString &why) {
        if (!openBigPack(window, why)) return nullptr;
        return std::make_unique<PackGalleryPage>(window);
    }

    explicit PackGalleryPage(MainWindow &window)
        : mWindow(window) {}
    QWidget *view() const override { return mWindow.overviewPage()->gallery(); }
    void act(int repetition) override {
        QListView *gallery = mWindow.overviewPage()->gallery();
        gallery->setFocus(Qt::OtherFocusReason);
        mBefore = gallery->currentIndex().row();
        benchKey(*gallery, repetition % 2 == 0 ? Qt::Key_PageDown : Qt::Key_PageUp);
    }
    bool answered() const override {
        return mWindow.overviewPage()->gallery()->currentIndex().row() != mBefore;
    }

private:
    MainWindow &mWindow;
    int mBefore = 0;
};

// In the same pack: Sort by Difficulty clicked on the pack panel's toolbar, then undone with Ctrl+Z in
// the pack's list, in turn, until the panel's curve shows the new order.
class PackSortStep : public BenchInteraction {
public:
    static std::unique_ptr<BenchInteraction> setUp(MainWindow &window, QString &why) {
        if (!openBigPack(window, why)) return nullptr;
        QAction *sort = window.packPanel()->sortAction();
        for (QToolButton *button : window.packPanel()->findChildren<QToolButton *>())
            if (button->defaultAction() == sort && button->isVisible())
                return std::make_unique<PackSortStep>(window, *button);
        why = QStringLiteral("no Sort by Difficulty button on show");
        return nullptr;
    }

    PackSortStep(MainWindow &window, QToolButton &button)
        : mWindow(window)
        , mButton(button) {}
    QWidget *view() const override { return mWindow.packPanel()->chart(); }
    void act(int repetition) override {
        mSorting = repetition % 2 == 0;
        if (mSorting) {
            QTest::mouseClick(&mButton, Qt::LeftButton);
        } else {
            // Ctrl+Z undoes in the pack while the pack's list has the focus (a click on it first).
            PackListView *list = mWindow.packPanel()->listView();
            list->setFocus(Qt::MouseFocusReason);
            QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
        }
    }
    bool answered() const override {
        // The curve as the pack now stands, rising all along once sorted.
        const QList<QPointF> &points = mWindow.packPanel()->chart()->curvePoints();
        const pack::LevelPack &pack = mWindow.document().pack();
        if (points.size() != qsizetype(pack.levels.size())) return false;
        bool rising = true;
        for (qsizetype i = 0; i < points.size(); ++i) {
            if (points[i].y() != *pack.levels[std::size_t(i)].difficulty) return false;
            rising = rising && (i == 0 || points[i - 1].y() <= points[i].y());
        }
        return rising == mSorting;
    }

private:
    MainWindow &mWindow;
    QToolButton &mButton;
    bool mSorting = false;
};

// In the same pack: a thousand of its levels pasted with Ctrl+V in the pack's list, then undone with
// Ctrl+Z, in turn, until the panel's curve has them or has them no more. The paste was a burst of a
// thousand inserts that redrew the charts after each; it is one insert now.
class PackPasteStep : public BenchInteraction {
public:
    static constexpr int kPasted = 1000;
    static std::unique_ptr<BenchInteraction> setUp(MainWindow &window, QString &why) {
        if (!openBigPack(window, why)) return nullptr;
        pack::LevelPack clip = window.document().pack();
        clip.levels.resize(kPasted);
        auto *mime = new QMimeData;
        mime->setText(QString::fromStdString(pack::toJson(clip).dump()));
        QApplication::clipboard()->setMimeData(mime);
        return std::make_unique<PackPasteStep>(window);
    }

    explicit PackPasteStep(MainWindow &window)
        : mWindow(window) {}
    QWidget *view() const override { return mWindow.packPanel()->chart(); }
    void act(int repetition) override {
        mPasting = repetition % 2 == 0;
        PackListView *list = mWindow.packPanel()->listView();
        list->setFocus(Qt::MouseFocusReason);
        QTest::keyClick(list, mPasting ? Qt::Key_V : Qt::Key_Z, Qt::ControlModifier);
    }
    bool answered() const override {
        return mWindow.packPanel()->chart()->curvePoints().size() ==
               kBigPackLevels + (mPasting ? kPasted : 0);
    }

private:
    MainWindow &mWindow;
    bool mPasting = false;
};

// In the same pack: a thousand neighbouring levels selected (untimed) and removed with Del in the
// pack's list, then put back with Ctrl+Z, in turn, until the panel's curve has them no more or again.
class PackRemoveStep : public BenchInteraction {
public:
    static constexpr int kRemoved = 1000;
    static std::unique_ptr<BenchInteraction> setUp(MainWindow &window, QString &why) {
        if (!openBigPack(window, why)) return nullptr;
        return std::make_unique<PackRemoveStep>(window);
    }

    explicit PackRemoveStep(MainWindow &window)
        : mWindow(window) {}
    QWidget *view() const override { return mWindow.packPanel()->chart(); }
    void reset(int repetition) override {
        if (repetition % 2 != 0) return;
        PackPanel *panel = mWindow.packPanel();
        const QAbstractItemModel *model = panel->model();
        panel->setCurrentRow(kFirst);
        panel->selectionModel()->select(
            QItemSelection(model->index(kFirst, 0), model->index(kFirst + kRemoved - 1, 0)),
            QItemSelectionModel::ClearAndSelect);
    }
    void act(int repetition) override {
        mRemoving = repetition % 2 == 0;
        PackListView *list = mWindow.packPanel()->listView();
        list->setFocus(Qt::MouseFocusReason);
        if (mRemoving)
            QTest::keyClick(list, Qt::Key_Delete);
        else
            QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
    }
    bool answered() const override {
        return mWindow.packPanel()->chart()->curvePoints().size() ==
               kBigPackLevels - (mRemoving ? kRemoved : 0);
    }

private:
    static constexpr int kFirst = 1000;
    MainWindow &mWindow;
    bool mRemoving = false;
};

} // namespace

std::vector<BenchCase> studioBenchCases() {
    std::vector<BenchCase> cases;
    for (const ModuleUi &module : moduleUis()) {
        if (!module.benchCases) continue;
        for (BenchCase c : module.benchCases()) {
            c.page = module.id;
            cases.push_back(std::move(c));
        }
    }
    // Last: they replace the sample pack the module cases open their levels from.
    if (!moduleUis().empty()) {
        const QString step =
            QStringLiteral("a level's difficulty stepped in the pack panel of a %1-level pack, "
                           "to the repainted curve, with %2 on show");
        const QString select =
            QStringLiteral("the next level selected with the arrow key in the pack list of a "
                           "%1-level pack, to the curve ringing it, with %2 on show");
        const QString page = QStringLiteral("a module page"),
                      overview = QStringLiteral("the overview and its chart");
        cases.push_back({QStringLiteral("pack.difficulty-step.5000"), step.arg(kBigPackLevels).arg(page),
                         moduleUis().front().id, &PackDifficultyStep::setUp});
        cases.push_back({QStringLiteral("pack.difficulty-step.5000.overview"),
                         step.arg(kBigPackLevels).arg(overview), QStringLiteral("overview"),
                         &PackDifficultyStep::setUp});
        cases.push_back({QStringLiteral("pack.select.5000"), select.arg(kBigPackLevels).arg(page),
                         moduleUis().front().id, &PackSelectStep::setUp});
        cases.push_back({QStringLiteral("pack.select.5000.overview"),
                         select.arg(kBigPackLevels).arg(overview), QStringLiteral("overview"),
                         &PackSelectStep::setUp});
        const QString sort =
            QStringLiteral("Sort by Difficulty clicked in the pack panel of a %1-level pack, then "
                           "Ctrl+Z, to the repainted curve, with %2 on show");
        cases.push_back({QStringLiteral("pack.gallery-page.5000"),
                         QStringLiteral("Page Down, then Page Up, in the overview's gallery of a %1-level "
                                        "pack, to the repainted thumbnails")
                             .arg(kBigPackLevels),
                         QStringLiteral("overview"), &PackGalleryPage::setUp});
        cases.push_back({QStringLiteral("pack.sort.5000"), sort.arg(kBigPackLevels).arg(page),
                         moduleUis().front().id, &PackSortStep::setUp});
        const QString paste = QStringLiteral("%1 levels pasted with Ctrl+V in the pack list of a %2-level "
                                             "pack, then Ctrl+Z, to the repainted curve, with %3 on show");
        cases.push_back({QStringLiteral("pack.paste.1000"),
                         paste.arg(PackPasteStep::kPasted).arg(kBigPackLevels).arg(page),
                         moduleUis().front().id, &PackPasteStep::setUp});
        const QString remove =
            QStringLiteral("%1 neighbouring levels removed with Del in the pack list of a %2-level pack, "
                           "then Ctrl+Z, to the repainted curve, with %3 on show");
        cases.push_back({QStringLiteral("pack.remove.1000"),
                         remove.arg(PackRemoveStep::kRemoved).arg(kBigPackLevels).arg(page),
                         moduleUis().front().id, &PackRemoveStep::setUp});
    }
    return cases;
}

int runStudioBench(const StudioBenchOptions &options, std::ostream &out, std::ostream &err) {
    const std::vector<BenchCase> cases = studioBenchCases();
    for (const QString &wanted : options.cases) {
        bool known = false;
        for (const BenchCase &c : cases) known = known || selected({{wanted}, 1}, c.name);
        if (!known) {
            QStringList names;
            for (const BenchCase &c : cases) names << c.name;
            err << "tessera --bench: no case \"" << wanted.toStdString()
                << "\"; cases: " << names.join(QStringLiteral(", ")).toStdString() << '\n';
            return 1;
        }
    }
    MainWindow window(MainWindowOptions{false});
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.openStartupPack()) {
        err << "tessera --bench: the studio window did not open\n";
        return 1;
    }
    // Wakes the waiting loop now and then, so a timeout is noticed even when nothing else happens.
    QTimer wake;
    wake.start(10);
    int status = 0;
    for (const BenchCase &c : cases) {
        if (!selected(options, c.name)) continue;
        if (!runCase(window, c, options, out, err)) status = 1;
        window.jobs().cancelAll();
    }
    window.jobs().cancelAll();
    window.document().markSaved();
    return status;
}

void benchClickCell(GridView &view, QPoint cell, bool rightButton) {
    QTest::mouseClick(&view, rightButton ? Qt::RightButton : Qt::LeftButton, Qt::NoModifier,
                      view.cellRect(cell).center().toPoint());
}

void benchKey(QWidget &widget, int key) {
    QTest::keyClick(&widget, Qt::Key(key));
}

bool benchOpenLevel(MainWindow &window, const char *id) {
    const int row = window.document().rowOfId(id);
    return row >= 0 && window.openLevel(row);
}

bool benchWaitFor(const std::function<bool()> &done, int timeoutMs) {
    return QTest::qWaitFor(done, timeoutMs);
}

} // namespace tessera::ui
