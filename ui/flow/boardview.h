#pragma once

#include "common/grid.h"
#include "flow/puzzle.h"
#include "ui/common/gridview.h"

#include <QColor>
#include <QFont>
#include <QPixmap>

#include <cstdint>
#include <map>
#include <vector>

namespace tessera::flow::ui {

class LevelModel;

// The Flow board: endpoints as labelled discs in their colours (from the model), and optionally a
// state of the board on top — a solution or a grader layer — as coloured pipes with tinted cells, and
// a set of highlighted cells (where two solutions differ, what a layer decided).
class BoardView : public tessera::ui::GridView {
    Q_OBJECT
public:
    QList<tessera::ui::KeyHelp> keyHelp() const override;
    explicit BoardView(LevelModel &model, QWidget *parent = nullptr);

    // colour: per cell a colour index of puzzle (-1 none); links: bit (1 << Dir) per cell.
    void setPipes(const Puzzle &puzzle, const Grid<int> &colour, const Grid<std::uint8_t> &links);
    void clearPipes();
    bool hasPipes() const { return !mLinks.empty(); }
    void setHighlights(const std::vector<Point> &cells, const QColor &colour);
    const std::vector<Point> &highlights() const { return mHighlights; }

signals:
    // Delete / Backspace and Space / Return on the selected cell.
    void removeRequested(QPoint cell);
    void placeRequested(QPoint cell);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void paintCells(QPainter &painter, const QRectF &board, qreal cellSize) override;

private:
    // An endpoint's disc with its letter (and the dashed ring of a lone one), cached per cell size.
    const QPixmap &disc(char label, bool lone, qreal cellSize);
    // A pipe's round end: a disc `thickness` device pixels across in this colour, centred in an image a
    // pixel wider on every side, cached per thickness.
    const QPixmap &pipeCap(const QColor &colour, int thickness);

    LevelModel &mModel;
    Puzzle mPuzzle;
    Grid<int> mColour;
    Grid<std::uint8_t> mLinks;
    std::vector<Point> mHighlights;
    QColor mHighlightColour;
    std::map<int, QPixmap> mDiscs;
    qreal mDiscCellSize = 0;
    qreal mDiscRatio = 0;
    QFont mDiscFont;
    std::map<QRgb, QPixmap> mCaps;
    int mCapThickness = 0;
    qreal mCapRatio = 0;
};

} // namespace tessera::flow::ui
