#include "ui/banqi/sidepanel.h"

#include "banqi/bots.h"
#include "banqi/challenge.h"
#include "ui/banqi/boardview.h"
#include "ui/banqi/matchpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tessera::banqi::ui {

namespace {
QComboBox *botCombo() {
    auto *box = new QComboBox;
    for (BotKind k : allBots())
        box->addItem(k == BotKind::Peek ? QStringLiteral("peek (sees the deal)") : QString(botName(k)),
                     int(k));
    return box;
}

QWidget *playTab(SidePanel &p, QWidget *playBar) {
    auto *w = new QWidget;
    p.seed = new QSpinBox;
    p.seed->setRange(0, 1000000000);
    p.seed->setToolTip(
        QObject::tr("The seed of the next deal of the hidden pieces (and of the bot's choices)"));
    p.newDeal = new QPushButton(QObject::tr("New Deal"));
    p.newDeal->setToolTip(QObject::tr("A new attempt on a new deal: this seed, or the next one when this "
                                      "one is being played"));
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(new QLabel(QObject::tr("Seed")));
    seedRow->addWidget(p.seed, 1);
    seedRow->addWidget(p.newDeal);
    p.status = new QLabel;
    p.status->setWordWrap(true);
    // Two lines, so the squeezed scroll area does not cut the wrapped text.
    p.status->setMinimumHeight(2 * p.status->fontMetrics().lineSpacing() + 4);
    p.pool = new QTableWidget(0, 3);
    p.pool->setHorizontalHeaderLabels({QObject::tr("Hidden"), QObject::tr("Left"), QObject::tr("Next flip")});
    p.pool->verticalHeader()->hide();
    p.pool->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    p.pool->setEditTriggers(QAbstractItemView::NoEditTriggers);
    p.pool->setMinimumHeight(90);
    auto *layout = new QVBoxLayout(w);
    // The play bar has margins of its own; without the tab's, the panel is no wider than its buttons.
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addLayout(seedRow);
    layout->addWidget(p.status);
    layout->addWidget(playBar, 2);
    layout->addWidget(p.pool, 1);
    return w;
}

QWidget *insightTab(SidePanel &p) {
    auto *w = new QWidget;
    auto *layout = new QVBoxLayout(w);
    p.chainOverlay = new QCheckBox(QObject::tr("Chain overlay"));
    p.chainOverlay->setChecked(true);
    p.chainOverlay->setToolTip(
        QObject::tr("The chain bot's chains (prices), wishes and flip heuristics for the side to move"));
    p.chainWhy = new QLabel;
    p.chainWhy->setWordWrap(true);
    p.wishes = new QListWidget;
    p.searchMoves = new QPushButton(QObject::tr("Search Top Moves"));
    p.searchMoves->setToolTip(
        QObject::tr("The honest search bot's values of the moves here (runs in a worker)"));
    p.topMoves = new QListWidget;
    layout->addWidget(p.chainOverlay);
    layout->addWidget(p.chainWhy);
    layout->addWidget(new QLabel(QObject::tr("Wishes and flip heuristics")));
    layout->addWidget(p.wishes, 1);
    layout->addWidget(p.searchMoves);
    layout->addWidget(p.topMoves, 1);
    return w;
}

// The challenge's bot and the player's side: edits of the level, as the rest of the Challenge tab.
void opponentRows(SidePanel &p, QFormLayout *form) {
    p.opponent = botCombo();
    p.opponent->setCurrentIndex(int(BotKind::Chain));
    p.nodes = new QSpinBox;
    p.nodes->setRange(100, int(kMaxChallengeNodes)); // what a challenge file may ask for
    p.nodes->setSingleStep(5000);
    p.nodes->setValue(20000);
    p.nodes->setToolTip(
        QObject::tr("The search bot's node budget per move (at most %L1, as in a challenge file)")
            .arg(kMaxChallengeNodes));
    form->addRow(QObject::tr("Opponent"), p.opponent);
    form->addRow(QObject::tr("Search nodes"), p.nodes);
    p.side = new QComboBox;
    p.side->addItems({QObject::tr("First (side to move)"), QObject::tr("Second")});
    form->addRow(QObject::tr("I play"), p.side);
}

QWidget *challengeTab(SidePanel &p) {
    auto *w = new QWidget;
    auto *form = new QFormLayout;
    opponentRows(p, form);
    p.editMode = new QCheckBox(QObject::tr("Edit the start position"));
    p.brush = new QComboBox;
    p.brush->addItem(QObject::tr("Empty"), 0);
    p.brush->addItem(QObject::tr("Hidden"), -1);
    p.hiddenType = new QComboBox;
    const char *letters = "KAERHCPkaerhcp";
    for (int t = 0; t < kTypes; ++t) {
        const QString name =
            QStringLiteral("%1 %2 (%3)")
                .arg(QString(colourName(t / 7)), QString(rankName(t % 7)), QString(QChar(letters[t])));
        p.brush->addItem(name, t + 1);
        p.hiddenType->addItem(name, t);
    }
    p.hiddenType->setToolTip(QObject::tr("The piece a new hidden cell adds to the pool"));
    form->addRow(p.editMode);
    form->addRow(QObject::tr("Click puts"), p.brush);
    form->addRow(QObject::tr("Hidden adds"), p.hiddenType);
    p.sideToMove = new QComboBox;
    p.sideToMove->addItems({QObject::tr("Red"), QObject::tr("Black")});
    form->addRow(QObject::tr("To move"), p.sideToMove);
    p.notation = new QLineEdit;
    p.notation->setToolTip(QObject::tr("The start position in the notation (rows 4..1, side, pool, plies)"));
    p.applyNotation = new QPushButton(QObject::tr("Set"));
    auto *row = new QHBoxLayout;
    row->addWidget(p.notation, 1);
    row->addWidget(p.applyNotation);
    form->addRow(QObject::tr("Position"), row);
    p.variant = new QComboBox;
    p.variant->addItems({QStringLiteral("taiwan"), QStringLiteral("chinese")});
    p.cannon = new QComboBox;
    p.cannon->addItems({QStringLiteral("slide"), QStringLiteral("step")});
    auto *rules = new QHBoxLayout;
    rules->addWidget(p.variant);
    rules->addWidget(p.cannon);
    form->addRow(QObject::tr("Rules"), rules);
    p.goal = new QComboBox;
    p.goal->addItems({QObject::tr("win"), QObject::tr("survive")});
    p.goalPlies = new QSpinBox;
    p.goalPlies->setRange(1, 100000);
    p.goalPlies->setValue(60);
    p.goalPlies->setSuffix(QObject::tr(" plies"));
    auto *goal = new QHBoxLayout;
    goal->addWidget(p.goal);
    goal->addWidget(p.goalPlies);
    form->addRow(QObject::tr("Goal"), goal);
    p.rate = new QPushButton(QObject::tr("Rate"));
    p.rate->setToolTip(
        QObject::tr("Measure the difficulty in a worker (the chain bot on the player's side, 16 deals)"));
    p.addToPack = new QPushButton(QObject::tr("Add to Pack"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(p.rate);
    buttons->addWidget(p.addToPack);
    p.rating = new QLabel;
    p.rating->setWordWrap(true);
    auto *layout = new QVBoxLayout(w);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(p.rating);
    layout->addStretch(1);
    return w;
}
} // namespace

SidePanel::SidePanel(QWidget *playBar, QWidget *parent)
    : QWidget(parent) {
    tabs = new QTabWidget;
    tabs->addTab(playTab(*this, playBar), tr("Play"));
    tabs->addTab(insightTab(*this), tr("Insight"));
    tabs->addTab(challengeTab(*this), tr("Challenge"));
    match = new MatchPanel;
    tabs->addTab(match, tr("Match"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs);
    fitNarrowWidth();
}

// The board gets the room in a small window (1024x700 with the pack dock left it 28 px pieces): long
// item texts do not widen the panel, and a form row whose field does not fit beside its label puts the
// field under it.
void SidePanel::fitNarrowWidth() {
    for (QComboBox *box : findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(4);
    }
    for (QFormLayout *form : findChildren<QFormLayout *>()) form->setRowWrapPolicy(QFormLayout::WrapLongRows);
}

} // namespace tessera::banqi::ui
