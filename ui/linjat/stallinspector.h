#pragma once

#include "ui/linjat/levelanalysis.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QComboBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace tessera::linjat::ui {

class BoardView;

// Where the leak-free solver stops (stuck or contradiction): every open number with its remaining
// lines (all drawn faintly, or cycled one at a time), every uncovered dot with its candidate numbers,
// what kind of deduction would be needed next when that is known, and the dot the generator would add.
class StallInspector : public QWidget {
    Q_OBJECT
public:
    explicit StallInspector(QWidget *parent = nullptr);

    void setAnalysis(const LevelAnalysisPtr &analysis);
    // Whether the analysed level stalls (there is something to inspect).
    bool hasStall() const;

    QTreeWidget *tree() const { return mTree; }
    BoardView *view() const { return mView; }
    QPushButton *addDotButton() const { return mAddDot; }
    QPushButton *finishButton() const { return mFinish; }
    QString neededText() const;
    QString generatorDotText() const;
    QString headlineText() const;
    int openNumberCount() const { return int(mOpenNumbers.size()); }
    int uncoveredDotCount() const { return int(mOpenDots.size()); }

public slots:
    // Shows the next (or previous) line of each open number, one at a time.
    void cyclePlacements(int step = 1);

signals:
    void addGeneratorDotRequested(int row, int col);
    void finishLevelRequested();

private:
    enum class Mode { All, Cycle };
    QWidget *createBoard();
    QWidget *createSide();
    void connectParts();
    void createShortcuts();
    void rebuild();
    void redraw();
    void onCurrentItemChanged(QTreeWidgetItem *item);

    LevelAnalysisPtr mAnalysis;
    std::vector<int> mOpenNumbers;
    std::vector<QPoint> mOpenDots; // (col, row)
    int mCycle = 0;
    int mSelectedNumber = -1;
    int mSelectedPlacement = -1;
    QPoint mSelectedDot = QPoint(-1, -1);
    BoardView *mView;
    QLabel *mHeadline;
    QLabel *mNeeded;
    QLabel *mGeneratorDot;
    QPushButton *mAddDot;
    QPushButton *mFinish;
    QComboBox *mMode;
    QPushButton *mCycleButton;
    QTreeWidget *mTree;
};

} // namespace tessera::linjat::ui
