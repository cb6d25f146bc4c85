#include "ui/balls/ballsworkbench.h"

#include "balls/ballsmodule.h"
#include "balls/constructionframe.h"
#include "balls/formats.h"
#include "balls/packlevel.h"
#include "ui/balls/analysispanel.h"
#include "ui/balls/ballsui.h"
#include "ui/balls/boardview.h"
#include "ui/balls/commands/boardeditcommand.h"
#include "ui/balls/commands/cyclecellcommand.h"
#include "ui/balls/commands/placeblackcommand.h"
#include "ui/balls/commands/resizefieldcommand.h"
#include "ui/balls/generatorpanel.h"
#include "ui/balls/playback.h"
#include "ui/common/latestworker.h"
#include "ui/common/log.h"
#include "ui/common/pagetabs.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include "ui/common/verticalscrollarea.h"

#include <QAction>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tessera::balls::ui {

BallsWorkbench::BallsWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent)
    , mWorker(new tessera::ui::LatestWorker(QStringLiteral("balls analysis"), this)) {
    mBoard = new BoardView;
    mBoard->setToolTip(tr("Click: empty → white → block. Right click or B: the black ball. Ctrl+P: play."));
    mGenerator = new GeneratorPanel(context);
    createPlay();
    createActions();
    // Both sides give way as the window narrows, the side panel less, down to its minimum.
    layOutPage(createEditorSide(), createSide(), 600, 320, 2, 1);
    setFocusProxy(mBoard);
    connectEditor();
    // The first view: a level made by the seed's generator, with its construction to play back.
    buildConstruction(2026);
}

BallsWorkbench::~BallsWorkbench() = default;

QWidget *BallsWorkbench::createEditorSide() {
    mDocumentLabel = makeDocumentLabel();
    // Neither label may widen the page: a long title or message is cut, not a reason for a scroll bar.
    mDocumentLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    messageLabel()->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *left = new QWidget;
    auto *l = new QVBoxLayout(left);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(mDocumentLabel);
    l->addWidget(mBoard, 1);
    l->addWidget(messageLabel());
    return left;
}

// The side: the tabs while editing, the play bar in play mode (the hidden one takes no room).
QWidget *BallsWorkbench::createSide() {
    mTabs = new tessera::ui::PageTabs;
    mTabs->addTab(createAnalysisPage(), tr("Analysis"));
    mTabs->addTab(createMovesPage(), tr("Moves"));
    mTabs->addTab(createConstructionPage(), tr("Playback"));
    mTabs->setTabToolTip(ConstructionPage, tr("Step through the seed's construction of a level"));
    mTabs->addTab(tessera::ui::verticalScrollArea(mGenerator), tr("Generator"));
    auto *side = new QWidget;
    auto *l = new QVBoxLayout(side);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(mTabs);
    l->addWidget(mPlayBar);
    mPlayBar->hide();
    return side;
}

// Play mode: the studio's shared play state on the field as it stands, its bar beside the field.
void BallsWorkbench::createPlay() {
    tessera::ui::PlayState::Level level;
    level.data = [this] { return levelToJson(mModel.board()); };
    level.name = [this] { return mSource ? mSource->id : mTitle.toStdString(); };
    mPlay = new tessera::ui::PlayState(std::string(kModuleId), mModel, std::move(level), this);
    mPlayBar = new tessera::ui::PlayBar(*mPlay, this);
    mPlayBar->setInstructions(tr("Arrow keys push the black ball; so does a click on a cell in its row or "
                                 "column, towards that cell."));
    connect(mPlay, &tessera::ui::PlayState::changed, this, &BallsWorkbench::onPlayChanged);
    connect(mPlay, &tessera::ui::PlayState::playingChanged, this, [this](bool playing) {
        mTabs->setVisible(!playing);
        mPlayBar->setVisible(playing);
        mBoard->skipAnimation();
        mShownPushes = 0;
        mShownPosition = mModel.board();
        rebuildMoveList();
        updateDisplay();
        showMessage(playing ? tr("Play: arrow keys push; Ctrl+Z takes back, Ctrl+Shift+R restarts, Ctrl+H "
                                 "hints.")
                            : tr("Edit: click cycles empty / white / block, right click or B sets the black "
                                 "ball."));
        mBoard->setFocus();
    });
}

// The position changed (a push, a take back, a restart) or the hint arrived.
void BallsWorkbench::onPlayChanged() {
    if (!mPlay->isPlaying()) return;
    const BallsGame g = game();
    const std::size_t pushes = g.history().size();
    if (pushes == mShownPushes + 1 && !g.history().empty())
        mBoard->animate(mShownPosition, g.history().back());
    else if (pushes != mShownPushes)
        mBoard->skipAnimation();
    const bool moved = pushes != mShownPushes || !(g.current() == mShownPosition);
    mShownPushes = pushes;
    mShownPosition = g.current();
    rebuildMoveList();
    updateDisplay();
    // A hint or a refusal shows under the field too, where the player looks.
    if ((mPlay->hint() && !moved) || mPlay->statusIsWarning())
        showMessage(mPlay->statusText(), mPlay->statusIsWarning());
    else
        showMessage(playStatusText(), g.status().outcome == play::Outcome::Lost);
}

QWidget *BallsWorkbench::createAnalysisPage() {
    mAnalysis = new AnalysisPanel;
    connect(mAnalysis, &AnalysisPanel::firstMovesToggled, this, [this] { updateDisplay(); });
    connect(mAnalysis, &AnalysisPanel::whatIfToggled, this, [this] {
        requestWhatIf();
        updateDisplay();
    });
    return mAnalysis;
}

QWidget *BallsWorkbench::createMovesPage() {
    auto *page = new QWidget;
    auto *l = new QVBoxLayout(page);
    auto *note = new QLabel(tr("Numbered arrows per push: the black ball's track dashed, the white balls' "
                               "solid, one colour per push. Untick a push to hide it."));
    note->setWordWrap(true);
    mMoves = new QListWidget;
    l->addWidget(note);
    l->addWidget(mMoves, 1);
    connect(mMoves, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const int row = mMoves->row(item);
        if (row >= 0 && row < int(mShownMoves.size())) mShownMoves[row] = item->checkState() == Qt::Checked;
        updateDisplay();
    });
    return page;
}

QWidget *BallsWorkbench::createConstructionPage() {
    auto *page = new QWidget;
    auto *l = new QVBoxLayout(page);
    auto *row = new QHBoxLayout;
    mConstructionSeed = new QSpinBox;
    mConstructionSeed->setRange(0, 1000000000);
    mConstructionSeed->setValue(2026);
    auto *build = new QPushButton(tr("Build"));
    build->setToolTip(tr("Build a level with the seed's generator (the Generator tab's size, balls, blocks "
                         "and weights) and open it"));
    row->addWidget(new QLabel(tr("Seed:")));
    row->addWidget(mConstructionSeed, 1);
    row->addWidget(build);
    mStepSlider = new QSlider(Qt::Horizontal);
    mStepSlider->setPageStep(1);
    mStepSlider->setToolTip(tr("Step through the construction: each placement, relocation and rejection"));
    mStepLabel = new QLabel;
    mStepLabel->setWordWrap(true);
    mStepLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    l->addLayout(row);
    l->addWidget(mStepSlider);
    l->addWidget(mStepLabel, 1);
    connect(build, &QPushButton::clicked, this, [this] { buildConstruction(mConstructionSeed->value()); });
    connect(mStepSlider, &QSlider::valueChanged, this, [this] { updateDisplay(); });
    return page;
}

void BallsWorkbench::createActions() {
    connect(makeAction(QStringLiteral(":/icons/new.svg"), tr("New"), QKeySequence(tr("Ctrl+Alt+N")),
                       tr("An empty field of the same size")),
            &QAction::triggered, this, [this] {
                if (!confirmDiscard()) return;
                const Board &b = mModel.board();
                openBoard(emptyBoard(b.rows, b.cols), std::nullopt, QString());
            });
    connect(makeAction({}, tr("Resize…"), QKeySequence(tr("Ctrl+R")), tr("Change the field size")),
            &QAction::triggered, this, &BallsWorkbench::resizeDialog);
    toolBar()->addSeparator();
    toolBar()->addAction(mPlayBar->playAction());
    toolBar()->addSeparator();
    connect(makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                       tr("Add this level to the open pack with its statistics")),
            &QAction::triggered, this, &BallsWorkbench::addThisLevelRequested);
    auto *black =
        makeAction({}, tr("Black Ball"), QKeySequence(Qt::Key_B),
                   tr("Put the black ball on the cell under the mouse, else the selected cell"), false);
    connect(black, &QAction::triggered, this, [this] {
        if (const auto cell =
                mBoard->hoveredCell().has_value() ? mBoard->hoveredCell() : mBoard->selectedCell())
            placeBlack({cell->y(), cell->x()});
    });
}

void BallsWorkbench::connectEditor() {
    connect(&mModel, &LevelModel::changed, this, &BallsWorkbench::onModelChanged);
    connect(&mModel, &LevelModel::verdictChanged, this, &BallsWorkbench::onVerdictChanged);
    connect(mBoard, &tessera::ui::GridView::cellClicked, this,
            [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers) {
                if (isPlaying()) {
                    if (button == Qt::LeftButton) pushTowards({cell.y(), cell.x()});
                    return;
                }
                if (button == Qt::LeftButton) cycleCell({cell.y(), cell.x()});
                if (button == Qt::RightButton) placeBlack({cell.y(), cell.x()});
            });
    connect(mBoard, &BoardView::pushRequested, this, &BallsWorkbench::pushBall);
    // With the what-if map on, the cell under the mouse says what adding (or removing) a ball does.
    connect(mBoard, &tessera::ui::GridView::hoveredCellChanged, this, [this](std::optional<QPoint> cell) {
        const VerdictPtr &v = mModel.verdict();
        if (!cell || !v || isPlaying() || !mAnalysis->whatIfShown()) return;
        if (!v->whatIf) return;
        for (const WhatIfCell &c : v->whatIf->cells)
            if (c.cell == Point{cell->y(), cell->x()})
                showMessage(tr("%1 a ball at row %2, column %3: %4, random win %5 (%6%7)")
                                .arg(c.added ? tr("Adding") : tr("Removing"))
                                .arg(c.cell.row)
                                .arg(c.cell.col)
                                .arg(c.solvable ? tr("solvable") : tr("not solvable"))
                                .arg(c.randomWin, 0, 'g', 3)
                                .arg(c.randomWinChange >= 0 ? QStringLiteral("+") : QString())
                                .arg(c.randomWinChange, 0, 'g', 3));
    });
    connect(mTabs, &QTabWidget::currentChanged, this, [this] { updateDisplay(); });
    connect(mWorker, &tessera::ui::LatestWorker::failed, this, [this](quint64, const QString &message) {
        mAnalysis->showFailed();
        showMessage(tr("Analysis failed: %1").arg(message), true);
    });
}

void BallsWorkbench::cycleCell(Point cell) {
    QString why;
    pushEdit(CycleCellCommand::make(mModel, cell, &why), why);
}

void BallsWorkbench::placeBlack(Point cell) {
    QString why;
    pushEdit(PlaceBlackCommand::make(mModel, cell, &why), why);
}

void BallsWorkbench::resizeField(int rows, int columns) {
    QString why;
    pushEdit(ResizeFieldCommand::make(mModel, rows, columns, &why), why);
}

void BallsWorkbench::resizeDialog() {
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Resize"), tr("Rows × columns (3 to 16), e.g. 8x10:"), QLineEdit::Normal,
        QStringLiteral("%1x%2").arg(mModel.board().rows).arg(mModel.board().cols), &ok);
    if (!ok) return;
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[x×, ]+")), Qt::SkipEmptyParts);
    if (parts.size() != 2) {
        showMessage(tr("Expected rows × columns, e.g. 8x10"), true);
        return;
    }
    resizeField(parts[0].toInt(), parts[1].toInt());
}

void BallsWorkbench::openBoard(const Board &board, std::optional<std::vector<Dir>> solution,
                               const QString &title) {
    mTitle = title;
    mSource.reset();
    mModel.reset(board, std::move(solution));
}

void BallsWorkbench::onModelChanged() {
    const Board board = mModel.board();
    mDocumentLabel->setText(
        tr("%1  ·  %2×%3").arg(mTitle.isEmpty() ? tr("Untitled") : mTitle).arg(board.cols).arg(board.rows));
    mPlay->checkLevel(); // an attempt at another field ends
    mAnalysis->showAnalysing();
    // The latest-only worker: a newer edit cancels this run and a stale verdict is never shown.
    const std::optional<std::vector<Dir>> solution = mModel.solution();
    mWorker->request(
        [this, board, solution](quint64, const CancelToken &cancel) -> tessera::ui::LatestWorker::Deliver {
            auto verdict = std::make_shared<BoardVerdict>();
            verdict->board = board;
            verdict->analysis = analyse(board, solution ? &*solution : nullptr, 5'000'000, &cancel);
            // The verdict shows at once; the what-if map, when shown, follows as its own request.
            return [this, verdict] {
                mModel.setVerdict(verdict);
                requestWhatIf();
            };
        });
    rebuildMoveList();
    updateDisplay();
}

void BallsWorkbench::requestWhatIf() {
    const VerdictPtr &v = mModel.verdict();
    if (!v || v->whatIf || !mAnalysis->whatIfShown()) return;
    const Board board = v->board;
    showMessage(tr("Computing the what-if map…"));
    mWorker->request([this, board](quint64, const CancelToken &cancel) -> tessera::ui::LatestWorker::Deliver {
        auto map = std::make_shared<WhatIfMap>(whatIfMap(board, nullptr, &cancel));
        return [this, board, map] {
            if (!map->cancelled && mModel.setWhatIf(board, *map)) showMessage(tr("What-if map ready."));
        };
    });
}

bool BallsWorkbench::isAnalysing() const {
    return mWorker->isBusy();
}

QString BallsWorkbench::verdictText() const {
    return mAnalysis->verdictText();
}

void BallsWorkbench::onVerdictChanged() {
    const VerdictPtr &v = mModel.verdict();
    if (!v) return;
    mAnalysis->showAnalysis(v->analysis, !mModel.board().blocks.empty());
    rebuildMoveList();
    updateDisplay();
}

std::vector<PushRecord> BallsWorkbench::shownHistory() const {
    if (isPlaying()) return game().history();
    std::vector<Dir> line;
    if (mModel.solution())
        line = *mModel.solution();
    else if (mModel.verdict())
        line = mModel.verdict()->analysis.line;
    return pushLine(mModel.board(), line);
}

void BallsWorkbench::rebuildMoveList() {
    const std::vector<PushRecord> history = shownHistory();
    const QSignalBlocker block(mMoves);
    // The same pushes again (a what-if map arrived, say) keep what the user hid; new ones show all.
    std::vector<QString> texts;
    for (std::size_t i = 0; i < history.size(); ++i) {
        const PushRecord &r = history[i];
        QString text = tr("%1. %2").arg(i + 1).arg(QChar(moveChar(r.dir)));
        if (r.outcome == PushOutcome::Lost)
            text += tr(" – the black ball rolls off");
        else if (r.chain())
            text += tr(" – chain of %1").arg(r.whites.size());
        texts.push_back(text);
    }
    bool same = int(texts.size()) == mMoves->count();
    for (int i = 0; same && i < mMoves->count(); ++i) same = mMoves->item(i)->text() == texts[std::size_t(i)];
    if (same) return;
    mMoves->clear();
    mShownMoves.assign(texts.size(), true);
    for (const QString &text : texts) {
        auto *item = new QListWidgetItem(text, mMoves);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
}

void BallsWorkbench::updateDisplay() {
    const bool playing = isPlaying();
    const bool construction = mTabs->currentIndex() == ConstructionPage && mConstruction && !playing;
    if (construction) {
        const ConstructionFrame frame = constructionFrame(*mConstruction, mStepSlider->value());
        mBoard->setBoard(frame.board);
        mBoard->setHistory(frame.history, std::vector<bool>(frame.history.size(), true));
        mBoard->setFirstMoves(std::nullopt);
        mBoard->setHeat(std::nullopt);
        mBoard->setBanner(QString(), true);
        mBoard->setMarker(frame.marker);
        mStepLabel->setText(constructionText());
        return;
    }
    mBoard->setMarker(std::nullopt);
    mBoard->setPlayMode(playing);
    const BallsGame g = game();
    const play::Outcome outcome = g.status().outcome;
    mBoard->setBanner(!playing || outcome == play::Outcome::Ongoing ? QString()
                      : outcome == play::Outcome::Won               ? tr("Won")
                                                                    : tr("Lost: the black ball rolled off"),
                      outcome == play::Outcome::Won);
    mBoard->setBoard(playing ? g.current() : mModel.board());
    mBoard->setHistory(shownHistory(), mShownMoves);
    const VerdictPtr &v = mModel.verdict();
    if (playing && mPlay->hint() && !mPlay->hint()->move.empty()) {
        mBoard->setFirstMoves(parsePushes(mPlay->hint()->move, "hint"));
    } else if (!playing && v && mAnalysis->firstMovesShown()) {
        mBoard->setFirstMoves(v->analysis.winningFirst);
    } else {
        mBoard->setFirstMoves(std::nullopt);
    }
    mBoard->setHeat(!playing && v && v->whatIf && mAnalysis->whatIfShown() ? v->whatIf : std::nullopt);
    mStepLabel->setText(constructionText());
}

void BallsWorkbench::setPage(Page page) {
    mTabs->setCurrentIndex(int(page));
}

void BallsWorkbench::setWhatIfShown(bool shown) {
    mAnalysis->setWhatIfShown(shown);
}

void BallsWorkbench::setPlayMode(bool play) {
    if (!mPlay->setPlaying(play)) showMessage(mPlay->statusText(), true);
}

bool BallsWorkbench::isPlaying() const {
    return mPlay->isPlaying();
}

BallsGame BallsWorkbench::game() const {
    if (const auto *g = dynamic_cast<const BallsGame *>(mPlay->game())) return *g;
    return BallsGame(mModel.board());
}

void BallsWorkbench::pushBall(Dir dir) {
    if (!isPlaying()) setPlayMode(true);
    if (isPlaying()) mPlay->play(std::string(1, moveChar(dir)));
}

// A click in the black ball's row or column pushes it towards the cell clicked.
void BallsWorkbench::pushTowards(Point cell) {
    const BallsGame g = game();
    const Point black = g.board().point(g.state().black);
    if (cell == black || (cell.row != black.row && cell.col != black.col)) {
        showMessage(tr("Click a cell in the black ball's row or column to push it that way."), true);
        return;
    }
    pushBall(cell.row < black.row   ? Dir::Up
             : cell.row > black.row ? Dir::Down
             : cell.col < black.col ? Dir::Left
                                    : Dir::Right);
}

QString BallsWorkbench::playStatusText() const {
    const BallsGame g = game();
    const play::Status status = g.status();
    const int pushes = int(g.history().size());
    if (status.outcome == play::Outcome::Won)
        return (pushes == 1 ? tr("Won in 1 push") : tr("Won in %1 pushes").arg(pushes)) +
               tr(": every white ball is off the field.");
    if (status.outcome == play::Outcome::Lost)
        return tr("Lost: the black ball rolled off the field. Ctrl+Z takes the push back.");
    const int left = g.state().whites.count();
    return (pushes == 1 ? tr("1 push; ") : tr("%1 pushes; ").arg(pushes)) +
           (left == 1 ? tr("1 white ball left.") : tr("%1 white balls left.").arg(left));
}

void BallsWorkbench::takeBack() {
    mPlay->takeBack();
}

void BallsWorkbench::restart() {
    mPlay->restart();
}

void BallsWorkbench::showHint() {
    mPlay->requestHint();
}

void BallsWorkbench::buildConstruction(std::uint64_t seed) {
    GeneratorOptions options;
    try {
        options = mGenerator->options().generator;
        Rng rng(seed);
        mConstruction = constructLevel(options, rng);
    } catch (const std::exception &error) {
        showMessage(tr("Cannot build: %1").arg(QString::fromUtf8(error.what())), true);
        return;
    }
    {
        const QSignalBlocker block(mStepSlider);
        mStepSlider->setRange(0, int(mConstruction->steps.size()));
        mStepSlider->setValue(0);
    }
    openBoard(mConstruction->board, mConstruction->solution,
              tr("Seed's construction %1×%2, seed %3").arg(options.rows).arg(options.cols).arg(seed));
}

QString BallsWorkbench::constructionText() const {
    if (!mConstruction) return tr("Build a level to step through its construction.");
    return playbackText(*mConstruction, mStepSlider->value());
}

bool BallsWorkbench::openLevel(const pack::Level &level) {
    Board board;
    std::optional<std::vector<Dir>> solution;
    const auto read = readLevel(level, [&](const pack::Level &l) {
        board = levelFromJson(l.data);
        if (l.solution && l.solution->is_string()) solution = parsePushes(l.solution->get<std::string>());
        return true;
    });
    if (!read) return false;
    mConstruction.reset();
    openBoard(board, solution, QString::fromStdString(level.title));
    mSource = level;
    return true;
}

tessera::ui::LevelEditor::LevelMaker BallsWorkbench::levelMaker() const {
    // The core's packLevel (the CLI's call) analyses it in the worker.
    const pack::LevelSource source =
        pack::editedSource(mSource ? &*mSource : nullptr,
                           mSource && levelFromJson(mSource->data) == mModel.board(), mTitle.toStdString());
    const Board board = mModel.board();
    const std::optional<std::vector<Dir>> solution = mModel.solution();
    return [board, solution, source](const CancelToken &) -> std::optional<pack::Level> {
        try {
            return packLevel(board, solution ? &*solution : nullptr, source);
        } catch (const std::exception &) {
            return std::nullopt; // a field too big to analyse
        }
    };
}

Json BallsWorkbench::documentState() const {
    Json state{{"title", mTitle.toStdString()}, {"board", levelToJson(mModel.board())}};
    if (mModel.solution()) state["solution"] = pushString(*mModel.solution());
    // The attempt's pushes and the traces of the level's plays (tessera-play-trace), when there are any.
    if (Json play = mPlay->toJson(); !play.is_null()) state["play"] = std::move(play);
    return state;
}

bool BallsWorkbench::restoreState(const Json &state) {
    Board board;
    std::optional<std::vector<Dir>> solution;
    try {
        const JsonCursor root(state);
        root.requireObject();
        board = levelFromJson(root["board"].raw());
        if (root.has("solution")) solution = parsePushes(root["solution"].string(), root["solution"].path());
        if (root.has("title")) mTitle = QString::fromStdString(root["title"].string());
    } catch (const std::exception &error) {
        context().log().error(
            tr("Ball push: the recovered level cannot be read: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    // A copy of a level that was only played (the same field) gets no edit: playing never marks it
    // changed.
    if (!state.contains("play") || !(board == mModel.board()) || solution != mModel.solution())
        mModel.undoStack()->push(new BoardEditCommand(mModel, board, solution, tr("Recovered edits")));
    QString why;
    if (state.contains("play") && !mPlay->restore(state["play"], &why))
        context().log().warning(tr("Ball push: the recovered play cannot be restored: %1").arg(why));
    return true;
}

} // namespace tessera::balls::ui
