#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSlider;
class QSpinBox;

namespace tessera::foxhunt::ui {

class HeatKey;

// The workbench's side panel: mode (play or edit the placement), the score and the tracker's verdict,
// the heat map toggle and key, the auto-prober (strategy, step, run to the end at a speed), the studio's
// play bar (take back, restart, hint, give up, the clock and the probes), and a new random level. The
// workbench connects its controls; the panel only lays them out.
class PlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayPanel(QWidget *playBar, QWidget *parent = nullptr);

    QRadioButton *playMode;
    QRadioButton *editMode;
    QLabel *score;
    QLabel *verdict;
    QCheckBox *heat;
    HeatKey *key;
    QComboBox *strategy;
    QPushButton *step;
    QPushButton *run;
    QSlider *speed;
    QSpinBox *rows;
    QSpinBox *cols;
    QSpinBox *foxes;
    QSpinBox *seed;
    QPushButton *newLevel;

    // Milliseconds between two auto-probes at the slider's speed.
    int interval() const;

private:
    QWidget *createPlayBox();
    QWidget *createLevelBox();
};

} // namespace tessera::foxhunt::ui
