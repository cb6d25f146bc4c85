#include "ui/linjat/statuspanel.h"

#include "linjat/solutioncounter.h"
#include "linjat/solutionenumerator.h"
#include "ui/common/textcolour.h"
#include "ui/linjat/boardview.h"
#include "ui/linjat/wording.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace tessera::linjat::ui {

namespace {

QLabel *valueLabel() {
    auto *label = new QLabel(QStringLiteral("—"));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A solution's picture takes the room the panel has left: asking for no more than its minimum keeps
// the panel's scroll area from scrolling to make room for a board at full size.
class SolutionView : public BoardView {
public:
    QSize sizeHint() const override { return minimumSize(); }
};

BoardView *smallBoard() {
    auto *view = new SolutionView;
    view->setShowCoordinates(false);
    view->setFocusPolicy(Qt::NoFocus);
    view->setMinimumSize(120, 120);
    return view;
}

// Where the counts form sits in the panel's layout (verdict, busy line, counts, ...).
constexpr int kCountsIndex = 2;

} // namespace

StatusPanel::StatusPanel(QWidget *parent)
    : QWidget(parent) {
    mLayout = new QVBoxLayout(this);
    mLayout->setContentsMargins(8, 6, 8, 6);
    mLayout->setSpacing(6);
    mLayout->addWidget(createVerdict());
    mBusy = new QLabel(tr("Analysing…"));
    mBusy->setVisible(false);
    mLayout->addWidget(mBusy);
    mLayout->addLayout(createCountsForm());
    mLayout->addLayout(createNumbersGrid());
    mLayout->addLayout(createRulesGrid());
    mLayout->addWidget(createSolutionBox(), 1);
    mSolutionBox->setVisible(false);
    mLayout->addStretch(0);
}

// Two solutions are what the designer acts on (a dot that only one covers), so they come right under
// the count, above statistics of a solve that got stuck; one solution comes last, after its statistics.
void StatusPanel::placeSolutionBox(bool underCounts) {
    const bool isUnderCounts = mLayout->indexOf(mSolutionBox) == kCountsIndex + 1;
    if (isUnderCounts == underCounts) return;
    mLayout->removeWidget(mSolutionBox);
    mLayout->insertWidget(underCounts ? kCountsIndex + 1 : mLayout->count() - 1, mSolutionBox, 1);
}

QLabel *StatusPanel::createVerdict() {
    mVerdict = new QLabel;
    mVerdict->setWordWrap(true);
    QFont big = mVerdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    mVerdict->setFont(big);
    mVerdict->setToolTip(
        tr("A level is exportable when it has exactly one solution and the solver finishes it "
           "by deduction without the uniqueness leaks."));
    return mVerdict;
}

QLayout *StatusPanel::createCountsForm() {
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    form->setVerticalSpacing(2);
    mSolutions = valueLabel();
    mSolutions->setToolTip(tr("Exact count by backtracking (stops at two)"));
    mDeduction = valueLabel();
    mDeduction->setWordWrap(true);
    mDeduction->setToolTip(tr("What the layered, human-like solver reaches"));
    form->addRow(tr("Solutions:"), mSolutions);
    form->addRow(tr("Deduction:"), mDeduction);
    return form;
}

// Score, depth, width and time side by side: label above value.
QLayout *StatusPanel::createNumbersGrid() {
    auto *numbers = new QGridLayout;
    numbers->setHorizontalSpacing(14);
    numbers->setVerticalSpacing(0);
    mScore = valueLabel();
    mScore->setToolTip(tr("Sum over rules of layers × rule weight, plus widest layer × width weight"));
    mDepth = valueLabel();
    mDepth->setToolTip(tr("Layers the solver needed"));
    mWidth = valueLabel();
    mWidth->setToolTip(
        tr("Most numbers that progressed in one layer (how many moves the player could choose from)"));
    mTime = valueLabel();
    mTime->setToolTip(tr("Time the analysis took on the worker thread"));
    const QList<QPair<QString, QLabel *>> cells{
        {tr("Score"), mScore}, {tr("Depth"), mDepth}, {tr("Max width"), mWidth}, {tr("Analysis"), mTime}};
    for (int i = 0; i < cells.size(); ++i) {
        auto *caption = new QLabel(cells[i].first);
        caption->setStyleSheet(QStringLiteral("color: palette(placeholder-text)"));
        numbers->addWidget(caption, 0, i);
        QFont bold = cells[i].second->font();
        bold.setBold(true);
        cells[i].second->setFont(bold);
        numbers->addWidget(cells[i].second, 1, i);
    }
    numbers->setColumnStretch(cells.size(), 1);
    return numbers;
}

// Per-rule depths: a plain grid of labels, compact and never clipped.
QLayout *StatusPanel::createRulesGrid() {
    auto *rules = new QGridLayout;
    rules->setHorizontalSpacing(10);
    rules->setVerticalSpacing(1);
    // Short headers: the panel is 330 px wide in a 1024 px window and "uncontested-no-cover" needs 130.
    const QStringList headers{tr("Rule"), tr("Layers"), tr("Width"), tr("Weight")};
    for (int c = 0; c < headers.size(); ++c) {
        auto *h = new QLabel(headers[c]);
        h->setStyleSheet(QStringLiteral("font-weight: bold"));
        if (c == 2) h->setToolTip(tr("The largest width of a deduction the rule made"));
        rules->addWidget(h, 0, c, c == 0 ? Qt::AlignLeft : Qt::AlignRight);
    }
    for (int r = 0; r < kRuleCount; ++r) {
        const Rule rule = kRules[std::size_t(r)].rule;
        std::array<QLabel *, 4> row{};
        for (int c = 0; c < 4; ++c) {
            row[std::size_t(c)] = new QLabel(c == 0 ? ruleTitle(rule) : QStringLiteral("0"));
            row[std::size_t(c)]->setToolTip(ruleExplanation(rule));
            rules->addWidget(row[std::size_t(c)], r + 1, c, c == 0 ? Qt::AlignLeft : Qt::AlignRight);
        }
        mRules.push_back(row);
    }
    rules->setColumnStretch(4, 1);
    return rules;
}

// One solution, or two that differ, side by side under a caption.
QWidget *StatusPanel::createSolutionBox() {
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
    return mSolutionBox;
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
    if (a.puzzle.numberCount() == 0 && a.puzzle.dotCount() == 0) {
        // Nothing to solve is not a level with one solution: no count, no deduction, no picture.
        verdict = tr("Empty board: type a digit on a cell to place a number");
        color = BoardView::differenceColor();
    } else if (a.solutions == SolutionCounter::kUnknown) {
        verdict = tr("? Not counted: the exact count ran out of its budget");
        color = BoardView::differenceColor();
    } else if (a.solutions == 0) {
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
    const bool empty = a.puzzle.numberCount() == 0 && a.puzzle.dotCount() == 0;
    mVerdict->setText(verdict);
    tessera::ui::setTextColour(*mVerdict, color.darker(115));

    mSolutions->setText(a.solutions == SolutionCounter::kUnknown ? tr("unknown within budget")
                        : a.solutions == 0                       ? tr("none")
                        : a.solutions == 1                       ? tr("1 (unique)")
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
    mDeduction->setText(empty ? QStringLiteral("—") : deduction);
    if (empty) mSolutions->setText(QStringLiteral("—"));
    mScore->setText(QString::number(c.score, 'f', 1));
    mDepth->setText(QString::number(c.depth));
    mWidth->setText(QString::number(c.maxWidth));
    mTime->setText(tr("%1 ms").arg(a.milliseconds, 0, 'f', a.milliseconds < 10 ? 2 : 0));

    for (int r = 0; r < kRuleCount; ++r) {
        const Rule rule = kRules[std::size_t(r)].rule;
        const RuleStats &s = c.stats(rule);
        auto &row = mRules[std::size_t(r)];
        row[1]->setText(QString::number(s.depth));
        row[2]->setText(QString::number(s.maxWidth));
        row[3]->setText(a.options.uses(rule) ? QString::number(a.options.weight[std::size_t(r)]) : tr("off"));
        // Rules that did not fire fade, so the ones that shaped the level stand out.
        for (QLabel *label : row)
            tessera::ui::setTextColour(
                *label,
                s.depth > 0 ? std::nullopt : std::optional(palette().color(QPalette::PlaceholderText)));
    }

    mSolutionBox->setVisible(!empty && !a.shownSolutions.empty());
    placeSolutionBox(a.shownSolutions.size() >= 2);
    if (a.shownSolutions.size() >= 2) {
        const auto differing = differingNumbers(a.shownSolutions[0], a.shownSolutions[1]);
        QStringList names;
        for (int n : differing) names << shortNumberName(a.puzzle, n);
        mSolutionCaption->setText(
            tr("Two different solutions: the lines of %1 differ (orange). A dot that only one of them covers "
               "breaks the tie.")
                .arg(names.join(QStringLiteral(", "))));
        mCaptionA->setVisible(true);
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
        mCaptionA->setVisible(false);
        mCaptionB->setVisible(false);
        mSolutionB->setVisible(false);
        mSolutionA->setPuzzle(a.puzzle);
        mSolutionA->setMarkedNumbers({}, QColor());
        mSolutionA->setStrokes(
            BoardView::solutionStrokes(a.puzzle, a.shownSolutions[0], BoardView::solutionColor()));
    }
}

} // namespace tessera::linjat::ui
