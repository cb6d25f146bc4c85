#include "ui/linjat/editorview.h"

#include "ui/linjat/commands/clearcellcommand.h"
#include "ui/linjat/commands/movenumbercommand.h"
#include "ui/linjat/commands/setnumbercommand.h"
#include "ui/linjat/commands/toggledotcommand.h"
#include "ui/linjat/levelmodel.h"

#include <QKeyEvent>
#include <QPainter>
#include <QUndoStack>

namespace tessera::linjat::ui {

EditorView::EditorView(LevelModel &model, QUndoStack &undoStack, QWidget *parent)
    : BoardView(parent)
    , mModel(model)
    , mUndoStack(undoStack) {
    setToolTip(tr("Click: dot on/off · 1-9: set a number on the selected cell · Delete: clear · "
                  "drag a number to move it · wheel or Ctrl +/-: zoom · Ctrl+0: fit"));
    setPuzzle(model.puzzle());
    connect(&model, &LevelModel::puzzleChanged, this, [this] {
        setPuzzle(mModel.puzzle());
        // The marks belong to the edit that made them: the next change (an edit, undo) takes them away.
        if (!markedDots().empty()) setMarkedDots({}, markedDotColor());
    });
    connect(&model, &LevelModel::documentReset, this, [this] {
        setSelectedCell(std::nullopt);
        fitToWindow();
    });
    connect(this, &GridView::cellClicked, this,
            [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers) { onClicked(cell, button); });
    connect(this, &GridView::cellDragged, this, &EditorView::onDragged);
    connect(this, &GridView::dragMoved, this, [this](QPoint, std::optional<QPoint> over) {
        mDragOver = over;
        update();
    });
}

void EditorView::markAddedDots(std::vector<QPoint> cells) {
    setMarkedDots(std::move(cells), palette().color(QPalette::Highlight));
}

template <typename Command> void EditorView::push(std::unique_ptr<Command> command, const QString &why) {
    if (!command) {
        if (!why.isEmpty()) emit editRefused(why);
        return;
    }
    mUndoStack.push(command.release());
}

void EditorView::onClicked(QPoint cell, Qt::MouseButton button) {
    if (button != Qt::LeftButton) return;
    // A click on a number only selects it (for typing a new value or dragging it).
    if (mModel.puzzle().numberAt(cell.y(), cell.x()) >= 0) return;
    QString why;
    push(ToggleDotCommand::make(mModel, cell.y(), cell.x(), &why), why);
}

void EditorView::onDragged(QPoint from, std::optional<QPoint> to) {
    mDragOver.reset();
    update();
    if (mModel.puzzle().numberAt(from.y(), from.x()) < 0) return; // dragging over empty cells does nothing
    if (!to) {
        emit editRefused(tr("Drop the number on a cell of the board."));
        return;
    }
    QString why;
    push(MoveNumberCommand::make(mModel, from.y(), from.x(), to->y(), to->x(), &why), why);
}

QList<tessera::ui::KeyHelp> EditorView::keyHelp() const {
    return BoardView::keyHelp() +
           QList<tessera::ui::KeyHelp>{{tr("1 … 9"), tr("Put that number on the selected cell")},
                                       {tr("Space, ."), tr("Dot on the selected cell on or off")},
                                       {tr("Delete, Backspace"), tr("Clear the selected cell")}};
}

void EditorView::keyPressEvent(QKeyEvent *event) {
    const auto selected = selectedCell();
    const bool plain = !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (selected && plain) {
        const int key = event->key();
        QString why;
        if (key >= Qt::Key_1 && key <= Qt::Key_9) {
            push(SetNumberCommand::make(mModel, selected->y(), selected->x(), key - Qt::Key_0, &why), why);
            return;
        }
        if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
            push(ClearCellCommand::make(mModel, selected->y(), selected->x(), &why), why);
            return;
        }
        if (key == Qt::Key_Space || key == Qt::Key_Period) {
            push(ToggleDotCommand::make(mModel, selected->y(), selected->x(), &why), why);
            return;
        }
    }
    BoardView::keyPressEvent(event);
}

bool EditorView::drawsNumber(int index) const {
    if (!isDragging() || !pressedCell()) return true;
    const Number &n = puzzle().number(index);
    return QPoint(n.col, n.row) != *pressedCell();
}

void EditorView::paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize) {
    BoardView::paintOverlay(painter, board, cellSize);
    if (!isDragging() || !pressedCell()) return;
    const int index = puzzle().numberAt(pressedCell()->y(), pressedCell()->x());
    if (index < 0) return;
    const int value = puzzle().number(index).value;
    // The number stays faintly at its place and follows the mouse as a ghost.
    drawNumber(painter, cellRect(*pressedCell()), value, true);
    if (mDragOver) {
        const bool free = puzzle().numberAt(mDragOver->y(), mDragOver->x()) < 0;
        drawNumber(painter, cellRect(*mDragOver), value, true);
        if (!free) {
            painter.setPen(QPen(partialLineColor(), std::max(2.0, cellSize * 0.06)));
            painter.drawRect(cellRect(*mDragOver).adjusted(3, 3, -3, -3));
        }
    }
}

} // namespace tessera::linjat::ui
