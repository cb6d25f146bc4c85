#include "ui/foxhunt/playpanel.h"

#include "foxhunt/level.h"
#include "foxhunt/strategy.h"
#include "ui/foxhunt/heatkey.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace tessera::foxhunt::ui {

PlayPanel::PlayPanel(QWidget *playBar, QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *modes = new QHBoxLayout;
    playMode = new QRadioButton(tr("Play"));
    playMode->setToolTip(tr("Click a cell to probe it"));
    editMode = new QRadioButton(tr("Edit placement"));
    editMode->setToolTip(
        tr("Click: place or take away a fox. Right click: an opening probe (made before play)"));
    playMode->setChecked(true);
    modes->addWidget(playMode);
    modes->addWidget(editMode);
    modes->addStretch(1);
    layout->addLayout(modes);
    score = new QLabel;
    QFont big = score->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    score->setFont(big);
    score->setWordWrap(true);
    verdict = new QLabel;
    verdict->setWordWrap(true);
    layout->addWidget(score);
    layout->addWidget(verdict);
    layout->addWidget(createPlayBox());
    layout->addWidget(playBar, 1);
    layout->addWidget(createLevelBox());
}

QWidget *PlayPanel::createPlayBox() {
    auto *box = new QGroupBox(tr("Odds and auto-prober"));
    auto *layout = new QVBoxLayout(box);
    heat = new QCheckBox(tr("Heat map (H)"));
    heat->setToolTip(tr("Colour every unprobed cell by the chance that it hides a fox, in per cent"));
    heat->setChecked(true);
    key = new HeatKey;
    layout->addWidget(heat);
    layout->addWidget(key);
    auto *form = new QFormLayout;
    strategy = new QComboBox;
    for (Strategy s : allStrategies()) strategy->addItem(QString::fromUtf8(strategyName(s)));
    strategy->setCurrentIndex(int(Strategy::TwoStep));
    strategy->setToolTip(tr("How the auto-prober picks its probe (core/foxhunt/README.md)"));
    form->addRow(tr("Strategy:"), strategy);
    speed = new QSlider(Qt::Horizontal);
    speed->setRange(0, 10);
    speed->setValue(6);
    speed->setToolTip(tr("Run speed: from one probe a second to as fast as the prober decides"));
    form->addRow(tr("Speed:"), speed);
    layout->addLayout(form);
    auto *buttons = new QHBoxLayout;
    step = new QPushButton(tr("Step"));
    step->setToolTip(tr("Let the auto-prober make one probe (N)"));
    run = new QPushButton(tr("Run to end"));
    run->setCheckable(true);
    run->setToolTip(tr("Let the auto-prober play on until every fox is found; press again to stop"));
    buttons->addWidget(step);
    buttons->addWidget(run);
    layout->addLayout(buttons);
    return box;
}

QWidget *PlayPanel::createLevelBox() {
    auto *box = new QGroupBox(tr("New random level"));
    auto *layout = new QVBoxLayout(box);
    auto spin = [](int lo, int hi, int value, const QString &tip) {
        auto *s = new QSpinBox;
        s->setRange(lo, hi);
        s->setValue(value);
        s->setToolTip(tip);
        return s;
    };
    rows = spin(2, kMaxSide, 10, tr("Rows"));
    cols = spin(2, kMaxSide, 10, tr("Columns"));
    foxes = spin(1, kMaxFoxes, 8, tr("Foxes"));
    seed = spin(0, 1000000000, 2026, tr("Seed of the placement"));
    // A form, two controls a row at most, so the panel stays narrow in a 1024 px window.
    auto *form = new QFormLayout;
    auto *size = new QHBoxLayout;
    size->addWidget(rows);
    size->addWidget(new QLabel(QStringLiteral("×")));
    size->addWidget(cols);
    form->addRow(tr("Field:"), size);
    form->addRow(tr("Foxes:"), foxes);
    form->addRow(tr("Seed:"), seed);
    layout->addLayout(form);
    newLevel = new QPushButton(tr("New level"));
    layout->addWidget(newLevel);
    return box;
}

int PlayPanel::interval() const {
    // 1000 ms at 0, halving about every two steps, 0 (as fast as it decides) at 10.
    return speed->value() >= 10 ? 0 : int(1000 / std::pow(1.8, speed->value()));
}

} // namespace tessera::foxhunt::ui
