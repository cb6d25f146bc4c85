#include "ui/common/packlistview.h"

#include "ui/common/packlistmodel.h"

#include <QDropEvent>
#include <QMimeData>

namespace tessera::ui {

PackListView::PackListView(QWidget *parent)
    : QListView(parent) {
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
    setDropIndicatorShown(true);
}

int PackListView::dropRowAt(const QPoint &position) const {
    const int rows = model() ? model()->rowCount() : 0;
    const QModelIndex index = indexAt(position);
    if (index.isValid()) {
        const QRect rect = visualRect(index);
        return position.y() < rect.center().y() ? index.row() : index.row() + 1;
    }
    if (rows > 0 && position.y() < visualRect(model()->index(0, 0)).top()) return 0;
    return rows;
}

bool PackListView::dropLevels(const QMimeData *data, const QPoint &position) {
    return model() && model()->dropMimeData(data, Qt::MoveAction, dropRowAt(position), 0, {});
}

void PackListView::dropEvent(QDropEvent *event) {
    if (!model() || !event->mimeData()->hasFormat(QString::fromLatin1(PackListModel::kMimeType))) {
        QListView::dropEvent(event);
        return;
    }
    if (dropLevels(event->mimeData(), event->position().toPoint())) {
        // The model moved the levels; the drag source must not remove anything afterwards (the model
        // has no removeRows, so even a Move result removes nothing).
        event->setDropAction(Qt::MoveAction);
        event->accept();
    } else {
        event->ignore();
    }
    stopAutoScroll();
    setState(NoState);
    viewport()->update();
}

} // namespace tessera::ui
