#include "ui/flow/boardview.h"

#include "ui/flow/levelmodel.h"
#include "ui/flow/palette.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

namespace tessera::flow::ui {

BoardView::BoardView(LevelModel &model, QWidget *parent)
    : GridView(parent)
    , mModel(model) {
    followModel(&mModel, &LevelModel::changed, [this] { return QSize(mModel.columns(), mModel.rows()); });
}

void BoardView::setPipes(const Puzzle &puzzle, const Grid<int> &colour, const Grid<std::uint8_t> &links) {
    mPuzzle = puzzle;
    mColour = colour;
    mLinks = links;
    update();
}

void BoardView::clearPipes() {
    mColour = {};
    mLinks = {};
    update();
}

void BoardView::setHighlights(const std::vector<Point> &cells, const QColor &colour) {
    mHighlights = cells;
    mHighlightColour = colour;
    update();
}

void BoardView::keyPressEvent(QKeyEvent *event) {
    const auto cell = selectedCell();
    if (cell && event->modifiers() == Qt::NoModifier) {
        switch (event->key()) {
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
            emit removeRequested(*cell);
            return;
        case Qt::Key_Space:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            emit placeRequested(*cell);
            return;
        default:
            break;
        }
    }
    GridView::keyPressEvent(event);
}

void BoardView::paintCells(QPainter &painter, const QRectF &, qreal cellSize) {
    const bool pipes = !mLinks.empty() && mLinks.rows() == rows() && mLinks.cols() == columns();
    auto colourOf = [this](int index) {
        return index >= 0 && index < mPuzzle.colourCount()
                   ? labelColour(mPuzzle.pairs[std::size_t(index)].label)
                   : QColor(Qt::gray);
    };
    // Tints first, so pipes and discs sit on top.
    if (pipes) {
        for (int r = 0; r < rows(); ++r)
            for (int c = 0; c < columns(); ++c) {
                const int colour = mColour.at({r, c});
                if (colour < 0) continue;
                QColor tint = colourOf(colour);
                tint.setAlpha(60);
                painter.fillRect(cellRect(QPoint(c, r)).adjusted(1, 1, -1, -1), tint);
            }
    }
    for (const Point &p : mHighlights) {
        if (p.row >= rows() || p.col >= columns()) continue;
        QColor fill = mHighlightColour;
        fill.setAlpha(90);
        const QRectF rect = cellRect(QPoint(p.col, p.row)).adjusted(1, 1, -1, -1);
        painter.fillRect(rect, fill);
        painter.setPen(QPen(mHighlightColour, std::max<qreal>(2, cellSize / 14)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(1, 1, -1, -1));
    }
    if (pipes) {
        const qreal width = std::max<qreal>(3, cellSize * 0.32);
        for (int r = 0; r < rows(); ++r)
            for (int c = 0; c < columns(); ++c) {
                const std::uint8_t links = mLinks.at({r, c});
                if (!links) continue;
                const QPointF centre = cellCenter(QPoint(c, r));
                QPen pen(colourOf(mColour.at({r, c})), width, Qt::SolidLine, Qt::RoundCap);
                painter.setPen(pen);
                for (Dir d : kAllDirs) {
                    if (!(links & (1u << int(d)))) continue;
                    const Point dp = delta(d);
                    painter.drawLine(centre, centre + QPointF(dp.col, dp.row) * (cellSize / 2));
                }
            }
    }
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, int(cellSize * 0.42)));
    painter.setFont(font);
    for (int r = 0; r < rows(); ++r)
        for (int c = 0; c < columns(); ++c) {
            const char label = mModel.labelAt({r, c});
            if (label == '.') continue;
            const QRectF rect = cellRect(QPoint(c, r));
            const qreal radius = cellSize * 0.36;
            const QColor colour = labelColour(label);
            painter.setPen(QPen(colour.darker(160), std::max<qreal>(1, cellSize / 24)));
            painter.setBrush(colour);
            painter.drawEllipse(rect.center(), radius, radius);
            // A lone endpoint (its pair still to place) gets a dashed ring so it stands out.
            if (mModel.labelCount(label) != 2) {
                painter.setPen(QPen(Qt::red, std::max<qreal>(1.5, cellSize / 16), Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(rect.center(), radius * 1.2, radius * 1.2);
            }
            painter.setPen(colour.lightnessF() > 0.6 ? Qt::black : Qt::white);
            painter.drawText(rect, Qt::AlignCenter, QString(QChar(label)));
        }
}

} // namespace tessera::flow::ui
