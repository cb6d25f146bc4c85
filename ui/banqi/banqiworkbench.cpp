#include "ui/banqi/banqiworkbench.h"

#include "banqi/botmove.h"
#include "banqi/chain.h"
#include "banqi/editing.h"
#include "banqi/packlevel.h"
#include "banqi/search.h"
#include "ui/banqi/banqiui.h"
#include "ui/banqi/commands/statecommand.h"
#include "ui/banqi/matchpanel.h"
#include "ui/banqi/sidepanel.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/studiocontext.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace tessera::banqi::ui {

namespace {
QString qs(const std::string &s) {
    return QString::fromStdString(s);
}
} // namespace

BanqiWorkbench::BanqiWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent) {
    mBoard = new BoardView(mModel);
    mBoard->setToolTip(tr("Click a hidden piece to flip it; click or drag one of your pieces to move it."));
    mPanel = new SidePanel;
    mPanel->match->setJobs(&context.jobs());
    messageLabel()->setWordWrap(true);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(mBoard, 1);
    leftLayout->addWidget(messageLabel());
    auto *scroll = new QScrollArea;
    scroll->setWidget(mPanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As narrow as the panel can be (its forms wrap), so the board gets the room in a small window.
    scroll->setMinimumWidth(mPanel->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    scroll->setMaximumWidth(420);
    auto *splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setCollapsible(0, false);
    splitter->setSizes({760, 300}); // proportions: the board takes the room a window gives or takes
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(toolBar());
    layout->addWidget(splitter, 1);
    setFocusProxy(mBoard);
    connect(makeAction(QStringLiteral(":/icons/new.svg"), tr("New Deal"), QKeySequence(tr("Ctrl+Alt+N")),
                       tr("Deal the hidden pieces again from the seed of the Play tab")),
            &QAction::triggered, this, [this] { newDeal(std::uint64_t(mPanel->seed->value())); });
    connect(makeAction({}, tr("Take Back"), QKeySequence(Qt::Key_Backspace),
                       tr("Undo your last move and the bot's reply")),
            &QAction::triggered, this, [this] { takeBack(); });
    auto *add = makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                           tr("Add this challenge to the open pack with its measured difficulty"));
    connect(add, &QAction::triggered, this, &BanqiWorkbench::addToPackWhenRated);
    connectPanel();
    connect(&mModel, &GameModel::changed, this, &BanqiWorkbench::refresh);
    // After any undo or redo that leaves the bot to move (one that did not merge), it moves again.
    connect(undoStack(), &QUndoStack::indexChanged, this, &BanqiWorkbench::maybeBotMove);
    mTitle = tr("Fresh deal (seed 1)");
    refresh();
}

BanqiWorkbench::~BanqiWorkbench() {
    for (tessera::ui::Job *job : {mBotJob.data(), mSearchJob.data(), mRateJob.data()})
        if (job) job->cancel();
}

void BanqiWorkbench::connectPanel() {
    connect(mBoard, &tessera::ui::GridView::cellClicked, this,
            [this](QPoint cell, Qt::MouseButton, Qt::KeyboardModifiers) {
                clickCell(BoardView::boardCell(cell));
            });
    connect(mBoard, &tessera::ui::GridView::cellDragged, this, [this](QPoint from, std::optional<QPoint> to) {
        if (mEditing || !to) return;
        const Position &p = mModel.view().position;
        const int a = BoardView::boardCell(from), b = BoardView::boardCell(*to);
        playMove(cellName(a) + (p.board[std::size_t(b)] == kEmpty ? "-" : "x") + cellName(b));
    });
    SidePanel *p = mPanel;
    connect(p->newDeal, &QPushButton::clicked, this,
            [this] { newDeal(std::uint64_t(mPanel->seed->value())); });
    connect(p->takeBack, &QPushButton::clicked, this, [this] { takeBack(); });
    auto challengeEdit = [this](auto change, const QString &text, bool keepMoves) {
        if (mSyncing) return;
        Challenge c = mModel.challenge();
        change(c);
        if (!(c == mModel.challenge())) setChallenge(c, text, keepMoves);
    };
    connect(p->opponent, &QComboBox::currentIndexChanged, this, [=, this] {
        challengeEdit(
            [this](Challenge &c) { c.opponent.kind = BotKind(mPanel->opponent->currentData().toInt()); },
            tr("Opponent"), true);
    });
    connect(p->nodes, &QSpinBox::editingFinished, this, [=, this] {
        challengeEdit([this](Challenge &c) { c.opponent.nodes = mPanel->nodes->value(); }, tr("Node budget"),
                      true);
    });
    connect(p->side, &QComboBox::currentIndexChanged, this, [=, this] {
        challengeEdit([this](Challenge &c) { c.playerFirst = mPanel->side->currentIndex() == 0; }, tr("Side"),
                      false);
    });
    connect(p->variant, &QComboBox::currentIndexChanged, this, [=, this] {
        challengeEdit(
            [this](Challenge &c) {
                c.rules.variant = mPanel->variant->currentIndex() == 0 ? Variant::Taiwan : Variant::Chinese;
            },
            tr("Variant"), false);
    });
    connect(p->cannon, &QComboBox::currentIndexChanged, this, [=, this] {
        challengeEdit(
            [this](Challenge &c) {
                c.rules.cannon = mPanel->cannon->currentIndex() == 0 ? CannonMove::Slide : CannonMove::Step;
            },
            tr("Cannon move"), false);
    });
    connect(p->goal, &QComboBox::currentIndexChanged, this, [=, this] {
        challengeEdit(
            [this](Challenge &c) { c.goal = mPanel->goal->currentIndex() == 0 ? Goal::Win : Goal::Survive; },
            tr("Goal"), true);
    });
    connect(p->goalPlies, &QSpinBox::editingFinished, this, [=, this] {
        challengeEdit([this](Challenge &c) { c.plies = mPanel->goalPlies->value(); }, tr("Goal plies"), true);
    });
    connect(p->sideToMove, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (mSyncing) return;
        try {
            Challenge c = mModel.challenge();
            c.position = editSide(c.position, index);
            setChallenge(c, tr("Side to move"), false);
        } catch (const std::exception &e) {
            showMessage(QString::fromUtf8(e.what()), true);
            refresh();
        }
    });
    connect(p->applyNotation, &QPushButton::clicked, this, [this] {
        try {
            Challenge c = mModel.challenge();
            c.position = parsePosition(mPanel->notation->text().trimmed().toStdString());
            setChallenge(c, tr("Position"), false);
        } catch (const Error &e) {
            showMessage(
                tr("Not a position: %1").arg(qs((e.place().empty() ? "" : e.place() + ": ") + e.message())),
                true);
        }
    });
    connect(p->editMode, &QCheckBox::toggled, this, &BanqiWorkbench::setEditing);
    connect(p->chainOverlay, &QCheckBox::toggled, this, &BanqiWorkbench::refreshOverlay);
    connect(p->searchMoves, &QPushButton::clicked, this, &BanqiWorkbench::searchTopMoves);
    connect(p->rate, &QPushButton::clicked, this, [this] { rate(true); });
    connect(p->addToPack, &QPushButton::clicked, this, &BanqiWorkbench::addToPackWhenRated);
}

void BanqiWorkbench::pushState(GameState after, const QString &text) {
    if (after == mModel.state()) return;
    if (after.challenge == mModel.challenge())
        undoStack()->push(new PlayCommand(mModel, std::move(after), text));
    else
        undoStack()->push(new StateCommand(mModel, std::move(after), text));
}

void BanqiWorkbench::setChallenge(const Challenge &c, const QString &text, bool keepMoves) {
    GameState s = mModel.state();
    s.challenge = c;
    if (!keepMoves) s.moves.clear();
    pushState(s, text);
    maybeBotMove();
}

void BanqiWorkbench::clickCell(int cell) {
    if (cell < 0 || cell >= kCells) return;
    const Position &p = mModel.view().position;
    if (mEditing) {
        try {
            Challenge c = mModel.challenge();
            const int brush = mPanel->brush->currentData().toInt();
            c.position = editCell(c.position, cell, Cell(brush), mPanel->hiddenType->currentData().toInt());
            setChallenge(c, tr("Edit %1").arg(qs(cellName(cell))), false);
        } catch (const Error &e) {
            showMessage(qs(e.message()), true);
        }
        return;
    }
    if (!mModel.playersTurn() || isThinking()) {
        showMessage(mModel.game().status().over() ? tr("The game is over.") : tr("It is the bot's move."),
                    true);
        return;
    }
    const int picked = mBoard->picked();
    if (picked >= 0 && picked != cell &&
        std::find(mBoard->targets().begin(), mBoard->targets().end(), cell) != mBoard->targets().end()) {
        playMove(cellName(picked) + (p.board[std::size_t(cell)] == kEmpty ? "-" : "x") + cellName(cell));
        return;
    }
    const Cell x = p.board[std::size_t(cell)];
    if (x == kHidden && picked < 0) {
        playMove(cellName(cell));
        return;
    }
    if (isPiece(x) && colourOf(x) == p.side && picked != cell) {
        std::vector<int> targets;
        for (Move m : legalMoves(p, mModel.view().rules))
            if (m.from == cell && !m.isFlip()) targets.push_back(m.to);
        mBoard->setPicked(cell);
        mBoard->setTargets(targets);
        showMessage(targets.empty() ? tr("%1 has no move.").arg(qs(cellName(cell)))
                                    : tr("%1: click a green mark to move.").arg(qs(cellName(cell))));
        return;
    }
    mBoard->setPicked(-1);
    mBoard->setTargets({});
}

bool BanqiWorkbench::playMove(const std::string &move) {
    if (mModel.game().status().over()) return false;
    try {
        (void)parseMove(mModel.view().position, mModel.view().rules, move);
    } catch (const Error &e) {
        showMessage(qs(e.message()), true);
        return false;
    }
    GameState s = mModel.state();
    s.moves.push_back(move);
    pushState(s, tr("Move %1").arg(qs(move)));
    maybeBotMove();
    return true;
}

void BanqiWorkbench::maybeBotMove() {
    const Game &g = mModel.game();
    if (mEditing || mBotJob || g.status().over() || g.toMove() == mModel.playerSeat()) return;
    const GameState asked = mModel.state();
    const BotOptions bot = asked.challenge.opponent;
    // The referee's game is copied to the worker; botMove shows an honest bot its public view alone.
    const Game game = g;
    const std::uint64_t seed = botMoveSeed(asked.seed, asked.moves.size());
    auto think = [bot, game, seed](ProgressSink &, const CancelToken &, tessera::ui::JobContext &) {
        Rng rng(seed);
        return QVariant(QString::fromStdString(botMove(game, bot, rng)));
    };
    mBotJob = context().jobs().start(tr("BanQi: %1 bot thinks").arg(botName(bot.kind)), think);
    tessera::ui::Job *job = mBotJob;
    connect(job, &tessera::ui::Job::finished, this, [this, asked](const QVariant &result) {
        if (!(mModel.state() == asked)) return; // an undo or an edit while it thought: stale
        GameState s = asked;
        s.moves.push_back(result.toString().toStdString());
        // One undo step with the move it answers (StateCommand::mergeWith).
        undoStack()->push(new PlayCommand(mModel, std::move(s), tr("Bot %1").arg(result.toString()), true));
    });
    connect(job, &tessera::ui::Job::failed, this,
            [this](const QString &message) { showMessage(message, true); });
    connect(job, &tessera::ui::Job::ended, this, [this, job] {
        if (mBotJob == job) mBotJob.clear();
        refresh();
        maybeBotMove(); // a state that changed while it thought may need its own reply
    });
    refresh();
}

bool BanqiWorkbench::takeBack() {
    const std::vector<int> &movers = mModel.movers();
    int last = int(movers.size()) - 1;
    while (last >= 0 && movers[std::size_t(last)] != mModel.playerSeat()) --last;
    if (last < 0) {
        showMessage(tr("Nothing of yours to take back."), true);
        return false;
    }
    if (mBotJob) mBotJob->cancel();
    GameState s = mModel.state();
    s.moves.resize(std::size_t(last));
    pushState(s, tr("Take back"));
    return true;
}

void BanqiWorkbench::newDeal(std::uint64_t seed) {
    GameState s = mModel.state();
    s.seed = seed;
    s.moves.clear();
    pushState(s, tr("New deal, seed %1").arg(seed));
    maybeBotMove();
}

void BanqiWorkbench::setEditing(bool on) {
    mEditing = on;
    if (mPanel->editMode->isChecked() != on) mPanel->editMode->setChecked(on);
    if (on && !mModel.state().moves.empty()) {
        GameState s = mModel.state();
        s.moves.clear(); // the editor works on the start position
        pushState(s, tr("Back to the start position"));
    }
    refresh();
    if (!on) maybeBotMove();
}

void BanqiWorkbench::searchTopMoves() {
    if (mSearchJob || mModel.game().status().over()) return;
    const View view = mModel.view();
    const GameState asked = mModel.state();
    SearchOptions o;
    o.nodes = mModel.challenge().opponent.nodes;
    auto work = [view, o](ProgressSink &, const CancelToken &, tessera::ui::JobContext &) {
        QVariantList out;
        for (const RootValue &r : search(view, o).root)
            out.push_back(QVariantList{r.move.from, r.move.to, r.value, r.exact});
        return QVariant(out);
    };
    mSearchJob = context().jobs().start(tr("BanQi: search top moves"), work);
    connect(mSearchJob, &tessera::ui::Job::finished, this, [this, asked, view](const QVariant &v) {
        if (!(mModel.state() == asked)) return;
        mSearchArrows.clear();
        mPanel->topMoves->clear();
        const QVariantList list = v.toList();
        for (int i = 0; i < list.size(); ++i) {
            const QVariantList r = list[i].toList();
            const Move m{std::int8_t(r[0].toInt()), std::int8_t(r[1].toInt())};
            const QString value =
                (r[3].toBool() ? QString() : QStringLiteral("≤")) + QString::number(r[2].toDouble(), 'f', 1);
            mPanel->topMoves->addItem(tr("%1  %2").arg(qs(moveName(view.position, m)), value));
            if (i < 3)
                mSearchArrows.push_back(
                    {m.isFlip() ? std::vector<int>{m.from} : std::vector<int>{m.from, m.to}, value,
                     QColor(40, 90, 200)});
        }
        mSearchState = asked;
        refreshOverlay();
    });
}

void BanqiWorkbench::addToPackWhenRated() {
    const Challenge c = mModel.challenge();
    if (!(mRated && mRated->first == c)) {
        // Rating plays many games: it runs as a job and the challenge follows when it is done.
        mAddWhenRated = c;
        rate(true);
        showMessage(tr("Rating the challenge; it goes into the pack when the rating is done."));
        return;
    }
    emit addThisLevelRequested();
}

void BanqiWorkbench::rate(bool shown) {
    const Challenge c = mModel.challenge();
    auto show = [this](const Difficulty &d) {
        mPanel->rating->setText(tr("Difficulty %1 of 10: the chain bot met the goal in %2% of %3 deals "
                                   "(won %4, drew %5, lost %6).")
                                    .arg(d.value, 0, 'f', 1)
                                    .arg(100 * d.score, 0, 'f', 0)
                                    .arg(d.runs)
                                    .arg(d.wins)
                                    .arg(d.draws)
                                    .arg(d.losses));
    };
    if (mRated && mRated->first == c) {
        if (shown) show(mRated->second);
        return;
    }
    if (mRateJob) {
        if (mRating && *mRating == c) {
            if (shown) mPanel->rating->setText(tr("Rating…"));
            return;
        }
        mRateJob->cancel(); // an older challenge: its answer is stale
    }
    if (shown) mPanel->rating->setText(tr("Rating…"));
    mRating = c;
    mRateJob = context().jobs().start(
        tr("BanQi: rate the challenge"),
        [c](ProgressSink &sink, const CancelToken &cancel, tessera::ui::JobContext &) {
            const Difficulty d = measureDifficulty(c, &sink, &cancel);
            return QVariant(QVariantList{d.runs, d.met, d.wins, d.draws, d.losses, d.score, d.value});
        });
    tessera::ui::Job *job = mRateJob;
    connect(job, &tessera::ui::Job::finished, this, [this, c, show](const QVariant &v) {
        const QVariantList l = v.toList();
        Difficulty d;
        d.runs = l[0].toInt();
        d.met = l[1].toInt();
        d.wins = l[2].toInt();
        d.draws = l[3].toInt();
        d.losses = l[4].toInt();
        d.score = l[5].toDouble();
        d.value = l[6].toDouble();
        mRated = std::make_pair(c, d);
        show(d); // the background rating too: the Challenge tab always says the current difficulty
        if (mAddWhenRated && *mAddWhenRated == c) {
            mAddWhenRated.reset();
            emit addThisLevelRequested();
        }
    });
    connect(job, &tessera::ui::Job::failed, this, [this](const QString &m) { mPanel->rating->setText(m); });
    connect(job, &tessera::ui::Job::ended, this, [this, job] {
        if (mRateJob == job) {
            mAddWhenRated.reset(); // cancelled or failed: nothing is added
            mRateJob.clear();
            mRating.reset();
        }
    });
}

void BanqiWorkbench::refreshOverlay() {
    std::vector<Arrow> arrows;
    mPanel->wishes->clear();
    mPanel->chainWhy->clear();
    const View &view = mModel.view();
    if (mPanel->chainOverlay->isChecked() && !mEditing && !mModel.game().status().over()) {
        Rng rng(1);
        const ChainAnalysis a = analyseChains(view, rng);
        for (const Chain &ch : a.chains) {
            if (ch.price == 0) continue;
            const QColor colour =
                ch.own ? (ch.price > 0 ? QColor(30, 150, 60) : QColor(200, 60, 40)) : QColor(220, 130, 20);
            arrows.push_back({ch.path, QString::number(ch.price), colour});
        }
        for (const Wish &w : a.wishes)
            mPanel->wishes->addItem(
                tr("%1  wish %2 (%3)").arg(qs(moveName(view.position, w.move))).arg(w.value).arg(qs(w.why)));
        for (const Wish &w : a.flipWishes) {
            mPanel->wishes->addItem(
                tr("flip %1  %2% (%3)").arg(qs(cellName(w.move.from))).arg(w.value).arg(qs(w.why)));
            arrows.push_back({{w.move.from}, QStringLiteral("%1%").arg(w.value), QColor(140, 60, 170)});
        }
        if (view.position.side >= 0)
            mPanel->chainWhy->setText(tr("%1 chains. The chain bot would play %2 (%3).")
                                          .arg(a.chains.size())
                                          .arg(qs(moveName(view.position, a.chosen)), qs(a.reason)));
    }
    if (mSearchState && *mSearchState == mModel.state())
        arrows.insert(arrows.end(), mSearchArrows.begin(), mSearchArrows.end());
    else
        mPanel->topMoves->clear();
    mBoard->setArrows(arrows);
}

void BanqiWorkbench::refresh() {
    const Game &g = mModel.game();
    const Position &p = g.view().position;
    const Challenge &c = mModel.challenge();
    mSyncing = true;
    mPanel->opponent->setCurrentIndex(int(c.opponent.kind));
    mPanel->nodes->setValue(int(c.opponent.nodes));
    mPanel->side->setCurrentIndex(c.playerFirst ? 0 : 1);
    mPanel->variant->setCurrentIndex(c.rules.variant == Variant::Taiwan ? 0 : 1);
    mPanel->cannon->setCurrentIndex(c.rules.cannon == CannonMove::Slide ? 0 : 1);
    mPanel->goal->setCurrentIndex(c.goal == Goal::Win ? 0 : 1);
    mPanel->goalPlies->setValue(c.plies);
    mPanel->goalPlies->setEnabled(c.goal == Goal::Survive); // a win has no ply limit
    mPanel->sideToMove->setCurrentIndex(std::max(0, c.position.side));
    mPanel->sideToMove->setEnabled(mEditing && c.position.side >= 0);
    if (!mPanel->notation->hasFocus()) mPanel->notation->setText(qs(toNotation(c.position)));
    mSyncing = false;
    mBoard->setPicked(-1);
    mBoard->setTargets({});
    const auto &moves = mModel.state().moves;
    if (moves.empty())
        mBoard->setLastMove(-1, -1);
    else
        mBoard->setLastMove(parseCellName(moves.back().substr(0, 2)),
                            parseCellName(moves.back().size() == 5 ? moves.back().substr(3) : moves.back()));
    mPanel->moves->clear();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool mine = mModel.movers()[i] == mModel.playerSeat();
        QString text =
            QStringLiteral("%1. %2%3  %4")
                .arg(i + 1)
                .arg(qs(moves[i]))
                .arg(mModel.revealed()[i].empty() ? QString()
                                                  : QStringLiteral(" = ") + QChar(mModel.revealed()[i][0]))
                .arg(mine ? tr("(you)") : tr("(bot)"));
        mPanel->moves->addItem(text);
    }
    mPanel->moves->scrollToBottom();
    // The pool and the chance of each piece on the next flip.
    mPanel->pool->setRowCount(0);
    const int total = p.poolTotal();
    const char *letters = "KAERHCPkaerhcp";
    for (int t = 0; t < kTypes; ++t) {
        const int n = p.pool[std::size_t(t)];
        if (n == 0) continue;
        const int row = mPanel->pool->rowCount();
        mPanel->pool->insertRow(row);
        auto *name =
            new QTableWidgetItem(QString(QChar(letters[t])) + QStringLiteral(" ") + QString(rankName(t % 7)));
        name->setForeground(t < 7 ? QColor(190, 30, 30) : QColor(30, 30, 30));
        mPanel->pool->setItem(row, 0, name);
        mPanel->pool->setItem(row, 1, new QTableWidgetItem(QString::number(n)));
        mPanel->pool->setItem(row, 2,
                              new QTableWidgetItem(QStringLiteral("%1%").arg(100.0 * n / total, 0, 'f', 1)));
    }
    const play::Status s = g.status();
    const int mine = g.colourOf(mModel.playerSeat());
    QString who =
        mine < 0 ? tr("Colours are fixed by the first flip.") : tr("You play %1.").arg(colourName(mine));
    if (s.over())
        mPanel->status->setText(tr("%1 %2: %3.")
                                    .arg(who,
                                         s.winner < 0                      ? tr("Draw")
                                         : s.winner == mModel.playerSeat() ? tr("You won")
                                                                           : tr("You lost"),
                                         qs(s.reason)));
    else
        mPanel->status->setText(tr("%1 %2 to move. %3 hidden; %4 plies without a capture or flip.")
                                    .arg(who, isThinking()           ? tr("The bot is thinking;")
                                              : mModel.playersTurn() ? tr("Your")
                                                                     : tr("The bot's"))
                                    .arg(p.hiddenCount())
                                    .arg(p.quiet));
    mPanel->takeBack->setEnabled(
        std::count(mModel.movers().begin(), mModel.movers().end(), mModel.playerSeat()) > 0);
    refreshOverlay();
    if (!mRated || !(mRated->first == c)) {
        mPanel->rating->clear();
        rate(false); // in the background, so adding to the pack never measures on the GUI thread
    }
    if (mEditing)
        showMessage(
            tr("Editor: a click puts the chosen piece (or a hidden one, adding its type to the pool)."));
    else if (!s.over())
        showMessage(mModel.playersTurn() ? tr("Your move: flip a hidden piece or move one of yours.")
                                         : tr("The bot's move."));
}

bool BanqiWorkbench::openLevel(const pack::Level &level) {
    const std::optional<Challenge> read =
        readLevel(level, [](const pack::Level &l) { return challengeFromJson(l.data); });
    if (!read) return false;
    const Challenge &c = *read;
    if (mBotJob) mBotJob->cancel();
    mTitle = qs(level.title);
    mSource = level;
    GameState s;
    s.challenge = c;
    mModel.reset(s);
    maybeBotMove();
    return true;
}

tessera::ui::LevelEditor::LevelMaker BanqiWorkbench::levelMaker() const {
    // The core's packLevel (the CLI's call) rates it in the worker, unless this challenge's rating is
    // known already.
    const pack::LevelSource source = pack::editedSource(
        mSource ? &*mSource : nullptr, mSource && challengeFromJson(mSource->data) == mModel.challenge(),
        mTitle.toStdString());
    const Challenge challenge = mModel.challenge();
    std::optional<Difficulty> rated;
    if (mRated && mRated->first == challenge) rated = mRated->second;
    return [challenge, source, rated](const CancelToken &cancel) -> std::optional<pack::Level> {
        if (rated) return packLevel(challenge, source, *rated);
        const Difficulty d = measureDifficulty(challenge, nullptr, &cancel);
        if (cancel.cancelled()) return std::nullopt;
        return packLevel(challenge, source, d);
    };
}

Json BanqiWorkbench::documentState() const {
    const GameState &state = mModel.state();
    return Json{{"title", mTitle.toStdString()},
                {"challenge", challengeToJson(state.challenge)},
                {"seed", state.seed},
                {"moves", state.moves}};
}

bool BanqiWorkbench::restoreState(const Json &state) {
    GameState s;
    try {
        const JsonCursor root(state);
        root.requireObject();
        s.challenge = challengeFromJson(root["challenge"].raw());
        s.seed = root["seed"].raw().get<std::uint64_t>();
        const JsonCursor moves = root["moves"];
        for (std::size_t i = 0; i < moves.size(); ++i) s.moves.push_back(moves[i].string());
        if (root.has("title")) mTitle = qs(root["title"].string());
    } catch (const std::exception &error) {
        context().log().error(
            tr("BanQi: the recovered game cannot be read: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    if (mBotJob) mBotJob->cancel();
    mModel.undoStack()->push(new StateCommand(mModel, s, tr("Recovered edits")));
    maybeBotMove();
    return true;
}

} // namespace tessera::banqi::ui
