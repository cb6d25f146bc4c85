#include "ui/foxhunt/foxhuntworkbench.h"

#include "foxhunt/foxhuntmodule.h"
#include "foxhunt/packlevel.h"
#include "foxhunt/prober.h"
#include "foxhunt/tracker.h"
#include "ui/common/jobrunner.h"
#include "ui/common/latestworker.h"
#include "ui/common/log.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include "ui/common/verticalscrollarea.h"
#include "ui/foxhunt/commands/leveleditcommand.h"
#include "ui/foxhunt/commands/placementcommand.h"
#include "ui/foxhunt/fieldview.h"
#include "ui/foxhunt/foxhuntui.h"
#include "ui/foxhunt/heatkey.h"
#include "ui/foxhunt/playpanel.h"

#include <QAction>

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace tessera::foxhunt::ui {

namespace {
// A count of placements as a short text: in full up to a billion, above that as "1.02 × 10^25" (a
// 16x16 field's count has some thirty digits, which ran off the panel).
QString placementCount(double n) {
    if (n < 1e9) return QLocale().toString(n, 'f', 0);
    int exponent = int(std::floor(std::log10(n)));
    double mantissa = n / std::pow(10.0, exponent);
    if (mantissa >= 9.995) { // would read "10.00"
        mantissa /= 10;
        ++exponent;
    }
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (QChar digit : QString::number(exponent)) power += superscripts[digit.digitValue()];
    return QStringLiteral("%1 × 10%2").arg(QLocale().toString(mantissa, 'f', 2), power);
}
} // namespace

FoxhuntWorkbench::FoxhuntWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent)
    , mOddsWorker(new tessera::ui::LatestWorker(QStringLiteral("tessera-foxhunt-odds"), this)) {
    mField = new FieldView(mModel);
    mField->setToolTip(tr("Play: click a cell to probe it. Edit placement: click places or takes away a fox, "
                          "right click an opening probe. Wheel: zoom."));
    createPlay();
    mPanel = new PlayPanel(mPlayBar);
    mRunTimer = new QTimer(this);
    mRunTimer->setSingleShot(true);
    connect(mRunTimer, &QTimer::timeout, this, &FoxhuntWorkbench::runTick);
    createActions();
    mDocumentLabel = makeDocumentLabel();
    setMessageLines(2);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(mField, 1);
    // The document's name and the message line on lines of their own: side by side they squeezed
    // each other into a column of words in a 1024 px window.
    leftLayout->addWidget(mDocumentLabel);
    leftLayout->addWidget(messageLabel());
    // The panel scrolls rather than squash its rows when the window is short (1024x700 with the pack).
    auto *scroll = tessera::ui::verticalScrollArea(mPanel);
    scroll->setMinimumWidth(240);
    mPanel->setMinimumWidth(220);
    layOutPage(left, scroll, 900, 340);
    setFocusProxy(mField);
    connectPanel();
    connect(&mModel, &LevelModel::changed, this, [this] {
        mPlay->checkLevel(); // an attempt at another placement ends
        requestOdds();
        onModelChanged();
    });
    connect(&mModel, &LevelModel::oddsChanged, this, &FoxhuntWorkbench::onModelChanged);
    mTitle = tr("Random 10×10, 8 foxes (seed 2026)");
    mPlay->setPlaying(true);
    requestOdds(); // the model's first state came before these connections
    onModelChanged();
}

// Play is the studio's shared play mode: the probes are its moves (undo steps of the document, never
// edits), with its bar's Take Back, Restart, Hint (the safest probe) and Give Up. Play mode on is the
// Play radio button; off is editing the placement.
void FoxhuntWorkbench::createPlay() {
    tessera::ui::PlayState::Level level;
    level.data = [this] { return levelToJson(mModel.level()); };
    level.name = [this] { return mSource ? mSource->id : mTitle.toStdString(); };
    mPlay = new tessera::ui::PlayState(std::string(kModuleId), mModel, std::move(level), this);
    mPlayBar = new tessera::ui::PlayBar(*mPlay, this);
    mPlayBar->setInstructions(
        tr("Click a cell to probe it: a fox, or the number of foxes on its eight rays. Keys: the arrows "
           "and Space."));
    connect(mPlay, &tessera::ui::PlayState::changed, this, [this] {
        // The field shows the attempt's probes (the model derives the game and asks for the odds).
        std::vector<Point> probes;
        if (const play::Session *session = mPlay->session())
            for (const std::string &move : session->moves()) probes.push_back(parseCell(move));
        mModel.setProbes(probes);
        // A hint or a refusal shows under the field too, where the player looks.
        if (mPlay->hint() || mPlay->statusIsWarning())
            showMessage(mPlay->statusText(), mPlay->statusIsWarning());
    });
    connect(mPlay, &tessera::ui::PlayState::playingChanged, this,
            [this](bool playing) { setEditing(!playing); });
}

FoxhuntWorkbench::~FoxhuntWorkbench() {
    if (mStepJob) mStepJob->cancel();
    if (mMeasureJob) mMeasureJob->cancel();
}

void FoxhuntWorkbench::createActions() {
    // New is another hunt each time: the next seed (the side panel's New level makes the seed shown, so a
    // level can be made again from its title).
    connect(makeAction(QStringLiteral(":/icons/new.svg"), tr("New"), QKeySequence(tr("Ctrl+Alt+N")),
                       tr("A new random level: the side panel's size and foxes, the next seed")),
            &QAction::triggered, this, [this] { newLevelFromPanel(1); });
    toolBar()->addSeparator();
    connect(makeAction({}, tr("Step"), QKeySequence(Qt::Key_N), tr("One probe of the auto-prober")),
            &QAction::triggered, this, [this] { autoStep(); });
    connect(makeAction({}, tr("Run"), QKeySequence(tr("Ctrl+R")),
                       tr("Run the auto-prober to the end, or stop it")),
            &QAction::triggered, this, [this] { setRunning(!isRunning()); });
    connect(makeAction({}, tr("Heat Map"), QKeySequence(Qt::Key_H), tr("Show or hide the heat map")),
            &QAction::triggered, this, [this] { mPanel->heat->toggle(); });
    toolBar()->addSeparator();
    auto *add = makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                           tr("Add this level to the open pack with its measured difficulty (Ctrl+Shift+A)"));
    connect(add, &QAction::triggered, this, [this] { addToPack(); });
}

bool FoxhuntWorkbench::addToPack() {
    if (mMeasureJob) {
        showMessage(tr("Still measuring the level to add; Cancel it in the jobs bar to start again."), true);
        return false;
    }
    const Level level = mModel.level();
    try {
        checkLevel(level);
    } catch (const std::exception &error) {
        showMessage(tr("This level cannot go to the pack: %1").arg(QString::fromUtf8(error.what())), true);
        return false;
    }
    const pack::LevelSource source = packSource();
    // The worker writes the result before the job ends; the GUI reads it after finished arrives.
    auto measured = std::make_shared<Difficulty>();
    auto measure = [level, measured](ProgressSink &progress, const CancelToken &cancel,
                                     tessera::ui::JobContext &) {
        *measured = measureDifficulty(level, &progress, &cancel);
        return QVariant(measured->complete);
    };
    mMeasureJob = context().jobs().start(tr("Fox Hunt: measure the level for the pack"), measure);
    tessera::ui::Job *job = mMeasureJob;
    connect(job, &tessera::ui::Job::finished, this, [this, level, source, measured] {
        if (!measured->complete) return;
        mMeasured = {level, *measured};
        emit addToPackRequested(packLevel(level, source, *measured));
    });
    connect(job, &tessera::ui::Job::cancelled, this,
            [this] { showMessage(tr("Add to Pack cancelled: the level was not added.")); });
    connect(job, &tessera::ui::Job::failed, this, [this](const QString &message) {
        showMessage(tr("The level could not be measured: %1").arg(message), true);
    });
    connect(job, &tessera::ui::Job::ended, this, [this, job] {
        if (mMeasureJob == job) mMeasureJob.clear();
    });
    showMessage(tr("Measuring the level's difficulty for the pack…"));
    return true;
}

void FoxhuntWorkbench::connectPanel() {
    connect(mField, &tessera::ui::GridView::cellClicked, this,
            [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers) {
                const Point p{cell.y(), cell.x()};
                if (mField->editing())
                    editPlacement(p, button == Qt::RightButton);
                else if (button == Qt::LeftButton)
                    probe(p);
            });
    connect(mPanel->editMode, &QRadioButton::toggled, this, [this](bool editing) { setPlaying(!editing); });
    connect(mPanel->heat, &QCheckBox::toggled, this, &FoxhuntWorkbench::setHeatMap);
    connect(mPanel->step, &QPushButton::clicked, this, [this] { autoStep(); });
    connect(mPanel->run, &QPushButton::toggled, this, &FoxhuntWorkbench::setRunning);
    connect(mPanel->newLevel, &QPushButton::clicked, this, [this] { newLevelFromPanel(0); });
}

void FoxhuntWorkbench::probe(Point cell) {
    if (!mPlay->isPlaying() && !setPlaying(true)) return;
    if (!mPlay->play(cellName(cell))) showMessage(mPlay->statusText(), true);
}

bool FoxhuntWorkbench::setPlaying(bool playing) {
    if (mPlay->setPlaying(playing)) return true;
    showMessage(mPlay->statusText(), true);
    setEditing(true);
    return false;
}

bool FoxhuntWorkbench::isPlaying() const {
    return mPlay->isPlaying();
}

void FoxhuntWorkbench::editPlacement(Point cell, bool opening) {
    QString why;
    pushEdit(PlacementCommand::make(mModel, opening ? PlacementCommand::Opening : PlacementCommand::Fox, cell,
                                    &why),
             why);
}

bool FoxhuntWorkbench::autoStep() {
    if (mModel.hunt().over() || mStepJob) return false;
    const View view = mModel.view();
    const Strategy strategy = allStrategies()[std::size_t(mPanel->strategy->currentIndex())];
    // Seeded by the probe count, so the same position always gets the same choice.
    const auto seed = std::uint64_t(mModel.probes().size()) + 1;
    auto decide = [view, strategy, seed](ProgressSink &, const CancelToken &, tessera::ui::JobContext &) {
        Rng rng(seed);
        const Point cell = chooseProbe(view, strategy, rng).cell;
        return QVariant(QPoint(cell.col, cell.row));
    };
    // Quiet: the board shows each probe, and a run to the end would log one line per probe.
    tessera::ui::JobOptions options;
    options.quiet = true;
    mStepJob = context().jobs().start(tr("Fox Hunt: %1 probe").arg(QString::fromUtf8(strategyName(strategy))),
                                      decide, options);
    tessera::ui::Job *job = mStepJob;
    connect(job, &tessera::ui::Job::finished, this, [this, view](const QVariant &result) {
        const QPoint cell = result.toPoint();
        onDecision(view, {cell.y(), cell.x()});
    });
    connect(job, &tessera::ui::Job::failed, this, [this](const QString &message) {
        showMessage(tr("The auto-prober stopped: %1").arg(message), true);
        setRunning(false);
    });
    connect(job, &tessera::ui::Job::ended, this, [this, job] {
        if (mStepJob == job) mStepJob.clear();
        if (isRunning() && !mRunTimer->isActive()) mRunTimer->start(mPanel->interval());
    });
    return true;
}

void FoxhuntWorkbench::onDecision(const View &asked, Point cell) {
    // An edit or an undo while the prober thought makes its answer stale: drop it.
    if (!(mModel.view() == asked)) return;
    probe(cell);
}

void FoxhuntWorkbench::setRunning(bool running) {
    if (mPanel->run->isChecked() != running) mPanel->run->setChecked(running); // re-enters once
    if (running && !mRunTimer->isActive())
        mRunTimer->start(0);
    else if (!running)
        mRunTimer->stop();
    updateProberButtons();
}

// Run stays enabled while it runs, so it can be stopped; a run ends on the tick after the last probe.
void FoxhuntWorkbench::updateProberButtons() {
    const bool playing = !mField->editing(), over = mModel.hunt().over();
    mPanel->step->setEnabled(playing && !over);
    mPanel->run->setEnabled(playing && (!over || isRunning()));
}

bool FoxhuntWorkbench::isRunning() const {
    return mPanel->run->isChecked();
}

void FoxhuntWorkbench::runTick() {
    if (!isRunning() || mStepJob) return; // the running decision's end starts the next tick
    if (mModel.hunt().over() || !autoStep()) setRunning(false);
}

void FoxhuntWorkbench::setEditing(bool editing) {
    if (mPlay->isPlaying() == editing && !setPlaying(!editing)) return; // playingChanged comes back here
    if (mPanel->editMode->isChecked() != editing) {
        const QSignalBlocker block(editing ? mPanel->editMode : mPanel->playMode);
        (editing ? mPanel->editMode : mPanel->playMode)->setChecked(true);
    }
    setRunning(false);
    mField->setEditing(editing);
    onModelChanged();
}

void FoxhuntWorkbench::setHeatMap(bool on) {
    if (mPanel->heat->isChecked() != on) mPanel->heat->setChecked(on);
    mField->setHeatMap(on);
    mPanel->key->setVisible(on);
}

void FoxhuntWorkbench::newLevelFromPanel(int seedStep) {
    if (!confirmDiscard()) return;
    mPanel->seed->stepBy(seedStep);
    newRandomLevel(mPanel->rows->value(), mPanel->cols->value(), mPanel->foxes->value(),
                   std::uint64_t(mPanel->seed->value()));
}

void FoxhuntWorkbench::newRandomLevel(int rows, int cols, int foxes, std::uint64_t seed) {
    try {
        Rng rng(seed);
        const Level level = randomLevel(rows, cols, foxes, rng);
        setRunning(false);
        mTitle = tr("Random %1×%2, %3 foxes (seed %4)").arg(rows).arg(cols).arg(foxes).arg(seed);
        mSource.reset();
        mModel.reset(level);
        setPlaying(true);
    } catch (const std::exception &error) {
        showMessage(QString::fromUtf8(error.what()), true);
    }
}

QString FoxhuntWorkbench::scoreText() const {
    return mPanel->score->text();
}

void FoxhuntWorkbench::requestOdds() {
    // The heat map's odds with the tracker's full budgets can take seconds on a large field: a worker
    // works them out, a newer state cancels an older request, and a stale answer is dropped.
    const View view = mModel.view();
    const quint64 serial = mModel.stateSerial();
    mOddsWorker->request([this, view, serial](quint64, const CancelToken &cancel) {
        std::optional<Odds> odds;
        QString problem;
        try {
            OddsOptions options;
            options.cancel = &cancel;
            odds = computeOdds(view, options);
        } catch (const std::exception &error) {
            problem = QString::fromUtf8(error.what());
        }
        if (cancel.cancelled()) return tessera::ui::LatestWorker::Deliver();
        if (odds && !odds->estimated()) {
            // A sample with no draw is no estimate: the heat map shows none rather than wrong odds.
            odds.reset();
            problem = tr("the odds could not be estimated within the tracker's budget");
        }
        return tessera::ui::LatestWorker::Deliver(
            [this, serial, odds, problem] { mModel.setOdds(serial, odds, problem); });
    });
}

void FoxhuntWorkbench::onModelChanged() {
    const Hunt &hunt = mModel.hunt();
    const View &view = hunt.view();
    mDocumentLabel->setText(tr("%1  ·  %2×%3").arg(mTitle).arg(view.cols).arg(view.rows));
    mPanel->score->setText(
        tr("Probes: %1  ·  foxes found %2 of %3").arg(hunt.probes()).arg(view.foundCount()).arg(view.foxes));
    if (hunt.over())
        mPanel->verdict->setText(tr("Every fox found in %n probe(s).", nullptr, hunt.probes()));
    else if (mModel.oddsPending())
        mPanel->verdict->setText(tr("Working out the odds…"));
    else if (!mModel.odds())
        mPanel->verdict->setText(tr("No odds: %1").arg(mModel.problem()));
    else if (mModel.odds()->exact)
        mPanel->verdict->setText(tr("Exact odds over %1 consistent placements; %n cell(s) cleared for free.",
                                    nullptr, int(mModel.odds()->cleared.size()))
                                     .arg(placementCount(mModel.odds()->placements)));
    else
        mPanel->verdict->setText(tr("Sampled odds: %1 placements, standard error up to %2.")
                                     .arg(mModel.odds()->samples)
                                     .arg(mModel.odds()->stdError, 0, 'f', 3));
    updateProberButtons();
    if (mPlay->hint() || mPlay->statusIsWarning()) // odds arriving after a hint leave it standing
        showMessage(mPlay->statusText(), mPlay->statusIsWarning());
    else
        showMessage(mField->editing()
                        ? tr("%n fox(es). Click: place or take away a fox; right click: an opening probe.",
                             nullptr, int(mModel.level().foxes.size()))
                        : tr("Click a cell to probe it; N: the auto-prober's probe; H: heat map."));
}

bool FoxhuntWorkbench::openLevel(const pack::Level &level) {
    const std::optional<Level> parsed =
        readLevel(level, [](const pack::Level &l) { return levelFromJson(l.data); });
    if (!parsed) return false;
    setRunning(false);
    mTitle = QString::fromStdString(level.title);
    mSource = level;
    mModel.reset(*parsed);
    setPlaying(true);
    return true;
}

pack::LevelSource FoxhuntWorkbench::packSource() const {
    return pack::editedSource(mSource ? &*mSource : nullptr,
                              mSource && levelFromJson(mSource->data) == mModel.level(),
                              mTitle.toStdString());
}

tessera::ui::LevelEditor::LevelMaker FoxhuntWorkbench::levelMaker() const {
    // The core's packLevel (the CLI's call) with the difficulty measured for this placement: the one
    // Add to Pack measured when it is of this placement, else measured in the worker.
    // A placement that breaks a rule fails the job with the core's reason.
    const Level level = mModel.level();
    const pack::LevelSource source = packSource();
    std::optional<Difficulty> measured;
    if (mMeasured && mMeasured->first == level) measured = mMeasured->second;
    return [level, source, measured](const CancelToken &cancel) -> std::optional<pack::Level> {
        checkLevel(level);
        const Difficulty difficulty = measured ? *measured : measureDifficulty(level, nullptr, &cancel);
        if (!difficulty.complete) return std::nullopt;
        return packLevel(level, source, difficulty);
    };
}

namespace {

Json cellsToJson(const std::vector<Point> &cells) {
    Json out = Json::array();
    for (Point p : cells) out.push_back(cellName(p));
    return out;
}

std::vector<Point> cellsFromJson(const JsonCursor &list, const Level &level) {
    std::vector<Point> cells;
    for (std::size_t i = 0; i < list.size() && i < std::size_t(level.rows * level.cols); ++i) {
        const Point p = parseCell(list[i].string());
        if (!level.inside(p)) list[i].fail("outside the field");
        cells.push_back(p);
    }
    return cells;
}

} // namespace

Json FoxhuntWorkbench::documentState() const {
    // Written field by field, not with the level reader's format: a placement mid-edit may break a
    // rule (no fox yet) and must still come back.
    const Level &level = mModel.level();
    Json state{{"title", mTitle.toStdString()},
               {"rows", level.rows},
               {"cols", level.cols},
               {"foxes", cellsToJson(level.foxes)},
               {"openings", cellsToJson(level.openings)}};
    // The attempt's probes and the traces of the level's plays (tessera-play-trace), when there are any.
    if (Json play = mPlay->toJson(); !play.is_null()) state["play"] = std::move(play);
    return state;
}

bool FoxhuntWorkbench::restoreState(const Json &state) {
    Level level;
    std::vector<Point> probes; // an older copy's: its probes as a plain list, played again below
    try {
        const JsonCursor root(state);
        root.requireObject();
        level.rows = int(root["rows"].integer(1, kMaxSide));
        level.cols = int(root["cols"].integer(1, kMaxSide));
        level.foxes = cellsFromJson(root["foxes"], level);
        std::sort(level.foxes.begin(), level.foxes.end());
        level.foxes.erase(std::unique(level.foxes.begin(), level.foxes.end()), level.foxes.end());
        level.openings = cellsFromJson(root["openings"], level);
        if (root.has("probes")) probes = cellsFromJson(root["probes"], level);
        if (root.has("title")) mTitle = QString::fromStdString(root["title"].string());
    } catch (const std::exception &error) {
        context().log().error(
            tr("Fox Hunt: the recovered level cannot be read: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    setRunning(false);
    // A copy of a level that was only played (the same placement) gets no edit: playing never marks it
    // changed.
    if (!(level == mModel.level()))
        mModel.undoStack()->push(new LevelEditCommand(mModel, level, tr("Recovered edits")));
    QString why;
    if (state.contains("play") && !mPlay->restore(state["play"], &why))
        context().log().warning(tr("Fox Hunt: the recovered play cannot be restored: %1").arg(why));
    if (!probes.empty() && setPlaying(true))
        for (Point p : probes) mPlay->play(cellName(p));
    return true;
}

} // namespace tessera::foxhunt::ui
