#pragma once

#include "flow/generator.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace tessera::ui {
class Job;
class StudioContext;
} // namespace tessera::ui

namespace tessera::flow::ui {

// Fills the open pack with generated levels: size, colours, quality options, count and seed go to the
// core's generator in a worker (JobRunner); each level is graded there too, and everything finished —
// also when cancelled — is added to the pack as one undoable step with its provenance.
class GeneratorPanel : public QWidget {
    Q_OBJECT
public:
    explicit GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent = nullptr);

    GeneratorOptions options() const;
    void setOptions(const GeneratorOptions &options);
    int count() const;
    void setCount(int count);
    std::uint64_t seed() const;
    void setSeed(std::uint64_t seed);
    bool isRunning() const { return !mJob.isNull(); }
    QPushButton *generateButton() const { return mGenerate; }

public slots:
    void generate();
    void cancel();

signals:
    // After a run ended: how many levels went into the pack.
    void levelsAdded(int count);
    void runningChanged(bool running);

private:
    void finish(const QVariant &result, bool cancelled);
    void setRunning(bool running);

    tessera::ui::StudioContext &mContext;
    QSpinBox *mRows;
    QSpinBox *mCols;
    QSpinBox *mMinColours;
    QSpinBox *mMaxColours;
    QComboBox *mMethod;
    QComboBox *mRule;
    QSpinBox *mMinPath;
    QSpinBox *mMinBends;
    QSpinBox *mMaxStraight;
    QCheckBox *mSquares;
    QCheckBox *mAdjacentPair;
    QCheckBox *mTouching;
    QSpinBox *mCount;
    QSpinBox *mSeed;
    QPushButton *mGenerate;
    QPushButton *mCancel;
    QProgressBar *mProgress;
    QLabel *mResult;
    QPointer<tessera::ui::Job> mJob;
};

} // namespace tessera::flow::ui
