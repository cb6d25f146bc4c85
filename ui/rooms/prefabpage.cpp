#include "ui/rooms/prefabpage.h"

#include "ui/rooms/bundledsets.h"
#include "ui/rooms/commands/insertprefabcommand.h"
#include "ui/rooms/commands/removeprefabcommand.h"
#include "ui/rooms/commands/replaceprefabcommand.h"
#include "ui/rooms/mappalette.h"
#include "ui/rooms/prefabeditorview.h"
#include "ui/rooms/prefabitemdelegate.h"
#include "ui/rooms/prefablistmodel.h"
#include "ui/rooms/prefabsizedialog.h"
#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/wording.h"

#include <QActionGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tessera::rooms::ui {

PrefabPage::PrefabPage(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mUndoStack(undoStack)
    , mModel(new PrefabListModel(document, undoStack, this))
    , mTable(new QTableView)
    , mEditor(new PrefabEditorView(document, undoStack))
    , mSetLabel(new QLabel)
    , mDoorsLabel(new QLabel)
    , mProblemLabel(new QLabel) {
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Horizontal);
    layout->addWidget(split);
    split->addWidget(createSetSide());
    split->addWidget(createEditorSide());
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({340, 500});
    setFocusProxy(mEditor);

    connect(
        mTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { mEditor->setPrefab(current.isValid() ? current.row() : -1); });
    connect(mEditor, &PrefabEditorView::doorsChanged, this, &PrefabPage::updateStatus);
    connect(&mDocument, &RoomsDocument::setChanged, this, [this] {
        updateStatus();
        updateSetLabel();
    });
    connect(&mDocument, &RoomsDocument::setReset, this, [this] { setCurrentPrefab(0); });
    connect(&mDocument, &RoomsDocument::prefabInserted, this, [this](int row) { setCurrentPrefab(row); });
    if (mDocument.prefabCount() > 0) setCurrentPrefab(0);
    updateSetLabel();
    updateStatus();
}

PrefabPage::~PrefabPage() = default;

// The set: its label, the prefab table and the buttons that change the set.
QWidget *PrefabPage::createSetSide() {
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(8, 8, 4, 8);
    mSetLabel->setWordWrap(true);
    mSetLabel->setTextFormat(Qt::PlainText);
    leftLayout->addWidget(mSetLabel);
    mTable->setModel(mModel);
    mTable->setItemDelegate(new PrefabItemDelegate(mTable));
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    mTable->verticalHeader()->hide();
    mTable->verticalHeader()->setDefaultSectionSize(46);
    mTable->setIconSize(QSize(40, 40));
    mTable->horizontalHeader()->setSectionResizeMode(PrefabListModel::NameColumn, QHeaderView::Stretch);
    for (int c = PrefabListModel::SizeColumn; c < PrefabListModel::ColumnCount; ++c)
        mTable->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    mTable->setAlternatingRowColors(true);
    mTable->setToolTip(
        tr("The prefabs of the set. Double-click or F2 to edit a name, room count or weight."));
    leftLayout->addWidget(mTable, 1);
    auto *buttons = new QHBoxLayout;
    const auto button = [&](const QString &text, const QString &tip, auto slot) {
        auto *b = new QPushButton(text);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    button(tr("New…"), tr("Add a new prefab: a plain room of a chosen size"), &PrefabPage::newPrefab);
    button(tr("Copy"), tr("Add a copy of the selected prefab"), &PrefabPage::duplicatePrefab);
    button(tr("Resize…"), tr("Change the selected prefab's size (new tiles are outside)"),
           &PrefabPage::resizePrefab);
    button(tr("Remove"), tr("Remove the selected prefab from the set"), &PrefabPage::removePrefab);
    leftLayout->addLayout(buttons);
    return left;
}

// The editor of the selected prefab, with the tile tools and what the core says about the tiles.
QWidget *PrefabPage::createEditorSide() {
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 4, 8, 8);
    rightLayout->addWidget(createToolBar());
    rightLayout->addWidget(mEditor, 1);
    mDoorsLabel->setWordWrap(true);
    rightLayout->addWidget(mDoorsLabel);
    mProblemLabel->setWordWrap(true);
    mProblemLabel->setTextFormat(Qt::PlainText);
    QPalette warn = mProblemLabel->palette();
    warn.setColor(QPalette::WindowText, QColor(180, 30, 30));
    mProblemLabel->setPalette(warn);
    rightLayout->addWidget(mProblemLabel);
    return right;
}

QToolBar *PrefabPage::createToolBar() {
    auto *tools = new QToolBar(tr("Prefab tools"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->setIconSize(QSize(16, 16));
    auto *group = new QActionGroup(this);
    const struct {
        Tile tile;
        QString text;
        QString key;
        QString tip;
    } toolSpecs[] = {
        {Tile::Solid, tr("&Wall"), QStringLiteral("W"), tr("Paint walls (solid tiles)")},
        {Tile::Inner, tr("&Floor"), QStringLiteral("F"), tr("Paint floor (inner empty tiles)")},
        {Tile::Outer, tr("&Outside"), QStringLiteral("O"),
         tr("Paint outside (outer empty tiles, not part of the room)")},
    };
    const auto swatch = [](Tile tile) {
        QPixmap pixmap(16, 16);
        pixmap.fill(Qt::white);
        QPainter painter(&pixmap);
        if (tile == Tile::Outer)
            painter.fillRect(pixmap.rect(), QBrush(QColor(0, 0, 0, 90), Qt::BDiagPattern));
        else
            painter.fillRect(pixmap.rect(), tile == Tile::Solid ? palette::wall : palette::floor);
        painter.setPen(QColor(0, 0, 0, 110));
        painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1));
        return QIcon(pixmap);
    };
    for (const auto &spec : toolSpecs) {
        auto *a = new QAction(swatch(spec.tile), spec.text, this);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(spec.key));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(spec.tip, spec.key));
        a->setChecked(spec.tile == mEditor->tool());
        group->addAction(a);
        tools->addAction(a);
        addAction(a);
        const Tile tile = spec.tile;
        connect(a, &QAction::triggered, this, [this, tile] { mEditor->setTool(tile); });
        mTools[int(spec.tile)] = a;
    }
    connect(mEditor, &PrefabEditorView::toolChanged, this,
            [this](Tile t) { mTools[int(t)]->setChecked(true); });
    tools->addSeparator();
    auto *fit = tools->addAction(tr("Fit"), mEditor, &PrefabEditorView::fitToWindow);
    fit->setToolTip(tr("Fit the prefab to the window (Ctrl+0)"));
    return tools;
}

int PrefabPage::currentPrefab() const {
    return mEditor->prefab();
}

void PrefabPage::setCurrentPrefab(int row) {
    if (row < 0 || row >= mDocument.prefabCount()) return;
    mTable->selectionModel()->setCurrentIndex(mModel->index(row, 0), QItemSelectionModel::ClearAndSelect |
                                                                         QItemSelectionModel::Rows);
    mEditor->setPrefab(row);
}

QAction *PrefabPage::toolAction(Tile tool) const {
    return mTools[int(tool)];
}

QString PrefabPage::statusText() const {
    return mProblemLabel->text().isEmpty() ? mDoorsLabel->text() : mProblemLabel->text();
}

void PrefabPage::updateSetLabel() {
    const int rooms = [this] {
        int n = 0;
        for (const PrefabDraft &d : mDocument.prefabs()) n += d.count;
        return n;
    }();
    mSetLabel->setText(tr("%1%2: %3, %4")
                           .arg(mDocument.setSource(), mDocument.isEdited() ? tr(" (edited)") : QString(),
                                counted(mDocument.prefabCount(), tr("prefab"), tr("prefabs")),
                                counted(rooms, tr("room"), tr("rooms"))));
}

void PrefabPage::updateStatus() {
    const int row = mEditor->prefab();
    if (row < 0) {
        mDoorsLabel->setText(tr("No prefab selected."));
        mProblemLabel->clear();
        return;
    }
    int facing[4] = {};
    for (const Door &d : mEditor->doors()) ++facing[int(d.facing)];
    const PrefabDraft &d = mDocument.prefab(row);
    mDoorsLabel->setText(
        tr("%1: %2 × %3 tiles, %4 (%5 up, %6 right, %7 down, %8 left)")
            .arg(QString::fromStdString(d.name))
            .arg(d.tiles.cols())
            .arg(d.tiles.rows())
            .arg(counted(int(mEditor->doors().size()), tr("potential door"), tr("potential doors")))
            .arg(facing[int(Dir::Up)])
            .arg(facing[int(Dir::Right)])
            .arg(facing[int(Dir::Down)])
            .arg(facing[int(Dir::Left)]));
    const QString own = QString::fromStdString(draftProblem(d));
    if (!own.isEmpty())
        mProblemLabel->setText(tr("The generator refuses this prefab: %1").arg(own));
    else if (!mDocument.problem().isEmpty())
        mProblemLabel->setText(tr("The set cannot be used yet: %1").arg(mDocument.problem()));
    else
        mProblemLabel->clear();
}

void PrefabPage::newPrefab() {
    PrefabSizeDialog dialog(tr("New Prefab"), 8, 6, this);
    if (dialog.exec() != QDialog::Accepted) return;
    PrefabDraft d{mDocument.freshName("room"), plainRoomTiles(dialog.rows(), dialog.columns()), 1, 1.0};
    const QString name = QString::fromStdString(d.name);
    mUndoStack.push(new InsertPrefabCommand(mDocument, -1, std::move(d), tr("New prefab %1").arg(name)));
}

void PrefabPage::duplicatePrefab() {
    const int row = currentPrefab();
    if (row < 0) return;
    PrefabDraft d = mDocument.prefab(row);
    d.name = mDocument.freshName(d.name);
    const QString name = QString::fromStdString(d.name);
    mUndoStack.push(
        new InsertPrefabCommand(mDocument, row + 1, std::move(d), tr("Copy prefab as %1").arg(name)));
}

void PrefabPage::resizePrefab() {
    const int row = currentPrefab();
    if (row < 0) return;
    PrefabDraft d = mDocument.prefab(row);
    PrefabSizeDialog dialog(tr("Resize %1").arg(QString::fromStdString(d.name)), d.tiles.cols(),
                            d.tiles.rows(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (dialog.rows() == d.tiles.rows() && dialog.columns() == d.tiles.cols()) return;
    d.tiles = resizedTiles(d.tiles, dialog.rows(), dialog.columns());
    const QString text = tr("Resize %1 to %2 × %3")
                             .arg(QString::fromStdString(d.name))
                             .arg(dialog.columns())
                             .arg(dialog.rows());
    mUndoStack.push(new ReplacePrefabCommand(mDocument, row, std::move(d), text));
}

void PrefabPage::removePrefab() {
    const int row = currentPrefab();
    if (row < 0) return;
    mUndoStack.push(new RemovePrefabCommand(mDocument, row));
}

} // namespace tessera::rooms::ui
