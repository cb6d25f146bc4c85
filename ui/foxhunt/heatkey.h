#pragma once

#include <QColor>
#include <QWidget>

namespace tessera::foxhunt::ui {

// The heat map's colour for a fox probability: pale straw at 0 through orange to deep red at 1.
QColor heatColour(double probability);

// The heat map's key: the colour ramp from 0 % to 100 % with its scale.
class HeatKey : public QWidget {
    Q_OBJECT
public:
    explicit HeatKey(QWidget *parent = nullptr);
    QSize sizeHint() const override { return {240, 40}; }
    QSize minimumSizeHint() const override { return {140, 40}; }

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace tessera::foxhunt::ui
