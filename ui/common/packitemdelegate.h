#pragma once

#include <QStyledItemDelegate>

namespace tessera::ui {

class PackListModel;

// Draws a pack row: position, the level's preview thumbnail, its title, module and difficulty, and
// its tags. Inline editing edits the title only (the other fields have their own editors).
class PackItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit PackItemDelegate(PackListModel &model, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;

    static constexpr int kThumbnail = 60;

private:
    QRect titleRect(const QStyleOptionViewItem &option) const;
    PackListModel &mModel;
};

// The overview's gallery cell: a large thumbnail with the title under it.
class GalleryItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit GalleryItemDelegate(PackListModel &model, QObject *parent = nullptr);
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static constexpr int kThumbnail = 110;

private:
    PackListModel &mModel;
};

} // namespace tessera::ui
