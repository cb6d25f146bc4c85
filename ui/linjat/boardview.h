#pragma once

#include "linjat/placement.h"
#include "linjat/puzzle.h"
#include "ui/common/gridview.h"

#include <QColor>

#include <optional>
#include <vector>

namespace tessera::linjat::ui {

// A Linjat board on the shared grid canvas: numbers in circles, dots, and whatever a panel lays over
// them (lines, faint placements, reach shading, highlighted cells, marked numbers and dots). It only
// draws what it is given; the panels work out what to give it from core results.
class BoardView : public tessera::ui::GridView {
    Q_OBJECT
public:
    // A straight stroke between two cell centres (a line or a placement).
    struct Stroke {
        QPoint from; // (col, row)
        QPoint to;
        QColor color;
        bool dashed = false;
        qreal width = 0.34; // in cells
    };

    explicit BoardView(QWidget *parent = nullptr);

    void setPuzzle(const Puzzle &puzzle);
    const Puzzle &puzzle() const { return mPuzzle; }

    void setStrokes(std::vector<Stroke> strokes);
    void setFaintStrokes(std::vector<Stroke> strokes);
    const std::vector<Stroke> &strokes() const { return mStrokes; }
    const std::vector<Stroke> &faintStrokes() const { return mFaint; }
    // One colour per cell (row-major), transparent for none; empty for no shading.
    void setShading(std::vector<QColor> shading);
    void setHighlightedCells(std::vector<QPoint> cells);
    void setMarkedNumbers(std::vector<int> numbers, QColor color);
    const std::vector<int> &markedNumbers() const { return mMarkedNumbers; }
    void setMarkedDots(std::vector<QPoint> cells, QColor color);
    const std::vector<QPoint> &markedDots() const { return mMarkedDots; }
    QColor markedDotColor() const { return mMarkedDotColor; }
    void setSuggestedDot(std::optional<QPoint> cell);
    void clearOverlays();
    // Row and column numbers in the margin (on by default).
    void setShowCoordinates(bool show);

    // A solution as strokes in one colour, the numbers in differing drawn in another.
    static std::vector<Stroke> solutionStrokes(const Puzzle &puzzle, const std::vector<Line> &lines,
                                               QColor color, const std::vector<int> &differing = {},
                                               QColor differingColor = QColor());
    static Stroke lineStroke(const Number &number, const Line &line, QColor color, bool dashed = false,
                             qreal width = 0.34);

    // The colours every panel uses, so green/red and the marks mean the same everywhere.
    static QColor fullLineColor();
    static QColor partialLineColor();
    static QColor solutionColor();
    static QColor differenceColor();
    static QColor highlightColor();
    static QColor reachColor();

protected:
    void paintCells(QPainter &painter, const QRectF &board, qreal cellSize) override;
    void paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize) override;
    // Numbers are drawn by this; a subclass may move one (a drag) by skipping it and drawing it elsewhere.
    virtual bool drawsNumber(int index) const;
    void drawNumber(QPainter &painter, const QRectF &cell, int value, bool ghost = false) const;

private:
    void drawStrokes(QPainter &painter, const std::vector<Stroke> &strokes, qreal cellSize) const;

    Puzzle mPuzzle;
    std::vector<Stroke> mStrokes;
    std::vector<Stroke> mFaint;
    std::vector<QColor> mShading;
    std::vector<QPoint> mHighlighted;
    std::vector<int> mMarkedNumbers;
    QColor mMarkedNumberColor;
    std::vector<QPoint> mMarkedDots;
    QColor mMarkedDotColor;
    std::optional<QPoint> mSuggested;
    bool mShowCoordinates = true;
};

} // namespace tessera::linjat::ui
