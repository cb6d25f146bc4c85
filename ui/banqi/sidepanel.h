#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace tessera::banqi::ui {

class MatchPanel;

// The workbench's side panel, four tabs of plain widgets (the workbench wires them):
// Play (opponent, side, seed and new deal, take back, status, the move list, the hidden pool with the
// chance of each piece on the next flip), Insight (the chain overlay, the chain bot's wishes, the
// search's top moves), Challenge (the position editor, rules, goal, rating, add to pack), Match.
class SidePanel : public QWidget {
    Q_OBJECT
public:
    explicit SidePanel(QWidget *parent = nullptr);

    QTabWidget *tabs;
    // Play
    QComboBox *opponent;
    QSpinBox *nodes;
    QComboBox *side;
    QSpinBox *seed;
    QPushButton *newDeal;
    QPushButton *takeBack;
    QLabel *status;
    QListWidget *moves;
    QTableWidget *pool;
    // Insight
    QCheckBox *chainOverlay;
    QLabel *chainWhy;
    QListWidget *wishes;
    QPushButton *searchMoves;
    QListWidget *topMoves;
    // Challenge
    QCheckBox *editMode;
    QComboBox *brush;
    QComboBox *hiddenType;
    QComboBox *sideToMove;
    QLineEdit *notation;
    QPushButton *applyNotation;
    QComboBox *variant;
    QComboBox *cannon;
    QComboBox *goal;
    QSpinBox *goalPlies;
    QPushButton *rate;
    QLabel *rating;
    QPushButton *addToPack;
    // Match
    MatchPanel *match;

private:
    void fitNarrowWidth();
};

} // namespace tessera::banqi::ui
