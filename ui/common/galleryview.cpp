#include "ui/common/galleryview.h"

#include <algorithm>

namespace tessera::ui {

GalleryView::GalleryView(QWidget *parent)
    : QListView(parent) {
    setViewMode(QListView::IconMode);
    setFlow(QListView::LeftToRight);
    setWrapping(true);
    setResizeMode(QListView::Adjust);
    setMovement(QListView::Static);
    setUniformItemSizes(true);
}

// Levels sharing the first level's row: every row but the last holds as many.
int GalleryView::levelsPerRow() const {
    const int count = model()->rowCount(rootIndex());
    const int top = rectForIndex(model()->index(0, modelColumn(), rootIndex())).top();
    int perRow = 1;
    while (perRow < count && rectForIndex(model()->index(perRow, modelColumn(), rootIndex())).top() == top)
        ++perRow;
    return perRow;
}

QModelIndex GalleryView::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) {
    const QModelIndex current = currentIndex();
    if ((action != MovePageDown && action != MovePageUp) || !current.isValid())
        return QListView::moveCursor(action, modifiers);
    executeDelayedItemsLayout();
    const int count = model()->rowCount(rootIndex());
    const int perRow = levelsPerRow();
    int rowsOnShow = 1;
    if (perRow < count) {
        const int pitch = rectForIndex(model()->index(perRow, modelColumn(), rootIndex())).top() -
                          rectForIndex(model()->index(0, modelColumn(), rootIndex())).top();
        if (pitch > 0) rowsOnShow = std::max(1, viewport()->height() / pitch);
    }
    const int step = rowsOnShow * perRow;
    const int row = action == MovePageDown ? std::min(current.row() + step, count - 1)
                                           : std::max(current.row() - step, 0);
    return model()->index(row, modelColumn(), rootIndex());
}

} // namespace tessera::ui
