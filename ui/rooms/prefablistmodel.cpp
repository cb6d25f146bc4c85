#include "ui/rooms/prefablistmodel.h"

#include "ui/rooms/commands/replaceprefabcommand.h"
#include "ui/rooms/mappalette.h"
#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/wording.h"

#include <QApplication>
#include <QPainter>
#include <QUndoStack>

#include <algorithm>

namespace tessera::rooms::ui {

PrefabListModel::PrefabListModel(RoomsDocument &document, QUndoStack &undoStack, QObject *parent)
    : QAbstractTableModel(parent)
    , mDocument(document)
    , mUndoStack(undoStack) {
    connect(&mDocument, &RoomsDocument::setReset, this, [this] {
        beginResetModel();
        mCache.clear();
        endResetModel();
    });
    connect(&mDocument, &RoomsDocument::prefabInserted, this, [this](int row) {
        beginInsertRows({}, row, row);
        mCache.insert(mCache.begin() + std::min<std::ptrdiff_t>(row, std::ptrdiff_t(mCache.size())),
                      RowCache{});
        endInsertRows();
    });
    connect(&mDocument, &RoomsDocument::prefabRemoved, this, [this](int row) {
        beginRemoveRows({}, row, row);
        if (row < int(mCache.size())) mCache.erase(mCache.begin() + row);
        endRemoveRows();
    });
    connect(&mDocument, &RoomsDocument::prefabChanged, this, [this](int row) {
        if (row < int(mCache.size())) mCache[std::size_t(row)].valid = false;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
}

int PrefabListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : mDocument.prefabCount();
}

int PrefabListModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QPixmap PrefabListModel::thumbnail(const RoomsDocument &document, int row, int maxSide) {
    const Grid<Tile> &tiles = document.prefab(row).tiles;
    const int side = std::max(1, maxSide / std::max(1, std::max(tiles.rows(), tiles.cols())));
    const qreal dpr = qApp ? qApp->devicePixelRatio() : 1.0;
    QPixmap pixmap(QSize(maxSide, maxSide) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    const int left = (maxSide - tiles.cols() * side) / 2;
    const int top = (maxSide - tiles.rows() * side) / 2;
    for (int r = 0; r < tiles.rows(); ++r)
        for (int c = 0; c < tiles.cols(); ++c) {
            const Tile t = tiles[Point{r, c}];
            if (t == Tile::Outer) continue;
            painter.fillRect(QRect(left + c * side, top + r * side, side, side),
                             t == Tile::Solid ? palette::wall : palette::floor);
        }
    return pixmap;
}

const PrefabListModel::RowCache &PrefabListModel::cache(int row) const {
    if (int(mCache.size()) < mDocument.prefabCount()) mCache.resize(std::size_t(mDocument.prefabCount()));
    RowCache &c = mCache[std::size_t(row)];
    if (!c.valid) {
        const PrefabDraft &d = mDocument.prefab(row);
        c.thumbnail = thumbnail(mDocument, row);
        c.doors = int(findPotentialDoors(d.tiles).size());
        c.problem = QString::fromStdString(draftProblem(d));
        c.valid = true;
    }
    return c;
}

QVariant PrefabListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= mDocument.prefabCount()) return {};
    const PrefabDraft &d = mDocument.prefab(index.row());
    const RowCache &c = cache(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case NameColumn:
            return QString::fromStdString(d.name);
        case SizeColumn:
            return role == Qt::DisplayRole ? tr("%1 × %2").arg(d.tiles.cols()).arg(d.tiles.rows())
                                           : QVariant();
        case DoorsColumn:
            return c.doors;
        case CountColumn:
            return d.count;
        case WeightColumn:
            return role == Qt::DisplayRole ? QVariant(formatNumber(d.weight)) : QVariant(d.weight);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == NameColumn) return c.thumbnail;
        break;
    case Qt::ForegroundRole:
        if (!c.problem.isEmpty()) return QColor(190, 30, 30);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() != NameColumn) return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole:
        if (!c.problem.isEmpty()) return tr("Refused by the generator: %1").arg(c.problem);
        switch (index.column()) {
        case NameColumn:
            return tr("Prefab name (F2 to rename)");
        case SizeColumn:
            return tr("Width × height in tiles");
        case DoorsColumn:
            return tr("Potential doors: wall tiles with outside on one side, floor on the other and walls on "
                      "both flanks");
        case CountColumn:
            return tr("How many rooms of this prefab a map gets (instances)");
        case WeightColumn:
            return tr("Selection weight for the probability prefab selector and the first room");
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant PrefabListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Prefab");
        case SizeColumn:
            return tr("Size");
        case DoorsColumn:
            return tr("Doors");
        case CountColumn:
            return tr("Rooms");
        case WeightColumn:
            return tr("Weight");
        }
    }
    if (role == Qt::ToolTipRole) return data(index(0, section), Qt::ToolTipRole);
    return {};
}

Qt::ItemFlags PrefabListModel::flags(const QModelIndex &index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == NameColumn || index.column() == CountColumn || index.column() == WeightColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool PrefabListModel::setData(const QModelIndex &index, const QVariant &value, int role) {
    if (role != Qt::EditRole || !index.isValid()) return false;
    PrefabDraft d = mDocument.prefab(index.row());
    const QString name = QString::fromStdString(d.name);
    QString text;
    switch (index.column()) {
    case NameColumn: {
        const std::string n = value.toString().trimmed().toStdString();
        if (n.empty() || n == d.name) return false;
        d.name = n;
        text = tr("Rename prefab %1 to %2").arg(name, QString::fromStdString(n));
        break;
    }
    case CountColumn:
        if (value.toInt() == d.count) return false;
        d.count = value.toInt();
        text = tr("Set rooms of %1 to %2").arg(name).arg(d.count);
        break;
    case WeightColumn:
        if (value.toDouble() == d.weight) return false;
        d.weight = value.toDouble();
        text = tr("Set weight of %1 to %2").arg(name, formatNumber(d.weight));
        break;
    default:
        return false;
    }
    mUndoStack.push(new ReplacePrefabCommand(mDocument, index.row(), std::move(d), text));
    return true;
}

} // namespace tessera::rooms::ui
