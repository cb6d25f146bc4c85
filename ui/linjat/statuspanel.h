#pragma once

#include "ui/linjat/levelanalysis.h"

#include <QWidget>

#include <array>
#include <vector>

class QLabel;
class QLayout;
class QVBoxLayout;

namespace tessera::linjat::ui {

class BoardView;

// The editor's live verdict on the puzzle: unique? solvable by deduction? score, depth, widest layer,
// per-rule depths; the solution, or two different solutions with the lines that differ in orange.
class StatusPanel : public QWidget {
    Q_OBJECT
public:
    explicit StatusPanel(QWidget *parent = nullptr);

    void showAnalysis(const LevelAnalysisPtr &analysis);
    void setBusy(bool busy);

    // For tests and tooltips: the texts shown.
    QString verdictText() const;
    QString solutionsText() const;
    QString deductionText() const;
    BoardView *solutionView(int index) const { return index == 0 ? mSolutionA : mSolutionB; }

private:
    QLabel *createVerdict();
    QLayout *createCountsForm();
    QLayout *createNumbersGrid();
    QLayout *createRulesGrid();
    QWidget *createSolutionBox();
    void placeSolutionBox(bool underCounts);

    QVBoxLayout *mLayout;
    QLabel *mVerdict;
    QLabel *mBusy;
    QLabel *mSolutions;
    QLabel *mDeduction;
    QLabel *mScore;
    QLabel *mDepth;
    QLabel *mWidth;
    QLabel *mTime;
    // Per rule: layers, widest layer, weight.
    std::vector<std::array<QLabel *, 4>> mRules;
    QLabel *mSolutionCaption;
    QLabel *mCaptionA;
    QLabel *mCaptionB;
    BoardView *mSolutionA;
    BoardView *mSolutionB;
    QWidget *mSolutionBox;
};

} // namespace tessera::linjat::ui
