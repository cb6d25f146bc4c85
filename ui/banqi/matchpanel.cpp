#include "ui/banqi/matchpanel.h"

#include "ui/common/jobrunner.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <memory>
#include <mutex>

Q_DECLARE_METATYPE(tessera::banqi::MatchResult)

namespace tessera::banqi::ui {

namespace {
QComboBox *botCombo(BotKind initial) {
    auto *box = new QComboBox;
    for (BotKind k : allBots())
        box->addItem(k == BotKind::Peek ? QStringLiteral("peek (sees the deal)") : QString(botName(k)),
                     int(k));
    box->setCurrentIndex(int(initial));
    return box;
}
QSpinBox *spin(int lo, int hi, int value) {
    auto *s = new QSpinBox;
    s->setRange(lo, hi);
    s->setValue(value);
    return s;
}
// A clean sweep has no finite Elo: the core holds the score half a game from it, so the figure is a bound.
QString eloText(const MatchResult &r) {
    const QString elo = QString::number(r.elo, 'f', 0);
    const char *context = "tessera::banqi::ui::MatchPanel";
    if (r.eloBound() == EloBound::Lower)
        return QCoreApplication::translate(context, "at least %1 (A won every game)").arg(elo);
    if (r.eloBound() == EloBound::Upper)
        return QCoreApplication::translate(context, "at most %1 (B won every game)").arg(elo);
    return elo;
}
} // namespace

MatchPanel::MatchPanel(QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(createOptionsForm());
    layout->addLayout(createRunButtons());
    progress = new QProgressBar;
    progress->setRange(0, 1000);
    layout->addWidget(progress);
    layout->addWidget(createResultsTable(), 1);
    layout->addWidget(createChart(), 1);
    for (QComboBox *box : findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(5);
    }
}

MatchPanel::~MatchPanel() {
    if (mJob) mJob->cancel();
}

// The bots, the rules, games and threads, seed and node budget.
QLayout *MatchPanel::createOptionsForm() {
    botA = botCombo(BotKind::Chain);
    botB = botCombo(BotKind::Random);
    variant = new QComboBox;
    variant->addItems({QStringLiteral("taiwan"), QStringLiteral("chinese")});
    cannon = new QComboBox;
    cannon->addItems({QStringLiteral("slide"), QStringLiteral("step")});
    games = spin(2, 100000, 40);
    games->setSingleStep(2);
    threads = spin(1, 64, 2);
    seed = spin(0, 1000000000, 1);
    nodes = spin(100, 10000000, 20000);
    nodes->setSingleStep(5000);
    auto *form = new QFormLayout;
    auto *bots = new QHBoxLayout;
    bots->addWidget(botA, 1);
    bots->addWidget(botB, 1);
    form->addRow(tr("A / B"), bots);
    auto *rules = new QHBoxLayout;
    rules->addWidget(variant);
    rules->addWidget(cannon);
    form->addRow(tr("Rules"), rules);
    auto *sizes = new QHBoxLayout;
    sizes->addWidget(games);
    sizes->addWidget(threads);
    form->addRow(tr("Games, threads"), sizes);
    auto *seeds = new QHBoxLayout;
    seeds->addWidget(seed);
    seeds->addWidget(nodes);
    form->addRow(tr("Seed, nodes"), seeds);
    games->setToolTip(tr("Games, in pairs: each deal twice, A first then B first"));
    nodes->setToolTip(tr("The search bots' node budget per move"));
    return form;
}

QLayout *MatchPanel::createRunButtons() {
    runButton = new QPushButton(tr("Run Match"));
    cancelButton = new QPushButton(tr("Cancel"));
    cancelButton->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(runButton);
    buttons->addWidget(cancelButton);
    connect(runButton, &QPushButton::clicked, this, [this] { run(); });
    connect(cancelButton, &QPushButton::clicked, this, &MatchPanel::cancel);
    return buttons;
}

QWidget *MatchPanel::createResultsTable() {
    table = new QTableWidget(0, 2);
    table->setHorizontalHeaderLabels({tr("A against B"), tr("Value")});
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setMinimumHeight(120);
    return table;
}

// A's running score over the games played, from 0 to 1.
QWidget *MatchPanel::createChart() {
    runningScore = new QLineSeries;
    auto *chart = new QChart;
    chart->addSeries(runningScore);
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    mX = new QValueAxis;
    mX->setLabelFormat(QStringLiteral("%d"));
    // Ticks on whole games (five ticks over six games read "0 1 3 4 6").
    mX->setTickType(QValueAxis::TicksDynamic);
    mX->setTickAnchor(0);
    setGames(40);
    auto *y = new QValueAxis;
    // A little room past 0 and 1: a clean sweep's line lay on the plot's edge and vanished into it.
    y->setRange(-0.03, 1.03);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(0.5);
    y->setLabelFormat(QStringLiteral("%.2f"));
    chart->addAxis(mX, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    runningScore->attachAxis(mX);
    runningScore->attachAxis(y);
    chart->setTitle(tr("A's running score"));
    mChart = new QChartView(chart);
    mChart->setRenderHint(QPainter::Antialiasing);
    mChart->setMinimumHeight(130);
    return mChart;
}

void MatchPanel::setGames(int games) {
    const int range = std::max(2, games + games % 2);
    int step = 1; // the first of these that makes at most eight intervals
    for (const int nice : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000}) {
        step = nice;
        if (range <= 8 * step) break;
    }
    mX->setRange(0, range);
    mX->setTickInterval(step);
}

MatchOptions MatchPanel::options() const {
    MatchOptions o;
    o.a = {BotKind(botA->currentData().toInt()), long(nodes->value())};
    o.b = {BotKind(botB->currentData().toInt()), long(nodes->value())};
    o.rules.variant = variant->currentIndex() == 0 ? Variant::Taiwan : Variant::Chinese;
    o.rules.cannon = cannon->currentIndex() == 0 ? CannonMove::Slide : CannonMove::Step;
    o.games = games->value();
    o.threads = threads->value();
    o.seed = std::uint64_t(seed->value());
    return o;
}

bool MatchPanel::run() {
    if (mJob || !mJobs) return false;
    const MatchOptions o = options();
    runningScore->clear();
    mPoints = 0;
    mPlayed = 0;
    setGames(o.games);
    table->setRowCount(0);
    progress->setValue(0);
    auto work = [o](ProgressSink &sink, const CancelToken &cancel, tessera::ui::JobContext &context) {
        const MatchResult r = runMatch(
            o, &sink, &cancel, [&context](const GameRecord &g) { context.snapshot(QVariant(g.resultA)); });
        return QVariant::fromValue(r);
    };
    tessera::ui::JobOptions jo;
    jo.keepAllSnapshots = true;
    mJob = mJobs->start(tr("BanQi match: %1 against %2").arg(botName(o.a.kind), botName(o.b.kind)), work, jo);
    connect(mJob, &tessera::ui::Job::snapshotReady, this, [this](const QVariant &v) { addGame(v.toInt()); });
    connect(mJob, &tessera::ui::Job::progressChanged, this,
            [this](double f, const QString &) { progress->setValue(int(f * 1000)); });
    auto done = [this](const QVariant &v) {
        if (v.canConvert<MatchResult>()) showResult(v.value<MatchResult>());
    };
    connect(mJob, &tessera::ui::Job::finished, this, done);
    connect(mJob, &tessera::ui::Job::cancelled, this, done);
    connect(mJob, &tessera::ui::Job::ended, this, [this] {
        mJob.clear();
        runButton->setEnabled(true);
        cancelButton->setEnabled(false);
        emit matchEnded();
    });
    runButton->setEnabled(false);
    cancelButton->setEnabled(true);
    return true;
}

void MatchPanel::cancel() {
    if (mJob) mJob->cancel();
}

void MatchPanel::addGame(int resultA) {
    ++mPlayed;
    mPoints += resultA > 0 ? 1 : resultA == 0 ? 0.5 : 0;
    runningScore->append(mPlayed, mPoints / mPlayed);
}

void MatchPanel::showResult(const MatchResult &r) {
    mResult = r;
    progress->setValue(r.cancelled ? progress->value() : 1000);
    const MatchOptions o = options();
    auto pct = [](double x) { return QString::number(100 * x, 'f', 1) + QStringLiteral("%"); };
    const QList<QPair<QString, QString>> rows{
        {tr("Games"), QString::number(r.games) + (r.cancelled ? tr(" (cancelled)") : QString())},
        {tr("Wins / draws / losses"), QStringLiteral("%1 / %2 / %3").arg(r.wins).arg(r.draws).arg(r.losses)},
        {tr("Score (95% interval)"),
         QStringLiteral("%1  [%2, %3]").arg(pct(r.score), pct(r.scoreLow), pct(r.scoreHigh))},
        {tr("Elo difference"), eloText(r)},
        {tr("Draws: no progress / repetition"),
         QStringLiteral("%1 / %2").arg(r.drawsNoProgress).arg(r.drawsRepetition)},
        {tr("Mean plies"), QString::number(r.meanPlies, 'f', 1)},
        {tr("ms per move A / B"),
         QStringLiteral("%1 / %2").arg(r.msPerMoveA, 0, 'f', 2).arg(r.msPerMoveB, 0, 'f', 2)},
        {tr("Peeking"), o.a.kind == BotKind::Peek || o.b.kind == BotKind::Peek ? tr("yes: sees the deal")
                                                                               : tr("no, both honest")}};
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
}

} // namespace tessera::banqi::ui
