#pragma once

#include <QChartView>

#include <map>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace tessera::ui {

class PackDocument;

// The pack's difficulty curve: difficulty (y) along pack order (x = position, 1-based), redrawn on
// every change of the pack. Points are coloured by module; the current level is ringed.
class DifficultyChart : public QChartView {
    Q_OBJECT
public:
    // compact: no title, axis titles or legend (for the pack dock).
    explicit DifficultyChart(PackDocument &document, bool compact, QWidget *parent = nullptr);

    // The whole curve, one point per level in pack order.
    QLineSeries *curve() const { return mCurve; }
    // Ring the level at this row (-1: none).
    void setCurrentRow(int row);
    QSize sizeHint() const override;

signals:
    // A point was clicked: the level at this row.
    void rowClicked(int row);

private:
    void rebuild();
    QScatterSeries *seriesForModule(const std::string &module);
    PackDocument &mDocument;
    bool mCompact;
    QLineSeries *mCurve;
    QScatterSeries *mCurrent;
    std::map<std::string, QScatterSeries *> mModuleSeries;
    QValueAxis *mX;
    QValueAxis *mY;
    int mCurrentRow = -1;
};

} // namespace tessera::ui
