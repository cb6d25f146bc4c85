#include "ui/banqi/banqiworkbench.h"

#include "banqi/banqimodule.h"
#include "banqi/chain.h"
#include "banqi/challengegame.h"
#include "banqi/editing.h"
#include "banqi/packlevel.h"
#include "banqi/search.h"
#include "ui/banqi/banqiui.h"
#include "ui/banqi/challengerater.h"
#include "ui/banqi/commands/challengecommand.h"
#include "ui/banqi/matchpanel.h"
#include "ui/banqi/sidepanel.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include "ui/common/verticalscrollarea.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
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

// The cells of one ply as the notation writes it ("b3", "b3-b4", "b3xb4", a flip shown as "d2=r"): from
// and to, a flip's both its cell; -1 when it names none.
std::pair<int, int> plyCells(const std::string &ply) {
    const int from = ply.size() >= 2 ? parseCellName(ply.substr(0, 2)) : -1;
    const bool move = ply.size() >= 5 && (ply[2] == '-' || ply[2] == 'x');
    return {from, move ? parseCellName(ply.substr(3, 2)) : from};
}

// The seed in the seed box; one beyond its range (asked for in code, recovered) shows as its largest.
void showSeed(QSpinBox *box, std::uint64_t seed) {
    box->setValue(int(std::min<std::uint64_t>(seed, std::uint64_t(box->maximum()))));
}

// The last ply of the game: the bot's reply when there was one (written last in what the player's move
// revealed, "K d2=r" or "c4xc3"; a lone piece letter is what the player's flip showed), else the
// player's move, else the bot's opening.
std::string lastPly(const std::vector<play::MoveResult> &moves, const std::string &opening) {
    if (moves.empty()) return opening;
    const std::string &revealed = moves.back().revealed;
    const std::size_t space = revealed.rfind(' ');
    const std::string reply = space == std::string::npos ? revealed : revealed.substr(space + 1);
    return reply.size() >= 2 ? reply : moves.back().move;
}
} // namespace

BanqiWorkbench::BanqiWorkbench(tessera::ui::StudioContext &context, QWidget *parent)
    : ModulePage(moduleUi(), context, parent)
    , mRater(new ChallengeRater(context.jobs(), this)) {
    mBoard = new BoardView;
    mBoard->setToolTip(tr("Click a hidden piece to flip it; click or drag one of your pieces to move it. "
                          "Keys: the arrows and Space, as clicks. Ctrl+P: play."));
    createPlay();
    mPanel = new SidePanel(mPlayBar);
    mPanel->match->setJobs(&context.jobs());
    setMessageLines(2);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(mBoard, 1);
    leftLayout->addWidget(messageLabel());
    createActions();
    // Proportions: the board takes the room a window gives or takes.
    layOutPage(left, createSide(), 760, 300);
    setFocusProxy(mBoard);
    connectBoard();
    connectChallengeTab();
    connectEditor();
    connect(&mModel, &ChallengeModel::changed, this, &BanqiWorkbench::onModelChanged);
    connect(mRater, &ChallengeRater::rated, this, &BanqiWorkbench::showRating);
    connect(mRater, &ChallengeRater::failed, mPanel->rating, &QLabel::setText);
    connect(mRater, &ChallengeRater::addRequested, this, &BanqiWorkbench::addThisLevelRequested);
    mTitle = tr("Fresh deal");
    onModelChanged();
}

BanqiWorkbench::~BanqiWorkbench() {
    if (mSearchJob) mSearchJob->cancel();
}

// Play mode: the studio's shared play state on the challenge as it stands, dealt from mSeed.
void BanqiWorkbench::createPlay() {
    tessera::ui::PlayState::Level level;
    level.data = [this] { return challengeToJson(mModel.challenge()); };
    level.name = [this] { return mSource ? mSource->id : mTitle.toStdString(); };
    level.seed = [this] { return mSeed; };
    mPlay = new tessera::ui::PlayState(std::string(kModuleId), mModel, std::move(level), this);
    mPlayBar = new tessera::ui::PlayBar(*mPlay, this);
    mPlayBar->setInstructions(
        tr("Click a hidden piece to flip it; click one of yours, then a green mark, to "
           "move it (or drag it). The bot answers at once. Keys: the arrows and Space, as "
           "clicks."));
    connect(mPlay, &tessera::ui::PlayState::changed, this, &BanqiWorkbench::onPlayChanged);
    connect(mPlay, &tessera::ui::PlayState::playingChanged, this, &BanqiWorkbench::onPlayingChanged);
}

void BanqiWorkbench::createActions() {
    toolBar()->addAction(mPlayBar->playAction());
    auto nextDeal = [this] {
        // The seed box's deal, or the next one when that is the deal being played.
        const auto asked = std::uint64_t(mPanel->seed->value());
        newDeal(mPlay->session() && asked == mSeed ? asked + 1 : asked);
    };
    connect(makeAction(QStringLiteral(":/icons/new.svg"), tr("New Deal"), QKeySequence(tr("Ctrl+Alt+N")),
                       tr("A new attempt on a new deal of the hidden pieces (the seed of the Play tab)")),
            &QAction::triggered, this, nextDeal);
    connect(mPanel->newDeal, &QPushButton::clicked, this, nextDeal);
    connect(makeAction(QStringLiteral(":/icons/addtopack.svg"), tr("Add to Pack"), QKeySequence(),
                       tr("Add this challenge to the open pack with its measured difficulty")),
            &QAction::triggered, this, &BanqiWorkbench::addToPack);
}

// The side panel in a scroll area, as narrow as the panel can be (its forms wrap), so the board gets
// the room in a small window.
QWidget *BanqiWorkbench::createSide() {
    mSide = tessera::ui::verticalScrollArea(mPanel);
    mSide->setMaximumWidth(420);
    mPlayBar->hide(); // shown in play mode only, so editing leaves the board the room
    fitSide();
    return mSide;
}

// The side as narrow as its panel can be; the play bar's row of buttons makes it wider in play mode.
void BanqiWorkbench::fitSide() {
    // The layouts and their items cache sizes that still count the bar as it was.
    for (QWidget *w = mPlayBar->parentWidget(); w && w != mPanel->parentWidget(); w = w->parentWidget()) {
        w->updateGeometry();
        if (w->layout()) w->layout()->invalidate();
    }
    mSide->setMinimumWidth(mPanel->minimumSizeHint().width() +
                           mSide->verticalScrollBar()->sizeHint().width());
}

void BanqiWorkbench::connectBoard() {
    connect(mBoard, &tessera::ui::GridView::cellClicked, this,
            [this](QPoint cell, Qt::MouseButton, Qt::KeyboardModifiers) {
                clickCell(BoardView::boardCell(cell));
            });
    connect(mBoard, &tessera::ui::GridView::cellDragged, this, [this](QPoint from, std::optional<QPoint> to) {
        if (mEditing || !to || !mPlay->isPlaying()) return;
        playMove(BoardView::boardCell(from), BoardView::boardCell(*to));
    });
    connect(mBoard, &BoardView::pickDropped, this, [this] {
        if (mPlay->isPlaying()) showTurnMessage();
    });
}

// The Challenge tab: every change is an edit of the level (one undo step).
void BanqiWorkbench::connectChallengeTab() {
    SidePanel *p = mPanel;
    auto edit = [this](auto change, const QString &text) {
        if (mSyncing) return;
        Challenge c = mModel.challenge();
        change(c);
        editChallenge(c, text);
    };
    connect(p->opponent, &QComboBox::currentIndexChanged, this, [=, this] {
        edit([this](Challenge &c) { c.opponent.kind = BotKind(mPanel->opponent->currentData().toInt()); },
             tr("Opponent"));
    });
    connect(p->nodes, &QSpinBox::editingFinished, this, [=, this] {
        edit([this](Challenge &c) { c.opponent.nodes = mPanel->nodes->value(); }, tr("Node budget"));
    });
    connect(p->side, &QComboBox::currentIndexChanged, this, [=, this] {
        edit([this](Challenge &c) { c.playerFirst = mPanel->side->currentIndex() == 0; }, tr("Side"));
    });
    connect(p->variant, &QComboBox::currentIndexChanged, this, [=, this] {
        edit(
            [this](Challenge &c) {
                c.rules.variant = mPanel->variant->currentIndex() == 0 ? Variant::Taiwan : Variant::Chinese;
            },
            tr("Variant"));
    });
    connect(p->cannon, &QComboBox::currentIndexChanged, this, [=, this] {
        edit(
            [this](Challenge &c) {
                c.rules.cannon = mPanel->cannon->currentIndex() == 0 ? CannonMove::Slide : CannonMove::Step;
            },
            tr("Cannon move"));
    });
    connect(p->goal, &QComboBox::currentIndexChanged, this, [=, this] {
        edit([this](Challenge &c) { c.goal = mPanel->goal->currentIndex() == 0 ? Goal::Win : Goal::Survive; },
             tr("Goal"));
    });
    connect(p->goalPlies, &QSpinBox::editingFinished, this, [=, this] {
        edit([this](Challenge &c) { c.plies = mPanel->goalPlies->value(); }, tr("Goal plies"));
    });
    connect(p->rate, &QPushButton::clicked, this, [this] {
        mRater->rate(mModel.challenge());
        showRating();
    });
    connect(p->addToPack, &QPushButton::clicked, this, &BanqiWorkbench::addToPack);
}

// The start position's editor, the overlay and the search.
void BanqiWorkbench::connectEditor() {
    SidePanel *p = mPanel;
    connect(p->sideToMove, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (mSyncing) return;
        try {
            Challenge c = mModel.challenge();
            c.position = editSide(c.position, index);
            editChallenge(c, tr("Side to move"));
        } catch (const std::exception &e) {
            showMessage(QString::fromUtf8(e.what()), true);
            onModelChanged();
        }
    });
    connect(p->applyNotation, &QPushButton::clicked, this, [this] {
        try {
            Challenge c = mModel.challenge();
            c.position = parsePosition(mPanel->notation->text().trimmed().toStdString());
            editChallenge(c, tr("Position"));
        } catch (const Error &e) {
            showMessage(
                tr("Not a position: %1").arg(qs((e.place().empty() ? "" : e.place() + ": ") + e.message())),
                true);
        }
    });
    connect(p->editMode, &QCheckBox::toggled, this, &BanqiWorkbench::setEditing);
    connect(p->chainOverlay, &QCheckBox::toggled, this, &BanqiWorkbench::refreshOverlay);
    connect(p->searchMoves, &QPushButton::clicked, this, &BanqiWorkbench::searchTopMoves);
}

void BanqiWorkbench::editChallenge(const Challenge &c, const QString &text) {
    if (c == mModel.challenge()) return;
    pushEdit(std::make_unique<ChallengeCommand>(mModel, c, text));
}

const ChallengeGame *BanqiWorkbench::game() const {
    return mPlay->isPlaying() ? dynamic_cast<const ChallengeGame *>(mPlay->game()) : nullptr;
}

View BanqiWorkbench::shownView() const {
    if (const ChallengeGame *g = game()) return g->referee().view();
    return challengeGame(mModel.challenge(), mSeed).view(); // the public part: the deal stays hidden
}

void BanqiWorkbench::clickCell(int cell) {
    if (cell < 0 || cell >= kCells) return;
    if (mEditing) {
        try {
            Challenge c = mModel.challenge();
            const int brush = mPanel->brush->currentData().toInt();
            c.position = editCell(c.position, cell, Cell(brush), mPanel->hiddenType->currentData().toInt());
            editChallenge(c, tr("Edit %1").arg(qs(cellName(cell))));
        } catch (const Error &e) {
            showMessage(qs(e.message()), true);
        }
        return;
    }
    // Mouse first: a click on the board plays.
    if (!mPlay->isPlaying() && !mPlay->setPlaying(true)) return;
    const Position &p = mBoard->position();
    const int picked = mBoard->picked();
    const std::vector<int> &targets = mBoard->targets();
    if (picked >= 0 && picked != cell && std::find(targets.begin(), targets.end(), cell) != targets.end()) {
        playMove(picked, cell);
        return;
    }
    const Cell x = p.board[std::size_t(cell)];
    if ((x == kHidden && picked < 0) || mPlay->isOver()) {
        mPlay->play(cellName(cell)); // over: refused, saying so
        return;
    }
    if (isPiece(x) && colourOf(x) == p.side && picked != cell) {
        std::vector<int> to;
        for (Move m : legalMoves(p, shownView().rules))
            if (m.from == cell && !m.isFlip()) to.push_back(m.to);
        mBoard->setPicked(cell);
        mBoard->setTargets(to);
        showMessage(to.empty() ? tr("%1 has no move.").arg(qs(cellName(cell)))
                               : tr("%1: click a green mark to move.").arg(qs(cellName(cell))));
        return;
    }
    mBoard->setPicked(-1);
    mBoard->setTargets({});
    if (picked >= 0) showTurnMessage();
}

void BanqiWorkbench::playMove(int from, int to) {
    const bool take = mBoard->position().board[std::size_t(to)] != kEmpty;
    mPlay->play(cellName(from) + (take ? "x" : "-") + cellName(to));
}

void BanqiWorkbench::newDeal(std::uint64_t seed) {
    mSeed = seed;
    showSeed(mPanel->seed, seed);
    if (mEditing) setEditing(false);
    // The deal is the attempt's: a new one ends the attempt (given up when it was going on), and
    // Restart after an ended attempt starts the next one from the level's seed.
    const bool attempt = mPlay->session() != nullptr;
    if (attempt && !mPlay->isOver()) mPlay->giveUp();
    if (!mPlay->setPlaying(true)) return;
    if (attempt) mPlay->restart();
    if (mPlay->session()) showMessage(tr("New deal, seed %1: your move.").arg(seed));
}

void BanqiWorkbench::setEditing(bool on) {
    mEditing = on;
    if (mPanel->editMode->isChecked() != on) mPanel->editMode->setChecked(on);
    if (on && mPlay->isPlaying()) mPlay->setPlaying(false); // the editor works on the start position
    refresh();
    showMessage(
        on ? tr("Editor: a click puts the chosen piece (or a hidden one, adding its type to the pool).")
           : tr("Click the board to play."));
}

void BanqiWorkbench::onModelChanged() {
    mPlay->checkLevel(); // an attempt at another challenge ends
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
    if (!mPanel->notation->hasFocus()) mPanel->notation->setText(qs(toNotation(c.position)));
    mSyncing = false;
    // In the background, so adding to the pack never measures on the GUI thread.
    mRater->rate(c);
    showRating();
    refresh();
}

// The position changed (a move, a take back, a restart, a new attempt) or a hint or a refusal came.
void BanqiWorkbench::onPlayChanged() {
    if (!mPlay->isPlaying()) {
        // Play refused to start (nothing to play): the bar, hidden, cannot say why.
        if (mPlay->statusIsWarning()) showMessage(mPlay->statusText(), true);
        return;
    }
    refresh();
    showTurnMessage();
}

// What the player can do now; also after a picked-up piece is put down, so the message no longer asks
// for a green mark.
void BanqiWorkbench::showTurnMessage() {
    if (mPlay->hint())
        showMessage(tr("Hint: %1 — %2").arg(qs(mPlay->hint()->move), qs(mPlay->hint()->why)));
    else if (!mPlay->statusText().isEmpty())
        showMessage(mPlay->statusText(), mPlay->statusIsWarning());
    else
        showMessage(tr("Your move: flip a hidden piece or move one of yours."));
}

void BanqiWorkbench::onPlayingChanged(bool playing) {
    if (playing && mEditing) setEditing(false);
    mPlayBar->setVisible(playing);
    fitSide();
    if (playing) mPanel->tabs->setCurrentIndex(0);
    refresh();
    showMessage(playing
                    ? tr("Play: click a hidden piece to flip it or one of yours to move it; Ctrl+H hints, "
                         "Ctrl+Shift+R restarts.")
                    : tr("Not playing: Ctrl+P or a click on the board plays the challenge."));
    mBoard->setFocus();
}

void BanqiWorkbench::refresh() {
    const View view = shownView();
    if (!(view.position == mBoard->position()) || mEditing || !mPlay->isPlaying()) {
        mBoard->setPicked(-1);
        mBoard->setTargets({});
    }
    mBoard->setPosition(view.position);
    const ChallengeGame *g = game();
    const auto [from, to] = plyCells(g ? lastPly(mPlay->moves(), g->opening()) : std::string());
    mBoard->setLastMove(from, to);
    mPanel->sideToMove->setEnabled(mEditing && mModel.challenge().position.side >= 0);
    refreshPool(view.position);
    refreshStatus();
    refreshOverlay();
}

// The pool and the chance of each piece on the next flip.
void BanqiWorkbench::refreshPool(const Position &p) {
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
}

void BanqiWorkbench::refreshStatus() {
    const ChallengeGame *g = game();
    if (!g) {
        mPanel->status->setText(mEditing ? tr("Editing the start position.")
                                         : tr("Not playing. The next deal's seed is %1.").arg(mSeed));
        return;
    }
    const Game &referee = g->referee();
    const int mine = referee.colourOf(g->challenge().playerFirst ? 0 : 1);
    const QString who =
        mine < 0 ? tr("Colours are fixed by the first flip.") : tr("You play %1.").arg(colourName(mine));
    const Position &p = referee.view().position;
    mPanel->status->setText(tr("%1 Seed %2; %3 hidden; %4 plies without a capture or flip.")
                                .arg(who)
                                .arg(mPlay->session()->trace().seed)
                                .arg(p.hiddenCount())
                                .arg(p.quiet));
}

void BanqiWorkbench::searchTopMoves() {
    const View view = shownView();
    if (mSearchJob || endOf(view) != End::None) return;
    const std::string key = toNotation(view.position) + "#" + std::to_string(view.history.size());
    SearchOptions o;
    o.nodes = mModel.challenge().opponent.nodes;
    auto work = [view, o](ProgressSink &, const CancelToken &, tessera::ui::JobContext &) {
        QVariantList out;
        for (const RootValue &r : search(view, o).root)
            out.push_back(QVariantList{r.move.from, r.move.to, r.value, r.exact});
        return QVariant(out);
    };
    mSearchJob = context().jobs().start(tr("BanQi: search top moves"), work);
    connect(mSearchJob, &tessera::ui::Job::finished, this, [this, key, view](const QVariant &v) {
        const View now = shownView();
        if (toNotation(now.position) + "#" + std::to_string(now.history.size()) != key) return;
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
        mSearchKey = key;
        refreshOverlay();
    });
}

void BanqiWorkbench::refreshOverlay() {
    std::vector<Arrow> arrows;
    mPanel->wishes->clear();
    mPanel->chainWhy->clear();
    const View view = shownView();
    if (mPanel->chainOverlay->isChecked() && !mEditing && endOf(view) == End::None) {
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
    if (mSearchKey && *mSearchKey == toNotation(view.position) + "#" + std::to_string(view.history.size()))
        arrows.insert(arrows.end(), mSearchArrows.begin(), mSearchArrows.end());
    else
        mPanel->topMoves->clear();
    // The play mode's hint, as the search's arrows are drawn.
    if (game() && mPlay->hint()) {
        const auto [from, to] = plyCells(mPlay->hint()->move);
        if (from >= 0)
            arrows.push_back({from == to ? std::vector<int>{from} : std::vector<int>{from, to}, tr("hint"),
                              QColor(20, 130, 120)});
    }
    mBoard->setArrows(arrows);
}

void BanqiWorkbench::showRating() {
    const Challenge &c = mModel.challenge();
    if (const std::optional<Difficulty> d = mRater->rating(c))
        mPanel->rating->setText(ChallengeRater::describe(*d));
    else
        mPanel->rating->setText(mRater->isRating(c) ? tr("Rating…") : QString());
}

void BanqiWorkbench::addToPack() {
    // Rating plays many games: it runs as a job and the challenge follows when it is done.
    if (mRater->requestAdd(mModel.challenge())) return;
    showRating();
    showMessage(tr("Rating the challenge; it goes into the pack when the rating is done."));
}

bool BanqiWorkbench::openLevel(const pack::Level &level) {
    const std::optional<Challenge> read =
        readLevel(level, [](const pack::Level &l) { return challengeFromJson(l.data); });
    if (!read) return false;
    mTitle = qs(level.title);
    mSource = level;
    mSeed = 0; // the deal the level's stored line is for (the header says why)
    showSeed(mPanel->seed, mSeed);
    mModel.reset(*read);
    return true;
}

tessera::ui::LevelEditor::LevelMaker BanqiWorkbench::levelMaker() const {
    // The core's packLevel (the CLI's call) rates it in the worker, unless this challenge's rating is
    // known already.
    const pack::LevelSource source = pack::editedSource(
        mSource ? &*mSource : nullptr, mSource && challengeFromJson(mSource->data) == mModel.challenge(),
        mTitle.toStdString());
    const Challenge challenge = mModel.challenge();
    const std::optional<Difficulty> rated = mRater->rating(challenge);
    return [challenge, source, rated](const CancelToken &cancel) -> std::optional<pack::Level> {
        if (rated) return packLevel(challenge, source, *rated);
        const Difficulty d = measureDifficulty(challenge, nullptr, &cancel);
        if (cancel.cancelled()) return std::nullopt;
        return packLevel(challenge, source, d);
    };
}

Json BanqiWorkbench::documentState() const {
    Json state{
        {"title", mTitle.toStdString()}, {"challenge", challengeToJson(mModel.challenge())}, {"seed", mSeed}};
    // The attempt's moves and the traces of the challenge's plays (tessera-play-trace), when there are any.
    if (Json play = mPlay->toJson(); !play.is_null()) state["play"] = std::move(play);
    return state;
}

bool BanqiWorkbench::restoreState(const Json &state) {
    Challenge challenge;
    std::uint64_t seed = 0;
    try {
        const JsonCursor root(state);
        root.requireObject();
        challenge = challengeFromJson(root["challenge"].raw());
        if (root.has("seed")) seed = root["seed"].raw().get<std::uint64_t>();
        if (root.has("title")) mTitle = qs(root["title"].string());
    } catch (const std::exception &error) {
        context().log().error(
            tr("BanQi: the recovered challenge cannot be read: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    mSeed = seed;
    showSeed(mPanel->seed, seed);
    // A copy of a challenge that was only played gets no edit: playing never marks it changed.
    editChallenge(challenge, tr("Recovered edits"));
    QString why;
    if (state.contains("play") && !mPlay->restore(state["play"], &why))
        context().log().warning(tr("BanQi: the recovered play cannot be restored: %1").arg(why));
    return true;
}

} // namespace tessera::banqi::ui
