#include "ui/common/packlistmodel.h"

#include "common/module.h"
#include "pack/levelsource.h"
#include "ui/common/commands/movelevelcommand.h"
#include "ui/common/commands/renamelevelcommand.h"
#include "ui/common/commands/setdifficultycommand.h"
#include "ui/common/commands/settagscommand.h"
#include "ui/common/packdocument.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <set>

namespace tessera::ui {

PackListModel::PackListModel(PackDocument &document, QObject *parent)
    : QAbstractListModel(parent)
    , mDocument(document)
    , mPreviews(std::size_t(document.levelCount())) {
    connect(&mDocument, &PackDocument::aboutToReset, this, [this] { beginResetModel(); });
    connect(&mDocument, &PackDocument::reset, this, [this] {
        mPreviews.assign(std::size_t(mDocument.levelCount()), nullptr);
        endResetModel();
    });
    connect(&mDocument, &PackDocument::levelsAboutToBeInserted, this,
            [this](int first, int count) { beginInsertRows({}, first, first + count - 1); });
    connect(&mDocument, &PackDocument::levelsInserted, this, [this](int first, int count) {
        mPreviews.insert(mPreviews.begin() + first, std::size_t(count), nullptr);
        endInsertRows();
    });
    connect(&mDocument, &PackDocument::levelsAboutToBeRemoved, this,
            [this](int first, int count) { beginRemoveRows({}, first, first + count - 1); });
    connect(&mDocument, &PackDocument::levelsRemoved, this, [this](int first, int count) {
        mPreviews.erase(mPreviews.begin() + first, mPreviews.begin() + first + count);
        endRemoveRows();
    });
    connect(&mDocument, &PackDocument::levelsAboutToBeMoved, this,
            [this](int first, int count, int destination) {
                beginMoveRows({}, first, first + count - 1, {}, destination);
            });
    connect(&mDocument, &PackDocument::levelsMoved, this, [this](int first, int count, int destination) {
        auto begin = mPreviews.begin();
        if (destination < first)
            std::rotate(begin + destination, begin + first, begin + first + count);
        else
            std::rotate(begin + first, begin + first + count, begin + destination);
        endMoveRows();
    });
    // A sort keeps every level, its preview and the views' selection (persistent indexes): a reset
    // dropped them all and the views laid out and drew the pack again.
    connect(&mDocument, &PackDocument::levelsAboutToBeReordered, this,
            [this] { emit layoutAboutToBeChanged({}, VerticalSortHint); });
    connect(&mDocument, &PackDocument::levelsReordered, this, &PackListModel::reorder);
    updateMaxDifficulty();
    connect(&mDocument, &PackDocument::levelsChanged, this, &PackListModel::updateMaxDifficulty);
    // Trace figures are beside every row; they change all at once.
    connect(&mDocument, &PackDocument::tracesChanged, this, [this] {
        // The rows grow a line for the figures (PackItemDelegate): views lay them out again.
        emit layoutAboutToBeChanged();
        emit layoutChanged();
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1),
                             {HumanSummaryRole, HumanDifficultyRole, Qt::ToolTipRole});
    });
    connect(&mDocument, &PackDocument::levelChanged, this, [this](int row) {
        mPreviews[std::size_t(row)] = nullptr; // data may have changed
        const QModelIndex i = index(row);
        emit dataChanged(i, i);
    });
}

void PackListModel::reorder(const std::vector<std::size_t> &from) {
    std::vector<int> to(from.size());
    std::vector<std::shared_ptr<const LevelPreview>> previews(from.size());
    for (std::size_t row = 0; row < from.size(); ++row) {
        to[from[row]] = int(row);
        if (from[row] < mPreviews.size()) previews[row] = std::move(mPreviews[from[row]]);
    }
    mPreviews = std::move(previews);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex &i : before)
        after << (std::size_t(i.row()) < to.size() ? index(to[std::size_t(i.row())]) : QModelIndex());
    changePersistentIndexList(before, after);
    emit layoutChanged({}, VerticalSortHint);
}

void PackListModel::updateMaxDifficulty() {
    double max = 0;
    for (const auto &level : mDocument.pack().levels) max = std::max(max, level.difficulty.value_or(0));
    if (max == mMaxDifficulty) return;
    mMaxDifficulty = max;
    // Every row's difficulty colour is relative to the maximum.
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1), {DifficultyRole});
}

const LevelPreview &PackListModel::preview(int row) const {
    auto &slot = mPreviews.at(std::size_t(row));
    if (!slot) slot = std::make_shared<const LevelPreview>(LevelPreview::of(mDocument.level(row)));
    return *slot;
}

int PackListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : mDocument.levelCount();
}

QStringList PackListModel::tagsToStrings(const std::vector<std::string> &tags) {
    QStringList list;
    for (const auto &t : tags) list << QString::fromStdString(t);
    return list;
}

QString PackListModel::humanSummary(const pack::LevelFigures &f, bool withPlayers) {
    QString text = tr("%1%").arg(std::lround(100 * f.completionRate()));
    // Spelled out, not "%n player(s)": the line is short and read at a glance.
    if (withPlayers)
        text = (f.players == 1 ? tr("1 player") : tr("%1 players").arg(f.players)) + QStringLiteral(" · ") +
               text;
    if (f.medianSolveMs)
        text += QStringLiteral(" · ") + QString::fromStdString(pack::solveTimeText(*f.medianSolveMs));
    return text;
}

std::vector<std::string> PackListModel::parseTags(const QString &text) {
    std::vector<std::string> tags;
    std::set<std::string> seen;
    for (const QString &part : text.split(QLatin1Char(','))) {
        const std::string tag = part.trimmed().toStdString();
        if (!tag.empty() && seen.insert(tag).second) tags.push_back(tag);
    }
    return tags;
}

QVariant PackListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const pack::Level &level = mDocument.level(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return QString::fromStdString(level.title);
    case Qt::DecorationRole:
        return preview(index.row()).thumbnail(QSize(48, 48), QString::fromStdString(level.module), 1.0);
    case Qt::ToolTipRole: {
        const ModuleBackend *backend = findModule(level.module);
        QString tip =
            QStringLiteral("<b>%1</b><br>").arg(QString::fromStdString(level.title).toHtmlEscaped());
        tip +=
            tr("Id: %1<br>Module: %2<br>Difficulty: %3")
                .arg(QString::fromStdString(level.id).toHtmlEscaped(),
                     backend ? QString::fromStdString(backend->title) : QString::fromStdString(level.module))
                .arg(level.difficulty ? QString::number(*level.difficulty, 'g', 4) : tr("none"));
        const pack::DifficultyState state = mDocument.difficultyState(index.row());
        if (state != pack::DifficultyState::Measured)
            tip += tr(" (%1)").arg(QString::fromUtf8(pack::difficultyStateName(state)));
        if (const std::string tier = pack::measuredTier(level); !tier.empty())
            tip += tr("<br>Tier: %1").arg(QString::fromStdString(tier));
        // The list draws a coloured dot before the difficulty; this is where it is explained.
        tip += tr("<br><i>The dot: the difficulty, green (easy) to red (hard); the line is orange when "
                  "the difficulty is stale, set by hand or unmeasured.</i>");
        if (!level.tags.empty())
            tip += tr("<br>Tags: %1").arg(tagsToStrings(level.tags).join(", ").toHtmlEscaped());
        const auto &prov = level.provenance;
        if (!prov.generator.empty() || prov.seed) {
            tip += tr("<br>Made by: %1").arg(QString::fromStdString(prov.generator).toHtmlEscaped());
            if (prov.seed) tip += tr(", seed %1").arg(qulonglong(*prov.seed));
            if (!prov.version.empty()) tip += tr(" (tessera %1)").arg(QString::fromStdString(prov.version));
        }
        if (const pack::LevelFigures *f = mDocument.traceFigures(level.id)) {
            tip += tr("<br>Players: %1 · %n attempt(s), %2 solved", nullptr, int(f->attempts))
                       .arg(f->players)
                       .arg(f->completed);
            if (f->medianSolveMs)
                tip += tr(", median %1").arg(QString::fromStdString(pack::solveTimeText(*f->medianSolveMs)));
            tip +=
                tr("<br>Restarts %1 · hints %2 · give-ups %3").arg(f->restarts).arg(f->hints).arg(f->giveUps);
        }
        const QString problem = preview(index.row()).problem;
        if (!problem.isEmpty()) tip += QStringLiteral("<br><i>%1</i>").arg(problem.toHtmlEscaped());
        return tip;
    }
    case IdRole:
        return QString::fromStdString(level.id);
    case ModuleRole:
        return QString::fromStdString(level.module);
    case DifficultyRole:
        return level.difficulty ? QVariant(*level.difficulty) : QVariant();
    case TagsRole:
        return tagsToStrings(level.tags);
    case DifficultyStateRole: {
        const pack::DifficultyState state = mDocument.difficultyState(index.row());
        return state == pack::DifficultyState::Measured ? QString()
                                                        : QString::fromUtf8(pack::difficultyStateName(state));
    }
    case HumanSummaryRole:
    case HumanBriefRole: {
        const pack::LevelFigures *f = mDocument.traceFigures(level.id);
        return f ? QVariant(humanSummary(*f, role == HumanSummaryRole)) : QVariant();
    }
    case HumanDifficultyRole: {
        const pack::LevelFigures *f = mDocument.traceFigures(level.id);
        return f && f->humanDifficulty() ? QVariant(*f->humanDifficulty()) : QVariant();
    }
    default:
        return {};
    }
}

bool PackListModel::setData(const QModelIndex &index, const QVariant &value, int role) {
    if (!index.isValid() || index.row() >= rowCount()) return false;
    const int row = index.row();
    const pack::Level &level = mDocument.level(row);
    QUndoStack *stack = mDocument.undoStack();
    switch (role) {
    case Qt::EditRole: {
        const std::string title = value.toString().trimmed().toStdString();
        if (title.empty()) return false; // a level keeps a title; the editor reverts
        if (title != level.title) stack->push(new RenameLevelCommand(mDocument, row, title));
        return true;
    }
    case DifficultyRole: {
        bool ok = false;
        const double difficulty = value.toDouble(&ok);
        if (!ok || !std::isfinite(difficulty)) return false;
        if (difficulty != level.difficulty) stack->push(new SetDifficultyCommand(mDocument, row, difficulty));
        return true;
    }
    case TagsRole: {
        const std::vector<std::string> tags = value.typeId() == QMetaType::QStringList
                                                  ? parseTags(value.toStringList().join(','))
                                                  : parseTags(value.toString());
        if (tags != level.tags) stack->push(new SetTagsCommand(mDocument, row, tags));
        return true;
    }
    default:
        return false;
    }
}

Qt::ItemFlags PackListModel::flags(const QModelIndex &index) const {
    if (!index.isValid()) return Qt::ItemIsDropEnabled; // drops land between rows, never onto one
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemIsDragEnabled |
           Qt::ItemNeverHasChildren;
}

QStringList PackListModel::mimeTypes() const {
    return {QString::fromLatin1(kMimeType)};
}

QByteArray PackListModel::documentKey() const {
    // Rows only mean something in the document they came from; a drop from another window is refused.
    return QByteArray::number(quintptr(&mDocument), 16);
}

QMimeData *PackListModel::mimeData(const QModelIndexList &indexes) const {
    QList<int> rows;
    for (const QModelIndex &i : indexes)
        if (i.isValid() && !rows.contains(i.row())) rows << i.row();
    std::sort(rows.begin(), rows.end());
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << documentKey() << rows;
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kMimeType), bytes);
    return mime;
}

bool PackListModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                    const QModelIndex &) const {
    return data && action == Qt::MoveAction && data->hasFormat(QString::fromLatin1(kMimeType));
}

bool PackListModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                                 const QModelIndex &parent) {
    if (action == Qt::IgnoreAction) return true;
    if (!canDropMimeData(data, action, row, column, parent)) return false;
    QByteArray key;
    QList<int> rows;
    QDataStream stream(data->data(QString::fromLatin1(kMimeType)));
    stream >> key >> rows;
    if (stream.status() != QDataStream::Ok || key != documentKey() || rows.isEmpty()) return false;
    int destination = row >= 0 ? row : (parent.isValid() ? parent.row() : rowCount());
    destination = std::clamp(destination, 0, rowCount());
    for (int r : rows)
        if (r < 0 || r >= rowCount()) return false;

    const bool contiguous = rows.back() - rows.front() + 1 == rows.size();
    if (contiguous) return moveRows({}, rows.front(), int(rows.size()), {}, destination);

    // Scattered selection: gather the rows in order before the drop point, as one undo step.
    QUndoStack *stack = mDocument.undoStack();
    stack->beginMacro(tr("Move %n levels", nullptr, int(rows.size())));
    // Ids survive the intermediate moves; rows do not.
    std::vector<std::string> ids;
    for (int r : rows) ids.push_back(mDocument.level(r).id);
    // The dragged levels gather before the first level at or after the drop point that stays put.
    int anchorRow = destination;
    while (anchorRow < rowCount() && rows.contains(anchorRow)) ++anchorRow;
    const std::string anchor = anchorRow < rowCount() ? mDocument.level(anchorRow).id : std::string();
    for (const auto &id : ids) {
        const int from = mDocument.rowOfId(id);
        const int to = anchor.empty() ? rowCount() : mDocument.rowOfId(anchor);
        auto *command = new MoveLevelCommand(mDocument, from, 1, to);
        if (command->isNoOp())
            delete command;
        else
            stack->push(command);
    }
    stack->endMacro();
    return true;
}

bool PackListModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                             const QModelIndex &destinationParent, int destinationChild) {
    if (sourceParent.isValid() || destinationParent.isValid() || count <= 0 || sourceRow < 0 ||
        sourceRow + count > rowCount() || destinationChild < 0 || destinationChild > rowCount())
        return false;
    auto *command = new MoveLevelCommand(mDocument, sourceRow, count, destinationChild);
    if (command->isNoOp()) {
        delete command;
        return false;
    }
    mDocument.undoStack()->push(command);
    return true;
}

} // namespace tessera::ui
