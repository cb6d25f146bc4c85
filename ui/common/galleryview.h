#pragma once

#include <QListView>

namespace tessera::ui {

// The overview's level grid: thumbnails of one size, left to right, wrapping. Page Down and Page Up move
// the current level by the whole rows on show, in its column (the first and the last level stop them): in
// icon mode QListView's own left the current level where it was whenever it sat in the last row in full view,
// which, with a row or two on show, was four times in ten.
class GalleryView : public QListView {
    Q_OBJECT
public:
    explicit GalleryView(QWidget *parent = nullptr);

protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;

private:
    int levelsPerRow() const;
};

} // namespace tessera::ui
