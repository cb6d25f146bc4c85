#include "ui/rooms/heatlegend.h"

#include "ui/rooms/mappalette.h"
#include "ui/rooms/wording.h"

#include <QLinearGradient>
#include <QPainter>

#include <algorithm>

namespace tessera::rooms::ui {

HeatLegend::HeatLegend(QWidget *parent)
    : QWidget(parent) {
    QSizePolicy policy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    // Hiding the heat hides the key without moving the step's description up and down.
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    clear();
}

HeatLegend::~HeatLegend() = default;

void HeatLegend::setRange(int candidates, double low, double high) {
    mCandidates = candidates;
    mLow = low;
    mHigh = high;
    setToolTip(
        tr("Heat: the best fitness of the %1 covering each cell, from %2 (blue) to %3 (red)")
            .arg(counted(candidates, tr("candidate move"), tr("candidate moves")), lowText(), highText()));
    updateGeometry();
    update();
}

void HeatLegend::clear() {
    mCandidates = 0;
    setToolTip(tr("Heat: no candidate moves at this step"));
    update();
}

QString HeatLegend::lowText() const {
    return mCandidates > 0 ? formatNumber(mLow) : QString();
}

QString HeatLegend::highText() const {
    return mCandidates > 0 ? formatNumber(mHigh) : QString();
}

QString HeatLegend::caption() const {
    return tr("Heat:", "key of the candidate moves' fitness colours");
}

QSize HeatLegend::sizeHint() const {
    const QFontMetrics fm = fontMetrics();
    // Each number gets at least the room of "0.000", so the ramp moves little while playing.
    const int number = std::max({fm.horizontalAdvance(QStringLiteral("0.000")),
                                 fm.horizontalAdvance(lowText()), fm.horizontalAdvance(highText())});
    return {fm.horizontalAdvance(caption()) + 2 * number + kRampWidth + 18, fm.height() + 4};
}

void HeatLegend::paintEvent(QPaintEvent *) {
    if (mCandidates == 0) return;
    QPainter painter(this);
    const QFontMetrics fm = fontMetrics();
    const QString low = lowText();
    const QString high = highText();
    const int number = std::max({fm.horizontalAdvance(QStringLiteral("0.000")), fm.horizontalAdvance(low),
                                 fm.horizontalAdvance(high)});
    const qreal y = (height() - fm.height()) / 2.0;
    painter.setPen(palette().color(QPalette::WindowText));
    const int captionWidth = fm.horizontalAdvance(caption());
    painter.drawText(QRectF(0, y, captionWidth, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, caption());
    const qreal x = captionWidth + 6;
    painter.drawText(QRectF(x, y, number, fm.height()), Qt::AlignRight | Qt::AlignVCenter, low);
    const QRectF ramp(x + number + 6, y + 3, kRampWidth, fm.height() - 6);
    QLinearGradient gradient(ramp.topLeft(), ramp.topRight());
    for (double t : {0.0, 0.25, 0.5, 0.75, 1.0}) gradient.setColorAt(t, palette::heat(t));
    painter.fillRect(ramp, gradient);
    painter.drawText(QRectF(ramp.right() + 6, y, number, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     high);
}

} // namespace tessera::rooms::ui
