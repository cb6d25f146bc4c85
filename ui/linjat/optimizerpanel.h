#pragma once

#include "linjat/optimizer.h"
#include "ui/common/job.h"
#include "ui/linjat/levelmodel.h"

#include <QElapsedTimer>
#include <QMetaType>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace tessera::ui {
class StudioContext;
} // namespace tessera::ui

Q_DECLARE_METATYPE(tessera::linjat::OptimizerSnapshot)
Q_DECLARE_METATYPE(tessera::linjat::OptimizerResult)

namespace tessera::linjat::ui {

class BoardView;
class ScoreChart;

// Runs the core optimizer in the studio's job runner: options on the left (board, numbers, seed,
// iterations, pools, rule and width weights, target band), Start/Stop; a live score curve (best and
// pool per snapshot), acceptance rate, iterations per second and the best puzzle so far; every level
// the run has held as its best and, at the end, every member of the final pools; each one can be opened
// in the editor or added to the pack.
class OptimizerPanel : public QWidget {
    Q_OBJECT
public:
    explicit OptimizerPanel(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~OptimizerPanel() override;

    // The options and seed as the form has them.
    OptimizerOptions options() const;
    std::uint64_t seed() const;
    void setOptions(const OptimizerOptions &options, std::uint64_t seed);

    bool isRunning() const { return bool(mJob); }
    tessera::ui::Job *job() const { return mJob; }
    // The levels listed (best first as they came: the newest best on top).
    int levelCount() const { return int(mLevels.size()); }
    const PoolEntry &levelAt(int index) const { return mLevels.at(std::size_t(index)).entry; }
    QListWidget *levelList() const { return mLevelList; }
    QString statsText() const;
    int chartPointCount() const;
    const ScoreChart *scoreChart() const { return mChart; }
    // The smallest step between the chart's axis ticks (its labels are whole numbers).
    double smallestTickStep() const;
    const std::optional<OptimizerResult> &lastResult() const { return mResult; }

public slots:
    void start();
    void stop();

signals:
    void openInEditorRequested(const tessera::linjat::Puzzle &puzzle,
                               const tessera::linjat::ui::LevelOrigin &origin);
    void addToPackRequested(const tessera::linjat::Puzzle &puzzle,
                            const tessera::linjat::ui::LevelOrigin &origin);
    void runningChanged(bool running);
    // A rule or width weight changed: the editor's score follows the same weights.
    void weightsChanged();

private:
    struct Listed {
        PoolEntry entry;
        long long iteration = 0; // when it became the best; -1 - thread for a final pool member
    };
    QWidget *createOptionsForm();
    QWidget *createBoardGroup();
    QWidget *createRunGroup();
    QWidget *createWeightsGroup();
    QWidget *createBandGroup();
    QWidget *createProgressView(); // the statistics and the score chart
    QWidget *createLevelsView();   // the best level drawn, the list of levels and its buttons
    void connectControls();
    void onSnapshot(const OptimizerSnapshot &snapshot);
    void onEnded(const QVariant &result, bool cancelled);
    void addListed(const PoolEntry &entry, long long iteration, bool final);
    void addPoolMember(const PoolEntry &entry, int pool);
    void applyPreset(int index);
    LevelOrigin originOf(int row) const;
    void updateButtons();

    tessera::ui::StudioContext &mContext;
    QPointer<tessera::ui::Job> mJob;
    OptimizerOptions mRunOptions;
    std::uint64_t mRunSeed = 0;
    std::vector<Listed> mLevels;
    std::optional<OptimizerResult> mResult;
    long long mLastIteration = 0;

    QComboBox *mPreset;
    QSpinBox *mRows;
    QSpinBox *mCols;
    QSpinBox *mNumbers;
    QSpinBox *mSeed;
    QSpinBox *mIterations;
    QSpinBox *mPools;
    QCheckBox *mFromNumbers; // OptimizerOptions::dotsFromNumbers
    QSpinBox *mPool;
    std::vector<QDoubleSpinBox *> mWeights;
    QDoubleSpinBox *mWidthWeight;
    QGroupBox *mBand;
    QDoubleSpinBox *mBandMin;
    QDoubleSpinBox *mBandMax;
    QPushButton *mStart;
    QPushButton *mStop;

    QLabel *mStats;
    ScoreChart *mChart;
    BoardView *mBestView;
    QLabel *mBestCaption;
    QListWidget *mLevelList;
    QPushButton *mOpen;
    QPushButton *mAdd;
};

} // namespace tessera::linjat::ui
