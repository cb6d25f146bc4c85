#pragma once

#include <QStyledItemDelegate>

namespace tessera::ui {

class PackListModel;

// Draws a pack row: position, the level's preview thumbnail, its title, module and difficulty, what
// players did when the pack has play traces ("7 players · 80% · 1:42", in the colour of the curve's
// players series), and its tags. Inline editing edits the title only (the other fields have their own
// editors).
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
    // The width of the position column: the last position's digits, three at least (a pack of
    // thousands showed "000" for 5000).
    static int positionWidth(const QFontMetrics &metrics, int levelCount);
    // The colour of the players' figures, here and on the difficulty curve.
    static QColor humanColor();

    // The line under a level's title in room px: "Linjat  ·  difficulty 1.37 (stale)", shortened to
    // "Linjat  ·  1.37 (stale)" or "1.37 (stale)" where the longer wording does not fit, and only then
    // cut with "…". value is the difficulty as shown, state empty or the difficulty's state.
    static QString infoLine(const QFontMetrics &metrics, int room, const QString &moduleTitle,
                            const QString &value, const QString &state);
    // The first of the wordings, longest first, that fits in room px; else the last one cut with "…"
    // (the players' line: "3 players · 100% · 0:42", then "100% · 0:42").
    static QString firstThatFits(const QFontMetrics &metrics, int room, const QStringList &wordings);

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
