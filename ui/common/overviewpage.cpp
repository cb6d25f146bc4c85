#include "ui/common/overviewpage.h"

#include "common/module.h"
#include "ui/common/actionfactory.h"
#include "ui/common/commands/removelevelcommand.h"
#include "ui/common/deferredupdate.h"
#include "ui/common/difficultychart.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/galleryview.h"
#include "ui/common/moduleui.h"
#include "ui/common/packdocument.h"
#include "ui/common/packitemdelegate.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/verticalscrollarea.h"

#include <QAction>
#include <QDir>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyleOptionViewItem>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace tessera::ui {

namespace {

QFont sectionFont(QFont font) {
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    return font;
}

QLabel *sectionLabel(const QString &text) {
    auto *label = new QLabel(text);
    label->setFont(sectionFont(label->font()));
    return label;
}

// The item of a table cell, made when first needed. The module table is refreshed on every change of the
// pack: new items each time re-measured every cell and laid out the page again, which repainted the whole
// level grid on every edit (a tenth of a difficulty step in a pack of 5,000). An item's setText and
// setToolTip do nothing when the value is the same.
QTableWidgetItem *cell(QTableWidget &table, int row, int column, bool &made) {
    QTableWidgetItem *item = table.item(row, column);
    if (item) return item;
    item = new QTableWidgetItem;
    table.setItem(row, column, item);
    made = true;
    return item;
}

} // namespace

OverviewPage::OverviewPage(PackDocument &document, PackListModel &model, QItemSelectionModel &selection,
                           QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mTitle(new QLabel)
    , mSubtitle(new ElidedLabel)
    , mDescription(new ElidedLabel)
    , mQuickActions(new QWidget)
    , mModules(new QTableWidget)
    , mChart(new DifficultyChart(document, false))
    , mGallery(new GalleryView)
    , mGalleryLabel(sectionLabel(tr("Levels")))
    , mRefresh(new DeferredUpdate(*this, [this] { refresh(); })) {
    setObjectName(QStringLiteral("overviewPage"));
    // Layout: summary on top; modules | curve in the middle; gallery below.
    QWidget *summary = createSummary();
    QWidget *galleryBox = createGallery(model, selection);
    auto *vertical = new QSplitter(Qt::Vertical);
    vertical->setChildrenCollapsible(false);
    vertical->addWidget(createMiddle());
    vertical->addWidget(galleryBox);
    // The level grid takes 55% of the height, whatever the window's first size, and keeps that share as
    // it is resized (it kept what was left: a sliver at 1024x700); the rest shows every module's row at
    // 1024x700 (at 40% the sixth was one scroll away).
    vertical->setStretchFactor(0, 9);
    vertical->setStretchFactor(1, 11);
    vertical->setSizes({9000, 11000});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(10);
    layout->addWidget(summary);
    auto *line = new QFrame;
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addWidget(line);
    layout->addWidget(vertical, 1);

    connect(&document, &PackDocument::levelsChanged, mRefresh, &DeferredUpdate::request);
    connect(&document, &PackDocument::infoChanged, mRefresh, &DeferredUpdate::request);
    connect(&document, &PackDocument::fileNameChanged, mRefresh, &DeferredUpdate::request);
    connect(&document, &PackDocument::modifiedChanged, mRefresh, &DeferredUpdate::request);
    refresh();
}

// The pack's name, its facts and description, and the quick actions under them.
QWidget *OverviewPage::createSummary() {
    QFont titleFont = mTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    mTitle->setFont(titleFont);
    mTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // One line each, the whole text as the tooltip: the level grid needs the height in a small window, and
    // a line that wrapped when an edit added "unsaved changes" moved the whole page down.
    mSubtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mDescription->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mDescription->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *quickLayout = new QHBoxLayout(mQuickActions);
    quickLayout->setContentsMargins(0, 4, 0, 0);
    quickLayout->setSpacing(6);

    auto *summary = new QWidget;
    auto *summaryLayout = new QVBoxLayout(summary);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->setSpacing(2);
    summaryLayout->addWidget(mTitle);
    summaryLayout->addWidget(mSubtitle);
    summaryLayout->addWidget(mDescription);
    summaryLayout->addWidget(mQuickActions);
    return summary;
}

// Every level as a thumbnail; selecting a level here or in the chart selects it in both.
QWidget *OverviewPage::createGallery(PackListModel &model, QItemSelectionModel &selection) {
    mGallery->setModel(&model);
    mGallery->setSelectionModel(&selection);
    mGallery->setItemDelegate(new GalleryItemDelegate(model, mGallery));
    mGallery->setSpacing(4);
    mGallery->setSelectionMode(QAbstractItemView::ExtendedSelection);
    mGallery->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mGallery->setDragEnabled(false);
    mGallery->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // One whole row of thumbnails, however small the window: the splitter above gives way first.
    QStyleOptionViewItem item;
    item.initFrom(mGallery);
    mGallery->setMinimumHeight(mGallery->itemDelegate()->sizeHint(item, {}).height() +
                               2 * (mGallery->spacing() + mGallery->frameWidth()));
    mGallery->setWhatsThis(tr("Every level of the pack in order; double-click opens it in its workbench."));
    connect(mGallery, &QListView::activated, this, [this](const QModelIndex &i) {
        if (i.isValid()) emit openLevelRequested(i.row());
    });
    connect(mChart, &DifficultyChart::rowClicked, this, [this, &selection, &model](int row) {
        selection.setCurrentIndex(model.index(row), QItemSelectionModel::ClearAndSelect);
        mGallery->scrollTo(model.index(row));
    });
    connect(&selection, &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        mChart->setCurrentRow(current.isValid() ? current.row() : -1);
    });
    // A move or a sort takes the current level elsewhere without a change of current.
    const auto ringCurrent = [this, &selection] {
        const QModelIndex current = selection.currentIndex();
        mChart->setCurrentRow(current.isValid() ? current.row() : -1);
    };
    connect(&model, &QAbstractItemModel::rowsMoved, this, ringCurrent);
    connect(&model, &QAbstractItemModel::layoutChanged, this, ringCurrent);
    createGalleryActions(selection);

    auto *galleryBox = new QWidget;
    auto *galleryLayout = new QVBoxLayout(galleryBox);
    galleryLayout->setContentsMargins(0, 0, 0, 0);
    galleryLayout->addWidget(mGalleryLabel);
    galleryLayout->addWidget(mGallery, 1);
    return galleryBox;
}

QWidget *OverviewPage::createMiddle() {
    auto *middle = new QSplitter(Qt::Horizontal);
    middle->setChildrenCollapsible(false);
    middle->addWidget(createModulesBox());
    mChart->setMinimumHeight(110);
    // The cheat sheet opens in the curve's place: under the table it took the table's rows (one was
    // left at 1024x700), and the Level Pack dock shows the curve as well.
    auto *chartOrSheet = new QStackedWidget;
    chartOrSheet->addWidget(mChart);
    chartOrSheet->addWidget(verticalScrollArea(mCheatSheet));
    connect(mCheatSheetToggle, &QToolButton::toggled, this, [this, chartOrSheet](bool open) {
        chartOrSheet->setCurrentIndex(open ? 1 : 0);
        mCheatSheetToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
    middle->addWidget(chartOrSheet);
    middle->setStretchFactor(0, 1);
    middle->setStretchFactor(1, 1);
    return middle;
}

// The modules table, with the toggle of the shortcut cheat sheet in its title row (closed, it shows the
// sheet as a tooltip; open, the sheet takes the curve's place beside the table).
QWidget *OverviewPage::createModulesBox() {
    mModules->setColumnCount(4);
    mModules->setHorizontalHeaderLabels({tr("Module"), tr("Levels"), tr("Difficulty"), tr("Studio")});
    mModules->verticalHeader()->hide();
    mModules->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mModules->setSelectionMode(QAbstractItemView::NoSelection);
    mModules->setFocusPolicy(Qt::NoFocus);
    mModules->setShowGrid(false);
    mModules->setAlternatingRowColors(true);
    mModules->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mModules->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    mModules->horizontalHeader()->setHighlightSections(false);
    mModules->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mModules->setWordWrap(false);
    mModules->setToolTip(tr("Levels per module in the open pack, and which modules this build can generate, "
                            "preview and edit"));

    auto *box = new QWidget;
    box->setMinimumWidth(360);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    // The cheat sheet's toggle shares the title's row, so the table has the height to list every module.
    auto *title = new QHBoxLayout;
    title->addWidget(sectionLabel(tr("Modules")));
    title->addStretch(1);
    layout->addLayout(title);
    layout->addWidget(mModules, 1);
    const QString sheet =
        tr("<table cellspacing='0' cellpadding='1'>"
           "<tr><td>Open a level</td><td style='padding-left:12px'>double-click, Return</td></tr>"
           "<tr><td>Reorder levels</td><td style='padding-left:12px'>drag, Alt+Up, Alt+Down</td></tr>"
           "<tr><td>Rename, remove</td><td style='padding-left:12px'>F2, Del</td></tr>"
           "<tr><td>Undo, redo</td><td style='padding-left:12px'>Ctrl+Z, Ctrl+Shift+Z</td></tr>"
           "<tr><td>Overview</td><td style='padding-left:12px'>Ctrl+0</td></tr>"
           "<tr><td>Workbenches</td><td style='padding-left:12px'>Ctrl+1 to Ctrl+%1, in the "
           "switcher's order</td></tr>"
           "</table>")
            .arg(moduleUis().size());
    mCheatSheet = new QLabel(sheet);
    mCheatSheet->setTextFormat(Qt::RichText);
    mCheatSheet->setWordWrap(true); // the table's cells wrap when the column is narrow
    mCheatSheet->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mCheatSheetToggle = new QToolButton;
    mCheatSheetToggle->setText(tr("Working with packs"));
    mCheatSheetToggle->setFont(sectionFont(mCheatSheetToggle->font()));
    mCheatSheetToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mCheatSheetToggle->setArrowType(Qt::RightArrow);
    mCheatSheetToggle->setAutoRaise(true);
    mCheatSheetToggle->setCheckable(true);
    mCheatSheetToggle->setToolTip(sheet);
    title->addWidget(mCheatSheetToggle);
    layout->addStretch(0); // what the table, at its full height, leaves
    return box;
}

void OverviewPage::setQuickActions(const QList<QAction *> &actions) {
    auto *layout = static_cast<QHBoxLayout *>(mQuickActions->layout());
    for (QAction *action : actions) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIconSize(QSize(18, 18));
        layout->addWidget(button);
    }
    layout->addStretch(1);
}

void OverviewPage::createGalleryActions(QItemSelectionModel &selection) {
    QAction *remove =
        makeAction(mGallery, QStringLiteral(":/icons/remove.svg"), tr("Remove"), QKeySequence::Delete,
                   tr("Remove the selected levels from the pack"), ShortcutScope::Owner);
    connect(remove, &QAction::triggered, this, [this, &selection] {
        std::vector<int> rows;
        for (const QModelIndex &i : selection.selectedIndexes()) rows.push_back(i.row());
        if (rows.empty() && selection.currentIndex().isValid())
            rows.push_back(selection.currentIndex().row());
        if (rows.empty()) return;
        const int next = *std::min_element(rows.begin(), rows.end());
        removeLevels(mDocument, rows);
        const int row = std::min(next, mDocument.levelCount() - 1);
        if (row >= 0)
            selection.setCurrentIndex(mGallery->model()->index(row, 0), QItemSelectionModel::ClearAndSelect);
    });
}

QTableWidget *OverviewPage::moduleTable() const {
    mRefresh->flush();
    return mModules;
}

void OverviewPage::refresh() {
    const pack::LevelPack &pack = mDocument.pack();
    mTitle->setText(QString::fromStdString(pack.name.empty() ? std::string("Untitled pack") : pack.name));

    // The facts that matter most first: a narrow window cuts the line at its end.
    QStringList facts;
    facts << tr("%n level(s)", nullptr, int(pack.levels.size()));
    if (mDocument.isModified()) facts << tr("unsaved changes");
    facts << (mDocument.fileName().isEmpty() ? tr("untitled (Save As to keep it)")
                                             : QDir::toNativeSeparators(mDocument.fileName()));
    if (!pack.author.empty()) facts << tr("by %1").arg(QString::fromStdString(pack.author));
    if (!pack.created.empty()) facts << tr("created %1").arg(QString::fromStdString(pack.created).left(10));
    mSubtitle->setText(facts.join(QStringLiteral("  ·  ")));
    mDescription->setText(QString::fromStdString(pack.description));
    mDescription->setVisible(!pack.description.empty());

    struct Stats {
        int count = 0;
        double min = 0, max = 0, sum = 0;
    };
    std::map<std::string, Stats> stats;
    for (const auto &level : pack.levels) {
        Stats &s = stats[level.module];
        // A level without a difficulty (unsolvable or ambiguous) counts at 0 here.
        const double d = level.difficulty.value_or(0);
        s.min = s.count ? std::min(s.min, d) : d;
        s.max = s.count ? std::max(s.max, d) : d;
        s.sum += d;
        ++s.count;
    }
    // Every module the format knows, plus any unknown one found in the pack.
    std::vector<std::string> ids = knownModuleIds();
    for (const auto &[id, s] : stats)
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);

    bool made = mModules->rowCount() != int(ids.size());
    mModules->setRowCount(int(ids.size()));
    for (int r = 0; r < int(ids.size()); ++r) {
        const std::string &id = ids[std::size_t(r)];
        const ModuleBackend *backend = findModule(id);
        const ModuleUi *ui = findModuleUi(QString::fromStdString(id));
        const QString title =
            backend ? QString::fromStdString(backend->title)
                    : (ui ? ui->title
                          : QString::fromStdString(id).left(1).toUpper() + QString::fromStdString(id).mid(1));
        QTableWidgetItem *name = cell(*mModules, r, 0, made);
        if (name->text() != title) { // a new row, or another module in it: its icon too
            name->setText(title);
            if (ui && !ui->icon.isEmpty())
                name->setIcon(QIcon(ui->icon));
            else
                name->setIcon(backend ? QIcon(moduleIconPath(*backend)) : QIcon());
        }
        auto it = stats.find(id);
        const Stats s = it == stats.end() ? Stats{} : it->second;
        QTableWidgetItem *count = cell(*mModules, r, 1, made);
        count->setText(QString::number(s.count));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QTableWidgetItem *difficulty = cell(*mModules, r, 2, made);
        difficulty->setText(s.count ? tr("%1 – %2").arg(s.min, 0, 'f', 2).arg(s.max, 0, 'f', 2)
                                    : QStringLiteral("–"));
        difficulty->setToolTip(s.count ? tr("mean %1").arg(s.sum / s.count, 0, 'f', 2) : QString());
        QString support;
        if (ui)
            support = tr("workbench");
        else if (backend)
            support = tr("preview + CLI");
        else
            support = tr("not built yet");
        QTableWidgetItem *build = cell(*mModules, r, 3, made);
        build->setText(support);
        build->setToolTip(ui        ? tr("Levels open in the %1 workbench").arg(title)
                          : backend ? tr("Previews and tessera-cli verbs; no studio workbench yet")
                                    : tr("This build has no %1 module").arg(title));
        // A module this build lacks is greyed; the others keep the table's own colour (no brush).
        const QBrush text = !backend && !ui ? palette().brush(QPalette::Disabled, QPalette::Text) : QBrush();
        for (QTableWidgetItem *item : {name, count, difficulty, build})
            if (item->foreground() != text) item->setForeground(text);
    }
    if (made) mModules->resizeRowsToContents();
    // At most as tall as its rows (the table is a summary, not a list), and when the window is small it
    // gives way to the level grid down to one row, then scrolls.
    int height = mModules->horizontalHeader()->height() + 2 * mModules->frameWidth();
    for (int r = 0; r < mModules->rowCount(); ++r) height += mModules->rowHeight(r);
    mModules->setMaximumHeight(height);
    mModules->setMinimumHeight(std::min(height, mModules->horizontalHeader()->height() +
                                                    2 * mModules->frameWidth() + mModules->rowHeight(0)));
    mGalleryLabel->setText(pack.levels.empty() ? tr("Levels — the pack is empty")
                                               : tr("Levels in pack order"));
}

} // namespace tessera::ui
