#include "ui/flow/playview.h"

#include "flow/flowgame.h"
#include "flow/solution.h"
#include "ui/common/playstate.h"

#include <QKeyEvent>

#include <cstdlib>

namespace tessera::flow::ui {

PlayView::PlayView(LevelModel &model, tessera::ui::PlayState &state, QWidget *parent)
    : BoardView(model, parent)
    , mState(state) {
    setToolTip(
        tr("Drag from an endpoint through the cells to draw its path; from a path's cell to go on "
           "from there · right click: clear the colour · keys: Space on an endpoint, the arrows, Space "
           "again; Delete clears · wheel or Ctrl +/-: zoom · Ctrl+0: fit"));
    connect(&mState, &tessera::ui::PlayState::changed, this, &PlayView::refresh);
    connect(this, &GridView::cellPressed, this,
            [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers) { onPressed(cell, button); });
    connect(this, &GridView::dragMoved, this,
            [this](QPoint, std::optional<QPoint> over) { onDragMoved(over); });
    connect(this, &GridView::cellDragged, this, [this](QPoint, std::optional<QPoint>) { onReleased(); });
    connect(this, &GridView::cellClicked, this,
            [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers) {
                if (button == Qt::RightButton)
                    clearColour(cell);
                else
                    onReleased(); // a drag that came back to its first cell
            });
    connect(this, &GridView::dragCancelled, this, [this] {
        mLabel = 0;
        mDrag.clear();
        refresh();
    });
    setKeyPointer(KeyPointer::Drag);
    refresh();
}

QList<tessera::ui::KeyHelp> PlayView::keyHelp() const {
    return GridView::keyHelp() +
           QList<tessera::ui::KeyHelp>{
               {tr("Space, Enter"), tr("Take the path at the selected cell; again: play it"),
                tr("On an endpoint: its colour afresh; on a path cell: on from there")},
               {tr("Arrow keys (path taken)"), tr("Lead the path one cell")},
               {tr("Delete, Backspace"), tr("Clear the selected cell's colour")}};
}

// The editor's keys (endpoints) are not play: only the grid's keys and Delete.
void PlayView::keyPressEvent(QKeyEvent *event) {
    const auto cell = selectedCell();
    if (cell && event->modifiers() == Qt::NoModifier &&
        (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace)) {
        clearColour(*cell);
        return;
    }
    GridView::keyPressEvent(event);
}

const FlowGame *PlayView::game() const {
    return dynamic_cast<const FlowGame *>(mState.game());
}

void PlayView::onPressed(QPoint cell, Qt::MouseButton button) {
    mLabel = 0;
    mDrag.clear();
    mMoved = false;
    mByKeys = isKeyDragging();
    const FlowGame *g = game();
    const int colour = button == Qt::LeftButton && g ? g->colourAt({cell.y(), cell.x()}) : -1;
    if (colour < 0) {
        if (mByKeys) cancelDrag(); // nothing to take: the keys move the selection again
        return;
    }
    mLabel = g->puzzle().pairs[std::size_t(colour)].label;
    mDrag.push_back({cell.y(), cell.x()});
    refresh(); // the taken cell outlined
}

void PlayView::onDragMoved(std::optional<QPoint> over) {
    if (!mLabel) return;
    mMoved = true;
    if (!over) return; // off the board: the path stays where the pointer left it
    // A fast pointer skips cells: the drag goes through the cells between, the longer way first.
    const Point target{over->y(), over->x()};
    while (mDrag.back() != target) {
        Point next = mDrag.back();
        const int dr = target.row - next.row, dc = target.col - next.col;
        if (std::abs(dc) >= std::abs(dr))
            next.col += dc > 0 ? 1 : -1;
        else
            next.row += dr > 0 ? 1 : -1;
        mDrag.push_back(next);
    }
    refresh();
}

void PlayView::onReleased() {
    if (!mLabel) return;
    const std::size_t accepted = mMoved ? acceptedLength() : 0;
    const std::vector<Point> drag = std::move(mDrag);
    const char label = mLabel;
    mLabel = 0;
    mDrag.clear();
    if (!mByKeys) setSelectedCell(std::nullopt); // the keys' cursor stays where the path ends
    // The part the game takes; when it takes no step at all, the whole drag, refused with its reason.
    bool played = false;
    if (accepted >= 2)
        played =
            mState.play(FlowGame::moveName(label, {drag.begin(), drag.begin() + std::ptrdiff_t(accepted)}));
    else if (mMoved && drag.size() >= 2)
        played = mState.play(FlowGame::moveName(label, drag));
    if (!played) refresh();
}

void PlayView::clearColour(QPoint cell) {
    const FlowGame *g = game();
    if (!g) return;
    const int colour = g->colourAt({cell.y(), cell.x()});
    if (colour < 0 || g->paths()[std::size_t(colour)].empty()) return;
    mState.play(std::string(1, g->puzzle().pairs[std::size_t(colour)].label) + ":x");
}

std::size_t PlayView::acceptedLength() const {
    const FlowGame *g = game();
    if (!g || mDrag.empty()) return 0;
    // The game says how far the drag goes: the longest start of it that it accepts.
    for (std::size_t n = mDrag.size(); n >= 2; --n) {
        std::unique_ptr<play::Game> next = g->clone();
        try {
            next->apply(FlowGame::moveName(mLabel, {mDrag.begin(), mDrag.begin() + std::ptrdiff_t(n)}));
            return n;
        } catch (const std::exception &) {
        }
    }
    return 1;
}

std::optional<std::string> PlayView::pendingMove() const {
    const std::size_t n = mMoved ? acceptedLength() : 0;
    if (n < 2) return std::nullopt;
    return FlowGame::moveName(mLabel, {mDrag.begin(), mDrag.begin() + std::ptrdiff_t(n)});
}

void PlayView::refresh() {
    const FlowGame *g = game();
    if (!g) {
        clearPipes();
        setHighlights({}, QColor());
        return;
    }
    // While dragging, the game as the drag would leave it.
    std::unique_ptr<play::Game> preview;
    if (const std::optional<std::string> move = pendingMove()) {
        preview = g->clone();
        preview->apply(*move);
    }
    const FlowGame &shown = preview ? static_cast<const FlowGame &>(*preview) : *g;
    const Solution drawn = shown.drawn();
    setPipes(shown.puzzle(), colourGrid(shown.puzzle(), drawn), linkGrid(shown.puzzle(), drawn));
    // The hint: the cells its move changes, outlined in the accent colour.
    std::vector<Point> hinted;
    if (const auto &hint = mState.hint(); hint && !preview) {
        std::unique_ptr<play::Game> after = g->clone();
        try {
            after->apply(hint->move);
            hinted = differingCells(g->puzzle(), drawn, static_cast<const FlowGame &>(*after).drawn());
        } catch (const std::exception &) {
            // A hint the game refuses is the module's bug; the status line still says it.
        }
    }
    // While a path is taken (by the keys, before any arrow), its cell is outlined instead.
    if (mLabel && !mDrag.empty())
        setHighlights({mDrag.front()}, palette().color(QPalette::Highlight));
    else
        setHighlights(hinted, QColor(245, 176, 0));
}

} // namespace tessera::flow::ui
