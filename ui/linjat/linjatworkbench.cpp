#include "ui/linjat/linjatworkbench.h"

#include "common/error.h"
#include "linjat/levelio.h"
#include "linjat/linjatmodule.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/pagetabs.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include "ui/common/verticalscrollarea.h"
#include "ui/linjat/commands/addgeneratordotcommand.h"
#include "ui/linjat/commands/finishlevelcommand.h"
#include "ui/linjat/commands/puzzleeditcommand.h"
#include "ui/linjat/commands/resizeboardcommand.h"
#include "ui/linjat/editorview.h"
#include "ui/linjat/layerviewer.h"
#include "ui/linjat/levelanalyser.h"
#include "ui/linjat/levelfiles.h"
#include "ui/linjat/levelfinisher.h"
#include "ui/linjat/linjatui.h"
#include "ui/linjat/optimizerpanel.h"
#include "ui/linjat/packlevel.h"
#include "ui/linjat/playview.h"
#include "ui/linjat/resizedialog.h"
#include "ui/linjat/stallinspector.h"
#include "ui/linjat/statuspanel.h"
#include "ui/linjat/wording.h"

#include <QAction>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tessera::linjat::ui {

LinjatWorkbench::LinjatWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent)
    , mAnalyser(new LevelAnalyser(this))
    , mFinisher(new LevelFinisher(context.jobs(), this))
    , mFiles(new LevelFiles(*this)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar());
    layout->addWidget(createTabs(), 1);
    layout->addWidget(createStatusBar());
    createActions();
    connectParts();

    mModel.reset(Puzzle(9, 6), LevelOrigin{});
    openFirstPackLevelIfPristine();
}

QWidget *LinjatWorkbench::createTabs() {
    mTabs = new tessera::ui::PageTabs;
    mTabs->setDocumentMode(true);

    // Editor: the board and the live verdict.
    auto *editorSplit = new QSplitter(Qt::Horizontal);
    mEditor = new EditorView(mModel, *undoStack());
    editorSplit->addWidget(mEditor);
    mStatus = new StatusPanel;
    mStatus->setMinimumWidth(330);
    // A long verdict and the solution's picture can be taller than a small window: they scroll.
    editorSplit->addWidget(tessera::ui::verticalScrollArea(mStatus));
    editorSplit->setStretchFactor(0, 1);
    editorSplit->setStretchFactor(1, 1);
    editorSplit->setSizes({480, 400});
    // The tab shows the editor or, in play mode, the play page; the hidden one takes no room (in a
    // stacked widget its height would count and push the status bar out of a small window).
    auto *editorPage = new QWidget;
    auto *editorLayout = new QVBoxLayout(editorPage);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    mEditorSplit = editorSplit;
    editorLayout->addWidget(mEditorSplit);
    mPlayPage = createPlayPage();
    mPlayPage->hide();
    editorLayout->addWidget(mPlayPage);
    mTabs->addTab(editorPage, tr("&Editor"));
    mTabs->setTabToolTip(EditorPage, tr("Edit the level and see its verdict live (Alt+1)"));

    mLayers = new LayerViewer;
    mTabs->addTab(mLayers, tr("&Layers"));
    mTabs->setTabToolTip(LayersPage, tr("Step through the solver's layers (Alt+2)"));
    mStall = new StallInspector;
    mTabs->addTab(mStall, tr("&Stall"));
    mTabs->setTabToolTip(StallPage, tr("Where and why the solver stops (Alt+3)"));
    mOptimizer = new OptimizerPanel(context());
    mTabs->addTab(mOptimizer, tr("&Optimizer"));
    mTabs->setTabToolTip(OptimizerPage, tr("Search for harder levels in the background (Alt+4)"));
    return mTabs;
}

// Play mode's page: the board as the player draws on it and the play bar.
QWidget *LinjatWorkbench::createPlayPage() {
    tessera::ui::PlayState::Level level;
    level.data = [this] { return Json::parse(puzzleToData(mModel.puzzle()).dump()); };
    level.name = [this] {
        const LevelOrigin &origin = mModel.origin();
        return !origin.packLevelId.empty()     ? origin.packLevelId
               : !mModel.packLevelId().empty() ? mModel.packLevelId()
                                               : origin.title.toStdString();
    };
    mPlay = new tessera::ui::PlayState(kModuleId, mModel, std::move(level), this);
    mPlayView = new PlayView(*mPlay);
    mPlayBar = new tessera::ui::PlayBar(*mPlay, this);
    mPlayBar->setInstructions(
        tr("Drag from a number along its row or column: its line follows the pointer. "
           "Drag back onto the number to erase that arm. Keys: select a number with the "
           "arrows, Space, the arrows draw, Space again; Escape lets go."));
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(mPlayView);
    split->addWidget(mPlayBar);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({480, 400});
    return split;
}

// Under the tabs: the document's name, the hovered cell, the last message and the zoom buttons.
QWidget *LinjatWorkbench::createStatusBar() {
    auto *bar = new QWidget;
    auto *barLayout = new QHBoxLayout(bar);
    barLayout->setContentsMargins(8, 3, 8, 3);
    mDocumentLabel = new QLabel;
    mHoverLabel = new tessera::ui::ElidedLabel;
    // The document's name keeps its width. What the mouse hovers and the last message share the rest,
    // each as wide as its text while there is room (an empty one takes none), and end in "…" when the
    // two do not fit: they must never widen the page (it shifted the grid under the cursor and added a
    // scroll bar), which their small minimum width (ElidedLabel) ensures.
    for (QLabel *label : {mHoverLabel, messageLabel()}) {
        label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        label->setMinimumWidth(0);
    }
    barLayout->addWidget(mDocumentLabel);
    barLayout->addSpacing(16);
    // No stretch factors on the two: with them the layout splits the room by the factors, not by the
    // texts, so a short message took half and cut the hover text. The stretch after them takes the rest.
    barLayout->addWidget(mHoverLabel);
    barLayout->addWidget(messageLabel());
    barLayout->addStretch(1);
    barLayout->addSpacing(12);
    auto zoomButton = [bar, barLayout](const QString &text, const QString &tip) {
        auto *b = new QToolButton(bar);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        barLayout->addWidget(b);
        return b;
    };
    connect(zoomButton(QStringLiteral("−"), tr("Smaller cells (Ctrl+-)")), &QToolButton::clicked, this,
            [this] { mEditor->zoomOut(); });
    connect(zoomButton(QStringLiteral("+"), tr("Bigger cells (Ctrl++ or the mouse wheel)")),
            &QToolButton::clicked, this, [this] { mEditor->zoomIn(); });
    connect(zoomButton(tr("Fit"), tr("Fit the board to the window (Ctrl+0)")), &QToolButton::clicked, this,
            [this] { mEditor->fitToWindow(); });
    return bar;
}

void LinjatWorkbench::connectParts() {
    connect(&mModel, &LevelModel::puzzleChanged, this, [this] {
        reanalyse();
        updateHoverText();
    });
    connect(&mModel, &LevelModel::puzzleChanged, mPlay, &tessera::ui::PlayState::checkLevel);
    connect(mPlay, &tessera::ui::PlayState::playingChanged, this, &LinjatWorkbench::onPlayingChanged);
    followPlayInMessageLine(*mPlay, tr("Playing: drag from a number to draw its line."));
    connect(mAnalyser, &LevelAnalyser::analysed, this, &LinjatWorkbench::onAnalysed);
    connect(mAnalyser, &LevelAnalyser::busyChanged, mStatus, &StatusPanel::setBusy);
    connect(mEditor, &EditorView::editRefused, this, [this](const QString &reason) {
        showMessage(reason, true);
        this->context().log().warning(tr("Linjat editor: %1").arg(reason));
    });
    connect(mEditor, &tessera::ui::GridView::hoveredCellChanged, this, &LinjatWorkbench::updateHoverText);
    connect(undoStack(), &QUndoStack::indexChanged, this, [this] {
        mPristine = false;
        updateHoverText();
    });
    connect(mStall, &StallInspector::addGeneratorDotRequested, this, &LinjatWorkbench::addGeneratorDot);
    connect(mStall, &StallInspector::finishLevelRequested, this, &LinjatWorkbench::finishLevel);
    connect(mFinisher, &LevelFinisher::finished, this, &LinjatWorkbench::onFinished);
    // The finisher's job is quiet: the workbench's line is the log's one line about a run.
    connect(mFinisher, &LevelFinisher::cancelled, this, [this] {
        showMessage(tr("Finish Level cancelled: the level is as it was."));
        context().log().info(tr("Linjat: Finish Level cancelled after %1: the level is as it was.")
                                 .arg(mFinisher->lastRunTime()));
    });
    connect(mFinisher, &LevelFinisher::failed, this, [this](const QString &message) {
        showMessage(tr("Finish Level failed: %1").arg(message), true);
        context().log().error(
            tr("Linjat: Finish Level failed after %1: %2").arg(mFinisher->lastRunTime(), message));
    });
    connect(mFinisher, &LevelFinisher::runningChanged, this,
            [this](bool running) { mFinishLevel->setEnabled(!running); });
    connect(mOptimizer, &OptimizerPanel::weightsChanged, this, &LinjatWorkbench::reanalyse);
    connect(mOptimizer, &OptimizerPanel::openInEditorRequested, this,
            [this](const Puzzle &puzzle, const LevelOrigin &origin) {
                if (!confirmDiscard()) return;
                openPuzzle(puzzle, origin);
                setPage(EditorPage);
            });
    connect(mOptimizer, &OptimizerPanel::addToPackRequested, this,
            [this](const Puzzle &puzzle, const LevelOrigin &origin) { addPuzzleToPack(puzzle, origin); });
    connect(&context().pack(), &tessera::ui::PackDocument::replaced, this,
            &LinjatWorkbench::openFirstPackLevelIfPristine);
    // Saving renames the level: the line under the board says so.
    connect(mFiles, &LevelFiles::saved, this, &LinjatWorkbench::reanalyse);
    connect(mFiles, &LevelFiles::sheetsExported, this, &LinjatWorkbench::sheetsExported);
}

LinjatWorkbench::~LinjatWorkbench() = default;

void LinjatWorkbench::createActions() {
    connect(makeAction(QStringLiteral(":/icons/new.svg"), tr("New"), QKeySequence(tr("Ctrl+Alt+N")),
                       tr("Start an empty level of a chosen size")),
            &QAction::triggered, this, &LinjatWorkbench::newLevel);
    connect(
        makeAction(
            QStringLiteral(":/icons/openlevel.svg"), tr("Open…"), QKeySequence(tr("Ctrl+Shift+O")),
            tr("Open a level file, a pack, the original generator's JSON lines or the published collection")),
        &QAction::triggered, this, [this] {
            if (confirmDiscard()) mFiles->openFileDialog();
        });
    connect(makeAction(QStringLiteral(":/icons/save.svg"), tr("Save…"), QKeySequence(tr("Ctrl+Alt+S")),
                       tr("Save the level as a level file")),
            &QAction::triggered, mFiles, &LevelFiles::saveFileDialog);
    // The file actions are well known by their icons; the space goes to the Linjat actions.
    for (QAction *a : toolBar()->actions())
        if (auto *button = qobject_cast<QToolButton *>(toolBar()->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    toolBar()->addSeparator();
    toolBar()->addAction(mPlayBar->playAction());
    toolBar()->addSeparator();
    auto *add =
        makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                   tr("Add the level to the open pack with its statistics and provenance (Ctrl+Shift+A)"));
    connect(add, &QAction::triggered, this, [this] { emit addThisLevelRequested(); });
    connect(makeAction(QStringLiteral(":/icons/export.svg"), tr("Export Sheets…"),
                       QKeySequence(tr("Ctrl+Shift+E")),
                       tr("Write the pack's Linjat levels as PNG and SVG sheets")),
            &QAction::triggered, mFiles, &LevelFiles::exportSheetsDialog);
    toolBar()->addSeparator();
    connect(makeAction({}, tr("Resize…"), QKeySequence(tr("Ctrl+R")), tr("Change the board size")),
            &QAction::triggered, this, &LinjatWorkbench::resizeBoard);
    mGeneratorDot = makeAction({}, tr("Generator's Dot"), QKeySequence(tr("Ctrl+G")),
                               tr("Add the dot the generator would add next, as an undoable edit"));
    connect(mGeneratorDot, &QAction::triggered, this, &LinjatWorkbench::addGeneratorDot);
    mFinishLevel =
        makeAction({}, tr("Finish Level"), QKeySequence(tr("Ctrl+Shift+F")),
                   tr("Add dots (the generator's, each keeping a solution) until the level is unique and the "
                      "solver solves it, as one undoable edit"));
    connect(mFinishLevel, &QAction::triggered, this, &LinjatWorkbench::finishLevel);
    auto *leaks = makeAction(
        {}, tr("Leaks"), QKeySequence(),
        tr("Let the solver report the uniqueness leaks (uncontested-no-cover, single-solution) as the "
           "original did; a valid level never needs them"));
    leaks->setCheckable(true);
    leaks->setChecked(mLeaks);
    connect(leaks, &QAction::toggled, this, &LinjatWorkbench::setLeaksEnabled);
    for (int page = 0; page < 4; ++page) {
        auto *a = new QAction(this);
        a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + page)));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, this, [this, page] { setPage(Page(page)); });
        addAction(a);
    }
}

SolverOptions LinjatWorkbench::solverOptions() const {
    SolverOptions o = mOptimizer->options().generator.solver;
    return mLeaks ? o : o.withoutLeaks();
}

void LinjatWorkbench::setLeaksEnabled(bool enabled) {
    if (mLeaks == enabled) return;
    mLeaks = enabled;
    reanalyse();
}

void LinjatWorkbench::reanalyse() {
    mAnalyser->request(mModel.puzzle(), solverOptions());
    const Puzzle &p = mModel.puzzle();
    const QString name = mModel.origin().title.isEmpty() ? tr("New level") : mModel.origin().title;
    mDocumentLabel->setText(tr("<b>%1</b> · %2×%3 · %4 numbers, %5 dots")
                                .arg(name.toHtmlEscaped())
                                .arg(p.rows())
                                .arg(p.cols())
                                .arg(p.numberCount())
                                .arg(p.dotCount()));
}

void LinjatWorkbench::onAnalysed(const LevelAnalysisPtr &analysis) {
    mStatus->showAnalysis(analysis);
    mLayers->setAnalysis(analysis);
    mStall->setAnalysis(analysis);
    mGeneratorDot->setEnabled(bool(analysis->generatorDot));
    mTabs->setTabText(StallPage, analysis->leakFree.solved() ? tr("&Stall") : tr("&Stall •"));
    updateHoverText();
}

void LinjatWorkbench::updateHoverText() {
    const auto cell = mEditor->hoveredCell();
    if (!cell) {
        mHoverLabel->clear();
        return;
    }
    const Puzzle &p = mModel.puzzle();
    const int r = cell->y(), c = cell->x();
    if (r >= p.rows() || c >= p.cols()) return;
    QString what;
    if (const int n = p.numberAt(r, c); n >= 0)
        what = tr("number %1").arg(p.number(n).value);
    else if (p.isDot(r, c))
        what = tr("dot");
    else
        what = tr("empty");
    QString text = tr("%1: %2").arg(cellName(r, c), what);
    const LevelAnalysisPtr a = mAnalyser->latest();
    if (a && a->puzzle == p && p.numberAt(r, c) < 0) {
        const std::uint64_t cand = a->trace.start.candidates[std::size_t(p.cellIndex(r, c))];
        text += tr(" · %n number(s) can reach it", nullptr, bitCount(cand));
    }
    mHoverLabel->setText(text);
}

QString LinjatWorkbench::hoverText() const {
    return mHoverLabel->text();
}

void LinjatWorkbench::openPuzzle(const Puzzle &puzzle, LevelOrigin origin, const QString &fileName) {
    mPristine = false;
    mModel.reset(puzzle, std::move(origin), fileName);
    showMessage(QString());
}

bool LinjatWorkbench::openLevel(const pack::Level &level) {
    Puzzle puzzle;
    try {
        puzzle = puzzleOfLevel(level);
    } catch (const std::exception &e) {
        context().log().error(
            tr("Linjat: cannot open \"%1\": %2")
                .arg(QString::fromStdString(level.title), QString::fromStdString(e.what())));
        return false;
    }
    LevelOrigin origin;
    origin.title = QString::fromStdString(level.title);
    origin.packLevelId = level.id;
    origin.tags = level.tags;
    origin.provenance = level.provenance;
    origin.source = QStringLiteral("pack");
    openPuzzle(puzzle, origin);
    mOpened = level;
    setPage(EditorPage);
    return true;
}

tessera::ui::LevelEditor::LevelMaker LinjatWorkbench::levelMaker() const {
    LevelOrigin origin = mModel.origin();
    std::string &generator = origin.provenance.generator;
    if (undoStack()->index() > 0 && generator.find("studio") == std::string::npos)
        generator = generator.empty() ? "edited in the studio" : generator + ", edited in the studio";
    const Puzzle puzzle = mModel.puzzle();
    return [puzzle, origin](const CancelToken &) -> std::optional<pack::Level> {
        return makePackLevel(puzzle, origin);
    };
}

Json LinjatWorkbench::documentState() const {
    Json state{{"title", mModel.origin().title.toStdString()},
               {"puzzle", Json::parse(puzzleToData(mModel.puzzle()).dump())}};
    // The attempt's moves and the traces of the level's plays (tessera-play-trace), when there are any.
    if (Json play = mPlay->toJson(); !play.is_null()) state["play"] = std::move(play);
    return state;
}

std::optional<pack::Level> LinjatWorkbench::sourceLevel() const {
    // The pack level as it was opened: the origin and the puzzle at the time (no solving).
    if (!mOpened || mModel.origin().packLevelId != mOpened->id) return std::nullopt;
    return mOpened;
}

bool LinjatWorkbench::restoreState(const Json &state) {
    Puzzle puzzle;
    QString title;
    try {
        const JsonCursor root(state);
        root.requireObject();
        puzzle = puzzleFromData(root["puzzle"].raw());
        title = QString::fromStdString(root.stringOr("title", ""));
    } catch (const std::exception &error) {
        context().log().error(
            tr("Linjat: the recovered level cannot be read: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    LevelOrigin origin = mModel.origin();
    origin.title = title;
    mModel.setOrigin(origin);
    // A copy of a level that was only played (the same puzzle) gets no edit: playing never marks it
    // changed.
    if (!state.contains("play") || !(puzzle == mModel.puzzle()))
        mModel.undoStack()->push(new PuzzleEditCommand(mModel, puzzle, tr("Recovered edits")));
    QString why;
    if (state.contains("play") && !mPlay->restore(state["play"], &why))
        context().log().warning(tr("Linjat: the recovered play cannot be restored: %1").arg(why));
    return true;
}

bool LinjatWorkbench::openFile(const QString &path, int index) {
    return mFiles->openFile(path, index);
}

bool LinjatWorkbench::saveLevelFile(const QString &path) {
    return mFiles->saveLevelFile(path);
}

int LinjatWorkbench::addPuzzleToPack(const Puzzle &puzzle, const LevelOrigin &origin) {
    return mFiles->addPuzzleToPack(puzzle, origin);
}

void LinjatWorkbench::exportSheets(const QString &directory) {
    mFiles->exportSheets(directory);
}

void LinjatWorkbench::setPage(Page page) {
    mTabs->setCurrentIndex(int(page));
    mTabs->currentWidget()->setFocus(Qt::OtherFocusReason);
    if (page == EditorPage) mEditor->setFocus(Qt::OtherFocusReason);
}

LinjatWorkbench::Page LinjatWorkbench::page() const {
    return Page(mTabs->currentIndex());
}

void LinjatWorkbench::onPlayingChanged(bool playing) {
    mEditorSplit->setVisible(!playing);
    mPlayPage->setVisible(playing);
    mTabs->setCurrentIndex(EditorPage);
    (playing ? static_cast<QWidget *>(mPlayView) : mEditor)->setFocus(Qt::OtherFocusReason);
}

void LinjatWorkbench::addGeneratorDot() {
    const LevelAnalysisPtr a = mAnalyser->latest();
    if (!a || a->puzzle != mModel.puzzle()) {
        showMessage(tr("Still analysing the level; try again in a moment."), true);
        return;
    }
    if (!a->generatorDot) {
        showMessage(a->leakFree.solved() ? tr("The solver already finishes this level: no dot is needed.")
                    : a->solutions >= 2
                        ? tr("No dot can tell the two solutions apart: they cover the same cells.")
                        : tr("The generator has no useful cell left for a dot."),
                    true);
        return;
    }
    QString why;
    auto command = AddGeneratorDotCommand::make(mModel, a->generatorDot->row, a->generatorDot->col, &why);
    if (!command) {
        showMessage(why, true);
        return;
    }
    undoStack()->push(command.release());
    showMessage(
        tr("Added the generator's dot at %1").arg(cellName(a->generatorDot->row, a->generatorDot->col)));
}

void LinjatWorkbench::finishLevel() {
    if (mFinisher->isRunning()) {
        showMessage(tr("Finish Level is still running (see the jobs bar to cancel it)."), true);
        return;
    }
    mFinisher->start(mModel.puzzle(), solverOptions());
    showMessage(tr("Finishing the level…"));
}

void LinjatWorkbench::onFinished(const Puzzle &given, const FinishResult &result) {
    const QString time = mFinisher->lastRunTime();
    if (result.finished && result.added.empty()) {
        const QString text =
            tr("Finish Level: the level is already unique and solved by the solver; no dot added.");
        showMessage(text);
        context().log().info(tr("Linjat: %1 (%2)").arg(text, time));
        return;
    }
    if (!result.finished) {
        QString why;
        switch (result.stop) {
        case FinishStop::SameCells:
            why = result.solutionsAtStart == 2
                      ? tr("two solutions cover the same cells: dots cannot tell them apart")
                      : tr("each of its %1 solutions covers the same cells as another: dots cannot tell "
                           "them apart")
                            .arg(result.solutionsAtStart);
            break;
        case FinishStop::NoSolution:
            why = tr("the level has no solution: dots only take solutions away");
            break;
        case FinishStop::NoOpenCell:
            why = tr("the solver stays stuck whatever cell of a solution gets a dot");
            break;
        default:
            why = QString::fromStdString(result.reason);
        }
        QString text = result.stop == FinishStop::Budget ? tr("Finish Level stopped: %1").arg(why)
                                                         : tr("No dot can help: %1").arg(why);
        if (result.proposal) {
            const NumberChange &c = *result.proposal;
            const int index = given.numberAt(c.row, c.col);
            text += c.valid ? tr("; try changing %1 to %2 (that alone makes the level valid)")
                                  .arg(numberName(given, index))
                                  .arg(c.to)
                            : tr("; try changing %1 to %2, then Finish Level")
                                  .arg(numberName(given, index))
                                  .arg(c.to);
        }
        showMessage(text, true);
        context().log().info(tr("Linjat: Finish Level after %1: %2").arg(time, text));
        return;
    }
    QString why;
    auto command = FinishLevelCommand::make(mModel, given, result, &why);
    if (!command) {
        showMessage(why, true);
        context().log().info(tr("Linjat: Finish Level after %1: %2").arg(time, why));
        return;
    }
    undoStack()->push(command.release());
    std::vector<QPoint> cells;
    for (const auto &[row, col] : result.added) cells.emplace_back(col, row);
    mEditor->markAddedDots(std::move(cells));
    const QString text = tr("Finished: %n dot(s) added", nullptr, int(result.added.size()));
    showMessage(text);
    context().log().info(
        tr("Linjat: Finish Level: %n dot(s) added in %1", nullptr, int(result.added.size())).arg(time));
}

void LinjatWorkbench::newLevel() {
    if (!confirmDiscard()) return;
    ResizeDialog dialog(mModel.puzzle(), tr("New Linjat Level"), this);
    if (dialog.exec() != QDialog::Accepted) return;
    openPuzzle(Puzzle(dialog.rows(), dialog.cols()), LevelOrigin{});
    setPage(EditorPage);
}

void LinjatWorkbench::resizeBoard() {
    ResizeDialog dialog(mModel.puzzle(), tr("Resize Board"), this);
    if (dialog.exec() != QDialog::Accepted) return;
    QString why;
    auto command = ResizeBoardCommand::make(mModel, dialog.rows(), dialog.cols(), &why);
    if (!command) {
        showMessage(why, true);
        return;
    }
    undoStack()->push(command.release());
}

void LinjatWorkbench::openFirstPackLevelIfPristine() {
    if (!mPristine) return;
    const tessera::ui::PackDocument &doc = context().pack();
    for (int row = 0; row < doc.levelCount(); ++row) {
        if (doc.level(row).module != kModuleId) continue;
        if (openLevel(doc.level(row))) {
            // Showing a sample is not an edit: the next pack may still replace it.
            mPristine = true;
            markSaved();
            levelDocument().setPackLevelId(doc.level(row).id);
        }
        return;
    }
}

} // namespace tessera::linjat::ui
