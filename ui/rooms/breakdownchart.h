#pragma once

#include "rooms/placementlog.h"

#include <QWidget>

#include <optional>

namespace tessera::rooms::ui {

// The objective breakdown of one placement as a small bar chart: per objective its value (a bar on
// a 0..1 scale, greyed when its weight is zero), the weight it was scored with and the product; then
// the move's fitness, the sum of those products.
class BreakdownChart : public QWidget {
    Q_OBJECT
public:
    explicit BreakdownChart(QWidget *parent = nullptr);

    void setStep(const PlacementStep *step);
    void clear() { setStep(nullptr); }
    bool hasStep() const { return mStep.has_value(); }
    const ObjectiveValues &values() const { return mStep->values; }
    const ObjectiveWeights &weights() const { return mStep->weights; }
    double fitness() const { return mStep->fitness; }
    // The text of a row as drawn (objective rows, then the fitness row).
    QString rowText(int row) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int rowHeight() const;
    int labelWidth() const;
    int rowAt(const QPoint &pos) const;

    struct Values {
        ObjectiveValues values{};
        ObjectiveWeights weights{};
        double fitness = 0;
    };
    std::optional<Values> mStep;
};

} // namespace tessera::rooms::ui
