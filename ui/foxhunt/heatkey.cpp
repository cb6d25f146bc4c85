#include "ui/foxhunt/heatkey.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tessera::foxhunt::ui {

QColor heatColour(double probability) {
    // A square root spreads the small probabilities most cells have over more of the ramp.
    const double t = std::sqrt(std::clamp(probability, 0.0, 1.0));
    const QColor stops[] = {QColor(250, 246, 222), QColor(250, 200, 90), QColor(235, 110, 40),
                            QColor(160, 20, 30)};
    const double x = t * 3;
    const int i = std::min(2, int(x));
    const double f = x - i;
    auto mix = [f](int a, int b) { return int(std::lround(a + (b - a) * f)); };
    return QColor(mix(stops[i].red(), stops[i + 1].red()), mix(stops[i].green(), stops[i + 1].green()),
                  mix(stops[i].blue(), stops[i + 1].blue()));
}

HeatKey::HeatKey(QWidget *parent)
    : QWidget(parent) {
    setToolTip(tr("The heat map's key: the probability that an unprobed cell hides a fox"));
}

void HeatKey::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    const QRect bar(8, 4, width() - 16, 14);
    for (int x = 0; x < bar.width(); ++x) {
        painter.setPen(heatColour(double(x) / std::max(1, bar.width() - 1)));
        painter.drawLine(bar.left() + x, bar.top(), bar.left() + x, bar.bottom());
    }
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawRect(bar.adjusted(0, 0, -1, -1));
    const QFontMetrics metrics(font());
    for (int percent : {0, 25, 50, 75, 100}) {
        const int x = bar.left() + bar.width() * percent / 100;
        const QString label = QString::number(percent) + QLatin1Char('%');
        const int w = metrics.horizontalAdvance(label);
        const int left = std::clamp(x - w / 2, 0, width() - w);
        painter.drawLine(x, bar.bottom(), x, bar.bottom() + 3);
        painter.drawText(left, bar.bottom() + 4 + metrics.ascent(), label);
    }
}

} // namespace tessera::foxhunt::ui
