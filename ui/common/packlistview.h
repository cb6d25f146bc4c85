#pragma once

#include <QListView>

class QMimeData;

namespace tessera::ui {

// The pack's level list. Dropping dragged levels hands them to the model in one go, so a drag of
// several levels is one undo step (QListView would move them one row at a time) and a scattered
// selection lands together in its order.
class PackListView : public QListView {
    Q_OBJECT
public:
    explicit PackListView(QWidget *parent = nullptr);

    // The insertion row for a drop at this viewport position (before the item under it when in its
    // upper half, after it otherwise; the end below the last item).
    int dropRowAt(const QPoint &position) const;
    // What a drop of dragged pack rows at this viewport position does: one undoable move.
    bool dropLevels(const QMimeData *data, const QPoint &position);

protected:
    void dropEvent(QDropEvent *event) override;
};

} // namespace tessera::ui
