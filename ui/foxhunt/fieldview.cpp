#include "ui/foxhunt/fieldview.h"

#include "ui/foxhunt/heatkey.h"
#include "ui/foxhunt/levelmodel.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tessera::foxhunt::ui {

FieldView::FieldView(LevelModel &model, QWidget *parent)
    : GridView(parent)
    , mModel(model) {
    followModel(&mModel, &LevelModel::changed,
                [this] { return QSize(mModel.level().cols, mModel.level().rows); });
    // The heat map's odds come from a worker after the change that asked for them.
    connect(&mModel, &LevelModel::oddsChanged, this, qOverload<>(&QWidget::update));
    // The field plays from the keyboard as from the mouse: the key is the left click.
    setKeyPointer(KeyPointer::Click);
}

QList<tessera::ui::KeyHelp> FieldView::keyHelp() const {
    return GridView::keyHelp() +
           QList<tessera::ui::KeyHelp>{{tr("Space, Enter"), tr("Probe the selected cell"),
                                        tr("Editing the placement: a fox there on or off")}};
}

void FieldView::setHeatMap(bool on) {
    mHeat = on;
    update();
}

void FieldView::setEditing(bool on) {
    mEditing = on;
    update();
}

void FieldView::paintFox(QPainter &painter, const QRectF &cell, bool found) const {
    const QRectF disc =
        cell.adjusted(cell.width() * 0.18, cell.height() * 0.18, -cell.width() * 0.18, -cell.height() * 0.18);
    painter.setPen(found ? QPen(QColor(30, 30, 30), std::max(1.5, cell.width() * 0.06)) : Qt::NoPen);
    painter.setBrush(QColor(200, 90, 30));
    painter.drawEllipse(disc);
}

void FieldView::paintCells(QPainter &painter, const QRectF &, qreal cellSize) {
    const View &view = mModel.view();
    const bool heat = mHeat && !mEditing && mModel.odds().has_value();
    QFont font = painter.font();
    font.setPixelSize(std::max(7, int(cellSize * 0.42)));
    font.setBold(true);
    QFont small = font;
    small.setPixelSize(std::max(6, int(cellSize * 0.26)));
    small.setBold(false);
    const Point last = mModel.probes().empty() ? Point{-1, -1} : mModel.probes().back();
    for (int r = 0; r < view.rows; ++r)
        for (int c = 0; c < view.cols; ++c) {
            const Point p{r, c};
            const QRectF cell = cellRect(QPoint(c, r));
            const int shown = view.cells.at(p);
            if (mEditing) {
                if (shown >= 0) painter.fillRect(cell, QColor(226, 226, 222));
                if (mModel.hunt().isFox(p)) paintFox(painter, cell, shown == kFound);
            } else if (shown == kFound) {
                painter.fillRect(cell, QColor(226, 226, 222));
                paintFox(painter, cell, true);
                continue;
            } else if (shown == kUnknown) {
                const double prob = mModel.odds() ? mModel.odds()->fox.at(p) : -1;
                if (heat) painter.fillRect(cell, heatColour(prob));
                if (heat && prob <= 0) { // cleared for free, or impossible: a dot says "no fox here"
                    painter.setPen(Qt::NoPen);
                    painter.setBrush(QColor(120, 130, 110));
                    painter.drawEllipse(cell.center(), cellSize * 0.06, cellSize * 0.06);
                } else if (heat && cellSize >= 26) {
                    painter.setFont(small);
                    painter.setPen(prob > 0.45 ? QColor(255, 255, 255) : QColor(70, 60, 40));
                    const int percent = int(std::lround(prob * 100));
                    painter.drawText(cell, Qt::AlignCenter,
                                     percent == 0 ? QStringLiteral("<1") : QString::number(percent));
                }
                continue;
            }
            if (shown >= 0) {
                if (!mEditing) painter.fillRect(cell, QColor(226, 226, 222));
                painter.setFont(font);
                painter.setPen(QColor(35, 35, 40));
                painter.drawText(cell, Qt::AlignCenter, QString::number(shown));
            }
            if (p == last && !mEditing) {
                painter.setPen(QPen(QColor(40, 110, 200), std::max(2.0, cellSize * 0.07)));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(cell.adjusted(2, 2, -2, -2));
            }
        }
    // The last probe is outlined even when it found a fox.
    if (!mEditing && last.row >= 0 && view.cells.at(last) == kFound) {
        painter.setPen(QPen(QColor(40, 110, 200), std::max(2.0, cellSize * 0.07)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cellRect(QPoint(last.col, last.row)).adjusted(2, 2, -2, -2));
    }
}

} // namespace tessera::foxhunt::ui
