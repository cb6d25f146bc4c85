#pragma once

#include "banqi/board.h"
#include "ui/common/gridview.h"

#include <QColor>
#include <QString>

#include <vector>

namespace tessera::banqi::ui {

// An arrow of the overlay: a chain's first link or whole path, a wish, a search move; label near the
// head (a price, a wish, a value).
struct Arrow {
    std::vector<int> cells; // board cells along the arrow (a flip: one cell, drawn as a ring)
    QString label;
    QColor colour;
};

// The BanQi board: row 4 at the top, files a-h left to right; hidden pieces face down (brown discs),
// revealed ones as red or black discs with their characters; the selected piece and its legal targets;
// the overlay arrows of the chain bot, the search or a hint. It shows the position it is given (the
// challenge's start while editing, the game's while playing). Space or Enter on the selected cell (the
// arrow keys move it) is a click there, so the board plays from the keyboard.
class BoardView : public tessera::ui::GridView {
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);

    void setPosition(const Position &position);
    const Position &position() const { return mPosition; }

    // Board cell (row 1 = 0) of a view cell and back.
    static int boardCell(QPoint viewCell) { return (3 - viewCell.y()) * 8 + viewCell.x(); }
    static QPoint viewCell(int boardCell) { return QPoint(boardCell % 8, 3 - boardCell / 8); }

    void setPicked(int cell); // -1: none
    int picked() const { return mPicked; }
    void setTargets(std::vector<int> cells);
    const std::vector<int> &targets() const { return mTargets; }
    void setArrows(std::vector<Arrow> arrows);
    const std::vector<Arrow> &arrows() const { return mArrows; }
    void setLastMove(int from, int to);
    QList<tessera::ui::KeyHelp> keyHelp() const override;

signals:
    // Escape put the picked-up piece down.
    void pickDropped();

protected:
    void paintCells(QPainter &painter, const QRectF &board, qreal cellSize) override;
    void paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    Position mPosition = startPosition();
    int mPicked = -1;
    int mLastFrom = -1, mLastTo = -1;
    std::vector<int> mTargets;
    std::vector<Arrow> mArrows;
};

// The Chinese character of a piece letter (帥仕相俥傌炮兵 red, 將士象車馬砲卒 black).
QString pieceGlyph(char letter);

} // namespace tessera::banqi::ui
