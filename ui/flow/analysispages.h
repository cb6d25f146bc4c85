#pragma once

#include <QObject>

class QLabel;
class QPushButton;
class QSlider;
class QWidget;

namespace tessera::ui {
class ReportView;
}

namespace tessera::flow::ui {

class BoardView;
class LevelModel;

// The Flow workbench's Solve and Layers tabs over the document's analysis, and what the board draws
// with them: the uniqueness verdict and report with one of two solutions as pipes (the cells where the
// two differ outlined), or the grader's layers on a slider (the cells each layer decides outlined).
class AnalysisPages : public QObject {
    Q_OBJECT
public:
    AnalysisPages(LevelModel &model, BoardView &board, QObject *parent = nullptr);

    // The Solve tab: the verdict, Solve and the other-solution button, the report. solveTip is the
    // Solve action's.
    QWidget *createSolvePage(const QString &solveTip);
    QWidget *createLayersPage();

    QSlider *layerSlider() const { return mLayerSlider; }
    QString statusText() const;
    QString layerText() const;

    // The verdict, report, depths and slider range for the model's analysis; shown is the solution on
    // show (0 or 1), solving whether a Solve job is running.
    void showAnalysis(int shown, bool solving);
    // The board for the analysis: the slider's layer when onLayers (and graded), else the solution on
    // show.
    void updateBoard(int shownSolution, bool onLayers);

signals:
    void solveRequested();
    void otherSolutionRequested();
    void layerChanged();

private:
    LevelModel &mModel;
    BoardView &mBoard;
    QLabel *mUniqueness = nullptr;
    tessera::ui::ReportView *mStatus = nullptr;
    QPushButton *mToggle = nullptr;
    QSlider *mLayerSlider = nullptr;
    QLabel *mLayerLabel = nullptr;
    QLabel *mDepths = nullptr;
};

} // namespace tessera::flow::ui
