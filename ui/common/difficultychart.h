#pragma once

#include <QChartView>

#include <map>
#include <string>
#include <utility>
#include <vector>

class QGraphicsEllipseItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace tessera::ui {

class DeferredUpdate;
class PackDocument;
class StampedPoints;

// The pack's difficulty curve: difficulty (y, the 0..10 scale) along pack order (x = position, 1-based),
// redrawn on every change of the pack while it is on show. Points are coloured by module; the current
// level is ringed; where a tier starts a dashed vertical line marks it (unless the pack changes tier more
// than kMaxTierLines times); a level easier than the one before (a dip in the ramp) gets a black square,
// a level whose difficulty is stale (its data edited since it was measured) an orange ring; these marks
// are drawn over the points. With levels closer than kDenseSpacing pixels the chart is dense: small
// points without borders, a one-pixel curve thinned to the plot's width, and the dips as black ticks
// along the plot's foot, where they cover nothing. Levels without a difficulty (unsolvable, ambiguous) have
// no point. When players' traces were counted (PackDocument::traceReport), a second series shows what they
// did on a second, logarithmic axis at the right: each played level's median log solve time (drawn as
// seconds), and a triangle at the top for a level played but never solved.
class DifficultyChart : public QChartView {
    Q_OBJECT
public:
    // compact: no title, axis titles or legend (for the pack dock).
    explicit DifficultyChart(PackDocument &document, bool compact, QWidget *parent = nullptr);

    // The curve as drawn: one point per level in pack order; with more than two points per pixel column
    // of the plot (a pack of thousands), each column's lowest and highest (thinForPlot).
    QLineSeries *curve() const { return built()->mCurve; }
    // Every level's point in pack order, the points the curve is drawn from.
    const QList<QPointF> &curvePoints() const { return built()->mCurvePoints; }
    // The dips as drawn: on the curve, or when dense at difficulty 0 (the ticks at the foot).
    const QList<QPointF> &dips() const;
    const QList<QPointF> &stale() const;
    // A module's points as drawn (empty for a module with no level in the pack).
    QList<QPointF> modulePoints(const std::string &module) const;
    // The legend's entries for the marks (they hold no points: the points are drawn by items of their
    // own, see StampedPoints).
    const QScatterSeries *dipsLegend() const { return mDips; }
    const QScatterSeries *staleLegend() const { return mStale; }
    // The players' series: median solve time in seconds per played level (the axis is logarithmic, so
    // the line is the median log solve time), and the levels nobody solved; empty without traces.
    QLineSeries *humanCurve() const { return built()->mHuman; }
    QScatterSeries *unsolved() const { return built()->mUnsolved; }
    QLogValueAxis *humanAxis() const { return built()->mHumanY; }
    // Where each tier starts: 1-based position and tier name, in pack order.
    const std::vector<std::pair<int, std::string>> &tierStarts() const { return built()->mTierStarts; }
    // Ring the level at this row (-1: none).
    void setCurrentRow(int row);
    // The ring round the current level (hidden when there is none), for tests.
    const QGraphicsEllipseItem *ring() const { return mRing; }
    QSize sizeHint() const override;
    // Narrower than this, the full chart hides its legend rather than squeeze the plot.
    static constexpr int kLegendMinWidth = 420;
    // Shorter than this, the full chart drops its titles and half its difficulty ticks rather than cut
    // its numbers.
    static constexpr int kTitlesMinHeight = 220;
    // At most this many tier lines; a pack that changes tier more often gets none.
    static constexpr std::size_t kMaxTierLines = 60;
    // Levels closer than this many pixels along the plot make the chart dense (see restyle).
    static constexpr double kDenseSpacing = 6.0;
    bool dense() const { return built()->mDense; }

signals:
    // A point was clicked: the level at this row.
    void rowClicked(int row);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void createSeries();
    void createHumanSeries();
    void createAxes();
    // A click on a point of `source` (a series or a StampedPoints) selects its level.
    template <class Source> void connectClicks(Source *source);
    // A hidden chart (the overview's while a module page is up, the pack dock's when closed) is redrawn
    // when it is shown or its points are asked for, not on every change: with thousands of levels each
    // redraw places thousands of points. A shown one is redrawn once the changes of this turn of
    // the event loop are in.
    void rebuild();
    void rebuildNow();
    const DifficultyChart *built() const;
    void rebuildHuman();
    // The position axis' range and label interval, for the pack's size and the plot's width.
    void updateXAxis();
    // The curve's points thinned to the plot's width (stroking 5,000 segments twice, in the pack dock's
    // chart and the overview's, took half of a difficulty step in such a pack), and the dips where the
    // chart draws them: on the curve, or when dense at its foot.
    void fitToPlot();
    // Moves the ring onto the current level's point (the axes or the plot may have changed).
    void placeRing();
    // A module's legend entry and points, made when the pack first has a level of it.
    StampedPoints *pointsForModule(const std::string &module);
    // The marks are images stamped at each point (see stampMarkers), by a StampedPoints over the plot;
    // `series` holds the colours and the legend entry. The size of a series' marks and its stamp.
    qreal markSize(const QScatterSeries *series) const;
    void stamp(QScatterSeries *series, StampedPoints *points);
    // Every StampedPoints, the legend series whose look it takes first.
    std::vector<std::pair<QScatterSeries *, StampedPoints *>> stampedLayers() const;
    // Moves the dip and stale legend entries after the modules'.
    void raiseMarkers();
    // Every stamp and the curve's pen again when the screen's pixel ratio changed or the chart became
    // dense or sparse: dense, points and dips are small and borderless and the curve one pixel wide.
    void restyle();
    PackDocument &mDocument;
    bool mCompact;
    QLineSeries *mCurve;
    QList<QPointF> mCurvePoints; // every level's point, in pack order
    QList<QPointF> mDipPoints;   // every dip's point
    QScatterSeries *mDips;       // the dips' legend entry
    QScatterSeries *mStale;      // the stale marks' legend entry
    StampedPoints *mDipMarks = nullptr;
    StampedPoints *mStaleMarks = nullptr;
    QLineSeries *mHuman;
    QScatterSeries *mUnsolved;
    QGraphicsEllipseItem *mRing = nullptr;
    std::vector<QLineSeries *> mTierLines;
    std::vector<std::pair<int, std::string>> mTierStarts;
    // Per module: its legend entry and its points.
    std::map<std::string, std::pair<QScatterSeries *, StampedPoints *>> mModuleSeries;
    QValueAxis *mX;
    QValueAxis *mY;
    QLogValueAxis *mHumanY;
    int mCurrentRow = -1;
    qreal mStampRatio = 0; // the pixel ratio the stamps were drawn for
    bool mDense = false;
    DeferredUpdate *mRebuild;
};

} // namespace tessera::ui
