#pragma once

#include "ui/linjat/boardview.h"

class QUndoStack;

namespace tessera::linjat::ui {

class LevelModel;

// The editable board. Click an empty cell: dot on/off. Type 1-9 on the selected cell: a number
// (or a new value); Delete or Backspace: clear it; Space or '.': dot on/off. Drag a number to move it.
// Every edit is pushed as one command on the undo stack; an impossible edit is refused with a reason.
class EditorView : public BoardView {
    Q_OBJECT
public:
    QList<tessera::ui::KeyHelp> keyHelp() const override;
    EditorView(LevelModel &model, QUndoStack &undoStack, QWidget *parent = nullptr);

    // Rings in the accent colour around dots just added (Finish Level) until the puzzle next changes
    // (cells as (col, row)).
    void markAddedDots(std::vector<QPoint> cells);

signals:
    void editRefused(const QString &reason);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void paintOverlay(QPainter &painter, const QRectF &board, qreal cellSize) override;
    bool drawsNumber(int index) const override;

private:
    void onClicked(QPoint cell, Qt::MouseButton button);
    void onDragged(QPoint from, std::optional<QPoint> to);
    template <typename Command> void push(std::unique_ptr<Command> command, const QString &why);

    LevelModel &mModel;
    QUndoStack &mUndoStack;
    std::optional<QPoint> mDragOver;
};

} // namespace tessera::linjat::ui
