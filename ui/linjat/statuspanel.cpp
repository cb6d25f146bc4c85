#include "ui/linjat/statuspanel.h"

#include "linjat/solutionenumerator.h"
#include "ui/linjat/boardview.h"
#include "ui/linjat/wording.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tessera::linjat::ui {

namespace {

QLabel *valueLabel() {
    auto *label = new QLabel(QStringLiteral("—"));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

BoardView *smallBoard() {
    auto *view = new BoardView;
    view->setShowCoordinates(false);
    view->setFocusPolicy(Qt::NoFocus);
    view->setMinimumSize(150, 220);
    return view;
}

} // namespace

StatusPanel::StatusPanel(QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    mVerdict = new QLabel;
    mVerdict->setWordWrap(true);
    QFont big = mVerdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    mVerdict->setFont(big);
    mVerdict->setToolTip(
        tr("A level is exportable when it has exactly one solution and the solver finishes it "
           "by deduction without the uniqueness leaks."));
    layout->addWidget(mVerdict);
    mBusy = new QLabel(tr("Analysing…"));
    mBusy->setVisible(false);
    layout->addWidget(mBusy);

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    mSolutions = valueLabel();
    mSolutions->setToolTip(tr("Exact count by backtracking (stops at two)"));
    mDeduction = valueLabel();
    mDeduction->setWordWrap(true);
    mDeduction->setToolTip(tr("What the layered, human-like solver reaches"));
    mScore = valueLabel();
    mScore->setToolTip(tr("Sum over rules of layers × rule weight, plus widest layer × width weight"));
    mDepth = valueLabel();
    mDepth->setToolTip(tr("Layers the solver needed"));
    mWidth = valueLabel();
    mWidth->setToolTip(
        tr("Most numbers that progressed in one layer (how many moves the player could choose from)"));
    mTime = valueLabel();
    mTime->setToolTip(tr("Time the analysis took on the worker thread"));
    form->addRow(tr("Solutions:"), mSolutions);
    form->addRow(tr("Deduction:"), mDeduction);
    form->addRow(tr("Score:"), mScore);
    form->addRow(tr("Depth:"), mDepth);
    form->addRow(tr("Max width:"), mWidth);
    form->addRow(tr("Analysis:"), mTime);
    layout->addLayout(form);

    mRules = new QTableWidget(kRuleCount, 3);
    mRules->setHorizontalHeaderLabels({tr("Layers"), tr("Max width"), tr("Weight")});
    QStringList names;
    for (const RuleInfo &info : kRules) names << ruleTitle(info.rule);
    mRules->setVerticalHeaderLabels(names);
    for (int r = 0; r < kRuleCount; ++r) {
        mRules->verticalHeaderItem(r)->setToolTip(ruleExplanation(kRules[std::size_t(r)].rule));
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setFlags(Qt::ItemIsEnabled);
            mRules->setItem(r, c, item);
        }
    }
    mRules->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mRules->horizontalHeader()->setStretchLastSection(true);
    mRules->setShowGrid(false);
    mRules->setAlternatingRowColors(true);
    mRules->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mRules->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mRules->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mRules->setFocusPolicy(Qt::NoFocus);
    mRules->setToolTip(tr("Layers won by each rule (its depth) and the widest of them"));
    mRules->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mRules->verticalHeader()->setDefaultSectionSize(mRules->fontMetrics().height() + 6);
    const int tableHeight = mRules->horizontalHeader()->sizeHint().height() +
                            kRuleCount * (mRules->fontMetrics().height() + 6) + 2 * mRules->frameWidth();
    mRules->setFixedHeight(tableHeight);
    layout->addWidget(mRules);

    mSolutionBox = new QWidget;
    auto *solutions = new QGridLayout(mSolutionBox);
    solutions->setContentsMargins(0, 4, 0, 0);
    mSolutionCaption = new QLabel;
    mSolutionCaption->setWordWrap(true);
    mCaptionA = new QLabel(tr("Solution A"));
    mCaptionB = new QLabel(tr("Solution B"));
    mSolutionA = smallBoard();
    mSolutionB = smallBoard();
    solutions->addWidget(mSolutionCaption, 0, 0, 1, 2);
    solutions->addWidget(mCaptionA, 1, 0, Qt::AlignHCenter);
    solutions->addWidget(mCaptionB, 1, 1, Qt::AlignHCenter);
    solutions->addWidget(mSolutionA, 2, 0);
    solutions->addWidget(mSolutionB, 2, 1);
    solutions->setRowStretch(2, 1);
    layout->addWidget(mSolutionBox, 1);
    mSolutionBox->setVisible(false);
}

void StatusPanel::setBusy(bool busy) {
    mBusy->setVisible(busy);
}

QString StatusPanel::verdictText() const {
    return mVerdict->text();
}
QString StatusPanel::solutionsText() const {
    return mSolutions->text();
}
QString StatusPanel::deductionText() const {
    return mDeduction->text();
}

void StatusPanel::showAnalysis(const LevelAnalysisPtr &analysis) {
    if (!analysis) return;
    const LevelAnalysis &a = *analysis;
    const Classification &c = a.classification;

    QString verdict;
    QColor color;
    if (a.solutions == 0) {
        verdict = tr("✗ No solution");
        color = BoardView::partialLineColor();
    } else if (a.solutions >= 2) {
        verdict = tr("✗ Two or more solutions");
        color = BoardView::partialLineColor();
    } else if (a.solvedWithoutLeaks()) {
        verdict = tr("✓ Valid: one solution, solved by deduction");
        color = BoardView::fullLineColor();
    } else if (c.solved()) {
        verdict = tr("✗ Unique, but only solvable with a uniqueness leak");
        color = BoardView::differenceColor();
    } else {
        verdict = tr("✗ Unique, but the solver gets stuck");
        color = BoardView::differenceColor();
    }
    mVerdict->setText(verdict);
    mVerdict->setStyleSheet(QStringLiteral("color: %1").arg(color.darker(115).name()));

    mSolutions->setText(a.solutions == 0   ? tr("none")
                        : a.solutions == 1 ? tr("1 (unique)")
                                           : tr("2 or more"));
    QString deduction = statusWords(c.status);
    if (c.status == SolveStatus::Stuck) deduction = tr("stuck after %n layer(s)", nullptr, c.depth);
    if (c.status == SolveStatus::Contradiction)
        deduction = tr("contradiction after %n layer(s)", nullptr, c.depth);
    if (c.solved() && !c.leaked()) deduction = tr("solved by deduction");
    if (c.solved() && c.leaked()) {
        const int leakLayers = c.stats(Rule::UncontestedNoCover).depth + c.stats(Rule::SingleSolution).depth;
        deduction =
            a.solvedWithoutLeaks()
                ? tr("solved; uniqueness leaks showed in %n layer(s), but it also solves without them",
                     nullptr, leakLayers)
                : tr("solved only with uniqueness leaks (%n layer(s))", nullptr, leakLayers);
    }
    if (a.options.leaksEnabled() && !a.leakFree.solved() && c.solved())
        deduction += tr("; without them: %1 after %n layer(s)", nullptr, a.leakFree.depth)
                         .arg(statusWords(a.leakFree.status));
    mDeduction->setText(deduction);
    mScore->setText(QString::number(c.score, 'f', 1));
    mDepth->setText(QString::number(c.depth));
    mWidth->setText(QString::number(c.maxWidth));
    mTime->setText(tr("%1 ms").arg(a.milliseconds, 0, 'f', a.milliseconds < 10 ? 2 : 0));

    for (int r = 0; r < kRuleCount; ++r) {
        const Rule rule = kRules[std::size_t(r)].rule;
        const RuleStats &s = c.stats(rule);
        mRules->item(r, 0)->setText(QString::number(s.depth));
        mRules->item(r, 1)->setText(QString::number(s.maxWidth));
        mRules->item(r, 2)->setText(a.options.uses(rule) ? QString::number(a.options.weight[std::size_t(r)])
                                                         : tr("off"));
        const QColor fg =
            s.depth > 0 ? palette().color(QPalette::Text) : palette().color(QPalette::PlaceholderText);
        for (int col = 0; col < 3; ++col) mRules->item(r, col)->setForeground(fg);
    }

    mSolutionBox->setVisible(!a.shownSolutions.empty());
    if (a.shownSolutions.size() >= 2) {
        const auto differing = differingNumbers(a.shownSolutions[0], a.shownSolutions[1]);
        QStringList names;
        for (int n : differing) names << shortNumberName(a.puzzle, n);
        mSolutionCaption->setText(
            tr("Two different solutions: the lines of %1 differ (orange). A dot that only one of them covers "
               "breaks the tie.")
                .arg(names.join(QStringLiteral(", "))));
        mCaptionA->setText(tr("Solution A"));
        mCaptionB->setVisible(true);
        mSolutionB->setVisible(true);
        for (int i = 0; i < 2; ++i) {
            BoardView *view = i == 0 ? mSolutionA : mSolutionB;
            view->setPuzzle(a.puzzle);
            view->setStrokes(BoardView::solutionStrokes(a.puzzle, a.shownSolutions[std::size_t(i)],
                                                        BoardView::solutionColor(), differing,
                                                        BoardView::differenceColor()));
            view->setMarkedNumbers(differing, BoardView::differenceColor());
        }
    } else if (a.shownSolutions.size() == 1) {
        mSolutionCaption->setText(a.solutions == 1 ? tr("The solution:") : QString());
        mCaptionA->setText(QString());
        mCaptionB->setVisible(false);
        mSolutionB->setVisible(false);
        mSolutionA->setPuzzle(a.puzzle);
        mSolutionA->setMarkedNumbers({}, QColor());
        mSolutionA->setStrokes(
            BoardView::solutionStrokes(a.puzzle, a.shownSolutions[0], BoardView::solutionColor()));
    }
}

} // namespace tessera::linjat::ui
