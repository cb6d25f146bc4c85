#include "ui/linjat/scorechart.h"

#include "ui/linjat/boardview.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace tessera::linjat::ui {

namespace {

// The labels are whole numbers: ticks less than 1 apart would repeat them ("15 15 16 16"), so a short
// range gets one tick per whole number instead.
void wholeTicks(QValueAxis *axis) {
    const double lo = std::floor(axis->min());
    const double hi = std::max(std::ceil(axis->max()), lo + 1);
    if ((hi - lo) / std::max(1, axis->tickCount() - 1) >= 1) return;
    axis->setRange(lo, hi);
    axis->setTickCount(int(hi - lo) + 1);
}

constexpr int kMaxPoolPoints = 4000;

} // namespace

ScoreChart::ScoreChart(QWidget *parent)
    // The chart from the start: QChartView(parent) makes a chart of its own, which setChart would
    // release and never delete.
    : QChartView(new QChart, parent)
    , mBestSeries(new QLineSeries)
    , mPoolSeries(new QScatterSeries)
    , mAxisX(new QValueAxis)
    , mAxisY(new QValueAxis) {
    QChart *chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignTop);
    mBestSeries->setName(tr("best score"));
    QPen bestPen(BoardView::solutionColor(), 2.5);
    mBestSeries->setPen(bestPen);
    mPoolSeries->setName(tr("pool scores"));
    mPoolSeries->setMarkerSize(6);
    mPoolSeries->setColor(QColor(230, 126, 20, 150));
    mPoolSeries->setBorderColor(Qt::transparent);
    // Pool points over the best line: where the pool sits at the best score they stay visible.
    chart->addSeries(mBestSeries);
    chart->addSeries(mPoolSeries);
    mAxisX->setTitleText(tr("iteration"));
    mAxisX->setLabelFormat(QStringLiteral("%.0f"));
    mAxisX->setTickCount(5);
    mAxisY->setTitleText(tr("score"));
    mAxisY->setLabelFormat(QStringLiteral("%.0f"));
    // Before a run, the ranges a run starts with (QValueAxis's own 0..1 labels every tick 0 or 1).
    mAxisX->setRange(0, 100);
    mAxisY->setRange(0, 10);
    mAxisY->setTickCount(6);
    chart->addAxis(mAxisX, Qt::AlignBottom);
    chart->addAxis(mAxisY, Qt::AlignLeft);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(mBestSeries), static_cast<QAbstractSeries *>(mPoolSeries)}) {
        s->attachAxis(mAxisX);
        s->attachAxis(mAxisY);
    }
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(200);
    setToolTip(tr("Best score and the pools' scores at each snapshot"));
}

void ScoreChart::reset(long long iterations) {
    mBestSeries->clear();
    mPoolSeries->clear();
    mBestCount = 0;
    mHaveRange = false;
    mAxisX->setRange(0, std::min(100.0, double(iterations)));
    mAxisY->setRange(0, 10);
    wholeTicks(mAxisX); // a run of a few iterations
}

void ScoreChart::extendRange(double score) {
    // The y range follows the scores seen (not 0), so the curve uses the chart's height.
    if (!mHaveRange) mMinSeen = mBestSeen = score;
    mHaveRange = true;
    mMinSeen = std::min(mMinSeen, score);
    mBestSeen = std::max(mBestSeen, score);
}

void ScoreChart::addSnapshot(const OptimizerSnapshot &s) {
    const double x = double(s.iteration);
    if (s.best) {
        const int n = mBestSeries->count();
        if (n > 0 && mBestSeries->at(n - 1).y() != s.bestScore)
            mBestSeries->append(x, mBestSeries->at(n - 1).y()); // the step's flat part
        mBestSeries->append(x, s.bestScore);
        ++mBestCount;
        extendRange(s.bestScore);
    }
    for (double score : s.poolScores) {
        mPoolSeries->append(x, score);
        extendRange(score);
    }
    if (mPoolSeries->count() > kMaxPoolPoints) {
        // Keep the curve light on long runs: drop every other old point.
        QList<QPointF> points = mPoolSeries->points();
        QList<QPointF> kept;
        for (int i = 0; i < points.size(); i += 2) kept << points[i];
        mPoolSeries->replace(kept);
    }
    if (mHaveRange) {
        const double span = std::max(1.0, mBestSeen - mMinSeen);
        mAxisY->setRange(std::floor(mMinSeen - 0.05 * span), std::ceil(mBestSeen + 0.08 * span));
        mAxisY->applyNiceNumbers();
        wholeTicks(mAxisY);
    }
    // The x axis grows with the run (a long run would otherwise squeeze the curve against the left edge).
    const double planned = s.iterations > 0 ? double(s.iterations) : x;
    mAxisX->setRange(0, std::min(planned, std::max(100.0, x * 1.25)));
    mAxisX->applyNiceNumbers();
    wholeTicks(mAxisX);
}

void ScoreChart::finish(long long iterations) {
    mAxisX->setRange(0, std::max(100.0, double(iterations)));
    wholeTicks(mAxisX);
}

QList<QPointF> ScoreChart::bestCurve() const {
    return mBestSeries->points();
}

double ScoreChart::smallestTickStep() const {
    double step = 1e9;
    for (const QValueAxis *axis : {mAxisX, mAxisY})
        step = std::min(step, (axis->max() - axis->min()) / std::max(1, axis->tickCount() - 1));
    return step;
}

} // namespace tessera::linjat::ui
