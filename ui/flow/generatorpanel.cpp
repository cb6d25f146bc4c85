#include "ui/flow/generatorpanel.h"

#include "flow/flowmodule.h"
#include "flow/packlevel.h"
#include "ui/common/commands/addlevelcommand.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/studiocontext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <memory>

namespace tessera::flow::ui {

namespace {

// What a generator job hands back: the levels as the pack keeps them (made in the worker by the core's
// generatedPackLevel, the CLI's call) and how many ran out of attempts.
struct GeneratorOutcome {
    std::vector<pack::Level> levels;
    int failed = 0;
};

} // namespace

} // namespace tessera::flow::ui

Q_DECLARE_METATYPE(std::shared_ptr<const tessera::flow::ui::GeneratorOutcome>)

namespace tessera::flow::ui {

namespace {
using OutcomePtr = std::shared_ptr<const GeneratorOutcome>;

QSpinBox *spin(int min, int max, int value, const QString &tip) {
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    box->setToolTip(tip);
    return box;
}
} // namespace

GeneratorPanel::GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent)
    : QWidget(parent)
    , mContext(context) {
    mRows = spin(2, kMaxSide, 9, tr("Board height in cells"));
    mCols = spin(2, kMaxSide, 9, tr("Board width in cells"));
    mMinColours = spin(1, kMaxColours, 8, tr("Fewest colours (pairs) a level may have"));
    mMaxColours = spin(1, kMaxColours, 9, tr("Most colours (pairs) a level may have"));
    mMethod = new QComboBox;
    mMethod->addItem(tr("Constructive"), int(GeneratorMethod::Constructive));
    mMethod->addItem(tr("Random endpoints"), int(GeneratorMethod::RandomEndpoints));
    mMethod->setToolTip(tr("Constructive: covers the board with paths first, scales to large boards; random "
                           "endpoints is the original "
                           "method and only practical up to about 6x6"));
    mRule = new QComboBox;
    mRule->addItem(tr("Strict"), int(Rule::Strict));
    mRule->addItem(tr("Any filling"), int(Rule::AnyFilling));
    mRule->setToolTip(tr("The rule every generated level is unique under. Strict: a path never touches "
                         "itself (the official levels' rule). Any filling: every filling counts"));
    mMinPath = spin(2, 4096, 3, tr("Fewest cells per path, endpoints included"));
    mMinBends = spin(0, 100, 0, tr("Fewest turns per path"));
    mMaxStraight = spin(0, kMaxSide, 0, tr("Longest straight run of a path in cells (0: any)"));
    mSquares = new QCheckBox(tr("Allow 2x2 blocks of one colour"));
    mSquares->setToolTip(tr("Only possible under the any-filling rule"));
    mAdjacentPair = new QCheckBox(tr("Allow a pair's two endpoints side by side"));
    mTouching = new QCheckBox(tr("Allow other colours' endpoints side by side"));
    mTouching->setChecked(true);
    mCount = spin(1, 10000, 10, tr("How many levels to add to the pack"));
    mSeed = spin(0, 2147483647, 1, tr("Level i of a run uses seed + i, so any level can be made again"));

    auto *form = new QFormLayout;
    auto *size = new QHBoxLayout;
    size->addWidget(mCols);
    size->addWidget(new QLabel(QStringLiteral("×")));
    size->addWidget(mRows);
    form->addRow(tr("Size (w × h):"), size);
    auto *colours = new QHBoxLayout;
    colours->addWidget(mMinColours);
    colours->addWidget(new QLabel(tr("to")));
    colours->addWidget(mMaxColours);
    form->addRow(tr("Colours:"), colours);
    form->addRow(tr("Method:"), mMethod);
    form->addRow(tr("Rule:"), mRule);
    form->addRow(tr("Min path length:"), mMinPath);
    form->addRow(tr("Min bends:"), mMinBends);
    form->addRow(tr("Max straight run:"), mMaxStraight);
    form->addRow(mSquares);
    form->addRow(mAdjacentPair);
    form->addRow(mTouching);
    form->addRow(tr("Count:"), mCount);
    form->addRow(tr("Seed:"), mSeed);

    mGenerate = new QPushButton(tr("Generate into pack"));
    mGenerate->setToolTip(tr("Generate the levels in the background and add them to the open pack (Ctrl+G)"));
    mCancel = new QPushButton(tr("Cancel"));
    mCancel->setToolTip(tr("Stop; the levels finished so far are still added"));
    mCancel->setEnabled(false);
    mProgress = new QProgressBar;
    mProgress->setRange(0, 1000);
    mProgress->setValue(0);
    mProgress->setTextVisible(true);
    mResult = new QLabel;
    mResult->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mGenerate, 1);
    buttons->addWidget(mCancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(mProgress);
    layout->addWidget(mResult);
    layout->addStretch(1);

    connect(mGenerate, &QPushButton::clicked, this, &GeneratorPanel::generate);
    connect(mCancel, &QPushButton::clicked, this, &GeneratorPanel::cancel);
}

GeneratorOptions GeneratorPanel::options() const {
    GeneratorOptions o;
    o.rows = mRows->value();
    o.cols = mCols->value();
    o.minColours = std::min(mMinColours->value(), mMaxColours->value());
    o.maxColours = std::max(mMinColours->value(), mMaxColours->value());
    o.method = GeneratorMethod(mMethod->currentData().toInt());
    o.rule = Rule(mRule->currentData().toInt());
    o.minPathLength = mMinPath->value();
    o.minBends = mMinBends->value();
    o.maxStraight = mMaxStraight->value();
    o.allowSquares = mSquares->isChecked();
    o.allowAdjacentPair = mAdjacentPair->isChecked();
    o.allowTouchingEndpoints = mTouching->isChecked();
    return o;
}

void GeneratorPanel::setOptions(const GeneratorOptions &o) {
    mRows->setValue(o.rows);
    mCols->setValue(o.cols);
    mMinColours->setValue(o.minColours);
    mMaxColours->setValue(o.maxColours);
    mMethod->setCurrentIndex(mMethod->findData(int(o.method)));
    mRule->setCurrentIndex(mRule->findData(int(o.rule)));
    mMinPath->setValue(o.minPathLength);
    mMinBends->setValue(o.minBends);
    mMaxStraight->setValue(o.maxStraight);
    mSquares->setChecked(o.allowSquares);
    mAdjacentPair->setChecked(o.allowAdjacentPair);
    mTouching->setChecked(o.allowTouchingEndpoints);
}

int GeneratorPanel::count() const {
    return mCount->value();
}

void GeneratorPanel::setCount(int count) {
    mCount->setValue(count);
}

std::uint64_t GeneratorPanel::seed() const {
    return std::uint64_t(mSeed->value());
}

void GeneratorPanel::setSeed(std::uint64_t seed) {
    mSeed->setValue(int(seed));
}

void GeneratorPanel::generate() {
    if (mJob) return;
    const GeneratorOptions opts = options();
    try {
        checkGeneratorOptions(opts);
    } catch (const std::exception &error) {
        mResult->setText(tr("Cannot generate: %1").arg(QString::fromUtf8(error.what())));
        mContext.log().warning(tr("Flow generator: %1").arg(QString::fromUtf8(error.what())));
        return;
    }
    const std::uint64_t runSeed = seed();
    const int n = count();
    auto function = [opts, runSeed, n](ProgressSink &progress, const CancelToken &cancel,
                                       tessera::ui::JobContext &) -> QVariant {
        auto outcome = std::make_shared<GeneratorOutcome>();
        const GenerationRun run = generateLevels(opts, runSeed, n, 0, 1, &progress, &cancel);
        outcome->failed = run.failed;
        for (const GenerationRun::Entry &entry : run.levels)
            outcome->levels.push_back(
                generatedPackLevel(entry.level.puzzle, levelSeed(runSeed, entry.index), opts));
        return QVariant::fromValue(OutcomePtr(outcome));
    };
    mJob = mContext.jobs().start(tr("Generate %1 Flow levels").arg(n), function);
    connect(mJob, &tessera::ui::Job::progressChanged, this, [this](double fraction, const QString &message) {
        if (fraction >= 0) mProgress->setValue(int(fraction * 1000));
        mProgress->setFormat(message.isEmpty() ? QStringLiteral("%p%") : message);
    });
    connect(mJob, &tessera::ui::Job::finished, this, [this](const QVariant &r) { finish(r, false); });
    connect(mJob, &tessera::ui::Job::cancelled, this, [this](const QVariant &r) { finish(r, true); });
    connect(mJob, &tessera::ui::Job::failed, this, [this](const QString &message) {
        mResult->setText(tr("Generation failed: %1").arg(message));
        mContext.log().error(tr("Flow generator failed: %1").arg(message));
        setRunning(false);
        emit levelsAdded(0);
    });
    mResult->setText(tr("Generating…"));
    setRunning(true);
}

void GeneratorPanel::cancel() {
    if (mJob) mJob->cancel();
}

void GeneratorPanel::finish(const QVariant &result, bool cancelled) {
    const OutcomePtr outcome = result.value<OutcomePtr>();
    int added = 0;
    if (outcome)
        added = tessera::ui::addLevelsAsOneStep(mContext.pack(), outcome->levels,
                                                tr("Generate %1 Flow levels").arg(outcome->levels.size()));
    const int failed = outcome ? outcome->failed : 0;
    QString text = tr("Added %n level(s) to the pack", nullptr, added);
    if (failed) text += tr("; %n ran out of attempts", nullptr, failed);
    if (cancelled) text += tr(" (cancelled)");
    mResult->setText(text + QLatin1Char('.'));
    mContext.log().info(tr("Flow generator: %1").arg(text));
    if (!cancelled) mProgress->setValue(mProgress->maximum());
    setRunning(false);
    emit levelsAdded(added);
}

void GeneratorPanel::setRunning(bool running) {
    if (!running) mJob.clear();
    mGenerate->setEnabled(!running);
    mCancel->setEnabled(running);
    emit runningChanged(running);
}

} // namespace tessera::flow::ui
