#include "ui/common/packpanel.h"

#include "ui/common/dialogfolder.h"

#include "common/module.h"
#include "pack/idallocator.h"
#include "pack/levelsource.h"
#include "pack/ramp.h"
#include "ui/common/actionfactory.h"
#include "ui/common/backgroundrelease.h"
#include "ui/common/commands/addlevelcommand.h"
#include "ui/common/commands/removelevelcommand.h"
#include "ui/common/commands/setpackinfocommand.h"
#include "ui/common/commands/sortbydifficultycommand.h"
#include "ui/common/difficultychart.h"
#include "ui/common/leveldetails.h"
#include "ui/common/log.h"
#include "ui/common/modaljob.h"
#include "ui/common/packdocument.h"
#include "ui/common/packitemdelegate.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/packlistview.h"
#include "ui/common/packpropertiesdialog.h"
#include "ui/common/packtraces.h"
#include "ui/common/studiocontext.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QMimeData>
#include <QSplitter>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace tessera::ui {

PackPanel::PackPanel(StudioContext &context, QWidget *parent)
    : QDockWidget(tr("Level Pack"), parent)
    , mContext(context)
    , mModel(new PackListModel(context.pack(), this))
    , mList(new PackListView)
    , mChart(new DifficultyChart(context.pack(), true))
    , mHeader(new QLabel)
    , mDetails(new LevelDetails(*mModel))
    , mToolBar(new QToolBar)
    , mFiles(new PackFiles(context, this))
    , mTraces(new PackTraces(context, *mFiles, this)) {
    setObjectName(QStringLiteral("packPanel"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                QDockWidget::DockWidgetClosable);
    createActions();
    setUpToolBar();
    setUpList();
    setWidget(createContent());
    connectDocument();

    if (document().levelCount() > 0) setCurrentRow(0);
    updateHeader();
    refreshDetails();
    updateActions();
}

void PackPanel::setUpToolBar() {
    mToolBar->setIconSize(QSize(18, 18));
    mToolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    mToolBar->addActions({mNew, mOpen, mSave, mSaveAs});
    mToolBar->addSeparator();
    mToolBar->addActions({mRemove, mMoveUp, mMoveDown, mSort, mRamp});
    mToolBar->addSeparator();
    mToolBar->addAction(mProperties);
}

void PackPanel::setUpList() {
    mList->setModel(mModel);
    mList->setItemDelegate(new PackItemDelegate(*mModel, mList));
    mList->setEditTriggers(QAbstractItemView::EditKeyPressed);
    mList->setUniformItemSizes(true);
    mList->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    mList->setContextMenuPolicy(Qt::ActionsContextMenu);
    mList->setToolTip(QString()); // per-item tooltips come from the model
    mList->setWhatsThis(tr("The levels in pack order. Drag to reorder, F2 to rename, Del to remove, "
                           "double-click to open in its workbench."));
    mList->addActions(levelActions());
    for (QAction *a : levelActions()) a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(mList, &QListView::activated, this, [this](const QModelIndex &i) {
        if (i.isValid()) emit openLevelRequested(i.row());
    });
    connect(mList->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        refreshDetails();
        updateActions();
        mChart->setCurrentRow(currentRow());
    });
    connect(mList->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PackPanel::updateActions);
    connect(mChart, &DifficultyChart::rowClicked, this, &PackPanel::setCurrentRow);
    connect(mModel, &QAbstractItemModel::dataChanged, this, [this] {
        refreshDetails();
        mChart->setCurrentRow(currentRow());
    });
    connect(mModel, &QAbstractItemModel::rowsMoved, this, [this] { mChart->setCurrentRow(currentRow()); });
    // A sort moves the current level without a change of current: the details (its position), the ring
    // and the list follow it.
    connect(mModel, &QAbstractItemModel::layoutChanged, this,
            [this](const QList<QPersistentModelIndex> &, QAbstractItemModel::LayoutChangeHint hint) {
                refreshDetails();
                mChart->setCurrentRow(currentRow());
                const QModelIndex current = mList->selectionModel()->currentIndex();
                if (hint == QAbstractItemModel::VerticalSortHint && current.isValid())
                    mList->scrollTo(current);
            });
    // Removing the selected rows (undoing a paste, say) leaves the current level, which the details show,
    // unselected: the list then highlighted nothing. It is selected again.
    connect(mModel, &QAbstractItemModel::rowsRemoved, this, [this] {
        QItemSelectionModel *selection = mList->selectionModel();
        if (!selection->hasSelection() && selection->currentIndex().isValid())
            selection->select(selection->currentIndex(), QItemSelectionModel::Select);
    });
    connect(mDetails, &LevelDetails::statusMessage, this, &PackPanel::statusMessage);
}

QWidget *PackPanel::createContent() {
    mHeader->setTextFormat(Qt::RichText);
    mHeader->setWordWrap(true);
    mHeader->setContentsMargins(4, 2, 4, 2);

    auto *chartBox = new QWidget;
    auto *chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(4, 0, 4, 4);
    chartLayout->setSpacing(0);
    auto *chartLabel = new QLabel(tr("<b>Difficulty curve</b>"));
    chartLabel->setContentsMargins(2, 2, 2, 0);
    chartLayout->addWidget(chartLabel);
    chartLayout->addWidget(mChart);

    // The details take the height their lines need (in the splitter, a wrapping label's guess left a
    // blank band that a 1024x700 window's list needed), the curve the rest under the list.
    auto *below = new QWidget;
    auto *belowLayout = new QVBoxLayout(below);
    belowLayout->setContentsMargins(0, 0, 0, 0);
    belowLayout->setSpacing(0);
    belowLayout->addWidget(mDetails);
    belowLayout->addSpacing(6);
    belowLayout->addWidget(chartBox, 1);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(mList);
    splitter->addWidget(below);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 2);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(mHeader);
    layout->addWidget(mToolBar);
    layout->addWidget(splitter, 1);
    return content;
}

void PackPanel::connectDocument() {
    PackDocument &doc = document();
    // Another pack: the level of the same id if it has one, else the first.
    connect(&doc, &PackDocument::aboutToReset, this, [this] {
        mSelectionBeforeReset.clear();
        const int current = currentRow();
        if (current >= 0) mSelectionBeforeReset.push_back(document().level(current).id);
    });
    connect(&doc, &PackDocument::reset, this, [this] {
        const int row =
            mSelectionBeforeReset.empty() ? -1 : document().rowOfId(mSelectionBeforeReset.front());
        setCurrentRow(row >= 0 ? row : (document().levelCount() > 0 ? 0 : -1));
        refreshDetails();
    });
    // Levels that arrive (added, pasted, imported, generated, a removal undone) are selected and shown.
    connect(&doc, &PackDocument::levelsInserted, this, &PackPanel::selectRows);
    connect(&doc, &PackDocument::levelsChanged, this, [this] {
        updateHeader();
        updateActions();
    });
    connect(&doc, &PackDocument::infoChanged, this, &PackPanel::updateHeader);
    connect(&doc, &PackDocument::modifiedChanged, this, [this] {
        updateHeader();
        updateActions();
    });
    connect(&doc, &PackDocument::fileNameChanged, this, &PackPanel::updateHeader);
    connect(mFiles, &PackFiles::statusMessage, this, &PackPanel::statusMessage);
    connect(mTraces, &PackTraces::statusMessage, this, &PackPanel::statusMessage);
    connect(mFiles, &PackFiles::fileOpened, this, &PackPanel::fileOpened);
    connect(mFiles, &PackFiles::fileSaved, this, &PackPanel::fileSaved);
    // An untitled pack can always be saved; once saved, Save follows the modified flag.
    connect(mFiles, &PackFiles::fileSaved, this, &PackPanel::updateActions);
}

PackPanel::~PackPanel() = default;

PackDocument &PackPanel::document() const {
    return mContext.pack();
}

QItemSelectionModel *PackPanel::selectionModel() const {
    return mList->selectionModel();
}

void PackPanel::createActions() {
    // The pack's actions work anywhere in the window: the menus and the pack toolbar show them.
    const auto make = [this](const QString &icon, const QString &text, const QKeySequence &key,
                             const QString &tip) {
        return makeAction(this, icon, text, key, tip, ShortcutScope::Window);
    };
    mNew = make(QStringLiteral(":/icons/new.svg"), tr("&New Pack"), QKeySequence::New,
                tr("Start a new, empty level pack"));
    mOpen = make(QStringLiteral(":/icons/open.svg"), tr("&Open Pack..."), QKeySequence::Open,
                 tr("Open a level pack file"));
    mOpenSample = make(QStringLiteral(":/icons/sample.svg"), tr("Open &Sample Pack"), {},
                       tr("Open the bundled sample pack (a level of every module)"));
    mSave =
        make(QStringLiteral(":/icons/save.svg"), tr("&Save"), QKeySequence::Save, tr("Save the level pack"));
    mSaveAs =
        make(QStringLiteral(":/icons/saveas.svg"), tr("Save &As..."),
             // Spelled out: the platform's SaveAs key is empty on some (offscreen, Windows).
             QKeySequence(tr("Ctrl+Shift+S")), tr("Save the level pack under a new name (Ctrl+Shift+S)"));
    mImport = make(QStringLiteral(":/icons/import.svg"), tr("&Import Levels..."), QKeySequence(tr("Ctrl+I")),
                   tr("Add the levels of another pack (levels already in this pack are skipped)"));
    mProperties = make(QStringLiteral(":/icons/properties.svg"), tr("Pack &Properties..."), {},
                       tr("Edit the pack's name, author and description"));
    // No shortcut: Return and double-click arrive as the view's activated() signal.
    mOpenLevel = make(QStringLiteral(":/icons/openlevel.svg"), tr("Open in &Workbench"), {},
                      tr("Open the selected level in its module's workbench (Return, double-click)"));
    mRename = make(QStringLiteral(":/icons/rename.svg"), tr("&Rename"), QKeySequence(Qt::Key_F2),
                   tr("Rename the selected level"));
    mRemove = make(QStringLiteral(":/icons/remove.svg"), tr("Re&move"), QKeySequence::Delete,
                   tr("Remove the selected levels from the pack"));
    mMoveUp = make(QStringLiteral(":/icons/up.svg"), tr("Move &Up"), QKeySequence(tr("Alt+Up")),
                   tr("Move the selected level one place earlier"));
    mMoveDown = make(QStringLiteral(":/icons/down.svg"), tr("Move &Down"), QKeySequence(tr("Alt+Down")),
                     tr("Move the selected level one place later"));
    mSort = make(QStringLiteral(":/icons/sort.svg"), tr("Sort by &Difficulty"), {},
                 tr("Order the pack by difficulty, easiest first (undoable)"));
    mRamp = make(QStringLiteral(":/icons/ramp.svg"), tr("Make the Curve &Ramp..."), {},
                 tr("Order by difficulty within a sequence of tiers and show where the curve dips "
                    "(undoable)"));
    mCopy = make({}, tr("&Copy Levels"), QKeySequence::Copy, tr("Copy the selected levels as pack JSON"));
    mPaste =
        make({}, tr("&Paste Levels"), QKeySequence::Paste, tr("Add levels from pack JSON on the clipboard"));
    mExportPreview = make(QStringLiteral(":/icons/export.svg"), tr("&Export Preview..."), {},
                          tr("Save the selected level's preview as SVG or PNG"));

    auto separator = [this] {
        auto *action = new QAction(this);
        action->setSeparator(true);
        return action;
    };
    mLevelActions = {mOpenLevel,  mRename, mRemove, separator(),           mMoveUp,
                     mMoveDown,   mSort,   mRamp,   mTraces->sortAction(), mTraces->rampAction(),
                     separator(), mCopy,   mPaste,  mExportPreview};

    connect(mNew, &QAction::triggered, mFiles, &PackFiles::newPack);
    connect(mOpen, &QAction::triggered, mFiles, &PackFiles::askToOpen);
    connect(mOpenSample, &QAction::triggered, mFiles, &PackFiles::openSample);
    connect(mSave, &QAction::triggered, mFiles, &PackFiles::save);
    connect(mSaveAs, &QAction::triggered, mFiles, &PackFiles::saveAs);
    connect(mImport, &QAction::triggered, this, &PackPanel::importLevels);
    connect(mProperties, &QAction::triggered, this, &PackPanel::editProperties);
    connect(mOpenLevel, &QAction::triggered, this, [this] {
        if (currentRow() >= 0) emit openLevelRequested(currentRow());
    });
    connect(mRename, &QAction::triggered, this, [this] {
        if (currentRow() >= 0) mList->edit(mModel->index(currentRow()));
    });
    connect(mRemove, &QAction::triggered, this, &PackPanel::removeSelected);
    connect(mMoveUp, &QAction::triggered, this, [this] { moveCurrent(-1); });
    connect(mMoveDown, &QAction::triggered, this, [this] { moveCurrent(+1); });
    connect(mSort, &QAction::triggered, this, &PackPanel::sortByDifficulty);
    connect(mRamp, &QAction::triggered, this, &PackPanel::askRamp);
    connect(mCopy, &QAction::triggered, this, &PackPanel::copyLevels);
    connect(mPaste, &QAction::triggered, this, &PackPanel::pasteLevels);
    connect(mExportPreview, &QAction::triggered, this, &PackPanel::exportPreview);
}

QList<QAction *> PackPanel::levelActions() const {
    return mLevelActions;
}

int PackPanel::currentRow() const {
    const QModelIndex i = mList->selectionModel()->currentIndex();
    return i.isValid() ? i.row() : -1;
}

void PackPanel::setCurrentRow(int row) {
    if (row < 0 || row >= mModel->rowCount()) {
        mList->selectionModel()->clear();
        return;
    }
    const QModelIndex i = mModel->index(row);
    mList->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect);
    mList->scrollTo(i);
}

void PackPanel::selectRows(int first, int count) {
    if (count <= 0 || first < 0 || first + count > mModel->rowCount()) return;
    const QModelIndex top = mModel->index(first);
    QItemSelectionModel *selection = mList->selectionModel();
    selection->setCurrentIndex(top, QItemSelectionModel::ClearAndSelect);
    if (count > 1)
        selection->select(QItemSelection(top, mModel->index(first + count - 1)), QItemSelectionModel::Select);
    mList->scrollTo(top);
}

std::vector<int> PackPanel::selectedRows() const {
    std::vector<int> rows;
    for (const QModelIndex &i : mList->selectionModel()->selectedIndexes()) rows.push_back(i.row());
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.empty() && currentRow() >= 0) rows.push_back(currentRow());
    return rows;
}

void PackPanel::updateHeader() {
    const PackDocument &doc = document();
    const int n = doc.levelCount();
    QString where = doc.fileName().isEmpty() ? tr("untitled, not saved yet")
                                             : QDir::toNativeSeparators(doc.fileName()).toHtmlEscaped();
    mHeader->setText(
        tr("<b>%1</b>%2<br><small>%n level(s) · %3</small>", nullptr, n)
            .arg(QString::fromStdString(doc.pack().name).toHtmlEscaped(),
                 doc.isModified() ? QStringLiteral(" <span style='color:#b06000'>●</span>") : QString(),
                 where));
    mHeader->setToolTip(doc.isModified() ? tr("The pack has unsaved changes") : QString());
}

void PackPanel::updateActions() {
    const bool has = currentRow() >= 0;
    const int n = mModel->rowCount();
    mSave->setEnabled(document().isModified() || document().fileName().isEmpty());
    mOpenLevel->setEnabled(has);
    mRename->setEnabled(has);
    mRemove->setEnabled(has);
    mMoveUp->setEnabled(has && currentRow() > 0);
    mMoveDown->setEnabled(has && currentRow() < n - 1);
    mSort->setEnabled(n > 1);
    mRamp->setEnabled(n > 1);
    mCopy->setEnabled(has);
    mExportPreview->setEnabled(has);
}

void PackPanel::refreshDetails() {
    mDetails->showRow(currentRow());
}

void PackPanel::removeSelected() {
    const std::vector<int> rows = selectedRows();
    if (rows.empty()) return;
    const int next = rows.front();
    removeLevels(document(), rows);
    setCurrentRow(std::min(next, document().levelCount() - 1));
    emit statusMessage(tr("Removed %n level(s) (Ctrl+Z brings them back)", nullptr, int(rows.size())));
}

void PackPanel::moveCurrent(int delta) {
    const int row = currentRow();
    if (row < 0) return;
    const int target = row + delta;
    if (target < 0 || target >= mModel->rowCount()) return;
    mModel->moveRows({}, row, 1, {}, delta < 0 ? target : target + 1);
    setCurrentRow(target);
}

void PackPanel::sortByDifficulty() {
    auto *command = new SortByDifficultyCommand(document());
    if (command->isNoOp()) {
        delete command;
        emit statusMessage(tr("The pack is already in order of difficulty."));
        return;
    }
    document().undoStack()->push(command);
    emit statusMessage(tr("Sorted by difficulty"));
}

int PackPanel::addLevel(pack::Level level) {
    PackDocument &doc = document();
    const int same = doc.rowOfContent(level);
    if (same >= 0) {
        const auto answer =
            QMessageBox::question(this, tr("Add Level"),
                                  tr("The pack already has this level as \"%1\" (position %2). Add it again?")
                                      .arg(QString::fromStdString(doc.level(same).title))
                                      .arg(same + 1),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            setCurrentRow(same);
            return -1;
        }
    }
    if (level.id.empty() || doc.rowOfId(level.id) >= 0) level.id = pack::freshId(doc.pack(), level.module);
    if (level.title.empty()) level.title = level.id;
    auto *command = new AddLevelCommand(doc, level);
    const int row = command->row();
    doc.undoStack()->push(command);
    setCurrentRow(row);
    mContext.log().info(
        tr("Added \"%1\" to the pack at position %2").arg(QString::fromStdString(level.title)).arg(row + 1));
    return row;
}

void PackPanel::importLevels() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Levels From Pack"), dialogDirectory(),
                                                      PackFiles::filter());
    if (!path.isEmpty()) importFile(path);
}

int PackPanel::importFile(const QString &path) {
    const int row = mFiles->importFile(path);
    if (row >= 0) setCurrentRow(row);
    return row;
}

void PackPanel::editProperties() {
    PackPropertiesDialog dialog(document().pack(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    const auto &p = document().pack();
    if (dialog.name() == p.name && dialog.author() == p.author && dialog.description() == p.description)
        return;
    document().undoStack()->push(
        new SetPackInfoCommand(document(), dialog.name(), dialog.author(), dialog.description()));
}

void PackPanel::copyLevels() {
    const std::vector<int> rows = selectedRows();
    if (rows.empty()) return;
    // A thousand levels take a while to write out as text: a job does it from a snapshot.
    auto text = std::make_shared<std::string>();
    const ModalJobOutcome outcome = runModalJob(
        mContext.jobs(), this, tr("Copy"), tr("Copying %n level(s)…", nullptr, int(rows.size())),
        [pack = document().snapshot().pack, rows, text](ProgressSink &, const CancelToken &, JobContext &) {
            pack::LevelPack clip;
            clip.name = "Copied levels";
            clip.created = pack::nowIso8601();
            for (const int row : rows) clip.levels.push_back(pack->levels.at(std::size_t(row)));
            *text = pack::toJson(clip).dump(1);
            return QVariant();
        },
        ModalCancel::DropResult);
    if (outcome.state == Job::State::Failed) {
        const QString message = tr("Nothing was copied: %1").arg(outcome.error);
        mContext.log().error(message);
        emit statusMessage(message);
        return;
    }
    if (outcome.state != Job::State::Finished) {
        emit statusMessage(tr("Cancelled: nothing was copied."));
        return;
    }
    auto *mime = new QMimeData;
    mime->setText(QString::fromStdString(*text));
    QApplication::clipboard()->setMimeData(mime);
    emit statusMessage(tr("Copied %n level(s)", nullptr, int(rows.size())));
}

void PackPanel::pasteLevels() {
    // Reading a thousand levels back, each checked by its module, takes a while: a job does it.
    auto clip = std::make_shared<std::optional<pack::LevelPack>>();
    auto states = std::make_shared<PackDocument::States>();
    const ModalJobOutcome outcome = runModalJob(
        mContext.jobs(), this, tr("Paste"), tr("Reading the levels on the clipboard…"),
        [text = QApplication::clipboard()->text().toStdString(), clip,
         states](ProgressSink &, const CancelToken &cancel, JobContext &) {
            Json parsed = parseJson(text, "clipboard");
            *clip = pack::fromJson(parsed, "clipboard");
            // Freeing a thousand levels' parsed JSON took 13 ms: the levels need not wait for it.
            releaseInBackground(std::move(parsed));
            const auto known = pack::difficultyStates((*clip)->levels, &cancel);
            states->assign(known.begin(), known.end());
            return QVariant();
        },
        ModalCancel::DropResult);
    if (outcome.state == Job::State::Failed) {
        const QString message = tr("The clipboard holds no Tessera levels: %1").arg(outcome.error);
        mContext.log().warning(message);
        emit statusMessage(message);
        return;
    }
    if (outcome.state != Job::State::Finished || !*clip) {
        emit statusMessage(tr("Cancelled: nothing was pasted."));
        return;
    }
    pack::LevelPack &levels = **clip;
    if (levels.levels.empty()) return;
    const int first = currentRow() >= 0 ? currentRow() + 1 : document().levelCount();
    const int count = int(levels.levels.size());
    pack::IdAllocator ids(document().pack());
    for (pack::Level &level : levels.levels) level.id = ids.take(level);
    document().undoStack()->push(new AddLevelCommand(document(), std::move(levels.levels),
                                                     tr("Paste %n level(s)", nullptr, count), first,
                                                     std::move(*states)));
    emit statusMessage(tr("Pasted %n level(s)", nullptr, count));
}

void PackPanel::exportPreview() {
    const int row = currentRow();
    if (row < 0) return;
    const pack::Level &level = document().level(row);
    const LevelPreview &preview = mModel->preview(row);
    if (!preview.drawing) {
        QMessageBox::information(this, tr("Export Preview"), preview.problem);
        return;
    }
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Level Preview"),
        QDir(dialogDirectory()).filePath(QString::fromStdString(level.id) + ".svg"),
        tr("SVG image (*.svg);;PNG image (*.png)"), &selectedFilter);
    if (path.isEmpty()) return;
    try {
        preview.save(path);
    } catch (const std::exception &e) {
        mContext.log().error(QString::fromStdString(e.what()));
        QMessageBox::critical(this, tr("Export Preview"), QString::fromStdString(e.what()));
        return;
    }
    rememberDirectory(path);
    mContext.log().info(tr("Exported the preview of \"%1\" to %2")
                            .arg(QString::fromStdString(level.title), QDir::toNativeSeparators(path)));
}

std::vector<std::size_t> PackPanel::makeRamp(const std::vector<std::string> &tierSequence) {
    const std::vector<std::size_t> order = pack::rampOrder(document().pack(), tierSequence);
    auto *command = new SortByDifficultyCommand(document(), order, tr("Make the curve ramp"));
    if (command->isNoOp())
        delete command;
    else
        document().undoStack()->push(command);
    const std::vector<std::size_t> dips = pack::rampDips(document().pack());
    QStringList where;
    for (std::size_t i : dips) where << QString::number(i + 1);
    emit statusMessage(dips.empty() ? tr("The curve ramps: no level is easier than the one before it.")
                                    : tr("The curve dips at %n position(s), %1 (where a tier starts below "
                                         "the end of the one before; marked on the curve).",
                                         nullptr, int(dips.size()))
                                          .arg(where.join(QStringLiteral(", "))));
    return dips;
}

void PackPanel::askRamp() {
    QStringList tiers;
    for (const std::string &t : pack::defaultTierSequence(document().pack()))
        tiers << QString::fromStdString(t);
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Make the Curve Ramp"),
        tr("Tiers in play order (each is sorted by difficulty; tiers not named follow):"), QLineEdit::Normal,
        tiers.join(QStringLiteral(", ")), &ok);
    if (!ok) return;
    std::vector<std::string> sequence;
    for (const QString &t : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!t.trimmed().isEmpty()) sequence.push_back(t.trimmed().toStdString());
    makeRamp(sequence);
}

QString PackPanel::dialogDirectory() const {
    return dialogFolder(document());
}

void PackPanel::rememberDirectory(const QString &path) {
    rememberDialogPath(path);
}

} // namespace tessera::ui
