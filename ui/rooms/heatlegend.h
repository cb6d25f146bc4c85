#pragma once

#include <QWidget>

namespace tessera::rooms::ui {

// The key of the map's heat field, under the map rather than over it: the lowest
// fitness among the step's candidate moves, the colour ramp, the highest. Empty for a step without
// candidates (the first room) or when the heat is hidden.
class HeatLegend : public QWidget {
    Q_OBJECT
public:
    explicit HeatLegend(QWidget *parent = nullptr);
    ~HeatLegend() override;

    void setRange(int candidates, double low, double high);
    void clear();
    bool isEmpty() const { return mCandidates == 0; }
    QString lowText() const;
    QString highText() const;
    QString caption() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    static constexpr int kRampWidth = 64;
    int mCandidates = 0;
    double mLow = 0;
    double mHigh = 0;
};

} // namespace tessera::rooms::ui
