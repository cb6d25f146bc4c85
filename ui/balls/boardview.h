#pragma once

#include "balls/board.h"
#include "balls/generator.h"
#include "balls/physics.h"
#include "balls/whatif.h"
#include "ui/common/gridview.h"

#include <optional>
#include <vector>

class QVariantAnimation;

namespace tessera::balls::ui {

// The field: the core's drawing of the board (balls, blocks) with the move-history arrows on top
// (the core's drawHistory), and on demand the first pushes as green (winning) and red (losing)
// arrows, the what-if heat overlay, a construction step's marker, and a push rolling as a short
// animation. In play mode the arrow keys ask for pushes instead of moving the selection.
class BoardView : public tessera::ui::GridView {
    Q_OBJECT

public:
    QList<tessera::ui::KeyHelp> keyHelp() const override;
    explicit BoardView(QWidget *parent = nullptr);

    // The position shown (the board with its start as the current state).
    void setBoard(const Board &board);
    const Board &board() const { return mBoard; }
    // The arrows: the pushes' records and which to draw.
    void setHistory(std::vector<PushRecord> history, std::vector<bool> shown);
    // Move groups drawn now (one per shown push).
    int arrowGroupCount() const;
    // The four pushes from the black ball as arrows: green those in winning, red the others (those
    // that roll the black ball off or leave the level unsolvable); nothing when not given.
    void setFirstMoves(std::optional<std::vector<Dir>> winning);
    const std::optional<std::vector<Dir>> &firstMoves() const { return mWinning; }
    void setHeat(std::optional<WhatIfMap> map);
    bool showsHeat() const { return mHeat.has_value(); }
    void setMarker(std::optional<ConstructionStep> step);
    void setPlayMode(bool play) { mPlay = play; }
    // A band above the field (play mode's "Won" / "Lost"), clear of the arrows; empty for none.
    void setBanner(const QString &text, bool good);
    QString banner() const { return mBanner; }
    // Where the banner is drawn (empty without one), and the drawing's rectangle: the field and the
    // ring of one cell around it that arrows leaving the field reach into.
    QRectF bannerRect() const;
    QRectF drawingRect() const;

    // Rolls the push from the position before it (shown when it ends); skip ends it at once.
    void animate(const Board &before, const PushRecord &record);
    void skipAnimation();
    bool isAnimating() const;

signals:
    void pushRequested(Dir dir);

protected:
    void paintCells(QPainter &painter, const QRectF &board, qreal cellSize) override;
    void paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    static constexpr int kBannerStrip = 40; // pixels above (and around) the drawing when fitted
    QRectF drawingTarget(const QRectF &board, qreal cellSize) const;
    void paintHeat(QPainter &painter, qreal cellSize) const;
    void paintFirstMoves(QPainter &painter, qreal cellSize) const;
    void paintMarker(QPainter &painter, qreal cellSize) const;
    void paintRolling(QPainter &painter, qreal cellSize) const;

    Board mBoard;
    std::vector<PushRecord> mHistory;
    std::vector<bool> mShown;
    std::optional<std::vector<Dir>> mWinning;
    std::optional<WhatIfMap> mHeat;
    std::optional<ConstructionStep> mMarker;
    bool mPlay = false;
    QString mBanner;
    bool mBannerGood = true;
    Board mBefore;
    PushRecord mRolling;
    QVariantAnimation *mAnimation;
};

} // namespace tessera::balls::ui
