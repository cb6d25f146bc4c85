#include "ui/common/difficultychart.h"

#include "common/module.h"
#include "pack/difficultyscale.h"
#include "pack/levelsource.h"
#include "pack/ramp.h"
#include "ui/common/deferredupdate.h"
#include "ui/common/moduleui.h"
#include "ui/common/packdocument.h"
#include "ui/common/packitemdelegate.h"
#include "ui/common/plotthinning.h"
#include "ui/common/stampedpoints.h"

#include <QChart>
#include <QFontMetrics>
#include <QGraphicsEllipseItem>
#include <QGraphicsLayout>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace tessera::ui {

namespace {

const QColor kDipColor(0x1c, 0x1c, 0x1c);
// Qt Charts draws its series at z 4 (under its legend at 5): the levels' points over the curves, the dips
// over the points, the stale rings over those.
constexpr qreal kPointsZ = 4.1, kDipsZ = 4.2, kStaleZ = 4.3;
// The players' series and its axis: teal, apart from every module colour and the marks.
const QColor kHumanColor = PackItemDelegate::humanColor();

// A "nice" upper bound for the y axis: 1, 2, 2.5 or 5 times a power of ten.
double niceCeiling(double value) {
    if (value <= 0) return 1;
    const double p = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (m * p >= value) return m * p;
    return 10 * p;
}

// Points are drawn as one image each (StampedPoints), not as a graphics item per point: a pack of 5,000
// levels made 5,000 items, moved and repainted on every edit. The legend series gets the image too, for
// its entry. The stamp is `size` pixels square, centred on the point, drawn at the screen's pixel ratio.
QImage useStamp(QScatterSeries *series, qreal size, qreal ratio,
                const std::function<void(QPainter &)> &draw) {
    const int pixels = int(std::ceil(size * ratio));
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    draw(painter);
    painter.end();
    series->setMarkerSize(size);
    series->setLightMarker(image);
    series->setPointsVisible(false);
    return image;
}

// A mark of this shape in the series' brush and, when bordered, its pen, as a stamp. The border lies outside
// `size`, as the items drew it.
QImage stampMarkers(QScatterSeries *series, QScatterSeries::MarkerShape shape, qreal size, qreal ratio,
                    bool bordered) {
    const qreal border = bordered ? series->pen().widthF() : 0.0;
    return useStamp(series, size + border, ratio, [&](QPainter &painter) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(bordered ? series->pen() : QPen(Qt::NoPen));
        painter.setBrush(series->brush());
        const QRectF box(border / 2, border / 2, size, size);
        switch (shape) {
        case QScatterSeries::MarkerShapeRectangle:
            painter.drawRect(box);
            break;
        case QScatterSeries::MarkerShapeTriangle:
            painter.drawPolygon(
                QPolygonF{box.bottomLeft(), box.bottomRight(), QPointF(box.center().x(), box.top())});
            break;
        default:
            painter.drawEllipse(box);
        }
    });
}

// Qt Charts keeps a graphics item per scatter point, made with the mark the item last saw; it updates
// what it saw only while it has points. A series given its first points after its mark changed (a pack
// with unsolved levels opened after one without) made every item twice. One point in and out first
// brings the item up to date for the price of one.
void replacePoints(QScatterSeries *series, const QList<QPointF> &points) {
    if (series->count() == 0 && points.size() > 1) {
        series->append(points.front());
        series->clear();
    }
    series->replace(points);
}

// A dense chart's dips: a black tick standing on the plot's bottom edge at each dip's position, so that a
// pack of thousands with dips all along shows where they are without covering the points and the curve.
// The stamp is centred on the point (at difficulty 0): its lower half, below the plot, stays empty.
QImage stampRug(QScatterSeries *series, qreal ratio) {
    const qreal size = 10;
    return useStamp(series, size, ratio, [&](QPainter &painter) {
        painter.fillRect(QRectF(size / 2 - 0.75, 0, 1.5, size / 2), series->color());
    });
}

} // namespace

DifficultyChart::DifficultyChart(PackDocument &document, bool compact, QWidget *parent)
    // The chart from the start: QChartView(parent) makes a chart of its own, which setChart would
    // release and never delete.
    : QChartView(new QChart, parent)
    , mDocument(document)
    , mCompact(compact)
    , mCurve(new QLineSeries)
    , mDips(new QScatterSeries)
    , mStale(new QScatterSeries)
    , mHuman(new QLineSeries)
    , mUnsolved(new QScatterSeries)
    , mX(new QValueAxis)
    , mY(new QValueAxis)
    , mHumanY(new QLogValueAxis)
    , mRebuild(new DeferredUpdate(*this, [this] { rebuildNow(); })) {
    QChart *chart = this->chart();
    chart->setAnimationOptions(QChart::NoAnimation); // redrawn on every edit: animation would lag
    chart->setBackgroundRoundness(0);
    chart->setMargins(compact ? QMargins(2, 2, 2, 2) : QMargins(6, 6, 6, 6));
    // Beside the plot, one entry per line: under it the entries share the width and cut the module
    // names ("Ball pu…"). Where the chart is too narrow for that, resizeEvent hides the legend.
    chart->legend()->setVisible(!compact);
    chart->legend()->setAlignment(Qt::AlignRight);
    createSeries();
    createAxes();
    restyle();
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(compact ? 110 : 180);
    setToolTip(
        tr("Difficulty (0-10) of each level in pack order; dashed lines mark where a tier starts, "
           "black squares (ticks along the foot when the levels are many) where the curve dips, orange "
           "rings stale difficulties. With play traces, the "
           "teal line is the players' median solve time (right axis, logarithmic) and a teal "
           "triangle a level nobody solved. Click a point to select its level."));

    connect(&mDocument, &PackDocument::levelsChanged, this, &DifficultyChart::rebuild);
    connect(&mDocument, &PackDocument::tracesChanged, this, &DifficultyChart::rebuild);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        updateXAxis();
        restyle();
        fitToPlot();
    });
    // The points are drawn where the plot and the axes put them.
    const auto replot = [this] {
        for (const auto &layer : stampedLayers()) layer.second->plotChanged();
    };
    connect(chart, &QChart::plotAreaChanged, this, replot);
    connect(mX, &QValueAxis::rangeChanged, this, replot);
    connect(mY, &QValueAxis::rangeChanged, this, replot);
    rebuild();
}

// The curve, and the selection, dip and stale marks drawn over it.
void DifficultyChart::createSeries() {
    QChart *chart = this->chart();
    mCurve->setName(tr("Pack order"));
    QPen pen(QColor(0x55, 0x60, 0x70), mCompact ? 1.5 : 2.0);
    mCurve->setPen(pen);
    chart->addSeries(mCurve);

    // The selection ring is an item of its own over the plot, not a series: a series is one item as
    // large as the plot, so moving its one point repainted the whole plot and every point under it
    // (40-60 ms per selection in a 5,000-level pack, against 1-7 without the ring).
    mRing = new QGraphicsEllipseItem(chart);
    mRing->setPen(QPen(QColor(0xe0, 0x40, 0x20), 2.5));
    mRing->setBrush(Qt::NoBrush);
    mRing->setZValue(1000);
    mRing->setAcceptedMouseButtons(Qt::NoButton); // a click goes to the point under it
    mRing->hide();

    mDips->setName(tr("Dip"));
    mDips->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    // Black: far from every module's colour (moduleColour) and from the selection and stale rings.
    mDips->setColor(kDipColor);
    mDips->setBorderColor(Qt::white);
    chart->addSeries(mDips);

    mStale->setName(tr("Stale"));
    mStale->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    mStale->setColor(Qt::transparent);
    mStale->setPen(QPen(QColor(0xf0, 0x90, 0x10), 2.0));
    chart->addSeries(mStale);
    mDipMarks = new StampedPoints(chart, mCurve, kDipsZ);
    mStaleMarks = new StampedPoints(chart, mCurve, kStaleZ);
    for (StampedPoints *marks : {mDipMarks, mStaleMarks}) connectClicks(marks);
    createHumanSeries();
}

void DifficultyChart::createHumanSeries() {
    mHuman->setName(tr("Players"));
    mHuman->setPen(QPen(kHumanColor, mCompact ? 1.5 : 2.0, Qt::DashLine));
    mHuman->setColor(kHumanColor);
    chart()->addSeries(mHuman);
    mHuman->setPointsVisible(true);
    mHuman->setMarkerSize(mCompact ? 2.5 : 3.0); // a line series draws its points with this radius
    mUnsolved->setName(tr("Nobody solved"));
    mUnsolved->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    mUnsolved->setColor(kHumanColor);
    mUnsolved->setBorderColor(Qt::white);
    chart()->addSeries(mUnsolved);
    for (QXYSeries *s : {static_cast<QXYSeries *>(mHuman), static_cast<QXYSeries *>(mUnsolved)})
        connectClicks(s);
}

template <class Source> void DifficultyChart::connectClicks(Source *source) {
    connect(source, &Source::clicked, this, [this](const QPointF &p) {
        const int row = int(std::lround(p.x())) - 1;
        if (row >= 0 && row < mDocument.levelCount()) emit rowClicked(row);
    });
}

void DifficultyChart::createAxes() {
    QChart *chart = this->chart();
    mX->setLabelFormat(QStringLiteral("%d"));
    mX->setTickInterval(1);
    mX->setTickType(QValueAxis::TicksDynamic);
    mX->setTickAnchor(1);
    mY->setLabelFormat(QStringLiteral("%.3g"));
    if (!mCompact) {
        mX->setTitleText(tr("Position in pack"));
        mY->setTitleText(tr("Difficulty"));
    }
    chart->addAxis(mX, Qt::AlignBottom);
    chart->addAxis(mY, Qt::AlignLeft);
    // Seconds on a log scale: the line's height is the median log solve time, the labels stay times.
    mHumanY->setBase(10);
    mHumanY->setLabelFormat(QStringLiteral("%g"));
    mHumanY->setMinorTickCount(-1);
    mHumanY->setTitleText(mCompact ? tr("players, s") : tr("Players: solve time, s"));
    mHumanY->setTitleBrush(kHumanColor);
    mHumanY->setLabelsColor(kHumanColor);
    mHumanY->setLinePenColor(kHumanColor);
    mHumanY->setGridLineVisible(false);
    mHumanY->setMinorGridLineVisible(false);
    if (mCompact) {
        QFont font = mHumanY->titleFont();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        mHumanY->setTitleFont(font);
    }
    chart->addAxis(mHumanY, Qt::AlignRight);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(mHuman), static_cast<QAbstractSeries *>(mUnsolved)}) {
        s->attachAxis(mX);
        s->attachAxis(mHumanY);
    }
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(mCurve), static_cast<QAbstractSeries *>(mDips),
                               static_cast<QAbstractSeries *>(mStale)}) {
        s->attachAxis(mX);
        s->attachAxis(mY);
    }
}

void DifficultyChart::resizeEvent(QResizeEvent *event) {
    if (!mCompact) {
        chart()->legend()->setVisible(width() >= kLegendMinWidth);
        // Shorter than this, the titles and six difficulty ticks leave the axes no room for their numbers,
        // which Qt Charts then cuts to "…" (the overview at 1024x700): fewer ticks, no titles.
        const bool titled = height() >= kTitlesMinHeight;
        chart()->setTitle(titled ? tr("Difficulty curve") : QString());
        mX->setTitleVisible(titled);
        mY->setTitleVisible(titled);
        mY->setTickCount(titled ? 6 : 3);
        // The players' axis keeps a title (its colour tells the two scales apart), the short one
        // where the long one was cut to "Players: solv…".
        mHumanY->setTitleText(titled ? tr("Players: solve time, s") : tr("players, s"));
    }
    QChartView::resizeEvent(event);
}

QSize DifficultyChart::sizeHint() const {
    return mCompact ? QSize(260, 150) : QSize(480, 280);
}

StampedPoints *DifficultyChart::pointsForModule(const std::string &module) {
    auto it = mModuleSeries.find(module);
    if (it != mModuleSeries.end()) return it->second.second;
    auto *series = new QScatterSeries;
    const ModuleBackend *backend = findModule(module);
    series->setName(backend ? QString::fromStdString(backend->title) : QString::fromStdString(module));
    series->setColor(moduleColour(module));
    series->setBorderColor(Qt::white);
    chart()->addSeries(series);
    series->attachAxis(mX);
    series->attachAxis(mY);
    auto *points = new StampedPoints(chart(), mCurve, kPointsZ);
    connectClicks(points);
    stamp(series, points);
    mModuleSeries[module] = {series, points};
    raiseMarkers();
    return points;
}

QList<QPointF> DifficultyChart::modulePoints(const std::string &module) const {
    built();
    auto it = mModuleSeries.find(module);
    return it == mModuleSeries.end() ? QList<QPointF>() : it->second.second->points();
}

const QList<QPointF> &DifficultyChart::dips() const {
    return built()->mDipMarks->points();
}

const QList<QPointF> &DifficultyChart::stale() const {
    return built()->mStaleMarks->points();
}

std::vector<std::pair<QScatterSeries *, StampedPoints *>> DifficultyChart::stampedLayers() const {
    std::vector<std::pair<QScatterSeries *, StampedPoints *>> layers{{mDips, mDipMarks},
                                                                     {mStale, mStaleMarks}};
    for (const auto &entry : mModuleSeries) layers.push_back(entry.second);
    return layers;
}

qreal DifficultyChart::markSize(const QScatterSeries *series) const {
    if (series == mStale) return mDense ? (mCompact ? 8 : 10) : (mCompact ? 11 : 14);
    if (series == mUnsolved) return mCompact ? 9 : 11;
    if (series == mDips) return mDense ? 4 : (mCompact ? 6 : 8);
    return mDense ? 3 : (mCompact ? 7 : 9); // a module's points
}

void DifficultyChart::stamp(QScatterSeries *series, StampedPoints *points) {
    if (series == mUnsolved) {
        stampMarkers(series, series->markerShape(), markSize(series), mStampRatio, true);
        return;
    }
    if (series == mDips && mDense) {
        points->setStamp(stampRug(series, mStampRatio));
        return;
    }
    // Dense, a white border round each of thousands of overlapping points whitened the whole band.
    const bool module = series != mDips && series != mStale;
    points->setStamp(stampMarkers(series, module ? QScatterSeries::MarkerShapeCircle : series->markerShape(),
                                  markSize(series), mStampRatio, !mDense || !module));
}

void DifficultyChart::restyle() {
    const qreal ratio = devicePixelRatioF();
    const double plot = chart()->plotArea().width();
    const bool dense = plot > 0 && double(mCurvePoints.size()) * kDenseSpacing > plot;
    if (ratio == mStampRatio && dense == mDense) return;
    mStampRatio = ratio;
    mDense = dense;
    stamp(mUnsolved, nullptr);
    for (const auto &[series, points] : stampedLayers()) stamp(series, points);
    // A pen of one pixel is stroked by Qt's fast path; a wider one is outlined segment by segment.
    QPen pen = mCurve->pen();
    pen.setWidthF(mDense ? 1.0 : mCompact ? 1.5 : 2.0);
    mCurve->setPen(pen);
}

void DifficultyChart::raiseMarkers() {
    // The legend lists the series in the order they were added.
    for (QScatterSeries *marks : {mDips, mStale}) {
        chart()->removeSeries(marks);
        chart()->addSeries(marks);
        marks->attachAxis(mX);
        marks->attachAxis(mY);
    }
}

void DifficultyChart::rebuild() {
    // Once per turn of the event loop, however many changes came in it: a generator's or an import's
    // thousand levels arrived one insert at a time, and redrawing after each made adding 1,000 to a pack
    // take 2 s and 5,000 most of a minute.
    mRebuild->request();
}

const DifficultyChart *DifficultyChart::built() const {
    mRebuild->flush();
    return this;
}

void DifficultyChart::rebuildNow() {
    const auto &levels = mDocument.pack().levels;
    QList<QPointF> points, stale, dips;
    points.reserve(qsizetype(levels.size()));
    std::map<std::string, QList<QPointF>> byModule;
    double maxY = pack::kMaxDifficulty;
    mTierStarts.clear();
    for (std::size_t i = 0; i < levels.size(); ++i) {
        if (!levels[i].difficulty) continue;
        const QPointF p(double(i + 1), *levels[i].difficulty);
        points << p;
        byModule[levels[i].module] << p;
        maxY = std::max(maxY, *levels[i].difficulty);
        if (mDocument.difficultyState(int(i)) == pack::DifficultyState::Stale) stale << p;
        const std::string &tier = mDocument.rampTier(int(i));
        if (mTierStarts.empty() || mTierStarts.back().second != tier)
            mTierStarts.emplace_back(int(i + 1), tier);
    }
    for (std::size_t i : pack::rampDips(mDocument.pack()))
        dips << QPointF(double(i + 1), *levels[i].difficulty);
    mCurvePoints = std::move(points);
    mDipPoints = std::move(dips);
    restyle();
    mStaleMarks->setPoints(stale);
    for (auto &[module, entry] : mModuleSeries)
        if (!byModule.count(module)) entry.second->setPoints({});
    for (auto &[module, modulePoints] : byModule) pointsForModule(module)->setPoints(modulePoints);
    // A dashed vertical line where each tier after the first starts; the lines of the last redraw are
    // kept and moved. Past kMaxTierLines a pack changes tier too often for lines to say anything (a mixed
    // pack of 5,000 drew 2,000 of them, one series and legend entry each, redrawn on every edit: a
    // second per difficulty step), and none are drawn; tierStarts() still lists them.
    const double top = niceCeiling(maxY);
    const std::size_t lines =
        mTierStarts.size() > 1 && mTierStarts.size() - 1 <= kMaxTierLines ? mTierStarts.size() - 1 : 0;
    while (mTierLines.size() > lines) {
        chart()->removeSeries(mTierLines.back());
        delete mTierLines.back();
        mTierLines.pop_back();
    }
    while (mTierLines.size() < lines) {
        auto *line = new QLineSeries;
        line->setPen(QPen(QColor(0x90, 0x98, 0xa8), 1.0, Qt::DashLine));
        chart()->addSeries(line);
        line->attachAxis(mX);
        line->attachAxis(mY);
        mTierLines.push_back(line);
    }
    for (std::size_t t = 0; t < lines; ++t) {
        const double x = mTierStarts[t + 1].first - 0.5;
        mTierLines[t]->setName(QString::fromStdString(mTierStarts[t + 1].second));
        const QList<QPointF> ends{QPointF(x, 0), QPointF(x, top)};
        if (mTierLines[t]->points() != ends) mTierLines[t]->replace(ends);
    }
    rebuildHuman();
    updateXAxis();
    restyle(); // the axis may have moved the plot's edge
    fitToPlot();
    // Only modules present in the pack, dips and stale levels when there are any, get a legend entry
    // (the dips' and the players' points are in place by now).
    std::map<const QAbstractSeries *, bool> shown{{mHuman, mHuman->count() > 0},
                                                  {mUnsolved, mUnsolved->count() > 0}};
    for (const auto &[series, points] : stampedLayers()) shown[series] = !points->points().isEmpty();
    bool changed = false;
    for (QLegendMarker *marker : chart()->legend()->markers()) {
        auto it = shown.find(marker->series());
        const bool visible = it != shown.end() && it->second;
        changed = changed || marker->isVisible() != visible;
        marker->setVisible(visible);
    }
    // A marker shown again is not laid out again: the players' entry, shown once the traces were
    // read, was drawn over another module's.
    if (changed) chart()->legend()->layout()->invalidate();
    mY->setRange(0, top);
    mY->setTickCount(mCompact || height() < kTitlesMinHeight ? 3 : 6);
    setCurrentRow(mCurrentRow < int(levels.size()) ? mCurrentRow : -1);
}

void DifficultyChart::updateXAxis() {
    const int n = std::max(1, mDocument.levelCount());
    // Ticks on whole positions, anchored at level 1: as many labels as fit under the plot (the widest,
    // the last position, with room either side), at most a handful. At a fixed count a 5,000-level
    // pack cut its four-digit labels to "2…" in the overview.
    const QFontMetrics metrics(mX->labelsFont());
    const double label = metrics.horizontalAdvance(QString::number(n)) + 3.0 * metrics.averageCharWidth();
    const double plot = chart()->plotArea().width() > 0 ? chart()->plotArea().width() : 0.7 * width();
    const double labels = std::clamp(std::floor(plot / label), 2.0, mCompact ? 6.0 : 12.0);
    const double interval = std::max(1.0, std::ceil(niceCeiling(double(n) / labels)));
    // The axis makes a grid line and a label item per tick at once: the wider of the two changes goes
    // second, or a pack of 5,000 opened after one of 25 made 5,000 of each under the old interval and
    // deleted them again (1.5 s on the GUI thread, half of opening that pack).
    const bool widening = interval >= mX->tickInterval();
    if (widening && interval != mX->tickInterval()) mX->setTickInterval(interval);
    if (mX->max() != n + 0.5 || mX->min() != 0.5) mX->setRange(0.5, n + 0.5);
    if (!widening) mX->setTickInterval(interval);
    placeRing();
}

void DifficultyChart::fitToPlot() {
    const QList<QPointF> shown =
        thinForPlot(mCurvePoints, mX->min(), mX->max(), int(chart()->plotArea().width()));
    if (shown != mCurve->points()) mCurve->replace(shown);
    QList<QPointF> dips = mDipPoints;
    if (mDense)
        for (QPointF &p : dips) p.setY(0); // a rug of ticks along the bottom (see stampRug)
    mDipMarks->setPoints(dips);
}

void DifficultyChart::rebuildHuman() {
    // The core's figures, drawn: the median log solve time as seconds on the log axis (exp undoes the
    // log for the labels only), never solved at the axis' top.
    QList<QPointF> solved;
    std::vector<int> unsolvedRows;
    double lo = 0, hi = 0;
    const auto &levels = mDocument.pack().levels;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const pack::LevelFigures *f = mDocument.traceFigures(levels[i].id);
        if (!f) continue;
        if (f->unsolved()) unsolvedRows.push_back(int(i));
        if (!f->medianLogSeconds) continue;
        const double seconds = std::exp(*f->medianLogSeconds);
        lo = solved.isEmpty() ? seconds : std::min(lo, seconds);
        hi = solved.isEmpty() ? seconds : std::max(hi, seconds);
        solved << QPointF(double(i + 1), seconds);
    }
    const bool any = !solved.isEmpty() || !unsolvedRows.empty();
    mHumanY->setVisible(any);
    if (!any) {
        mHuman->clear();
        mUnsolved->clear();
        return;
    }
    if (solved.isEmpty()) lo = hi = 10;
    // Whole decades around the times; a level nobody solved sits above the slowest, under a decade more.
    double bottom = std::pow(10.0, std::floor(std::log10(lo)));
    double top = std::pow(10.0, std::ceil(std::log10(hi)));
    if (top <= bottom) top = bottom * 10;
    if (!unsolvedRows.empty()) top *= 10;
    QList<QPointF> unsolved;
    for (int row : unsolvedRows) unsolved << QPointF(double(row + 1), top / std::pow(10.0, 0.2));
    mHumanY->setRange(bottom, top);
    mHuman->replace(solved);
    replacePoints(mUnsolved, unsolved);
}

void DifficultyChart::setCurrentRow(int row) {
    mCurrentRow = row;
    placeRing();
}

void DifficultyChart::placeRing() {
    const bool has = mCurrentRow >= 0 && mCurrentRow < mDocument.levelCount() &&
                     mDocument.level(mCurrentRow).difficulty.has_value();
    if (!has) {
        mRing->hide();
        return;
    }
    const QPointF centre =
        chart()->mapToPosition(QPointF(mCurrentRow + 1, *mDocument.level(mCurrentRow).difficulty), mCurve);
    const double size = mCompact ? 13 : 17;
    mRing->setRect(QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size));
    mRing->setVisible(chart()->plotArea().adjusted(-1, -1, 1, 1).contains(centre));
}

} // namespace tessera::ui
