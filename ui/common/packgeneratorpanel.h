#pragma once

#include "common/progress.h"
#include "common/seedrange.h"
#include "pack/generatedlevels.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace tessera::ui {

class Job;
class StudioContext;

// What a generator job hands back to the GUI thread: the module's core generate pipeline's result (the
// same function the CLI's generate verb runs, so the same seeds give the same pack levels).
using GeneratedLevels = pack::GeneratedLevels;

// The work of one run, done in a worker: the levels of range, reporting progress, stopping on cancel
// with what is finished.
using GenerateFunction =
    std::function<GeneratedLevels(const SeedRange &range, ProgressSink &, const CancelToken &)>;

// The part every "generate into the pack" panel shares: count and seed under the module's own form,
// Generate and Cancel, the job in a worker with its progress bar, and everything finished (also when
// cancelled) added to the pack as one undoable step. A module supplies its form and prepare().
class PackGeneratorPanel : public QWidget {
    Q_OBJECT
public:
    int count() const;
    void setCount(int count);
    std::uint64_t seed() const;
    void setSeed(std::uint64_t seed);
    bool isRunning() const { return !mJob.isNull(); }
    QPushButton *generateButton() const { return mGenerate; }
    QString resultText() const;

public slots:
    void generate();
    void cancel();

signals:
    // After a run ended: how many levels went into the pack.
    void levelsAdded(int count);
    void runningChanged(bool running);

protected:
    // level and levels name what is made ("Flow level", "Flow levels"), in the job's title, the undo
    // step, the result line and the log.
    PackGeneratorPanel(StudioContext &context, const QString &level, const QString &levels, QWidget *parent);
    // The module's fields go in this form; Count and Seed rows follow them.
    QFormLayout *form() const { return mForm; }
    // Called by the subclass's constructor once its rows are in the form.
    void finishForm();
    // Checks the form and returns the run's work; throws std::exception with the reason when the
    // form does not describe a valid run.
    virtual GenerateFunction prepare() const = 0;
    StudioContext &context() const { return mContext; }

private:
    void finish(const QVariant &result, bool cancelled);
    void showResult(const QString &text);
    void setRunning(bool running);

    StudioContext &mContext;
    // "1 Flow level", "2 Flow levels".
    QString counted(std::size_t n) const;
    QString mLevel;
    QString mLevels;
    QFormLayout *mForm;
    QSpinBox *mCount;
    QSpinBox *mSeed;
    QPushButton *mGenerate;
    QPushButton *mCancel;
    QProgressBar *mProgress;
    QLabel *mResult;
    QPointer<Job> mJob;
};

} // namespace tessera::ui
