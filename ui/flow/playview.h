#pragma once

#include "common/point.h"
#include "ui/flow/boardview.h"

#include <optional>
#include <string>
#include <vector>

namespace tessera::ui {
class PlayState;
}

namespace tessera::flow {
class FlowGame;
}

namespace tessera::flow::ui {

// The Flow board in play mode, as the original game plays: press on an endpoint (or a cell of a drawn
// path) and drag through the cells; the path follows the pointer and one release is one move
// ("A:a1-a2-b2") given to the play state. A drag from an endpoint starts its colour afresh, a drag
// from a path cell goes on from there; right click on a colour clears its path ("A:x"). While dragging
// the board shows what the game makes of the drag so far: the part of it the game takes (a drag stops
// before another colour's endpoint and at its own joined end). A hint's cells are outlined. The keys
// drag as the mouse does: Space or Enter on an endpoint or path cell takes it, the arrow keys lead the
// path, Space or Enter again plays it, Escape lets go; Delete clears the selected cell's colour. Which
// cells the pointer went through is all this decides: the game (FlowGame) judges the move.
class PlayView : public BoardView {
    Q_OBJECT
public:
    PlayView(LevelModel &model, tessera::ui::PlayState &state, QWidget *parent = nullptr);

    // The move the drag in progress would make on release, if any.
    std::optional<std::string> pendingMove() const;
    // The play keys and the view's own, not the editor's.
    QList<tessera::ui::KeyHelp> keyHelp() const override;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    const FlowGame *game() const;
    void refresh();
    void onPressed(QPoint cell, Qt::MouseButton button);
    void onDragMoved(std::optional<QPoint> over);
    void onReleased();
    void clearColour(QPoint cell);
    // How many cells of the drag, from its first, the game takes (1: not even one step).
    std::size_t acceptedLength() const;

    tessera::ui::PlayState &mState;
    char mLabel = 0;          // the colour being dragged, 0 when none
    std::vector<Point> mDrag; // the cells the pointer went through, from the pressed one
    bool mMoved = false;
    bool mByKeys = false; // the drag is the keys'
};

} // namespace tessera::flow::ui
