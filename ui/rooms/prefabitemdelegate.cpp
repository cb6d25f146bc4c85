#include "ui/rooms/prefabitemdelegate.h"

#include "ui/rooms/prefablistmodel.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace tessera::rooms::ui {

QWidget *PrefabItemDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                          const QModelIndex &index) const {
    if (index.column() == PrefabListModel::CountColumn) {
        auto *spin = new QSpinBox(parent);
        spin->setRange(0, 10000);
        spin->setFrame(false);
        return spin;
    }
    if (index.column() == PrefabListModel::WeightColumn) {
        auto *spin = new QDoubleSpinBox(parent);
        spin->setRange(0.01, 1000);
        spin->setDecimals(2);
        spin->setSingleStep(0.25);
        spin->setFrame(false);
        return spin;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

} // namespace tessera::rooms::ui
