#include "ui/balls/generatorpanel.h"

#include "balls/ballsmodule.h"
#include "balls/packlevel.h"
#include "common/error.h"
#include "ui/common/commands/addlevelcommand.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/studiocontext.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <memory>

namespace tessera::balls::ui {

// What a generator job hands back to the GUI thread.
struct GeneratorOutcome {
    std::vector<pack::Level> levels;
    int failed = 0;
    std::string lastFailure;
};
using OutcomePtr = std::shared_ptr<const GeneratorOutcome>;

} // namespace tessera::balls::ui

Q_DECLARE_METATYPE(tessera::balls::ui::OutcomePtr)

namespace tessera::balls::ui {

GeneratorPanel::GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent)
    : QWidget(parent)
    , mContext(context) {
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createForm());
    mGenerate = new QPushButton(tr("Generate into Pack"));
    mCancel = new QPushButton(tr("Cancel"));
    mCancel->setEnabled(false);
    mCancel->setToolTip(tr("Stop; the levels finished so far are still added"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mGenerate);
    buttons->addWidget(mCancel);
    layout->addLayout(buttons);
    mProgress = new QProgressBar;
    mProgress->setRange(0, 1000);
    mProgress->setValue(0);
    layout->addWidget(mProgress);
    mResult = new QLabel;
    mResult->setWordWrap(true);
    layout->addWidget(mResult);
    layout->addStretch(1);
    connect(mGenerate, &QPushButton::clicked, this, &GeneratorPanel::generate);
    connect(mCancel, &QPushButton::clicked, this, &GeneratorPanel::cancel);
}

QWidget *GeneratorPanel::createForm() {
    auto spin = [](int lo, int hi, int value) {
        auto *s = new QSpinBox;
        s->setRange(lo, hi);
        s->setValue(value);
        return s;
    };
    mRows = spin(kMinSide, kMaxSide, 8);
    mCols = spin(kMinSide, kMaxSide, 8);
    mBalls = spin(1, kMaxSide * kMaxSide - 1, 10);
    mBlocks = spin(0, 64, 0);
    mSeed = spin(0, 1000000000, 1);
    mCount = spin(1, 10000, 10);
    mWeights = new QLineEdit(QStringLiteral("1,2,3,4"));
    mWeights->setToolTip(tr("Weight of a black-ball shift of 0, 1, 2, … cells; the last weight holds for "
                            "longer shifts (the seed favours long shifts)"));
    auto number = [](double hi, double value, int decimals, double step) {
        auto *s = new QDoubleSpinBox;
        s->setRange(0, hi);
        s->setDecimals(decimals);
        s->setSingleStep(step);
        s->setValue(value);
        return s;
    };
    mMinWin = number(1, 0, 3, 0.01);
    mMaxWin = number(1, 1, 3, 0.01);
    mMinDifficulty = number(10, 0, 1, 0.5);
    mMaxDifficulty = number(10, 10, 1, 0.5);
    mUnique = new QCheckBox(tr("Exactly one solution"));
    auto *form = new QWidget;
    auto *f = new QFormLayout(form);
    f->setContentsMargins(0, 0, 0, 0);
    // One field per row: the panel stays narrow enough to leave the field room in a small window.
    f->addRow(tr("Rows:"), mRows);
    f->addRow(tr("Columns:"), mCols);
    f->addRow(tr("White balls:"), mBalls);
    f->addRow(tr("Blocks:"), mBlocks);
    f->addRow(tr("Shift weights:"), mWeights);
    mMinWin->setToolTip(tr("Keep levels a random player wins with at least this probability"));
    mMaxWin->setToolTip(tr("… and at most this probability"));
    f->addRow(tr("Random win ≥"), mMinWin);
    f->addRow(tr("Random win ≤"), mMaxWin);
    f->addRow(tr("Difficulty ≥"), mMinDifficulty);
    f->addRow(tr("Difficulty ≤"), mMaxDifficulty);
    f->addRow(QString(), mUnique);
    f->addRow(tr("Seed:"), mSeed);
    f->addRow(tr("Count:"), mCount);
    return form;
}

BandOptions GeneratorPanel::options() const {
    BandOptions o;
    o.generator.rows = mRows->value();
    o.generator.cols = mCols->value();
    o.generator.balls = mBalls->value();
    o.generator.blocks = mBlocks->value();
    o.generator.shiftWeights.clear();
    for (const QString &w : mWeights->text().split(QLatin1Char(','))) {
        bool ok = false;
        const double v = w.trimmed().toDouble(&ok);
        if (!ok)
            throw Error("shift weights: \"" + mWeights->text().toStdString() + "\" is not a list of numbers");
        o.generator.shiftWeights.push_back(v);
    }
    o.minRandomWin = mMinWin->value();
    o.maxRandomWin = mMaxWin->value();
    o.minDifficulty = mMinDifficulty->value();
    o.maxDifficulty = mMaxDifficulty->value();
    o.unique = mUnique->isChecked();
    return o;
}

void GeneratorPanel::setSize(int rows, int cols, int balls) {
    mRows->setValue(rows);
    mCols->setValue(cols);
    mBalls->setValue(balls);
}

void GeneratorPanel::setCount(int count) {
    mCount->setValue(count);
}
void GeneratorPanel::setSeed(std::uint64_t seed) {
    mSeed->setValue(int(seed));
}
std::uint64_t GeneratorPanel::seed() const {
    return std::uint64_t(mSeed->value());
}
QString GeneratorPanel::resultText() const {
    return mResult->text();
}

void GeneratorPanel::generate() {
    if (mJob) return;
    BandOptions opts;
    try {
        opts = options();
        checkBandOptions(opts);
    } catch (const std::exception &error) {
        mResult->setText(tr("Cannot generate: %1").arg(QString::fromUtf8(error.what())));
        return;
    }
    const std::uint64_t runSeed = seed();
    const int n = mCount->value();
    auto function = [opts, runSeed, n](ProgressSink &progress, const CancelToken &cancel,
                                       tessera::ui::JobContext &) -> QVariant {
        auto outcome = std::make_shared<GeneratorOutcome>();
        const BandRun run = generateBand(opts, runSeed, n, 0, 1, &progress, &cancel);
        outcome->failed = run.failed;
        outcome->lastFailure = run.lastFailure;
        for (const BandRun::Entry &e : run.levels)
            outcome->levels.push_back(generatedPackLevel(e.level, runSeed + std::uint64_t(e.index), opts));
        return QVariant::fromValue(OutcomePtr(outcome));
    };
    mJob = mContext.jobs().start(tr("Generate %1 ball-push levels").arg(n), function);
    connect(mJob, &tessera::ui::Job::progressChanged, this, [this](double fraction, const QString &message) {
        if (fraction >= 0) mProgress->setValue(int(fraction * 1000));
        mProgress->setFormat(message.isEmpty() ? QStringLiteral("%p%") : message);
    });
    connect(mJob, &tessera::ui::Job::finished, this, [this](const QVariant &r) { finish(r, false); });
    connect(mJob, &tessera::ui::Job::cancelled, this, [this](const QVariant &r) { finish(r, true); });
    connect(mJob, &tessera::ui::Job::failed, this, [this](const QString &message) {
        mResult->setText(tr("Generation failed: %1").arg(message));
        mContext.log().error(tr("Ball-push generator failed: %1").arg(message));
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
        added = tessera::ui::addLevelsAsOneStep(
            mContext.pack(), outcome->levels, tr("Generate %1 ball-push levels").arg(outcome->levels.size()));
    QString text = tr("Added %n level(s) to the pack", nullptr, added);
    if (outcome && outcome->failed)
        text += tr("; %n not found (%1)", nullptr, outcome->failed)
                    .arg(QString::fromStdString(outcome->lastFailure));
    if (cancelled) text += tr(" (cancelled)");
    mResult->setText(text + QLatin1Char('.'));
    mContext.log().info(tr("Ball-push generator: %1").arg(text));
    if (!cancelled) mProgress->setValue(mProgress->maximum());
    setRunning(false);
    emit levelsAdded(added);
}

void GeneratorPanel::setRunning(bool running) {
    if (!running) mJob.clear();
    mGenerate->setEnabled(!running);
    mCancel->setEnabled(running);
}

} // namespace tessera::balls::ui
