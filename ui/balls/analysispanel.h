#pragma once

#include "balls/analyser.h"

#include <QWidget>

class QCheckBox;
class QLabel;

namespace tessera::balls::ui {

// The ball-push workbench's Analysis tab: the verdict (solvable, how many solutions), the analysis's
// statistics as the pack level keeps them, and the overlays' switches (the first pushes coloured, the
// what-if map with its key). It shows what the core's analysis says; the workbench runs it.
class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget *parent = nullptr);

    void showAnalysing();
    void showFailed();
    // hasBlocks: the solution count is of the shortest solutions only.
    void showAnalysis(const Analysis &analysis, bool hasBlocks);
    QString verdictText() const;

    bool firstMovesShown() const;
    bool whatIfShown() const;
    void setWhatIfShown(bool shown);

signals:
    void firstMovesToggled();
    void whatIfToggled();

private:
    QWidget *createOverlaySwitches();
    QLabel *mVerdict;
    QLabel *mStats;
    QCheckBox *mFirstMoves;
    QCheckBox *mWhatIf;
    QLabel *mHeatKey;
};

} // namespace tessera::balls::ui
