#include "ui/linjat/optimizerpanel.h"

#include "linjat/presets.h"
#include "linjat/rules.h"
#include "ui/common/job.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/studiocontext.h"
#include "ui/common/verticalscrollarea.h"
#include "ui/linjat/boardview.h"
#include "ui/linjat/scorechart.h"
#include "ui/linjat/wording.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace tessera::linjat::ui {

using tessera::ui::Job;
using tessera::ui::JobContext;

namespace {

QDoubleSpinBox *weightBox(double value, const QString &tip) {
    auto *box = new QDoubleSpinBox;
    box->setRange(-1000, 1000);
    box->setDecimals(1);
    box->setSingleStep(1);
    box->setValue(value);
    box->setToolTip(tip);
    return box;
}

} // namespace

OptimizerPanel::OptimizerPanel(tessera::ui::StudioContext &context, QWidget *parent)
    : QWidget(parent)
    , mContext(context) {
    qRegisterMetaType<OptimizerSnapshot>();
    qRegisterMetaType<OptimizerResult>();
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addWidget(createOptionsForm());
    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(createProgressView());
    right->addWidget(createLevelsView());
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    outer->addWidget(right, 1);
    connectControls();

    // The original's first tier, named as such (the generator's own defaults showed as "Custom").
    OptimizerOptions defaults;
    linjat::applyPreset(presets().front(), defaults.generator);
    defaults.iterations = 10000;
    setOptions(defaults, 1);
    updateButtons();
}

OptimizerPanel::~OptimizerPanel() {
    // The job runner outlives the panel; the job must not call back into a dead panel.
    if (mJob) {
        disconnect(mJob, nullptr, this, nullptr);
        mJob->cancel();
    }
}

QWidget *OptimizerPanel::createOptionsForm() {
    auto *form = new QWidget;
    auto *formLayout = new QVBoxLayout(form);
    formLayout->setContentsMargins(0, 0, 6, 0);
    formLayout->addWidget(createBoardGroup());
    formLayout->addWidget(createRunGroup());
    formLayout->addWidget(createWeightsGroup());
    formLayout->addWidget(createBandGroup());
    auto *buttons = new QHBoxLayout;
    mStart = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("Start"));
    mStart->setToolTip(tr("Start the optimizer in the background (Ctrl+Return)"));
    mStop = new QPushButton(style()->standardIcon(QStyle::SP_MediaStop), tr("Stop"));
    mStop->setToolTip(tr("Stop; the best level so far is kept (Esc)"));
    buttons->addWidget(mStart);
    buttons->addWidget(mStop);
    formLayout->addStretch(1);

    auto *scroll = tessera::ui::verticalScrollArea(form);
    // Its spin boxes give way first in a small window (at its natural width the list's buttons and
    // the zoom bar were cut at 1024x700).
    scroll->setMinimumWidth(form->minimumSizeHint().width() + 20);
    scroll->setMaximumWidth(form->sizeHint().width() + 30);
    // Start and Stop stay in sight under the form, which scrolls in all but a tall window.
    auto *column = new QWidget;
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(scroll, 1);
    columnLayout->addLayout(buttons);
    column->setMaximumWidth(scroll->maximumWidth());
    return column;
}

QWidget *OptimizerPanel::createBoardGroup() {
    auto *board = new QGroupBox(tr("Board"));
    auto *boardForm = new QFormLayout(board);
    mPreset = new QComboBox;
    mPreset->setObjectName(QStringLiteral("preset"));
    mPreset->addItem(tr("Custom"));
    // The tier's name alone: the board and number count are the fields under it ("easy (9 x 6, 8
    // numbers)" was cut in a 1024 px window).
    for (const Preset &p : presets()) {
        mPreset->addItem(QString::fromLatin1(p.name));
        mPreset->setItemData(mPreset->count() - 1,
                             tr("%1 × %2, %3 numbers").arg(p.rows).arg(p.cols).arg(p.numbers),
                             Qt::ToolTipRole);
    }
    // Its longest item must not set the options' width (the pools' buttons were cut at 1024x700).
    mPreset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mPreset->setMinimumContentsLength(12);
    mPreset->setToolTip(tr("Board, number count and weights of one of the original game's tiers, and its "
                           "collection filter: only levels that belong to the tier are kept"));
    mRows = new QSpinBox;
    mRows->setRange(kMinSide, kMaxSide);
    mRows->setToolTip(tr("Rows of the board"));
    mCols = new QSpinBox;
    mCols->setRange(kMinSide, kMaxSide);
    mCols->setToolTip(tr("Columns of the board"));
    mNumbers = new QSpinBox;
    mNumbers->setRange(1, kMaxNumbers);
    mNumbers->setToolTip(tr("How many numbers each level has"));
    boardForm->addRow(tr("Preset:"), mPreset);
    auto *size = new QHBoxLayout;
    size->addWidget(mRows);
    size->addWidget(new QLabel(QStringLiteral("×")));
    size->addWidget(mCols);
    boardForm->addRow(tr("Rows × columns:"), size);
    boardForm->addRow(tr("Numbers:"), mNumbers);
    return board;
}

QWidget *OptimizerPanel::createRunGroup() {
    auto *run = new QGroupBox(tr("Run"));
    auto *runForm = new QFormLayout(run);
    mSeed = new QSpinBox;
    mSeed->setRange(0, std::numeric_limits<int>::max());
    mSeed->setToolTip(tr("Same seed, options and pool count: the same levels, bit for bit"));
    mIterations = new QSpinBox;
    mIterations->setRange(1, 100000000);
    mIterations->setSingleStep(1000);
    mIterations->setGroupSeparatorShown(true);
    mIterations->setToolTip(tr("Mutants to make and judge (the original made 10,000)"));
    mPools = new QSpinBox;
    mPools->setRange(1, 64);
    mPools->setToolTip(tr("Independent pools, each with its share of the iterations; the best of them "
                          "wins. They run side by side on the machine's cores"));
    mPool = new QSpinBox;
    mPool->setRange(1, 100);
    mPool->setToolTip(tr("Levels each pool keeps (the original kept 10)"));
    runForm->addRow(tr("Seed:"), mSeed);
    runForm->addRow(tr("Iterations:"), mIterations);
    runForm->addRow(tr("Pools:"), mPools);
    runForm->addRow(tr("Pool size:"), mPool);
    mFromNumbers = new QCheckBox(tr("Tie-breaks from the numbers"));
    mFromNumbers->setObjectName(QStringLiteral("fromNumbers"));
    mFromNumbers->setToolTip(tr("Not the original's: a mutant's dots are drawn from its numbers, so a mutant "
                                "met again is looked up instead of made and solved again. Faster (1.5x on "
                                "easy, 1.3x on expert); other levels, as well verified"));
    runForm->addRow(mFromNumbers);
    return run;
}

QWidget *OptimizerPanel::createWeightsGroup() {
    auto *weights = new QGroupBox(tr("Score weights"));
    weights->setToolTip(tr("Score = sum over rules of layers × weight, plus widest layer × width weight"));
    auto *weightForm = new QFormLayout(weights);
    for (const RuleInfo &info : kRules) {
        QDoubleSpinBox *box = weightBox(info.defaultWeight, ruleExplanation(info.rule));
        mWeights.push_back(box);
        weightForm->addRow(tr("%1:").arg(ruleTitle(info.rule)), box);
    }
    mWidthWeight =
        weightBox(-1, tr("Times the most numbers that progressed in one layer (negative: wide layers, "
                         "where the player has many moves to choose from, make a level easier)"));
    weightForm->addRow(tr("width:"), mWidthWeight);
    return weights;
}

QWidget *OptimizerPanel::createBandGroup() {
    mBand = new QGroupBox(tr("Target difficulty band"));
    mBand->setCheckable(true);
    mBand->setChecked(false);
    mBand->setToolTip(tr("Optimise toward scores inside the band instead of only upward"));
    auto *bandForm = new QFormLayout(mBand);
    mBandMin = weightBox(20, tr("Lowest score wanted"));
    mBandMax = weightBox(40, tr("Highest score wanted"));
    bandForm->addRow(tr("From:"), mBandMin);
    bandForm->addRow(tr("To:"), mBandMax);
    return mBand;
}

QWidget *OptimizerPanel::createProgressView() {
    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    mStats = new QLabel(tr("Not started"));
    mStats->setWordWrap(true);
    mStats->setMinimumWidth(200);
    mStats->setTextInteractionFlags(Qt::TextSelectableByMouse);
    topLayout->addWidget(mStats);
    mChart = new ScoreChart;
    topLayout->addWidget(mChart, 1);
    return top;
}

QWidget *OptimizerPanel::createLevelsView() {
    auto *bottom = new QWidget;
    auto *bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto *bestBox = new QVBoxLayout;
    mBestCaption = new QLabel(tr("Best level so far"));
    mBestCaption->setStyleSheet(QStringLiteral("font-weight: bold"));
    bestBox->addWidget(mBestCaption);
    mBestView = new BoardView;
    mBestView->setShowCoordinates(false);
    mBestView->setFocusPolicy(Qt::NoFocus);
    mBestView->setMinimumSize(140, 140);
    mBestView->setToolTip(tr("The run's best level, drawn live"));
    bestBox->addWidget(mBestView, 1);
    bottomLayout->addLayout(bestBox, 3);
    auto *listBox = new QVBoxLayout;
    auto *listTitle = new QLabel(tr("Best levels and final pools"));
    listTitle->setStyleSheet(QStringLiteral("font-weight: bold"));
    listBox->addWidget(listTitle);
    mLevelList = new QListWidget;
    // Two lines an entry, wrapped again where the column is narrow (1024 px window): never a sideways
    // scroll to read a score.
    mLevelList->setWordWrap(true);
    mLevelList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mLevelList->setResizeMode(QListView::Adjust);
    mLevelList->setAlternatingRowColors(true);
    mLevelList->setToolTip(
        tr("Every level the run held as its best (newest first) and, when it ends, every "
           "member of the final pools; each one has one solution and is solved without leaks"));
    listBox->addWidget(mLevelList, 1);
    auto *listButtons = new QHBoxLayout;
    mOpen = new QPushButton(tr("Open in editor"));
    mOpen->setToolTip(tr("Open the selected level in the editor (double-click)"));
    mAdd = new QPushButton(tr("Add to pack"));
    mAdd->setToolTip(tr("Add the selected level to the open pack, with its statistics, seed and options"));
    listButtons->addWidget(mOpen);
    listButtons->addWidget(mAdd);
    listBox->addLayout(listButtons);
    bottomLayout->addLayout(listBox, 2);
    return bottom;
}

void OptimizerPanel::connectControls() {
    connect(mStart, &QPushButton::clicked, this, &OptimizerPanel::start);
    connect(mStop, &QPushButton::clicked, this, &OptimizerPanel::stop);
    connect(mPreset, &QComboBox::currentIndexChanged, this, &OptimizerPanel::applyPreset);
    connect(mOpen, &QPushButton::clicked, this, [this] {
        const int row = mLevelList->currentRow();
        if (row >= 0) emit openInEditorRequested(mLevels[std::size_t(row)].entry.puzzle, originOf(row));
    });
    connect(mLevelList, &QListWidget::itemDoubleClicked, mOpen, &QPushButton::click);
    connect(mAdd, &QPushButton::clicked, this, [this] {
        const int row = mLevelList->currentRow();
        if (row >= 0) emit addToPackRequested(mLevels[std::size_t(row)].entry.puzzle, originOf(row));
    });
    connect(mLevelList, &QListWidget::currentRowChanged, this, [this](int row) {
        updateButtons();
        if (row < 0 || row >= int(mLevels.size())) return;
        mBestView->setPuzzle(mLevels[std::size_t(row)].entry.puzzle);
        const long long at = mLevels[std::size_t(row)].iteration;
        mBestCaption->setText(row == 0  ? tr("Best level so far")
                              : at >= 0 ? tr("Level held as best at iteration %L1").arg(at)
                                        : tr("Final pool %1").arg(-at));
    });
    auto *startKey =
        new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this, this, &OptimizerPanel::start);
    startKey->setContext(Qt::WidgetWithChildrenShortcut);
    startKey->setWhatsThis(tr("Start the optimizer (in the Optimizer tab)"));
    auto *stopKey = new QShortcut(QKeySequence(Qt::Key_Escape), this, this, &OptimizerPanel::stop);
    stopKey->setContext(Qt::WidgetWithChildrenShortcut);
    stopKey->setWhatsThis(tr("Stop the optimizer, keeping the best so far (in the Optimizer tab)"));

    for (QDoubleSpinBox *box : mWeights)
        connect(box, &QDoubleSpinBox::valueChanged, this, &OptimizerPanel::weightsChanged);
    connect(mWidthWeight, &QDoubleSpinBox::valueChanged, this, &OptimizerPanel::weightsChanged);
}

OptimizerOptions OptimizerPanel::options() const {
    OptimizerOptions o;
    o.generator.rows = mRows->value();
    o.generator.cols = mCols->value();
    o.generator.numbers = mNumbers->value();
    for (int i = 0; i < kRuleCount; ++i)
        o.generator.solver.weight[std::size_t(i)] = mWeights[std::size_t(i)]->value();
    o.generator.solver.widthWeight = mWidthWeight->value();
    // A preset is also its tier's collection filter: only levels of that tier enter the pool.
    if (mPreset->currentIndex() > 0)
        o.generator.tier = presets()[std::size_t(mPreset->currentIndex() - 1)].tier;
    o.iterations = mIterations->value();
    o.pools = mPools->value();
    // Threads only change the speed: as many as the machine has cores (no more than the pools).
    o.threads = std::clamp(QThread::idealThreadCount(), 1, 256);
    o.poolSize = mPool->value();
    o.dotsFromNumbers = mFromNumbers->isChecked();
    if (mBand->isChecked()) {
        o.targetMin = std::min(mBandMin->value(), mBandMax->value());
        o.targetMax = std::max(mBandMin->value(), mBandMax->value());
    }
    return o;
}

std::uint64_t OptimizerPanel::seed() const {
    return std::uint64_t(mSeed->value());
}

void OptimizerPanel::setOptions(const OptimizerOptions &o, std::uint64_t seed) {
    mRows->setValue(o.generator.rows);
    mCols->setValue(o.generator.cols);
    mNumbers->setValue(o.generator.numbers);
    for (int i = 0; i < kRuleCount; ++i)
        mWeights[std::size_t(i)]->setValue(o.generator.solver.weight[std::size_t(i)]);
    mWidthWeight->setValue(o.generator.solver.widthWeight);
    mIterations->setValue(int(std::min<long long>(o.iterations, mIterations->maximum())));
    mPools->setValue(o.pools);
    mPool->setValue(o.poolSize);
    mFromNumbers->setChecked(o.dotsFromNumbers);
    mBand->setChecked(o.targetMin || o.targetMax);
    if (o.targetMin) mBandMin->setValue(*o.targetMin);
    if (o.targetMax) mBandMax->setValue(*o.targetMax);
    mSeed->setValue(int(std::min<std::uint64_t>(seed, std::uint64_t(mSeed->maximum()))));
    // Name the preset these options are, if any.
    int preset = 0;
    for (std::size_t i = 0; i < presets().size(); ++i) {
        GeneratorOptions g = o.generator;
        linjat::applyPreset(presets()[i], g);
        g.tier = o.generator.tier; // the filter follows the preset shown, it does not name one
        if (g == o.generator) preset = int(i) + 1;
    }
    const QSignalBlocker block(mPreset);
    mPreset->setCurrentIndex(preset);
}

void OptimizerPanel::applyPreset(int index) {
    if (index <= 0 || index > int(presets().size())) return;
    OptimizerOptions o = options();
    linjat::applyPreset(presets()[std::size_t(index - 1)], o.generator);
    setOptions(o, seed());
}

QString OptimizerPanel::statsText() const {
    return mStats->text();
}

double OptimizerPanel::smallestTickStep() const {
    return mChart->smallestTickStep();
}

int OptimizerPanel::chartPointCount() const {
    return mChart->pointCount();
}

void OptimizerPanel::updateButtons() {
    const bool running = isRunning();
    mStart->setEnabled(!running);
    mStop->setEnabled(running);
    const bool picked = mLevelList->currentRow() >= 0;
    mOpen->setEnabled(picked);
    mAdd->setEnabled(picked);
}

void OptimizerPanel::start() {
    if (mJob) return;
    OptimizerOptions o = options();
    try {
        o.check();
    } catch (const std::exception &e) {
        const QString text = tr("The optimizer cannot start: %1").arg(QString::fromStdString(e.what()));
        mStats->setText(text);
        mContext.log().warning(text);
        return;
    }
    mRunOptions = o;
    mRunSeed = seed();
    mLevels.clear();
    mLevelList->clear();
    mResult.reset();
    mLastIteration = 0;
    mChart->reset(o.iterations);
    mStats->setText(tr("Starting: looking for a first valid level…"));

    const std::uint64_t runSeed = mRunSeed;
    tessera::ui::JobOptions jobOptions;
    jobOptions.keepAllSnapshots = true; // every snapshot is a point on the curve
    jobOptions.quiet = true;            // onEnded logs how the run ended, with its time and counts
    mJob = mContext.jobs().start(
        tr("Linjat optimizer, %1x%2, seed %3").arg(o.generator.rows).arg(o.generator.cols).arg(runSeed),
        [o, runSeed](ProgressSink &progress, const CancelToken &cancel, JobContext &context) {
            OptimizerResult result = optimize(
                o, runSeed,
                [&context](const OptimizerSnapshot &s) { context.snapshot(QVariant::fromValue(s)); },
                &progress, &cancel);
            return QVariant::fromValue(result);
        },
        jobOptions);
    connect(mJob, &Job::snapshotReady, this,
            [this](const QVariant &v) { onSnapshot(v.value<OptimizerSnapshot>()); });
    connect(mJob, &Job::finished, this, [this](const QVariant &r) { onEnded(r, false); });
    connect(mJob, &Job::cancelled, this, [this](const QVariant &r) { onEnded(r, true); });
    connect(mJob, &Job::failed, this, [this](const QString &message) {
        mStats->setText(tr("The optimizer failed: %1").arg(message)); // the jobs list logs it
        mJob = nullptr;
        updateButtons();
        emit runningChanged(false);
    });
    mContext.log().info(tr("Linjat optimizer started: %1x%2, %3 numbers, %4 iterations, seed %5")
                            .arg(o.generator.rows)
                            .arg(o.generator.cols)
                            .arg(o.generator.numbers)
                            .arg(o.iterations)
                            .arg(runSeed));
    updateButtons();
    emit runningChanged(true);
}

void OptimizerPanel::stop() {
    if (mJob) mJob->cancel();
}

void OptimizerPanel::onSnapshot(const OptimizerSnapshot &s) {
    if (s.iteration < mLastIteration) return;
    mLastIteration = s.iteration;
    mChart->addSnapshot(s);
    const double seconds = mJob ? std::max(1e-3, mJob->elapsedMs() / 1000.0) : 1.0;
    mStats->setText(tr("Iteration %L1 of %L2 · best score %3 · acceptance %4% · %L5 it/s · pool %6")
                        .arg(s.iteration)
                        .arg(s.iterations)
                        .arg(s.best ? QString::number(s.bestScore, 'f', 1) : tr("—"))
                        .arg(100.0 * s.acceptanceRate, 0, 'f', 1)
                        .arg(qRound64(double(s.iteration) / seconds))
                        .arg(s.poolScores.size()));
    if (s.best) addListed(*s.best, s.iteration, false);
}

void OptimizerPanel::addListed(const PoolEntry &entry, long long iteration, bool final) {
    if (!mLevels.empty() && mLevels.front().entry.puzzle == entry.puzzle) {
        if (final) mLevelList->item(0)->setText(mLevelList->item(0)->text() + tr(" (final)"));
        return;
    }
    mLevels.insert(mLevels.begin(), Listed{entry, iteration});
    const Classification &c = entry.classification;
    auto *item = new QListWidgetItem(tr("score %1 · depth %2 · width %3\niteration %L4%5")
                                         .arg(c.score, 0, 'f', 1)
                                         .arg(c.depth)
                                         .arg(c.maxWidth)
                                         .arg(iteration)
                                         .arg(final ? tr(" (final)") : QString()));
    mLevelList->insertItem(0, item);
    mLevelList->setCurrentRow(0);
}

void OptimizerPanel::onEnded(const QVariant &value, bool cancelled) {
    const qint64 ms = mJob ? mJob->elapsedMs() : 0;
    const QString elapsed = mJob ? mJob->elapsedText() : tr("0 s");
    mJob = nullptr;
    if (value.canConvert<OptimizerResult>()) {
        const OptimizerResult r = value.value<OptimizerResult>();
        mResult = r;
        mChart->finish(r.iterations);
        if (r.best) addListed(*r.best, r.iterations, true);
        // Every final pool: the levels the run kept, each one verified.
        for (std::size_t t = 0; t < r.pools.size(); ++t)
            for (const PoolEntry &entry : r.pools[t]) addPoolMember(entry, int(t));
        const QString text =
            tr("%1 after %L2 iterations in %3 (%L4 it/s): %L5 solved by the solver, %L6 checked, %L7 kept, "
               "%L8 "
               "duplicates, %L9 ambiguous; best score %10")
                .arg(cancelled ? tr("Stopped") : tr("Finished"))
                .arg(r.iterations)
                .arg(elapsed)
                .arg(ms > 0 ? qRound64(r.iterations * 1000.0 / ms) : 0)
                .arg(r.solved)
                .arg(r.checked)
                .arg(r.kept)
                .arg(r.duplicates)
                .arg(r.ambiguous)
                .arg(r.best ? QString::number(r.best->classification.score, 'f', 1) : tr("—"));
        mStats->setText(text);
        mContext.log().info(tr("Linjat optimizer: %1").arg(text));
    }
    updateButtons();
    emit runningChanged(false);
}

void OptimizerPanel::addPoolMember(const PoolEntry &entry, int pool) {
    for (const Listed &l : mLevels)
        if (l.entry.puzzle == entry.puzzle) return;
    mLevels.push_back(Listed{entry, -1 - pool});
    const Classification &c = entry.classification;
    new QListWidgetItem(tr("score %1 · depth %2 · width %3\nfinal pool %4")
                            .arg(c.score, 0, 'f', 1)
                            .arg(c.depth)
                            .arg(c.maxWidth)
                            .arg(pool + 1),
                        mLevelList);
}

LevelOrigin OptimizerPanel::originOf(int row) const {
    const Listed &l = mLevels.at(std::size_t(row));
    LevelOrigin origin;
    const Puzzle &p = l.entry.puzzle;
    // The CLI's title for the same level (the score is in the statistics).
    origin.title =
        tr("%1x%2, %3 numbers, seed %4").arg(p.rows()).arg(p.cols()).arg(p.numberCount()).arg(mRunSeed);
    origin.provenance.seed = mRunSeed;
    Json options = Json::parse(mRunOptions.toJson().dump());
    if (l.iteration >= 0)
        options["heldAsBestAtIteration"] = l.iteration;
    else
        options["finalPoolOfThread"] = -l.iteration;
    origin.provenance.options = options;
    origin.provenance.generator = "linjat optimize";
    origin.tags = {"optimized"};
    origin.source = QStringLiteral("optimizer");
    return origin;
}

} // namespace tessera::linjat::ui
