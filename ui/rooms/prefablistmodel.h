#pragma once

#include <QAbstractTableModel>
#include <QPixmap>

#include <vector>

class QUndoStack;

namespace tessera::rooms::ui {

class RoomsDocument;

// The prefab set as a table: thumbnail and name, size, potential doors, instance count and weight.
// Name, count and weight are edited in place; each edit is an undoable command. A prefab the core
// refuses is shown in the error colour with the reason as its tooltip.
class PrefabListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, SizeColumn, DoorsColumn, CountColumn, WeightColumn, ColumnCount };

    PrefabListModel(RoomsDocument &document, QUndoStack &undoStack, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // A small picture of a prefab's tiles.
    static QPixmap thumbnail(const RoomsDocument &document, int row, int maxSide = 40);

private:
    struct RowCache {
        bool valid = false;
        QPixmap thumbnail;
        int doors = 0;
        QString problem;
    };
    const RowCache &cache(int row) const;

    RoomsDocument &mDocument;
    QUndoStack &mUndoStack;
    mutable std::vector<RowCache> mCache;
};

} // namespace tessera::rooms::ui
