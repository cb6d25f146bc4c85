#pragma once

#include "ui/linjat/boardview.h"

#include <optional>
#include <string>

namespace tessera::ui {
class PlayState;
}

namespace tessera::linjat {
class LinjatGame;
}

namespace tessera::linjat::ui {

// The board in play mode, as the original game plays: press on a number and drag along its row or
// column, and the arm follows the pointer; each release is one move ("c4R2") given to the play state,
// and a drag back onto the number erases that arm ("c4R0"). The player's lines are drawn from the
// game (green when a line has its full length); the arm being dragged is dashed, red when the game
// would refuse it; a hint is dashed in the accent colour. The keys drag as the mouse does: Space or
// Enter on a number (or its line) takes it, the arrow keys move the arm's end, Space or Enter again
// draws it, Escape lets go. Which move a drag makes is the only thing decided here: the game
// (LinjatGame) judges it.
class PlayView : public BoardView {
    Q_OBJECT
public:
    explicit PlayView(tessera::ui::PlayState &state, QWidget *parent = nullptr);

    // The move the drag in progress would make on release, if any.
    const std::optional<std::string> &pendingMove() const { return mPending; }
    QList<tessera::ui::KeyHelp> keyHelp() const override;

private:
    const LinjatGame *game() const;
    void refresh();
    void onPressed(QPoint cell, Qt::MouseButton button);
    void onDragMoved(QPoint from, std::optional<QPoint> over);
    void onReleased();
    void onCancelled();
    // The move for the pointer over this cell while dragging from mNumber.
    std::optional<std::string> moveTowards(QPoint over);

    tessera::ui::PlayState &mState;
    int mNumber = -1;     // the number being dragged from, -1 when none
    int mArm = -1;        // the arm the drag last drew (LinjatGame::Arm)
    bool mMoved = false;  // the pointer left the number's cell during this press
    bool mByKeys = false; // the drag is the keys'
    QPoint mOver;         // the cell the drag is over
    std::optional<std::string> mPending;
};

} // namespace tessera::linjat::ui
