#pragma once

#include "banqi/match.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QChartView;
class QComboBox;
class QLayout;
class QLineSeries;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QValueAxis;

namespace tessera::ui {
class Job;
class JobRunner;
} // namespace tessera::ui

namespace tessera::banqi::ui {

// The match runner: bots A and B, rules, games, threads, seed; Run plays the match in a worker
// (core runMatch) with a progress bar and Cancel; the results table (wins, draws, losses, the score
// with its Wilson interval, Elo, draws by cause, plies, time per move) and a chart of A's running score.
class MatchPanel : public QWidget {
    Q_OBJECT
public:
    explicit MatchPanel(QWidget *parent = nullptr);
    ~MatchPanel() override;

    void setJobs(tessera::ui::JobRunner *jobs) { mJobs = jobs; }
    MatchOptions options() const;
    // Starts the match; false when one is running or there is no job runner.
    bool run();
    void cancel();
    bool isRunning() const { return !mJob.isNull(); }
    const std::optional<MatchResult> &result() const { return mResult; }

    QComboBox *botA;
    QComboBox *botB;
    QComboBox *variant;
    QComboBox *cannon;
    QSpinBox *games;
    QSpinBox *threads;
    QSpinBox *seed;
    QSpinBox *nodes;
    QPushButton *runButton;
    QPushButton *cancelButton;
    QProgressBar *progress;
    QTableWidget *table;
    QLineSeries *runningScore;

signals:
    void matchEnded();

private:
    // The games' axis: 0 to the games to play, ticks on whole games.
    void setGames(int games);
    QLayout *createOptionsForm();
    QLayout *createRunButtons();
    QWidget *createResultsTable();
    QWidget *createChart();
    void showResult(const MatchResult &r);
    void addGame(int resultA);
    tessera::ui::JobRunner *mJobs = nullptr;
    QPointer<tessera::ui::Job> mJob;
    std::optional<MatchResult> mResult;
    QChartView *mChart;
    QValueAxis *mX;
    double mPoints = 0;
    int mPlayed = 0;
};

} // namespace tessera::banqi::ui
