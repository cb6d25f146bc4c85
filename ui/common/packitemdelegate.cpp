#include "ui/common/packitemdelegate.h"

#include "common/module.h"
#include "ui/common/packdocument.h"
#include "ui/common/packlistmodel.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace tessera::ui {

namespace {

constexpr int kMargin = 6;

QString moduleTitle(const QString &id) {
    const ModuleBackend *backend = findModule(id.toStdString());
    if (backend && !backend->title.empty()) return QString::fromStdString(backend->title);
    return id.isEmpty() ? id : id.left(1).toUpper() + id.mid(1);
}

void drawBackground(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) {
    QStyleOptionViewItem opt = option;
    opt.text.clear();
    opt.icon = QIcon();
    // The whole cell is the item (icon mode would otherwise highlight only the absent text).
    opt.showDecorationSelected = true;
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);
    (void)index;
}

// A small coloured mark of a difficulty: green (easy) to red (hard) over 0..max.
QColor difficultyColor(double difficulty, double max) {
    const double t = max > 0 ? std::clamp(difficulty / max, 0.0, 1.0) : 0.0;
    return QColor::fromHsvF(float(0.33 * (1.0 - t)), 0.65f, 0.80f);
}

} // namespace

PackItemDelegate::PackItemDelegate(PackListModel &model, QObject *parent)
    : QStyledItemDelegate(parent)
    , mModel(model) {}

QColor PackItemDelegate::humanColor() {
    return QColor(0x0e, 0x9a, 0xa7);
}

QSize PackItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const {
    const int text = option.fontMetrics.height();
    // A line more for the players' figures, in every row alike (the list's items are uniform).
    const int lines = mModel.document().hasTraces() ? 4 : 3;
    return QSize(200, std::max(kThumbnail, lines * text + 6) + 2 * kMargin);
}

int PackItemDelegate::positionWidth(const QFontMetrics &metrics, int levelCount) {
    const int digits = int(QString::number(levelCount).size());
    return metrics.horizontalAdvance(QString(std::max(3, digits), QLatin1Char('0')));
}

QRect PackItemDelegate::titleRect(const QStyleOptionViewItem &option) const {
    const QRect r = option.rect;
    const int numberWidth = positionWidth(option.fontMetrics, mModel.rowCount());
    const int left = r.left() + kMargin + numberWidth + kMargin + kThumbnail + kMargin;
    return QRect(left, r.top() + kMargin, r.right() - kMargin - left, option.fontMetrics.height() + 4);
}

void PackItemDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                            const QModelIndex &) const {
    editor->setGeometry(titleRect(option).adjusted(-3, -2, 0, 2));
}

QString PackItemDelegate::infoLine(const QFontMetrics &metrics, int room, const QString &moduleTitle,
                                   const QString &value, const QString &state) {
    // The difficulty and its state stay readable; the words around them go first.
    const QString suffix = state.isEmpty() ? QString() : tr(" (%1)").arg(state);
    return firstThatFits(metrics, room,
                         {tr("%1  ·  difficulty %2").arg(moduleTitle, value) + suffix,
                          tr("%1  ·  %2").arg(moduleTitle, value) + suffix, value + suffix});
}

QString PackItemDelegate::firstThatFits(const QFontMetrics &metrics, int room, const QStringList &wordings) {
    for (const QString &wording : wordings)
        if (metrics.horizontalAdvance(wording) <= room) return wording;
    return wordings.isEmpty() ? QString() : metrics.elidedText(wordings.back(), Qt::ElideRight, room);
}

void PackItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    painter->save();
    drawBackground(painter, opt, index);

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group =
        opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor textColor = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor dimColor = textColor;
    dimColor.setAlphaF(0.65f);

    const QRect r = opt.rect;
    const QFontMetrics fm(opt.font);
    const int numberWidth = positionWidth(fm, mModel.rowCount());

    // Position in the pack: what a game shows as the level number.
    painter->setPen(dimColor);
    painter->drawText(QRect(r.left() + kMargin, r.top(), numberWidth, r.height()),
                      Qt::AlignRight | Qt::AlignVCenter, QString::number(index.row() + 1));

    const QRect thumb(r.left() + 2 * kMargin + numberWidth, r.top() + (r.height() - kThumbnail) / 2,
                      kThumbnail, kThumbnail);
    const QString module = index.data(PackListModel::ModuleRole).toString();
    mModel.preview(index.row()).paintThumbnail(*painter, thumb, module);

    const QRect title = titleRect(opt);
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(textColor);
    painter->drawText(title, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(bold).elidedText(index.data().toString(), Qt::ElideRight, title.width()));

    const QVariant measured = index.data(PackListModel::DifficultyRole);
    const double difficulty = measured.toDouble();
    const QString state = index.data(PackListModel::DifficultyStateRole).toString();
    const double maxDifficulty = mModel.maxDifficulty();
    painter->setFont(opt.font);
    QRect line2 = title.translated(0, title.height());
    const int dot = fm.height() / 2;
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    painter->setBrush(difficultyColor(difficulty, maxDifficulty));
    painter->drawEllipse(QRect(line2.left(), line2.center().y() - dot / 2, dot, dot));
    // A difficulty that no longer describes the level (edited since) is flagged in orange.
    painter->setPen(state.isEmpty() ? dimColor : QColor(0xd0, 0x70, 0x00));
    const QString value = measured.isValid() ? QString::number(difficulty, 'f', 2) : tr("none");
    const int room = line2.width() - dot - 5;
    const QString info = infoLine(fm, room, moduleTitle(module), value, state);
    painter->drawText(line2.adjusted(dot + 5, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, info);

    // What players did, under the difficulty it is set against.
    QRect lastLine = line2;
    if (mModel.document().hasTraces()) {
        lastLine = line2.translated(0, line2.height());
        const QString human = index.data(PackListModel::HumanSummaryRole).toString();
        painter->setPen(selected ? textColor : humanColor());
        // From the title's edge (no dot here). In a narrow dock the players go first (the tooltip has
        // them): completion and time are what the difficulty is set against.
        const QStringList wordings =
            human.isEmpty() ? QStringList{tr("not played")}
                            : QStringList{human, index.data(PackListModel::HumanBriefRole).toString()};
        painter->drawText(lastLine, Qt::AlignLeft | Qt::AlignVCenter,
                          firstThatFits(fm, lastLine.width(), wordings));
    }

    // Tags as small chips, as many as fit.
    const QStringList tags = index.data(PackListModel::TagsRole).toStringList();
    QFont small = opt.font;
    small.setPointSizeF(std::max(6.0, opt.font.pointSizeF() * 0.85));
    const QFontMetrics sfm(small);
    painter->setFont(small);
    int x = title.left();
    const int y = lastLine.bottom() + 3;
    for (const QString &tag : tags) {
        const int w = sfm.horizontalAdvance(tag) + 10;
        if (x + w > title.right()) break;
        const QRect chip(x, y, w, sfm.height() + 2);
        QColor fill = selected ? QColor(255, 255, 255, 60) : QColor(0x5b, 0x7d, 0xb1, 36);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(chip, 4, 4);
        painter->setPen(dimColor);
        painter->drawText(chip, Qt::AlignCenter, tag);
        x += w + 4;
    }
    painter->restore();
}

GalleryItemDelegate::GalleryItemDelegate(PackListModel &model, QObject *parent)
    : QStyledItemDelegate(parent)
    , mModel(model) {}

QSize GalleryItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const {
    return QSize(kThumbnail + 24, kThumbnail + 2 * option.fontMetrics.height() + 16);
}

void GalleryItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    painter->save();
    drawBackground(painter, opt, index);
    const QRect r = opt.rect;
    const QRect thumb(r.left() + (r.width() - kThumbnail) / 2, r.top() + 6, kThumbnail, kThumbnail);
    mModel.preview(index.row())
        .paintThumbnail(*painter, thumb, index.data(PackListModel::ModuleRole).toString());
    const bool selected = opt.state & QStyle::State_Selected;
    painter->setPen(
        opt.palette.color(QPalette::Normal, selected ? QPalette::HighlightedText : QPalette::Text));
    const QFontMetrics fm(opt.font);
    const QRect text(r.left() + 4, thumb.bottom() + 4, r.width() - 8, fm.height());
    painter->drawText(
        text, Qt::AlignCenter,
        fm.elidedText(QStringLiteral("%1. %2").arg(index.row() + 1).arg(index.data().toString()),
                      Qt::ElideRight, text.width()));
    QColor dim = painter->pen().color();
    dim.setAlphaF(0.6f);
    painter->setPen(dim);
    painter->drawText(
        text.translated(0, fm.height()), Qt::AlignCenter,
        index.data(PackListModel::DifficultyRole).isValid()
            ? tr("difficulty %1").arg(index.data(PackListModel::DifficultyRole).toDouble(), 0, 'f', 2)
            : tr("no difficulty"));
    painter->restore();
}

} // namespace tessera::ui
