#pragma once

#include "balls/bandgenerator.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace tessera::ui {
class Job;
class StudioContext;
} // namespace tessera::ui

namespace tessera::balls::ui {

// Fills the open pack with generated levels: size, balls, blocks, shift weights, the random-win band,
// unique-only, count and seed go to the core's band generator in a worker (JobRunner); everything
// finished (also when cancelled) is added to the pack as one undoable step with its provenance.
class GeneratorPanel : public QWidget {
    Q_OBJECT

public:
    explicit GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    // Throws Error when the weights do not parse.
    BandOptions options() const;
    void setSize(int rows, int cols, int balls);
    void setCount(int count);
    void setSeed(std::uint64_t seed);
    std::uint64_t seed() const;
    bool isRunning() const { return !mJob.isNull(); }
    QString resultText() const;

public slots:
    void generate();
    void cancel();

signals:
    void levelsAdded(int count);

private:
    QWidget *createForm();
    void finish(const QVariant &result, bool cancelled);
    void setRunning(bool running);

    tessera::ui::StudioContext &mContext;
    QSpinBox *mRows, *mCols, *mBalls, *mBlocks, *mCount, *mSeed;
    QLineEdit *mWeights;
    QDoubleSpinBox *mMinWin, *mMaxWin, *mMinDifficulty, *mMaxDifficulty;
    QCheckBox *mUnique;
    QPushButton *mGenerate, *mCancel;
    QProgressBar *mProgress;
    QLabel *mResult;
    QPointer<tessera::ui::Job> mJob;
};

} // namespace tessera::balls::ui
