#pragma once

#include "ui/common/levelpreview.h"

#include <QAbstractListModel>

#include <memory>
#include <vector>

namespace tessera::pack {
struct LevelFigures;
}

namespace tessera::ui {

class PackDocument;

// The pack's levels as a list model, in pack order. Edits made through it (inline rename, drag and
// drop reorder, setData on the roles below) become undoable commands on the document's stack; the
// model itself never changes the pack.
class PackListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role {
        IdRole = Qt::UserRole + 1, // QString
        ModuleRole,                // QString
        DifficultyRole,            // double, editable; invalid when the level has none
        TagsRole,                  // QStringList, editable
        DifficultyStateRole,       // QString: empty when measured on this data, else "stale", ...
        // What players did (PackDocument::traceReport), invalid when no trace of the level was counted:
        HumanSummaryRole,    // QString: "7 players · 80% · 1:42"
        HumanBriefRole,      // QString: "80% · 1:42", where the summary does not fit
        HumanDifficultyRole, // double: median ln(seconds) of the solves; +infinity when none solved
    };
    static constexpr const char *kMimeType = "application/x-tessera-pack-rows";

    explicit PackListModel(PackDocument &document, QObject *parent = nullptr);

    PackDocument &document() const { return mDocument; }
    // The row's preview, computed once per content and cached.
    const LevelPreview &preview(int row) const;
    // The highest difficulty in the pack (0 when empty), for colour scales.
    double maxDifficulty() const { return mMaxDifficulty; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;
    // Pushes a MoveLevelCommand (QListView's internal-move drop lands here).
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                  const QModelIndex &destinationParent, int destinationChild) override;

    // "7 players · 80% · 1:42": players, completion, median solve time (none when nobody solved it);
    // without the players, "80% · 1:42".
    static QString humanSummary(const pack::LevelFigures &figures, bool withPlayers = true);

    static QStringList tagsToStrings(const std::vector<std::string> &tags);
    // Splits "a, b,,c " into {"a","b","c"}: trimmed, empty and repeated tags dropped.
    static std::vector<std::string> parseTags(const QString &text);

private:
    void reorder(const std::vector<std::size_t> &from);
    void updateMaxDifficulty();
    QByteArray documentKey() const;
    PackDocument &mDocument;
    mutable std::vector<std::shared_ptr<const LevelPreview>> mPreviews; // per row, computed lazily
    double mMaxDifficulty = 0;
};

} // namespace tessera::ui
