#include "ui/rooms/breakdownchart.h"

#include "ui/rooms/wording.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace tessera::rooms::ui {

BreakdownChart::BreakdownChart(QWidget *parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void BreakdownChart::setStep(const PlacementStep *step) {
    if (step)
        mStep = Values{step->values, step->weights, step->fitness};
    else
        mStep.reset();
    update();
}

int BreakdownChart::rowHeight() const {
    return fontMetrics().height() + 3;
}

int BreakdownChart::labelWidth() const {
    int w = 0;
    for (Objective o : kAllObjectives) w = std::max(w, fontMetrics().horizontalAdvance(objectiveLabel(o)));
    return w + 10;
}

QSize BreakdownChart::sizeHint() const {
    return QSize(labelWidth() + 320, rowHeight() * (kObjectiveCount + 1) + 6);
}

QSize BreakdownChart::minimumSizeHint() const {
    return QSize(labelWidth() + 200, sizeHint().height());
}

QString BreakdownChart::rowText(int row) const {
    if (!mStep) return {};
    if (row == kObjectiveCount) return tr("fitness %1").arg(formatNumber(mStep->fitness));
    const auto k = std::size_t(row);
    return tr("%1 × %2 = %3")
        .arg(formatNumber(mStep->values[k]), formatNumber(mStep->weights[k]),
             formatNumber(mStep->values[k] * mStep->weights[k]));
}

int BreakdownChart::rowAt(const QPoint &pos) const {
    const int row = (pos.y() - 3) / rowHeight();
    return row >= 0 && row <= kObjectiveCount ? row : -1;
}

bool BreakdownChart::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int row = rowAt(help->pos());
        QString tip;
        if (row >= 0 && row < kObjectiveCount)
            tip = tr("%1: %2.\nValue × weight = its share of the fitness.")
                      .arg(objectiveLabel(kAllObjectives[std::size_t(row)]),
                           objectiveDescription(kAllObjectives[std::size_t(row)]));
        else if (row == kObjectiveCount)
            tip =
                tr("The move's fitness: the sum of value × weight over the objectives. Best-search takes the "
                   "candidate with the highest fitness.");
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

void BreakdownChart::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QPalette pal = palette();
    const int rh = rowHeight();
    const int lw = labelWidth();
    const QFontMetrics fm = fontMetrics();
    const int textWidth = fm.horizontalAdvance(QStringLiteral("0.000 × 0.000 = 0.000")) + 8;
    const int barLeft = lw;
    const int barWidth = std::max(40, width() - lw - textWidth - 4);
    if (!mStep) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No placement on show"));
        return;
    }
    // Values on a 0..1 scale (the normalised model), or up to the largest value or share (the thesis
    // model's counts).
    double scale = 1.0;
    for (std::size_t k = 0; k < std::size_t(kObjectiveCount); ++k)
        scale = std::max({scale, mStep->values[k], mStep->values[k] * mStep->weights[k]});
    for (int row = 0; row <= kObjectiveCount; ++row) {
        const int y = 3 + row * rh;
        const bool fitnessRow = row == kObjectiveCount;
        const auto k = std::size_t(std::min(row, kObjectiveCount - 1));
        const bool active = fitnessRow || mStep->weights[k] != 0;
        QColor text = pal.color(QPalette::Text);
        if (!active) text = pal.color(QPalette::PlaceholderText);
        QFont font = painter.font();
        font.setBold(fitnessRow);
        painter.setFont(font);
        painter.setPen(text);
        const QString label = fitnessRow ? tr("Fitness") : objectiveLabel(kAllObjectives[k]);
        painter.drawText(QRect(0, y, lw - 6, rh), Qt::AlignVCenter | Qt::AlignLeft, label);
        if (fitnessRow) {
            painter.setPen(pal.color(QPalette::Mid));
            painter.drawLine(barLeft, y + 1, barLeft + barWidth + textWidth, y + 1);
            painter.setPen(text);
            painter.drawText(QRect(barLeft, y, barWidth + textWidth, rh), Qt::AlignVCenter | Qt::AlignRight,
                             formatNumber(mStep->fitness));
            continue;
        }
        // The value; the weighted share darker on top of it.
        const QRectF track(barLeft, y + 4, barWidth, rh - 8);
        painter.fillRect(track, pal.color(QPalette::AlternateBase).darker(104));
        const double value = std::clamp(mStep->values[k] / scale, 0.0, 1.0);
        QColor bar = active ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid);
        bar.setAlpha(active ? 110 : 90);
        painter.fillRect(QRectF(track.left(), track.top(), track.width() * value, track.height()), bar);
        if (active) {
            const double share = std::clamp(mStep->values[k] * mStep->weights[k] / scale, 0.0, 1.0);
            painter.fillRect(QRectF(track.left(), track.top() + track.height() * 0.3, track.width() * share,
                                    track.height() * 0.4),
                             pal.color(QPalette::Highlight).darker(115));
        }
        painter.setPen(text);
        painter.drawText(QRect(barLeft + barWidth + 4, y, textWidth, rh), Qt::AlignVCenter | Qt::AlignRight,
                         rowText(row));
    }
}

} // namespace tessera::rooms::ui
