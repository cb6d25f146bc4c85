#include "ui/linjat/playview.h"

#include "linjat/linjatgame.h"
#include "ui/common/playstate.h"

#include <algorithm>
#include <cstdlib>

namespace tessera::linjat::ui {

PlayView::PlayView(tessera::ui::PlayState &state, QWidget *parent)
    : BoardView(parent)
    , mState(state) {
    setToolTip(
        tr("Drag from a number along its row or column to draw its line; drag back onto the number "
           "to erase that arm · keys: Space on a number, the arrows, Space again · wheel or Ctrl +/-: zoom · "
           "Ctrl+0: fit"));
    connect(&mState, &tessera::ui::PlayState::changed, this, &PlayView::refresh);
    connect(this, &GridView::cellPressed, this,
            [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers) { onPressed(cell, button); });
    connect(this, &GridView::dragMoved, this, &PlayView::onDragMoved);
    connect(this, &GridView::cellDragged, this, [this](QPoint, std::optional<QPoint>) { onReleased(); });
    // A drag back onto the number ends as a click there.
    connect(this, &GridView::cellClicked, this,
            [this](QPoint, Qt::MouseButton button, Qt::KeyboardModifiers) {
                if (button == Qt::LeftButton) onReleased();
            });
    connect(this, &GridView::dragCancelled, this, &PlayView::onCancelled);
    setKeyPointer(KeyPointer::Drag);
    refresh();
}

QList<tessera::ui::KeyHelp> PlayView::keyHelp() const {
    return GridView::keyHelp() +
           QList<tessera::ui::KeyHelp>{
               {tr("Space, Enter"), tr("Take the line of the selected number; again: draw it"),
                tr("On a cell of a line: that line's number")},
               {tr("Arrow keys (line taken)"), tr("Move the end of the arm being drawn"),
                tr("Back onto the number: that arm erased")}};
}

const LinjatGame *PlayView::game() const {
    return dynamic_cast<const LinjatGame *>(mState.game());
}

void PlayView::onPressed(QPoint cell, Qt::MouseButton button) {
    mNumber = -1;
    mArm = -1;
    mMoved = false;
    mByKeys = isKeyDragging();
    mOver = cell;
    mPending.reset();
    const LinjatGame *g = game();
    if (button == Qt::LeftButton && g) {
        // A number, or a cell of a number's line: the drag goes on from that line's number.
        mNumber = g->puzzle().numberAt(cell.y(), cell.x());
        if (mNumber < 0 && (mNumber = g->coveredBy(cell.y(), cell.x())) >= 0) {
            // Taken by an arm: back onto the number erases that arm.
            const Number &n = g->puzzle().number(mNumber);
            mArm = cell.x() > n.col   ? LinjatGame::Right
                   : cell.x() < n.col ? LinjatGame::Left
                   : cell.y() > n.row ? LinjatGame::Down
                                      : LinjatGame::Up;
        }
    }
    if (mNumber < 0 && mByKeys) cancelDrag(); // nothing to take: the keys move the selection again
    if (mNumber >= 0) refresh();              // the taken number ringed
}

void PlayView::onDragMoved(QPoint, std::optional<QPoint> over) {
    if (mNumber < 0) return;
    mMoved = true;
    if (!over) return; // off the board: the arm stays where the pointer left it
    mOver = *over;
    mPending = moveTowards(*over);
    refresh();
}

void PlayView::onReleased() {
    if (mNumber < 0) return;
    const std::optional<std::string> move = mMoved ? mPending : std::nullopt;
    mNumber = -1;
    mArm = -1;
    mPending.reset();
    if (!mByKeys) setSelectedCell(std::nullopt); // the keys' cursor stays where the arm ends
    if (!move || !mState.play(*move)) refresh();
}

void PlayView::onCancelled() {
    mNumber = -1;
    mArm = -1;
    mPending.reset();
    refresh();
}

std::optional<std::string> PlayView::moveTowards(QPoint over) {
    const LinjatGame *g = game();
    if (!g) return std::nullopt;
    const Number &n = g->puzzle().number(mNumber);
    const int dc = over.x() - n.col, dr = over.y() - n.row;
    if (dc == 0 && dr == 0)
        return mArm < 0 ? std::nullopt
                        : std::optional(LinjatGame::moveName(g->puzzle(), mNumber, LinjatGame::Arm(mArm), 0));
    // Off the number's row and column the arm follows the axis the pointer is further along.
    const bool horizontal = std::abs(dc) >= std::abs(dr);
    const LinjatGame::Arm arm = horizontal ? (dc > 0 ? LinjatGame::Right : LinjatGame::Left)
                                           : (dr > 0 ? LinjatGame::Down : LinjatGame::Up);
    mArm = arm;
    return LinjatGame::moveName(g->puzzle(), mNumber, arm, horizontal ? std::abs(dc) : std::abs(dr));
}

void PlayView::refresh() {
    const LinjatGame *g = game();
    if (!g) {
        clearOverlays();
        return;
    }
    if (!(puzzle() == g->puzzle())) setPuzzle(g->puzzle());
    const Puzzle &p = g->puzzle();
    std::vector<Stroke> strokes;
    for (int i = 0; i < p.numberCount(); ++i) {
        if (i == mNumber && mPending) continue; // drawn as the drag shows it, below
        const Line l = g->line(i);
        if (l.first == l.last) continue;
        const bool full = l.last - l.first + 1 == p.number(i).value;
        strokes.push_back(lineStroke(p.number(i), l, full ? fullLineColor() : solutionColor()));
    }
    if (mNumber >= 0 && mPending) {
        const Number &n = p.number(mNumber);
        std::unique_ptr<play::Game> next = g->clone();
        try {
            next->apply(*mPending);
            strokes.push_back(
                lineStroke(n, static_cast<const LinjatGame &>(*next).line(mNumber), solutionColor(), true));
        } catch (const std::exception &) {
            // Refused: the arm as the pointer asks for it, in red, clipped to the board.
            const Line l = g->line(mNumber);
            Stroke s = lineStroke(n, l, partialLineColor(), true);
            const QPoint at = mOver;
            const bool horizontal = mArm == LinjatGame::Left || mArm == LinjatGame::Right;
            s.from = QPoint(n.col, n.row);
            s.to = horizontal ? QPoint(std::clamp(at.x(), 0, p.cols() - 1), n.row)
                              : QPoint(n.col, std::clamp(at.y(), 0, p.rows() - 1));
            strokes.push_back(s);
        }
    }
    // The hint: the line its move would leave, dashed in the accent colour, and its number ringed.
    std::vector<Stroke> faint;
    std::vector<int> marked;
    if (const auto &hint = mState.hint()) {
        std::unique_ptr<play::Game> next = g->clone();
        try {
            next->apply(hint->move);
            const auto &after = static_cast<const LinjatGame &>(*next);
            for (int i = 0; i < p.numberCount(); ++i)
                if (after.line(i) != g->line(i)) {
                    faint.push_back(lineStroke(p.number(i), after.line(i), highlightColor(), true, 0.5));
                    marked.push_back(i);
                }
        } catch (const std::exception &) {
            // A hint the game refuses is the module's bug; the status line still says it.
        }
    }
    if (mNumber >= 0) marked.push_back(mNumber); // taken: by the keys, before any arrow
    setStrokes(std::move(strokes));
    setFaintStrokes(std::move(faint));
    setMarkedNumbers(std::move(marked), highlightColor().darker(120));
}

} // namespace tessera::linjat::ui
