#include "ui/balls/ballsworkbench.h"

#include "balls/constructionframe.h"
#include "balls/formats.h"
#include "balls/packlevel.h"
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
#include "ui/common/studiocontext.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tessera::balls::ui {

BallsWorkbench::BallsWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent)
    , mWorker(new tessera::ui::LatestWorker(QStringLiteral("balls analysis"), this)) {
    mBoard = new BoardView;
    mBoard->setToolTip(tr("Click: empty → white → block. Right click or B: the black ball. F6: play."));
    mGenerator = new GeneratorPanel(context);
    createActions();
    mTabs = new QTabWidget;
    mTabs->addTab(createAnalysisPage(), tr("Analysis"));
    mTabs->addTab(createMovesPage(), tr("Moves"));
    mTabs->addTab(createConstructionPage(), tr("Playback"));
    mTabs->setTabToolTip(ConstructionPage, tr("Step through the seed's construction of a level"));
    mTabs->addTab(mGenerator, tr("Generator"));
    // Wide enough for all four tabs: behind scroll arrows, the Generator tab went unseen in a small
    // window. The field still gets most of the room.
    mTabs->setUsesScrollButtons(true);
    mTabs->setMinimumWidth(mTabs->tabBar()->sizeHint().width() + 4);
    // Both sides give way as the window narrows, the side panel less, down to its minimum.
    layOutPage(createEditorSide(), mTabs, 600, 320, 2, 1);
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

QWidget *BallsWorkbench::createAnalysisPage() {
    auto *page = new QWidget;
    auto *l = new QVBoxLayout(page);
    mVerdict = new QLabel;
    QFont big = mVerdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    mVerdict->setFont(big);
    mVerdict->setWordWrap(true);
    mStats = new QLabel;
    mStats->setTextFormat(Qt::RichText);
    mStats->setWordWrap(true);
    mStats->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mFirstMoves = new QCheckBox(tr("Colour the first pushes"));
    mFirstMoves->setToolTip(
        tr("On the board, each possible first push: green when it still wins, red when it "
           "loses"));
    mFirstMoves->setChecked(true);
    mWhatIf = new QCheckBox(tr("What-if map"));
    mWhatIf->setToolTip(tr("For every empty cell: the level with a ball added there; for every white ball "
                           "(crossed): the level without it"));
    mHeatKey =
        new QLabel(tr("<span style='background:#1ea03c;color:white'>&nbsp;green&nbsp;</span> random "
                      "win rises · <span style='background:#e68c14'>&nbsp;orange&nbsp;</span> falls · "
                      "<span style='background:#c81e1e;color:white'>&nbsp;red&nbsp;</span> unsolvable; "
                      "deeper colour, bigger change"));
    mHeatKey->setWordWrap(true);
    mHeatKey->setTextFormat(Qt::RichText);
    // The labels wrap or are cut rather than widen the side panel, which would squeeze the field.
    for (QWidget *w :
         {static_cast<QWidget *>(mVerdict), static_cast<QWidget *>(mStats), static_cast<QWidget *>(mHeatKey)})
        w->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    l->addWidget(mVerdict);
    l->addWidget(mFirstMoves);
    l->addWidget(mWhatIf);
    l->addWidget(mHeatKey);
    l->addWidget(mStats, 1);
    connect(mFirstMoves, &QCheckBox::toggled, this, [this] { updateDisplay(); });
    connect(mWhatIf, &QCheckBox::toggled, this, [this] {
        requestWhatIf();
        updateDisplay();
    });
    return page;
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
    mPlayAction = makeAction({}, tr("Play"), QKeySequence(Qt::Key_F6),
                             tr("Play the level: arrow keys push, Backspace takes back"));
    mPlayAction->setCheckable(true);
    connect(mPlayAction, &QAction::toggled, this, &BallsWorkbench::setPlayMode);
    connect(makeAction({}, tr("Take Back"), QKeySequence(Qt::Key_Backspace), tr("Undo the last push")),
            &QAction::triggered, this, &BallsWorkbench::takeBack);
    connect(makeAction({}, tr("Restart"), QKeySequence(tr("Ctrl+Backspace")), tr("Back to the start")),
            &QAction::triggered, this, &BallsWorkbench::restart);
    connect(makeAction({}, tr("Hint"), QKeySequence(Qt::Key_H), tr("Show the winning pushes from here")),
            &QAction::triggered, this, &BallsWorkbench::showHint);
    toolBar()->addSeparator();
    connect(makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                       tr("Add this level to the open pack with its statistics")),
            &QAction::triggered, this, &BallsWorkbench::addThisLevelRequested);
    auto *black = new QAction(this);
    black->setShortcut(QKeySequence(Qt::Key_B));
    black->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(black);
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
                if (mPlaying) return;
                if (button == Qt::LeftButton) cycleCell({cell.y(), cell.x()});
                if (button == Qt::RightButton) placeBlack({cell.y(), cell.x()});
            });
    connect(mBoard, &BoardView::pushRequested, this, &BallsWorkbench::pushBall);
    // With the what-if map on, the cell under the mouse says what adding (or removing) a ball does.
    connect(mBoard, &tessera::ui::GridView::hoveredCellChanged, this, [this](std::optional<QPoint> cell) {
        const VerdictPtr &v = mModel.verdict();
        if (!cell || !v || mPlaying || !mWhatIf->isChecked()) return;
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
        mVerdict->setText(tr("Not analysed"));
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
    if (mPlaying) setPlayMode(false);
    mGames.assign(1, BallsGame(board));
    mHint.reset();
    mVerdict->setText(tr("Analysing…"));
    mVerdict->setStyleSheet(QString());
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
    if (!v || v->whatIf || !mWhatIf->isChecked()) return;
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
    return mVerdict->text();
}

void BallsWorkbench::onVerdictChanged() {
    const VerdictPtr &v = mModel.verdict();
    if (!v) return;
    const Analysis &a = v->analysis;
    // Counts can pass 2^31, so the plural is chosen here rather than through %n.
    const QString count = QString::number(qulonglong(a.solutions));
    mVerdict->setText(!a.solvable        ? tr("Not solvable")
                      : a.solutions == 1 ? tr("Solvable · 1 solution")
                                         : tr("Solvable · %1 solutions").arg(count));
    mVerdict->setStyleSheet(a.solvable ? QStringLiteral("color: #1b7f3b;")
                                       : QStringLiteral("color: #b00020;"));
    mStats->setText(tr("<table>"
                       "<tr><td>Difficulty (0-10)</td><td><b>%1</b></td></tr>"
                       "<tr><td>Random win</td><td>%2</td></tr>"
                       "<tr><td>First pushes: win / legal</td><td>%3 / %4</td></tr>"
                       "<tr><td>Solutions%5</td><td>%6</td></tr>"
                       "<tr><td>Narrow decisions</td><td>%7</td></tr>"
                       "<tr><td>Chain pushes</td><td>%8</td></tr>"
                       "<tr><td>Positions</td><td>%9</td></tr>"
                       "<tr><td>Dead positions</td><td>%10%</td></tr>"
                       "<tr><td>Line</td><td>%11</td></tr></table>")
                        // As the pack level (core/balls/packlevel.cpp): an unsolvable level has none.
                        .arg(a.solvable ? QString::number(a.difficulty, 'f', 1) : tr("none (unsolvable)"))
                        .arg(a.randomWin, 0, 'g', 4)
                        .arg(a.winningFirst.size())
                        .arg(a.legalFirst.size())
                        .arg(mModel.board().blocks.empty() ? QString() : tr(" (shortest)"))
                        .arg(QString::number(qulonglong(a.solutions)))
                        .arg(a.narrowDecisions)
                        .arg(a.chainPushes)
                        .arg(a.states)
                        .arg(a.deadFraction() * 100, 0, 'f', 1)
                        .arg(QString::fromStdString(pushString(a.line)) +
                             (a.lineGiven ? tr(" (intended)") : tr(" (canonical)"))));
    rebuildMoveList();
    updateDisplay();
}

std::vector<PushRecord> BallsWorkbench::shownHistory() const {
    if (mPlaying) return mGames.back().history();
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
    const bool construction = mTabs->currentIndex() == ConstructionPage && mConstruction && !mPlaying;
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
    mBoard->setPlayMode(mPlaying);
    const play::Outcome outcome = mGames.back().status().outcome;
    mBoard->setBanner(!mPlaying || outcome == play::Outcome::Ongoing ? QString()
                      : outcome == play::Outcome::Won                ? tr("Won")
                                                                     : tr("Lost: the black ball rolled off"),
                      outcome == play::Outcome::Won);
    mBoard->setBoard(mPlaying ? mGames.back().current() : mModel.board());
    mBoard->setHistory(shownHistory(), mShownMoves);
    const VerdictPtr &v = mModel.verdict();
    if (mHint) {
        mBoard->setFirstMoves(*mHint);
    } else if (!mPlaying && v && mFirstMoves->isChecked()) {
        mBoard->setFirstMoves(v->analysis.winningFirst);
    } else {
        mBoard->setFirstMoves(std::nullopt);
    }
    mBoard->setHeat(!mPlaying && v && v->whatIf && mWhatIf->isChecked() ? v->whatIf : std::nullopt);
    mStepLabel->setText(constructionText());
}

void BallsWorkbench::setPage(Page page) {
    mTabs->setCurrentIndex(int(page));
}

void BallsWorkbench::setWhatIfShown(bool shown) {
    mWhatIf->setChecked(shown);
}

void BallsWorkbench::setPlayMode(bool play) {
    if (play == mPlaying) return;
    mPlaying = play;
    {
        const QSignalBlocker block(mPlayAction);
        mPlayAction->setChecked(play);
    }
    mGames.assign(1, BallsGame(mModel.board()));
    mHint.reset();
    rebuildMoveList();
    updateDisplay();
    showMessage(play ? tr("Play: arrow keys push, Backspace takes back, Ctrl+Backspace restarts, H hints.")
                     : tr("Edit: click cycles empty / white / block, right click or B sets the black ball."));
    mBoard->setFocus();
}

void BallsWorkbench::pushBall(Dir dir) {
    if (!mPlaying) setPlayMode(true);
    if (mGames.back().status().over()) {
        showMessage(playStatusText(), mGames.back().status().outcome == play::Outcome::Lost);
        return;
    }
    const Board before = mGames.back().current();
    BallsGame next = mGames.back();
    next.apply(std::string(1, moveChar(dir)));
    mGames.push_back(std::move(next));
    mHint.reset();
    rebuildMoveList();
    updateDisplay();
    mBoard->animate(before, mGames.back().history().back());
    const play::Status status = mGames.back().status();
    showMessage(playStatusText(), status.outcome == play::Outcome::Lost);
}

QString BallsWorkbench::playStatusText() const {
    const play::Status status = mGames.back().status();
    const int pushes = int(mGames.size()) - 1;
    if (status.outcome == play::Outcome::Won)
        return (pushes == 1 ? tr("Won in 1 push") : tr("Won in %1 pushes").arg(pushes)) +
               tr(": every white ball is off the field.");
    if (status.outcome == play::Outcome::Lost)
        return tr("Lost: the black ball rolled off the field. Backspace takes the push back.");
    const int left = mGames.back().state().whites.count();
    return (pushes == 1 ? tr("1 push; ") : tr("%1 pushes; ").arg(pushes)) +
           (left == 1 ? tr("1 white ball left.") : tr("%1 white balls left.").arg(left));
}

void BallsWorkbench::takeBack() {
    if (!mPlaying || mGames.size() < 2) return;
    mBoard->skipAnimation();
    mGames.pop_back();
    mHint.reset();
    rebuildMoveList();
    updateDisplay();
    showMessage(playStatusText());
}

void BallsWorkbench::restart() {
    if (!mPlaying) return;
    mBoard->skipAnimation();
    mGames.erase(mGames.begin() + 1, mGames.end());
    mHint.reset();
    rebuildMoveList();
    updateDisplay();
    showMessage(playStatusText());
}

void BallsWorkbench::showHint() {
    const BallsGame &g = mGames.back();
    if (g.status().over()) return;
    try {
        mHint = winningPushes(g.current());
    } catch (const std::exception &error) {
        showMessage(QString::fromUtf8(error.what()), true);
        return;
    }
    updateDisplay();
    showMessage(
        mHint->empty()
            ? tr("Hint: no push wins from here.")
            : tr("Hint: %1 keep the level solvable.").arg(QString::fromStdString(pushString(*mHint))));
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
    mModel.undoStack()->push(new BoardEditCommand(mModel, board, solution, tr("Recovered edits")));
    return true;
}

} // namespace tessera::balls::ui
