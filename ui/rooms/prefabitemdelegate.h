#pragma once

#include <QStyledItemDelegate>

namespace tessera::rooms::ui {

// Editors for the prefab table with the ranges the set format accepts: counts 0 to 10000, weights
// above zero.
class PrefabItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
};

} // namespace tessera::rooms::ui
