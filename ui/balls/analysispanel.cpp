#include "ui/balls/analysispanel.h"

#include "balls/formats.h"
#include "ui/common/textcolour.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

namespace tessera::balls::ui {

AnalysisPanel::AnalysisPanel(QWidget *parent)
    : QWidget(parent) {
    auto *l = new QVBoxLayout(this);
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
    l->addWidget(mVerdict);
    l->addWidget(createOverlaySwitches());
    l->addWidget(mStats, 1);
    // The labels wrap or are cut rather than widen the side panel, which would squeeze the field.
    for (QWidget *w :
         {static_cast<QWidget *>(mVerdict), static_cast<QWidget *>(mStats), static_cast<QWidget *>(mHeatKey)})
        w->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

QWidget *AnalysisPanel::createOverlaySwitches() {
    auto *box = new QWidget;
    auto *l = new QVBoxLayout(box);
    l->setContentsMargins(0, 0, 0, 0);
    mFirstMoves = new QCheckBox(tr("Colour the first pushes"));
    mFirstMoves->setToolTip(
        tr("On the board, each possible first push: green when it still wins, red when it loses"));
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
    l->addWidget(mFirstMoves);
    l->addWidget(mWhatIf);
    l->addWidget(mHeatKey);
    connect(mFirstMoves, &QCheckBox::toggled, this, &AnalysisPanel::firstMovesToggled);
    connect(mWhatIf, &QCheckBox::toggled, this, &AnalysisPanel::whatIfToggled);
    return box;
}

void AnalysisPanel::showAnalysing() {
    mVerdict->setText(tr("Analysing…"));
    tessera::ui::setTextColour(*mVerdict, std::nullopt);
}

void AnalysisPanel::showFailed() {
    mVerdict->setText(tr("Not analysed"));
    tessera::ui::setTextColour(*mVerdict, std::nullopt);
}

void AnalysisPanel::showAnalysis(const Analysis &a, bool hasBlocks) {
    // Counts can pass 2^31, so the plural is chosen here rather than through %n.
    const QString count = QString::number(qulonglong(a.solutions));
    mVerdict->setText(!a.solvable        ? tr("Not solvable")
                      : a.solutions == 1 ? tr("Solvable · 1 solution")
                                         : tr("Solvable · %1 solutions").arg(count));
    tessera::ui::setTextColour(*mVerdict, a.solvable ? QColor(0x1b, 0x7f, 0x3b) : QColor(0xb0, 0x00, 0x20));
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
                        .arg(hasBlocks ? tr(" (shortest)") : QString())
                        .arg(count)
                        .arg(a.narrowDecisions)
                        .arg(a.chainPushes)
                        .arg(a.states)
                        .arg(a.deadFraction() * 100, 0, 'f', 1)
                        .arg(QString::fromStdString(pushString(a.line)) +
                             (a.lineGiven ? tr(" (intended)") : tr(" (canonical)"))));
}

QString AnalysisPanel::verdictText() const {
    return mVerdict->text();
}

bool AnalysisPanel::firstMovesShown() const {
    return mFirstMoves->isChecked();
}

bool AnalysisPanel::whatIfShown() const {
    return mWhatIf->isChecked();
}

void AnalysisPanel::setWhatIfShown(bool shown) {
    mWhatIf->setChecked(shown);
}

} // namespace tessera::balls::ui
