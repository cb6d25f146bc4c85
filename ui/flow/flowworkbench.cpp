#include "ui/flow/flowworkbench.h"

#include "ui/common/dialogfolder.h"

#include "common/error.h"
#include "flow/editing.h"
#include "flow/flowmodule.h"
#include "flow/formats.h"
#include "flow/generator.h"
#include "flow/grader.h"
#include "flow/packlevel.h"
#include "flow/solution.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/pagetabs.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include "ui/common/verticalscrollarea.h"
#include "ui/flow/analysispages.h"
#include "ui/flow/boardview.h"
#include "ui/flow/commands/boardeditcommand.h"
#include "ui/flow/commands/placeendpointcommand.h"
#include "ui/flow/commands/removeendpointcommand.h"
#include "ui/flow/commands/resizeboardcommand.h"
#include "ui/flow/commands/setrulecommand.h"
#include "ui/flow/flowui.h"
#include "ui/flow/generatorpanel.h"
#include "ui/flow/palette.h"
#include "ui/flow/palettebar.h"
#include "ui/flow/playview.h"
#include "ui/flow/resizedialog.h"
#include "ui/flow/solvereport.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QSaveFile>
#include <QScopedValueRollback>
#include <QSlider>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tessera::flow::ui {

namespace {

// The sensible first view: a freshly generated, proven-unique level (fast at this size).
std::optional<Puzzle> firstPuzzle() {
    GeneratorOptions options;
    options.rows = 7;
    options.cols = 7;
    options.minColours = 6;
    options.maxColours = 7;
    const std::optional<GeneratedLevel> level = generateLevel(options, 2026);
    if (!level) return std::nullopt;
    return level->puzzle;
}

} // namespace

FlowWorkbench::FlowWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent) {
    mBoard = new BoardView(mModel);
    mBoard->setToolTip(tr("Left click: place an endpoint of the current colour. Right click or Delete: "
                          "remove it. Wheel: zoom."));
    mGenerator = new GeneratorPanel(context);
    createPlay();
    createActions();

    layOutPage(createEditorSide(), createSideTabs(), 900, 380);
    setFocusProxy(mBoard);
    connectEditor();

    if (const std::optional<Puzzle> puzzle = firstPuzzle()) {
        // The first view shows its solution at once (a 7x7 level takes milliseconds), not after a job
        // that would start and be cancelled as the studio opens.
        loadPuzzle(*puzzle, tr("Generated 7x7 (seed 2026)"));
        mModel.setAnalysis(analyse(*mModel.puzzle(), nullptr, nullptr));
    } else {
        onModelChanged();
    }
}

QWidget *FlowWorkbench::createSideTabs() {
    mTabs = new tessera::ui::PageTabs;
    mAnalysisPages = new AnalysisPages(mModel, *mBoard, this);
    connect(mAnalysisPages, &AnalysisPages::solveRequested, this, &FlowWorkbench::solve);
    connect(mAnalysisPages, &AnalysisPages::otherSolutionRequested, this, &FlowWorkbench::toggleSolution);
    connect(mAnalysisPages, &AnalysisPages::layerChanged, this, [this] { updateDisplay(); });
    mTabs->addTab(mAnalysisPages->createSolvePage(mSolveAction->toolTip()), tr("Solve"));
    mTabs->addTab(tessera::ui::verticalScrollArea(mAnalysisPages->createLayersPage()), tr("Layers"));
    mTabs->addTab(tessera::ui::verticalScrollArea(mGenerator), tr("Generator"));
    mTabs->setMinimumWidth(250);
    connect(mTabs, &QTabWidget::currentChanged, this, [this] { updateDisplay(); });
    // In play mode the play bar takes the tabs' place (the hidden one takes no room).
    auto *side = new QWidget;
    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mTabs);
    layout->addWidget(mPlayBar);
    mPlayBar->hide();
    return side;
}

// Play mode's parts: the play state on the document's level, its board and its bar.
void FlowWorkbench::createPlay() {
    tessera::ui::PlayState::Level level;
    level.data = [this] {
        if (!mModel.puzzle()) throw Error(mModel.problem().toStdString());
        return levelToJson(*mModel.puzzle());
    };
    level.name = [this] { return mSource ? mSource->id : mTitle.toStdString(); };
    mPlay = new tessera::ui::PlayState(kModuleId, mModel, std::move(level), this);
    mPlayView = new PlayView(mModel, *mPlay);
    mPlayView->hide();
    mPlayBar = new tessera::ui::PlayBar(*mPlay, this);
    mPlayBar->setInstructions(
        tr("Drag from an endpoint through the cells to draw its path, or from a "
           "path's cell to go on from there. Right click clears a colour. Keys: select an "
           "endpoint with the arrows, Space, the arrows lead, Space again; Delete clears."));
    connect(&mModel, &LevelModel::changed, mPlay, &tessera::ui::PlayState::checkLevel);
    connect(mPlay, &tessera::ui::PlayState::playingChanged, this, &FlowWorkbench::onPlayingChanged);
    followPlayInMessageLine(*mPlay, tr("Playing: drag from an endpoint."));
}

void FlowWorkbench::onPlayingChanged(bool playing) {
    for (QWidget *w : std::initializer_list<QWidget *>{mPalette, mBoard, mTabs}) w->setVisible(!playing);
    mPlayView->setVisible(playing);
    mPlayBar->setVisible(playing);
    (playing ? static_cast<QWidget *>(mPlayView) : mBoard)->setFocus(Qt::OtherFocusReason);
    setFocusProxy(playing ? static_cast<QWidget *>(mPlayView) : mBoard);
}

// The palette, the board, and under it the document's name and the message line.
QWidget *FlowWorkbench::createEditorSide() {
    mDocumentLabel = makeDocumentLabel();
    mDocumentLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setMessageLines(2);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    mPalette = new PaletteBar;
    connect(mPalette, &PaletteBar::labelPicked, this, &FlowWorkbench::setCurrentLabel);
    connect(mPalette, &PaletteBar::ruleChosen, this, &FlowWorkbench::setRule);
    leftLayout->addWidget(mPalette);
    leftLayout->addWidget(mBoard, 1);
    leftLayout->addWidget(mPlayView, 1);
    // The document's name sits under the board (as in the Linjat editor), not beside the toolbar where
    // a long title pushed the side tabs out of a 1400 px window; the message line under it, two lines
    // high whatever it says: beside the name and wrapped, a long message took three lines, the hover's
    // one, and the board grew and shrank under the mouse.
    leftLayout->addWidget(mDocumentLabel);
    leftLayout->addWidget(messageLabel());
    return left;
}

void FlowWorkbench::connectEditor() {
    connect(&mModel, &LevelModel::changed, this, &FlowWorkbench::onModelChanged);
    connect(&mModel, &LevelModel::analysisChanged, this, &FlowWorkbench::onAnalysisChanged);
    connect(mBoard, &tessera::ui::GridView::cellClicked, this,
            [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers) {
                const Point p{cell.y(), cell.x()};
                if (button == Qt::LeftButton)
                    placeEndpoint(p);
                else if (button == Qt::RightButton)
                    removeEndpoint(p);
            });
    connect(mBoard, &BoardView::removeRequested, this, [this](QPoint cell) {
        removeEndpoint({cell.y(), cell.x()});
    });
    connect(mBoard, &BoardView::placeRequested, this, [this](QPoint cell) {
        placeEndpoint({cell.y(), cell.x()});
    });
    connect(mBoard, &tessera::ui::GridView::hoveredCellChanged, this, [this](std::optional<QPoint> cell) {
        if (!cell) return;
        const char label = mModel.labelAt({cell->y(), cell->x()});
        showMessage(label == '.' ? tr("Row %1, column %2").arg(cell->y() + 1).arg(cell->x() + 1)
                                 : tr("Row %1, column %2: endpoint %3")
                                       .arg(cell->y() + 1)
                                       .arg(cell->x() + 1)
                                       .arg(QChar(label)));
    });
}

FlowWorkbench::~FlowWorkbench() {
    if (mSolveJob) mSolveJob->cancel();
}

void FlowWorkbench::createActions() {
    connect(makeAction(QStringLiteral(":/icons/new.svg"), tr("New"), QKeySequence(tr("Ctrl+Alt+N")),
                       tr("An empty board")),
            &QAction::triggered, this, &FlowWorkbench::newLevelDialog);
    connect(makeAction(QStringLiteral(":/icons/openlevel.svg"), tr("Open…"), QKeySequence(tr("Ctrl+Shift+O")),
                       tr("Open a Flow level: our JSON, the ASCII format, a W H stream or a pack")),
            &QAction::triggered, this, &FlowWorkbench::openFileDialog);
    connect(makeAction(QStringLiteral(":/icons/save.svg"), tr("Save…"), QKeySequence(tr("Ctrl+Alt+S")),
                       tr("Save the level as JSON (.json) or ASCII (.txt)")),
            &QAction::triggered, this, &FlowWorkbench::saveFileDialog);
    connect(makeAction({}, tr("Resize…"), QKeySequence(tr("Ctrl+R")), tr("Change the board size")),
            &QAction::triggered, this, &FlowWorkbench::resizeDialog);
    toolBar()->addSeparator();
    toolBar()->addAction(mPlayBar->playAction());
    mSolveAction = makeAction({}, tr("Solve"), QKeySequence(Qt::Key_F5),
                              tr("Solve and count solutions (up to two) and grade, in the background"));
    connect(mSolveAction, &QAction::triggered, this, &FlowWorkbench::solve);
    mToggleAction = makeAction({}, tr("Other Solution"), QKeySequence(tr("Ctrl+T")),
                               tr("Show the other of the two solutions found"));
    connect(mToggleAction, &QAction::triggered, this, &FlowWorkbench::toggleSolution);
    toolBar()->addSeparator();
    auto *add = makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                           tr("Add this level to the open pack with its statistics (Ctrl+Shift+A)"));
    connect(add, &QAction::triggered, this, [this] {
        if (mModel.puzzle())
            emit addThisLevelRequested();
        else
            showMessage(tr("Nothing to add: %1").arg(mModel.problem()), true);
    });

    // Keyboard-only actions (not on the toolbar).
    auto key = [this](const QKeySequence &sequence, auto slot) {
        auto *a = new QAction(this);
        a->setShortcut(sequence);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        connect(a, &QAction::triggered, this, slot);
    };
    key(QKeySequence(Qt::Key_BracketRight), [this] { nextColour(); });
    key(QKeySequence(Qt::Key_BracketLeft), [this] { previousColour(); });
    key(QKeySequence(Qt::Key_PageDown), [this] {
        setPage(LayersPage);
        layerSlider()->setValue(layerSlider()->value() + 1);
    });
    key(QKeySequence(Qt::Key_PageUp), [this] {
        setPage(LayersPage);
        layerSlider()->setValue(layerSlider()->value() - 1);
    });
    key(QKeySequence(tr("Ctrl+G")), [this] {
        setPage(GeneratorPage);
        mGenerator->generate();
    });
}

void FlowWorkbench::setPage(Page page) {
    mTabs->setCurrentIndex(int(page));
}

void FlowWorkbench::placeEndpoint(Point cell) {
    if (!mModel.cells().inside(cell) || mModel.labelAt(cell) == mLabel) return;
    if (mModel.labelCount(mLabel) >= 2) {
        // The core refuses this too; here the refusal names what to do about it.
        showMessage(
            tr("Colour %1 already has both endpoints: remove one (right click) or pick another colour.")
                .arg(QChar(mLabel)),
            true);
        return;
    }
    QString why;
    pushEdit(PlaceEndpointCommand::make(mModel, cell, mLabel, &why), why);
    // A finished pair moves the palette on to the next unused colour, so pairs can be placed click by click.
    if (mModel.labelCount(mLabel) == 2) {
        for (int slot = 0; slot < paletteSize(); ++slot)
            if (mModel.labelCount(paletteLabel(slot)) == 0) {
                setCurrentLabel(paletteLabel(slot));
                break;
            }
    }
}

void FlowWorkbench::removeEndpoint(Point cell) {
    if (mModel.labelAt(cell) == '.') return;
    const char label = mModel.labelAt(cell);
    pushEdit(RemoveEndpointCommand::make(mModel, cell));
    setCurrentLabel(label);
}

void FlowWorkbench::resizeBoard(int rows, int columns) {
    QString why;
    pushEdit(ResizeBoardCommand::make(mModel, rows, columns, &why), why);
}

void FlowWorkbench::setRule(Rule rule) {
    pushEdit(SetRuleCommand::make(mModel, rule));
}

void FlowWorkbench::setCurrentLabel(char label) {
    if (paletteSlot(label) < 0) return;
    mLabel = label;
    updatePaletteChecks();
}

void FlowWorkbench::nextColour() {
    setCurrentLabel(paletteLabel((paletteSlot(mLabel) + 1) % PaletteBar::kSwatches));
}

void FlowWorkbench::previousColour() {
    setCurrentLabel(paletteLabel((paletteSlot(mLabel) + PaletteBar::kSwatches - 1) % PaletteBar::kSwatches));
}

void FlowWorkbench::updatePaletteChecks() {
    if (mPalette) mPalette->showState(mLabel, mModel);
}

void FlowWorkbench::onModelChanged() {
    mDocumentLabel->setText(tr("%1  ·  %2×%3")
                                .arg(mTitle.isEmpty() ? tr("Untitled") : mTitle)
                                .arg(mModel.columns())
                                .arg(mModel.rows()));
    updatePaletteChecks();
    if (!mModel.puzzle())
        showMessage(mModel.problem(), true);
    else
        showMessage(tr("%n colour(s). Click: place an endpoint. Right click: remove it.", nullptr,
                       mModel.puzzle()->colourCount()));
    if (mSolveJob) mSolveJob->cancel();
    // A live verdict: every edit that leaves a level is solved again in the background (the newest
    // edit's solve replaces an older one's). A document being loaded solves once it is in place.
    if (mModel.puzzle() && !mLoading) startSolve(false);
    onAnalysisChanged();
}

void FlowWorkbench::solve() {
    if (!mModel.puzzle()) {
        showMessage(tr("Cannot solve: %1").arg(mModel.problem()), true);
        return;
    }
    startSolve(true);
}

void FlowWorkbench::startSolve(bool asked) {
    if (mSolveJob) mSolveJob->cancel();
    const Puzzle puzzle = *mModel.puzzle();
    auto function = [puzzle](ProgressSink &progress, const CancelToken &cancel, tessera::ui::JobContext &) {
        return QVariant::fromValue(analyse(puzzle, &progress, &cancel));
    };
    // The solve after an edit keeps its progress row and Cancel, but only an asked-for one says it ended
    // (an edit a second would log a line each).
    tessera::ui::JobOptions options;
    options.quiet = !asked;
    mSolveJob =
        context().jobs().start(tr("Solve Flow %1×%2").arg(puzzle.cols).arg(puzzle.rows), function, options);
    tessera::ui::Job *job = mSolveJob;
    connect(job, &tessera::ui::Job::finished, this,
            [this](const QVariant &result) { mModel.setAnalysis(result.value<AnalysisPtr>()); });
    connect(job, &tessera::ui::Job::failed, this, [this](const QString &message) {
        showMessage(tr("Solve failed: %1").arg(message), true); // the jobs list logs it
    });
    connect(job, &tessera::ui::Job::ended, this, [this, job] {
        if (mSolveJob == job) mSolveJob.clear();
        onAnalysisChanged();
    });
    mShown = 0;
    onAnalysisChanged();
}

void FlowWorkbench::toggleSolution() {
    const AnalysisPtr &a = mModel.analysis();
    if (!a || a->solve.solutions.size() < 2) return;
    mShown = 1 - mShown;
    setPage(SolvePage);
    onAnalysisChanged();
}

QString FlowWorkbench::uniquenessText() const {
    const AnalysisPtr &a = mModel.analysis();
    return a ? uniquenessWords(*a) : QString();
}

QString FlowWorkbench::statusText() const {
    return mAnalysisPages->statusText();
}

QString FlowWorkbench::layerText() const {
    return mAnalysisPages->layerText();
}

QSlider *FlowWorkbench::layerSlider() const {
    return mAnalysisPages->layerSlider();
}

void FlowWorkbench::onAnalysisChanged() {
    const AnalysisPtr &a = mModel.analysis();
    mToggleAction->setEnabled(a && a->solve.solutions.size() >= 2);
    mAnalysisPages->showAnalysis(mShown, isSolving());
    if (!a) mShown = 0;
    updateDisplay();
}

void FlowWorkbench::updateDisplay() {
    mAnalysisPages->updateBoard(mShown, mTabs->currentIndex() == LayersPage);
}

void FlowWorkbench::openPuzzle(const Puzzle &puzzle, const QString &title) {
    loadPuzzle(puzzle, title);
    if (mModel.puzzle()) startSolve(false);
}

void FlowWorkbench::loadPuzzle(const Puzzle &puzzle, const QString &title) {
    if (mSolveJob) mSolveJob->cancel();
    mTitle = title;
    mSource.reset();
    {
        const QScopedValueRollback<bool> loading(mLoading, true);
        mModel.reset(puzzle);
    }
    for (int slot = 0; slot < paletteSize(); ++slot)
        if (mModel.labelCount(paletteLabel(slot)) == 0) {
            setCurrentLabel(paletteLabel(slot));
            break;
        }
}

bool FlowWorkbench::openLevel(const pack::Level &level) {
    const std::optional<Puzzle> puzzle = readLevel(level, [](const pack::Level &l) {
        Puzzle p = levelFromJson(l.data);
        checkPuzzle(p);
        return p;
    });
    if (!puzzle) return false;
    openPuzzle(*puzzle, QString::fromStdString(level.title));
    mSource = level;
    return true;
}

tessera::ui::LevelEditor::LevelMaker FlowWorkbench::levelMaker() const {
    if (!mModel.puzzle()) return {};
    const Puzzle puzzle = *mModel.puzzle();
    // The core's packLevel (the CLI's call) solves and grades it in the worker.
    const pack::LevelSource source =
        pack::editedSource(mSource ? &*mSource : nullptr, mSource && levelFromJson(mSource->data) == puzzle,
                           mTitle.toStdString());
    return [puzzle, source](const CancelToken &cancel) -> std::optional<pack::Level> {
        pack::Level level = packLevel(puzzle, source, kDefaultSolveNodes, &cancel);
        if (cancel.cancelled()) return std::nullopt;
        return level;
    };
}

Json FlowWorkbench::documentState() const {
    Json state{{"title", mTitle.toStdString()}, {"board", boardToJson(mModel.cells(), mModel.rule())}};
    // The attempt's moves and the traces of the level's plays (tessera-play-trace), when there are any.
    if (Json play = mPlay->toJson(); !play.is_null()) state["play"] = std::move(play);
    return state;
}

bool FlowWorkbench::restoreState(const Json &state) {
    Rule rule = Rule::Strict;
    Grid<char> board;
    try {
        const JsonCursor root(state);
        root.requireObject();
        board = boardFromJson(root["board"].raw(), rule);
        if (root.has("title")) mTitle = QString::fromStdString(root["title"].string());
    } catch (const std::exception &error) {
        context().log().error(
            tr("Flow: the recovered level cannot be read: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    // A copy of a level that was only played (the same board) gets no edit: playing never marks it
    // changed.
    if (!state.contains("play") || board != mModel.cells() || rule != mModel.rule())
        mModel.undoStack()->push(new BoardEditCommand(mModel, board, rule, tr("Recovered edits")));
    QString why;
    if (state.contains("play") && !mPlay->restore(state["play"], &why))
        context().log().warning(tr("Flow: the recovered play cannot be restored: %1").arg(why));
    return true;
}

void FlowWorkbench::newLevelDialog() {
    if (!confirmDiscard()) return;
    ResizeDialog dialog(mModel.rows(), mModel.columns(), tr("New Flow Level"), this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (mSolveJob) mSolveJob->cancel();
    mTitle.clear();
    mSource.reset();
    mModel.resetEmpty(dialog.rows(), dialog.columns(), mModel.rule());
    setCurrentLabel('A');
}

void FlowWorkbench::resizeDialog() {
    ResizeDialog dialog(mModel.rows(), mModel.columns(), tr("Resize Board"), this);
    if (dialog.exec() != QDialog::Accepted) return;
    resizeBoard(dialog.rows(), dialog.columns());
}

bool FlowWorkbench::openFile(const QString &path, int index) {
    std::vector<LoadedPuzzle> puzzles;
    try {
        puzzles = loadPuzzles(path.toStdString());
    } catch (const std::exception &error) {
        context().log().error(tr("Cannot open %1: %2").arg(path, QString::fromUtf8(error.what())));
        showMessage(QString::fromUtf8(error.what()), true);
        return false;
    }
    if (puzzles.empty()) {
        context().log().error(tr("%1 holds no Flow level").arg(path));
        return false;
    }
    if (index < 0 && puzzles.size() > 1) {
        QStringList names;
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            names << tr("%1: %2 (%3×%4)")
                         .arg(i + 1)
                         .arg(QString::fromStdString(puzzles[i].name))
                         .arg(puzzles[i].puzzle.cols)
                         .arg(puzzles[i].puzzle.rows);
        bool ok = false;
        const QString choice = QInputDialog::getItem(
            this, tr("Open Flow Level"), tr("The file holds several levels:"), names, 0, false, &ok);
        if (!ok) return false;
        index = int(names.indexOf(choice));
    }
    if (index < 0) index = 0;
    if (index >= int(puzzles.size())) {
        context().log().error(tr("%1 has only %2 levels").arg(path).arg(puzzles.size()));
        return false;
    }
    const LoadedPuzzle &loaded = puzzles[std::size_t(index)];
    const QString name = QString::fromStdString(loaded.name);
    openPuzzle(loaded.puzzle, name.isEmpty() ? QFileInfo(path).completeBaseName() : name);
    mModel.setFileName(QFileInfo(path).absoluteFilePath());
    context().log().info(tr("Opened Flow level from %1").arg(path));
    return true;
}

bool FlowWorkbench::saveFile(const QString &path) {
    if (!mModel.puzzle()) {
        showMessage(tr("Cannot save: %1").arg(mModel.problem()), true);
        return false;
    }
    const Puzzle &puzzle = *mModel.puzzle();
    std::string text;
    if (path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
        const AnalysisPtr &a = mModel.analysis();
        const Solution *solution =
            a && a->solve.status() == SolveStatus::Unique ? &a->solve.solutions.front() : nullptr;
        text = fileToJson(puzzle, solution, mTitle.toStdString()).dump(2) + "\n";
    } else {
        text = toAscii(puzzle);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        context().log().error(tr("Cannot save %1: %2").arg(path, file.errorString()));
        return false;
    }
    mModel.setFileName(QFileInfo(path).absoluteFilePath());
    context().log().info(tr("Saved Flow level to %1").arg(path));
    return true;
}

void FlowWorkbench::openFileDialog() {
    if (!confirmDiscard()) return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Flow Level"), tessera::ui::dialogFolder(context().pack()),
                                     tr("Flow levels (*.json *.txt *.flow);;All files (*)"));
    tessera::ui::rememberDialogPath(path);
    if (!path.isEmpty()) openFile(path);
}

void FlowWorkbench::saveFileDialog() {
    const QString name = (mTitle.isEmpty() ? tr("flow-level") : mTitle) + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Flow Level"),
                                                      tessera::ui::dialogPath(context().pack(), name),
                                                      tr("Flow JSON (*.json);;ASCII (*.txt)"));
    tessera::ui::rememberDialogPath(path);
    if (!path.isEmpty()) saveFile(path);
}

} // namespace tessera::flow::ui
