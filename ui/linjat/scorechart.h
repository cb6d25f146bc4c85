#pragma once

#include "linjat/optimizer.h"

#include <QChartView>
#include <QList>
#include <QPointF>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace tessera::linjat::ui {

// The optimizer's score curve: the best score at each snapshot as a line, the pools' scores as points.
// The best score holds until a snapshot shows a new one, so the line is a staircase: flat up to the
// snapshot that saw the change, then up (or down, toward a target band; a slope would claim scores nobody had
// in between). The y range follows the scores seen, the x range grows with the run up to its planned
// iterations; the axes' labels are whole numbers and never repeat.
class ScoreChart : public QChartView {
    Q_OBJECT
public:
    explicit ScoreChart(QWidget *parent = nullptr);

    // Empties the curve for a run of this many iterations.
    void reset(long long iterations);
    void addSnapshot(const OptimizerSnapshot &snapshot);
    // The run ended after this many iterations: the x axis shows them all.
    void finish(long long iterations);

    // Snapshots with a best score, and the line drawn through them.
    int pointCount() const { return mBestCount; }
    QList<QPointF> bestCurve() const;
    // The smallest step between the axes' ticks.
    double smallestTickStep() const;

private:
    void extendRange(double score);

    QLineSeries *mBestSeries;
    QScatterSeries *mPoolSeries;
    QValueAxis *mAxisX;
    QValueAxis *mAxisY;
    int mBestCount = 0;
    bool mHaveRange = false;
    double mBestSeen = 0;
    double mMinSeen = 0;
};

} // namespace tessera::linjat::ui
