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
// Play (the seed and New Deal, the game's colours and counts, the studio's play bar, shown by the
// workbench in play mode only, the hidden pool with the chance of each piece on the next flip), Insight
// (the chain overlay, the chain bot's wishes, the search's top moves), Challenge (the opponent, the
// player's side, the position editor, rules, goal, rating, add to pack), Match.
class SidePanel : public QWidget {
    Q_OBJECT
public:
    // playBar: the play mode's bar (tessera::ui::PlayBar), shown in the Play tab.
    explicit SidePanel(QWidget *playBar, QWidget *parent = nullptr);

    QTabWidget *tabs;
    // Play
    QSpinBox *seed;
    QPushButton *newDeal;
    QLabel *status;
    QTableWidget *pool;
    // Insight
    QCheckBox *chainOverlay;
    QLabel *chainWhy;
    QListWidget *wishes;
    QPushButton *searchMoves;
    QListWidget *topMoves;
    // Challenge
    QComboBox *opponent;
    QSpinBox *nodes;
    QComboBox *side;
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
