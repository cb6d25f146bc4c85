#include "ui/common/playbar.h"

#include "ui/common/actionfactory.h"
#include "ui/common/playstate.h"
#include "ui/common/textcolour.h"

#include <QAction>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace tessera::ui {

PlayBar::PlayBar(PlayState &state, QWidget *shortcutHost, QWidget *parent)
    : QWidget(parent)
    , mState(state)
    , mTick(new QTimer(this)) {
    createActions(shortcutHost);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(createButtons());
    layout->addWidget(createClock());
    layout->addWidget(createStatus());
    layout->addWidget(createMoveList(), 1);
    mInstructions = new QLabel;
    mInstructions->setWordWrap(true);
    mInstructions->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(mInstructions);

    // Four ticks a second, so the seconds turn over on time.
    mTick->setInterval(250);
    connect(mTick, &QTimer::timeout, this, &PlayBar::updateClock);
    connect(&mState, &PlayState::changed, this, &PlayBar::refresh);
    connect(&mState, &PlayState::playingChanged, this, &PlayBar::refresh);
    refresh();
}

void PlayBar::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    mState.startClockIfUntouched();
    updateClock();
}

void PlayBar::createActions(QWidget *host) {
    mPlay = makeAction(host, {}, tr("Play"), QKeySequence(tr("Ctrl+P")),
                       tr("Play the level; again to go back to editing (the attempt waits)"),
                       ShortcutScope::Owner);
    mPlay->setCheckable(true);
    connect(mPlay, &QAction::toggled, this, [this](bool on) {
        if (!mState.setPlaying(on)) refresh(); // refused: the state says why
    });
    // The window's Edit > Undo owns Ctrl+Z; a second action on it would make the key ambiguous.
    mTakeBack = makeAction(host, {}, tr("Take Back"), QKeySequence(),
                           tr("Take the last move back: the document's undo (Ctrl+Z)"), ShortcutScope::Owner);
    connect(mTakeBack, &QAction::triggered, &mState, &PlayState::takeBack);
    mRestart =
        makeAction(host, {}, tr("Restart"), QKeySequence(tr("Ctrl+Shift+R")),
                   tr("Back to the start; after a win or a give-up, a new attempt"), ShortcutScope::Owner);
    connect(mRestart, &QAction::triggered, &mState, &PlayState::restart);
    mHint = makeAction(host, {}, tr("Hint"), QKeySequence(tr("Ctrl+H")),
                       tr("A next move and why, from the module's own solver; Ctrl+Shift+H plays it"),
                       ShortcutScope::Owner);
    connect(mHint, &QAction::triggered, &mState, &PlayState::requestHint);
    mPlayHint = makeAction(host, {}, tr("Play Hint"), QKeySequence(tr("Ctrl+Shift+H")),
                           tr("Play the hint's move (asking for a hint first when none is shown)"),
                           ShortcutScope::Owner);
    connect(mPlayHint, &QAction::triggered, &mState, &PlayState::playHint);
    mGiveUp = makeAction(host, {}, tr("Give Up"), QKeySequence(),
                         tr("End the attempt (it cannot be taken back; Restart starts a new one)"),
                         ShortcutScope::Owner);
    connect(mGiveUp, &QAction::triggered, &mState, &PlayState::giveUp);
}

QWidget *PlayBar::createButtons() {
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (QAction *action : {mPlay, mTakeBack, mRestart, mHint, mGiveUp}) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        layout->addWidget(button);
    }
    layout->addStretch(1);
    return row;
}

QWidget *PlayBar::createClock() {
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 4, 0, 0);
    mClock = new QLabel;
    mClock->setToolTip(tr("Time since the attempt started"));
    QFont big = mClock->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    big.setStyleHint(QFont::Monospace);
    mClock->setFont(big);
    mCount = new QLabel;
    // As wide as a long game's count from the start, so the row does not shift as moves come.
    mCount->setMinimumWidth(mCount->fontMetrics().horizontalAdvance(tr("%1 moves").arg(9999)));
    layout->addWidget(mClock);
    layout->addSpacing(12);
    layout->addWidget(mCount);
    layout->addStretch(1);
    return row;
}

QWidget *PlayBar::createStatus() {
    mStatus = new QLabel;
    mStatus->setObjectName(QStringLiteral("status"));
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mStatus->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Room for a hint's why without the list jumping as messages come and go.
    mStatus->setMinimumHeight(mStatus->fontMetrics().lineSpacing() * 3);
    return mStatus;
}

QWidget *PlayBar::createMoveList() {
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(tr("Moves"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    mMoveList = new QListWidget;
    mMoveList->setToolTip(tr("The attempt's moves in the module's notation, with what each revealed"));
    mMoveList->setSelectionMode(QAbstractItemView::NoSelection);
    mMoveList->setFocusPolicy(Qt::NoFocus);
    // One line a move: a long attempt's list is not measured row by row after every move.
    mMoveList->setUniformItemSizes(true);
    layout->addWidget(mMoveList, 1);
    return box;
}

void PlayBar::setInstructions(const QString &text) {
    mInstructions->setText(text);
}

QString PlayBar::timerText() const {
    return mClock->text();
}

QString PlayBar::statusText() const {
    return mStatus->text();
}

void PlayBar::updateClock() {
    mClock->setText(PlayState::clockText(mState.elapsedMs()));
}

void PlayBar::refresh() {
    const bool attempt = mState.session() != nullptr;
    const bool open = attempt && !mState.isOver();
    {
        const QSignalBlocker block(mPlay);
        mPlay->setChecked(mState.isPlaying());
    }
    mTakeBack->setEnabled(mState.isPlaying() && mState.canTakeBack());
    mRestart->setEnabled(mState.isPlaying() && attempt);
    mHint->setEnabled(mState.isPlaying() && open && !mState.isHintRunning());
    mPlayHint->setEnabled(mState.isPlaying() && open && !mState.isHintRunning() && !mState.isMoving());
    mGiveUp->setEnabled(mState.isPlaying() && open);
    if (mState.isPlaying() && open)
        mTick->start();
    else
        mTick->stop();
    updateClock();

    const auto &moves = mState.moves();
    mCount->setText(moves.size() == 1 ? tr("1 move") : tr("%1 moves").arg(moves.size()));
    mStatus->setText(mState.statusText());
    // By palette and font, each only when it changes: a style sheet polished the label on every move.
    setTextColour(*mStatus, mState.statusIsWarning() ? std::optional(QColor(0xb0, 0x3a, 0x2e))
                            : mState.isWon()         ? std::optional(QColor(0x1b, 0x7f, 0x3b))
                                                     : std::nullopt);
    if (mStatus->font().bold() != mState.isWon()) {
        QFont bold = mStatus->font();
        bold.setBold(true);
        mStatus->setFont(mState.isWon() ? bold : QFont()); // QFont(): the parent's again
    }
    std::vector<std::string> entries;
    for (std::size_t i = 0; i < moves.size(); ++i)
        entries.push_back(std::to_string(i + 1) + ". " + moves[i].move +
                          (moves[i].revealed.empty() ? std::string() : "  → " + moves[i].revealed));
    if (entries != mShown) {
        mShown = std::move(entries);
        mMoveList->clear();
        for (const std::string &e : mShown) mMoveList->addItem(QString::fromStdString(e));
        mMoveList->scrollToBottom();
    }
}

} // namespace tessera::ui
