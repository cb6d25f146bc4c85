#include "ui/common/packgeneratorpanel.h"

#include "ui/common/commands/addlevelcommand.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/studiocontext.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>

using GeneratedLevelsPtr = std::shared_ptr<const tessera::ui::GeneratedLevels>;
Q_DECLARE_METATYPE(GeneratedLevelsPtr)

namespace tessera::ui {

PackGeneratorPanel::PackGeneratorPanel(StudioContext &context, const QString &level, const QString &levels,
                                       QWidget *parent)
    : QWidget(parent)
    , mContext(context)
    , mLevel(level)
    , mLevels(levels)
    , mForm(new QFormLayout)
    , mCount(new QSpinBox)
    , mSeed(new QSpinBox)
    , mGenerate(new QPushButton(tr("Generate into Pack")))
    , mCancel(new QPushButton(tr("Cancel")))
    , mProgress(new QProgressBar)
    , mResult(new QLabel) {
    mCount->setRange(1, 10000);
    mCount->setValue(10);
    mCount->setToolTip(tr("How many levels to add to the pack"));
    mSeed->setRange(0, 2147483647);
    mSeed->setValue(1);
    mSeed->setToolTip(tr("Level i of a run uses seed + i, so any level can be made again"));
    mGenerate->setToolTip(tr("Generate the levels in the background and add them to the open pack"));
    mCancel->setToolTip(tr("Stop; the levels finished so far are still added"));
    mCancel->setEnabled(false);
    mProgress->setRange(0, 1000);
    mProgress->setValue(0);
    mResult->setWordWrap(true);
    mForm->setContentsMargins(0, 0, 0, 0);
    connect(mGenerate, &QPushButton::clicked, this, &PackGeneratorPanel::generate);
    connect(mCancel, &QPushButton::clicked, this, &PackGeneratorPanel::cancel);
}

void PackGeneratorPanel::finishForm() {
    mForm->addRow(tr("Count:"), mCount);
    mForm->addRow(tr("Seed:"), mSeed);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mGenerate, 1);
    buttons->addWidget(mCancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(mForm);
    layout->addLayout(buttons);
    layout->addWidget(mProgress);
    layout->addWidget(mResult);
    layout->addStretch(1);
}

QString PackGeneratorPanel::counted(std::size_t n) const {
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? mLevel : mLevels);
}

int PackGeneratorPanel::count() const {
    return mCount->value();
}

void PackGeneratorPanel::setCount(int count) {
    mCount->setValue(count);
}

std::uint64_t PackGeneratorPanel::seed() const {
    return std::uint64_t(mSeed->value());
}

void PackGeneratorPanel::setSeed(std::uint64_t seed) {
    mSeed->setValue(int(seed));
}

QString PackGeneratorPanel::resultText() const {
    return mResult->text();
}

void PackGeneratorPanel::generate() {
    if (mJob) return;
    GenerateFunction work;
    try {
        work = prepare();
    } catch (const std::exception &error) {
        showResult(tr("Cannot generate: %1").arg(QString::fromUtf8(error.what())));
        mContext.log().warning(tr("Generate %1: %2").arg(mLevels, QString::fromUtf8(error.what())));
        return;
    }
    SeedRange range;
    range.seed = seed();
    range.count = count();
    const int n = range.count;
    auto function = [work, range](ProgressSink &progress, const CancelToken &cancel, JobContext &) {
        return QVariant::fromValue(
            GeneratedLevelsPtr(std::make_shared<GeneratedLevels>(work(range, progress, cancel))));
    };
    // Quiet: finish() logs how the run ended, with its time (the jobs list would add a second line).
    JobOptions options;
    options.quiet = true;
    mJob = mContext.jobs().start(tr("Generate %1").arg(counted(std::size_t(n))), function, options);
    connect(mJob, &Job::progressChanged, this, [this](double fraction, const QString &message) {
        if (fraction >= 0) mProgress->setValue(int(fraction * 1000));
        mProgress->setFormat(message.isEmpty() ? QStringLiteral("%p%") : message);
    });
    connect(mJob, &Job::finished, this, [this](const QVariant &r) { finish(r, false); });
    connect(mJob, &Job::cancelled, this, [this](const QVariant &r) { finish(r, true); });
    connect(mJob, &Job::failed, this, [this](const QString &message) {
        showResult(tr("Generation failed: %1").arg(message)); // the jobs list logs it
        setRunning(false);
        emit levelsAdded(0);
    });
    showResult(tr("Generating…"));
    setRunning(true);
}

void PackGeneratorPanel::cancel() {
    if (mJob) mJob->cancel();
}

void PackGeneratorPanel::finish(const QVariant &result, bool cancelled) {
    const GeneratedLevelsPtr outcome = result.value<GeneratedLevelsPtr>();
    int added = 0;
    if (outcome)
        added = addLevelsAsOneStep(mContext.pack(), outcome->levels,
                                   tr("Generate %1").arg(counted(outcome->levels.size())));
    const QString addedText = tr("Added %1 to the pack").arg(counted(std::size_t(added)));
    QString rest;
    if (outcome && outcome->failed) {
        rest += tr("; %n not found", nullptr, outcome->failed);
        if (!outcome->lastFailure.empty())
            rest += QStringLiteral(" (%1)").arg(QString::fromStdString(outcome->lastFailure));
    }
    if (cancelled) rest += tr(" (cancelled)");
    showResult(addedText + rest + QLatin1Char('.'));
    // The job is quiet, so this is the log's one line about the run.
    mContext.log().info(
        tr("Generate %1: %2 in %3%4").arg(mLevels, addedText, mJob ? mJob->elapsedText() : tr("0 s"), rest));
    // The last progress message named a level on the way; the full bar says the run is over.
    if (!cancelled) mProgress->setValue(mProgress->maximum());
    mProgress->setFormat(QStringLiteral("%p%"));
    setRunning(false);
    emit levelsAdded(added);
}

// How the run goes is what the user waits for: the line comes into sight where the panel scrolls (at
// 1024x700 the result of a run sat under the fold), once the layout has taken its new text.
void PackGeneratorPanel::showResult(const QString &text) {
    mResult->setText(text);
    QTimer::singleShot(0, mResult, [this] {
        for (QWidget *w = parentWidget(); w; w = w->parentWidget())
            if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
                scroll->ensureWidgetVisible(mResult, 0, 4);
                return;
            }
    });
}

void PackGeneratorPanel::setRunning(bool running) {
    if (!running) mJob.clear();
    mGenerate->setEnabled(!running);
    mCancel->setEnabled(running);
    emit runningChanged(running);
}

} // namespace tessera::ui
