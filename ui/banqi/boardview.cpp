#include "ui/banqi/boardview.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace tessera::banqi::ui {

QString pieceGlyph(char letter) {
    switch (letter) {
    case 'K':
        return QStringLiteral("帥");
    case 'A':
        return QStringLiteral("仕");
    case 'E':
        return QStringLiteral("相");
    case 'R':
        return QStringLiteral("俥");
    case 'H':
        return QStringLiteral("傌");
    case 'C':
        return QStringLiteral("炮");
    case 'P':
        return QStringLiteral("兵");
    case 'k':
        return QStringLiteral("將");
    case 'a':
        return QStringLiteral("士");
    case 'e':
        return QStringLiteral("象");
    case 'r':
        return QStringLiteral("車");
    case 'h':
        return QStringLiteral("馬");
    case 'c':
        return QStringLiteral("砲");
    case 'p':
        return QStringLiteral("卒");
    default:
        return QString(QChar(letter));
    }
}

BoardView::BoardView(QWidget *parent)
    : GridView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setGridSize(8, 4);
    setBoardMargin(22);
    setMinimumSize(280, 180);
    setKeyPointer(KeyPointer::Click);
}

QList<tessera::ui::KeyHelp> BoardView::keyHelp() const {
    return GridView::keyHelp() +
           QList<tessera::ui::KeyHelp>{
               {tr("Space, Enter"),
                tr("Flip or pick up the piece on the selected cell; on a green mark: move there"),
                tr("Editing: put the chosen piece there")},
               {tr("Escape"), tr("Put the picked-up piece down")}};
}

void BoardView::keyPressEvent(QKeyEvent *event) {
    if (event->key() == Qt::Key_Escape && mPicked >= 0 && !pressedCell()) {
        setPicked(-1);
        setTargets({});
        emit pickDropped();
        return;
    }
    GridView::keyPressEvent(event);
}

void BoardView::setPosition(const Position &position) {
    mPosition = position;
    update();
}

void BoardView::setPicked(int cell) {
    mPicked = cell;
    update();
}

void BoardView::setTargets(std::vector<int> cells) {
    mTargets = std::move(cells);
    update();
}

void BoardView::setArrows(std::vector<Arrow> arrows) {
    mArrows = std::move(arrows);
    update();
}

void BoardView::setLastMove(int from, int to) {
    mLastFrom = from;
    mLastTo = to;
    update();
}

void BoardView::paintCells(QPainter &painter, const QRectF &board, qreal cellSize) {
    painter.fillRect(board, QColor(236, 218, 176));
    const Position &p = mPosition;
    QFont glyph = painter.font();
    glyph.setPixelSize(std::max(8, int(cellSize * 0.42)));
    glyph.setBold(true);
    QFont label = painter.font();
    label.setPixelSize(std::max(8, int(std::min(cellSize * 0.3, 13.0))));
    painter.setFont(label);
    painter.setPen(QColor(110, 90, 60));
    for (int c = 0; c < 8; ++c)
        painter.drawText(QRectF(board.left() + c * cellSize, board.bottom() + 2, cellSize, 18),
                         Qt::AlignHCenter | Qt::AlignTop, QString(QChar('a' + c)));
    for (int r = 0; r < 4; ++r)
        painter.drawText(QRectF(board.left() - 20, board.top() + r * cellSize, 16, cellSize),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(4 - r));
    for (int cell = 0; cell < kCells; ++cell) {
        const QRectF r = cellRect(viewCell(cell));
        if (cell == mLastFrom || cell == mLastTo)
            painter.fillRect(r.adjusted(1, 1, -1, -1), QColor(250, 236, 150));
        if (cell == mPicked) painter.fillRect(r.adjusted(1, 1, -1, -1), QColor(170, 210, 250));
        const Cell x = p.board[std::size_t(cell)];
        if (x == kEmpty) continue;
        const QRectF disc =
            r.adjusted(r.width() * 0.1, r.height() * 0.1, -r.width() * 0.1, -r.height() * 0.1);
        if (x == kHidden) {
            painter.setPen(QPen(QColor(80, 55, 30), std::max(1.0, cellSize * 0.04)));
            painter.setBrush(QColor(150, 110, 70));
            painter.drawEllipse(disc);
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(disc.adjusted(disc.width() * 0.18, disc.height() * 0.18, -disc.width() * 0.18,
                                              -disc.height() * 0.18));
            continue;
        }
        const QColor ink = colourOf(x) == 0 ? QColor(190, 30, 30) : QColor(30, 30, 30);
        painter.setPen(QPen(ink, std::max(1.5, cellSize * 0.05)));
        painter.setBrush(QColor(252, 244, 226));
        painter.drawEllipse(disc);
        painter.setFont(glyph);
        // The Chinese character when the font has it, else the notation's letter.
        const QString text = pieceGlyph(pieceChar(x));
        painter.drawText(
            disc, Qt::AlignCenter,
            QFontMetrics(glyph).inFontUcs4(text.toUcs4().value(0)) ? text : QString(QChar(pieceChar(x))));
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(40, 140, 60, 170));
    for (int t : mTargets) {
        const QRectF r = cellRect(viewCell(t));
        const bool occupied = p.board[std::size_t(t)] != kEmpty;
        if (occupied) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor(40, 140, 60), std::max(2.0, cellSize * 0.07)));
            painter.drawEllipse(
                r.adjusted(r.width() * 0.06, r.height() * 0.06, -r.width() * 0.06, -r.height() * 0.06));
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(40, 140, 60, 170));
        } else {
            painter.drawEllipse(r.center(), cellSize * 0.12, cellSize * 0.12);
        }
    }
}

void BoardView::paintOverlay(QPainter &painter, const QRectF &, qreal cellSize) {
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(std::min(cellSize * 0.24, 14.0))));
    font.setBold(true);
    painter.setFont(font);
    for (const Arrow &a : mArrows) {
        if (a.cells.empty()) continue;
        // A little see-through, so the piece an arrow ends on can still be read under its head.
        QColor colour = a.colour;
        colour.setAlpha(200);
        QPen pen(colour, std::max(2.0, cellSize * 0.06), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        QPointF head = cellCenter(viewCell(a.cells.back()));
        if (a.cells.size() == 1) {
            painter.drawEllipse(head, cellSize * 0.44, cellSize * 0.44);
        } else {
            const QPointF prev = cellCenter(viewCell(a.cells[a.cells.size() - 2]));
            const double angle = std::atan2(head.y() - prev.y(), head.x() - prev.x());
            const double len = cellSize * 0.22;
            // The line stops inside the head, which is drawn once: no darker overlap.
            const QPointF neck = head - QPointF(len * 0.7 * std::cos(angle), len * 0.7 * std::sin(angle));
            QPainterPath path(cellCenter(viewCell(a.cells.front())));
            for (std::size_t i = 1; i + 1 < a.cells.size(); ++i)
                path.lineTo(cellCenter(viewCell(a.cells[i])));
            path.lineTo(neck);
            painter.drawPath(path);
            QPolygonF tip;
            tip << head << head - QPointF(len * std::cos(angle - 0.45), len * std::sin(angle - 0.45))
                << head - QPointF(len * std::cos(angle + 0.45), len * std::sin(angle + 0.45));
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPolygon(tip);
        }
        if (!a.label.isEmpty()) {
            // As wide as its text (not the cell): less of the piece under it is hidden.
            const double width = std::min(cellSize * 0.9, painter.fontMetrics().horizontalAdvance(a.label) +
                                                              font.pixelSize() * 0.8);
            const QRectF box(head.x() - width / 2, head.y() - cellSize * 0.5, width, cellSize * 0.28);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(255, 255, 255, 210));
            painter.drawRoundedRect(box, 3, 3);
            painter.setPen(a.colour.darker(130));
            painter.drawText(box, Qt::AlignCenter, a.label);
        }
    }
}

} // namespace tessera::banqi::ui
