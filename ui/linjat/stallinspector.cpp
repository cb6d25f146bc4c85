#include "ui/linjat/stallinspector.h"

#include "ui/linjat/boardview.h"
#include "ui/linjat/headline.h"
#include "ui/linjat/layerdescription.h"
#include "ui/linjat/statedrawing.h"
#include "ui/linjat/wording.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tessera::linjat::ui {

namespace {

enum ItemRole { KindRole = Qt::UserRole, NumberRole, PlacementRole, CellRole };
enum ItemKind { NumberItem = 1, PlacementItem, DotItem, GroupItem };

// Distinct hues for the open numbers' faint lines, so overlapping candidates stay apart.
QColor numberHue(int index, int alpha) {
    QColor c = QColor::fromHsv((index * 67) % 360, 170, 200);
    c.setAlpha(alpha);
    return c;
}

} // namespace

StallInspector::StallInspector(QWidget *parent)
    : QWidget(parent) {
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    mHeadline = makeHeadline();
    outer->addWidget(mHeadline);
    mNeeded = new QLabel;
    mNeeded->setWordWrap(true);
    mNeeded->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(mNeeded);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(createBoard());
    splitter->addWidget(createSide());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({700, 320});
    outer->addWidget(splitter, 1);

    connectParts();
    createShortcuts();
    rebuild();
}

QWidget *StallInspector::createBoard() {
    mView = new BoardView;
    mView->setFocusPolicy(Qt::ClickFocus);
    mView->setToolTip(
        tr("Orange rings: open numbers · red rings: uncovered dots · thin lines: the lines each open "
           "number can still take · dashed circle: the generator's dot"));
    return mView;
}

// Beside the board: how the lines are drawn, the open numbers and dots, the generator's dot and the
// buttons that add dots.
QWidget *StallInspector::createSide() {
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto *modeRow = new QHBoxLayout;
    mMode = new QComboBox;
    mMode->addItem(tr("All lines faintly"));
    mMode->addItem(tr("One line at a time"));
    mMode->setToolTip(tr("How the open numbers' remaining lines are drawn"));
    mCycleButton = new QPushButton(tr("Next line"));
    mCycleButton->setToolTip(tr("Show each open number's next remaining line (N; Shift+N goes back)"));
    modeRow->addWidget(mMode, 1);
    modeRow->addWidget(mCycleButton);
    sideLayout->addLayout(modeRow);
    mTree = new QTreeWidget;
    mTree->setHeaderHidden(true);
    mTree->setWordWrap(true);
    mTree->setToolTip(
        tr("Pick a number to see only its lines, a line to see it alone, a dot to see who can reach it"));
    sideLayout->addWidget(mTree, 1);
    mGeneratorDot = new QLabel;
    mGeneratorDot->setWordWrap(true);
    sideLayout->addWidget(mGeneratorDot);
    mAddDot = new QPushButton(tr("Add the generator's dot"));
    mAddDot->setToolTip(tr("Put one dot where the generator would, as an undoable edit (Ctrl+G)"));
    sideLayout->addWidget(mAddDot);
    mFinish = new QPushButton(tr("Finish Level"));
    mFinish->setToolTip(tr("Add dots until the level is unique and the solver solves it, as one undoable "
                           "edit (Ctrl+Shift+F)"));
    sideLayout->addWidget(mFinish);
    return side;
}

void StallInspector::connectParts() {
    connect(mMode, &QComboBox::currentIndexChanged, this, [this] { redraw(); });
    connect(mCycleButton, &QPushButton::clicked, this, [this] { cyclePlacements(1); });
    connect(mTree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { onCurrentItemChanged(item); });
    connect(mAddDot, &QPushButton::clicked, this, [this] {
        if (mAnalysis && mAnalysis->generatorDot)
            emit addGeneratorDotRequested(mAnalysis->generatorDot->row, mAnalysis->generatorDot->col);
    });
    connect(mFinish, &QPushButton::clicked, this, &StallInspector::finishLevelRequested);
}

// N and Shift+N step through the open numbers' lines while the inspector has the focus.
void StallInspector::createShortcuts() {
    auto *next = new QAction(this);
    next->setShortcut(QKeySequence(Qt::Key_N));
    next->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(next, &QAction::triggered, this, [this] { cyclePlacements(1); });
    addAction(next);
    auto *back = new QAction(this);
    back->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_N));
    back->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(back, &QAction::triggered, this, [this] { cyclePlacements(-1); });
    addAction(back);
}

bool StallInspector::hasStall() const {
    return mAnalysis && !mAnalysis->chosen().solved();
}

QString StallInspector::neededText() const {
    return mNeeded->text();
}

QString StallInspector::generatorDotText() const {
    return mGeneratorDot->text();
}

QString StallInspector::headlineText() const {
    return mHeadline->text();
}

void StallInspector::setAnalysis(const LevelAnalysisPtr &analysis) {
    mAnalysis = analysis;
    rebuild();
}

void StallInspector::cyclePlacements(int step) {
    if (mMode->currentIndex() != int(Mode::Cycle)) mMode->setCurrentIndex(int(Mode::Cycle));
    mCycle += step;
    redraw();
}

void StallInspector::rebuild() {
    mOpenNumbers.clear();
    mOpenDots.clear();
    mSelectedNumber = -1;
    mSelectedPlacement = -1;
    mSelectedDot = QPoint(-1, -1);
    mTree->clear();
    mAddDot->setEnabled(false);
    mFinish->setEnabled(mAnalysis && !mAnalysis->valid());
    mGeneratorDot->clear();
    if (!mAnalysis) {
        mHeadline->setText(tr("No level"));
        mNeeded->clear();
        mView->clearOverlays();
        return;
    }
    const LevelAnalysis &a = *mAnalysis;
    const Puzzle &p = a.puzzle;
    // The solve the Leaks toggle chose, as in the editor and the layer viewer.
    const SolveTrace &trace = a.chosenTrace();
    const Classification &solve = a.chosen();
    const TraceState &state = trace.finalState();
    const int layers = int(trace.layers.size());

    if (solve.solved()) {
        mHeadline->setText(tr("No stall: the solver finishes this level by deduction"));
        mNeeded->setText(a.solutions == 1 ? tr("Every line is decided after %n layer(s); nothing to inspect.",
                                               nullptr, layers)
                                          : QString());
    } else if (solve.status == SolveStatus::Contradiction) {
        mHeadline->setText(tr("Contradiction after %n layer(s)", nullptr, layers));
        mNeeded->setText(
            a.solutions == 0
                ? tr("The level has no solution: the numbers and dots as placed cannot all be "
                     "satisfied (a dot no line can reach, or lines that must collide). Remove a dot or "
                     "move a number.")
                : tr("The solver's deductions collide here. Check the numbers and dots around the red "
                     "rings."));
    } else {
        mHeadline->setText(tr("Stuck after %n layer(s)", nullptr, layers));
        QString needed;
        if (a.solutions >= 2)
            needed =
                tr("<b>Needed next:</b> nothing can be deduced: the level has two or more solutions (see the "
                   "editor). A dot that only one of them covers breaks the tie.");
        else if (a.solutions == 0)
            needed = tr("<b>Needed next:</b> nothing: the level has no solution.");
        else if (a.nextLeak && !a.options.leaksEnabled())
            needed = tr("<b>Needed next:</b> a uniqueness leak, <i>%1</i> (width %2): %3. Only a player who "
                        "assumes "
                        "the solution is unique may use it; add a dot so the level does not depend on that.")
                         .arg(ruleTitle(a.nextLeak->rule))
                         .arg(a.nextLeak->width)
                         .arg(ruleExplanation(a.nextLeak->rule));
        else
            needed = tr(
                "<b>Needed next:</b> a deduction beyond the solver's seven rules (a longer chain of "
                "reasoning, or trial and error). The level is unique, so a dot here only makes it easier.");
        mNeeded->setText(needed);
    }
    if (a.generatorDot) {
        const DotSuggestion &d = *a.generatorDot;
        QString text =
            d.breaksTie
                ? tr("The generator would add a dot at %1: solution %2 covers it and solution %3 does "
                     "not (see the editor), so the dot rules solution %3 out.")
                      .arg(cellName(d.row, d.col))
                      .arg(d.coveredBy == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                      .arg(d.coveredBy == 0 ? QStringLiteral("B") : QStringLiteral("A"))
            : d.removesLeak ? tr("The generator would add a dot at %1, to take away an "
                                 "uncontested-no-cover pattern.")
                                  .arg(cellName(d.row, d.col))
                            : tr("The generator would add a dot at %1, the open cell the most lines "
                                 "could cover.")
                                  .arg(cellName(d.row, d.col));
        if (d.ties.size() > 1) text += tr(" %n other cell(s) are as good.", nullptr, int(d.ties.size()) - 1);
        mGeneratorDot->setText(text);
        mAddDot->setEnabled(true);
    } else if (!solve.solved()) {
        mGeneratorDot->setText(a.solutions >= 2
                                   ? tr("No dot can tell the two solutions apart: they cover the same cells "
                                        "and differ only in which number covers which. Move or change a "
                                        "number instead.")
                                   : tr("The generator has no useful cell left for a dot here."));
    }

    if (!solve.solved()) {
        for (int n = 0; n < p.numberCount(); ++n) {
            const int placements = bitCount(state.placements[std::size_t(n)]);
            int fixed = 0;
            for (std::int8_t o : state.owner) fixed += o == n ? 1 : 0;
            if (placements > 1 || fixed < p.number(n).value) mOpenNumbers.push_back(n);
        }
        for (int r = 0; r < p.rows(); ++r)
            for (int c = 0; c < p.cols(); ++c) {
                const int cell = p.cellIndex(r, c);
                if (p.isDot(r, c) && state.owner[std::size_t(cell)] < 0) mOpenDots.emplace_back(c, r);
            }
    }

    auto *numbers = new QTreeWidgetItem(mTree, {tr("Open numbers (%1)").arg(mOpenNumbers.size())});
    numbers->setData(0, KindRole, GroupItem);
    for (int n : mOpenNumbers) {
        const NumberGeometry g = numberGeometry(p, n);
        const PlacementMask m = state.placements[std::size_t(n)];
        auto *item = new QTreeWidgetItem(
            numbers, {tr("%1: %n line(s) left", nullptr, bitCount(m)).arg(shortNumberName(p, n))});
        item->setData(0, KindRole, NumberItem);
        item->setData(0, NumberRole, n);
        for (PlacementMask bits = m; bits; bits &= bits - 1) {
            const int placement = lowestBit(bits);
            auto *child = new QTreeWidgetItem(item, {lineName(placementLine(g, placement))});
            child->setData(0, KindRole, PlacementItem);
            child->setData(0, NumberRole, n);
            child->setData(0, PlacementRole, placement);
        }
    }
    auto *dots = new QTreeWidgetItem(mTree, {tr("Uncovered dots (%1)").arg(mOpenDots.size())});
    dots->setData(0, KindRole, GroupItem);
    for (const QPoint &d : mOpenDots) {
        const std::uint64_t cand = state.candidates[std::size_t(p.cellIndex(d.y(), d.x()))];
        QStringList names;
        for (std::uint64_t m = cand; m; m &= m - 1) names << shortNumberName(p, lowestBit(m));
        auto *item = new QTreeWidgetItem(
            dots, {tr("dot r%1 c%2: %3")
                       .arg(d.y() + 1)
                       .arg(d.x() + 1)
                       .arg(names.isEmpty() ? tr("nobody can reach it") : names.join(QStringLiteral(", ")))});
        item->setData(0, KindRole, DotItem);
        item->setData(0, CellRole, d);
        item->setToolTip(0, tr("Candidates: the numbers that could still cover this dot"));
    }
    numbers->setExpanded(true);
    dots->setExpanded(true);
    // Few lines per number: show them; many: keep the list short.
    for (int i = 0; i < numbers->childCount(); ++i)
        numbers->child(i)->setExpanded(numbers->childCount() <= 4);
    redraw();
}

void StallInspector::onCurrentItemChanged(QTreeWidgetItem *item) {
    mSelectedNumber = -1;
    mSelectedPlacement = -1;
    mSelectedDot = QPoint(-1, -1);
    if (item) {
        switch (item->data(0, KindRole).toInt()) {
        case NumberItem:
            mSelectedNumber = item->data(0, NumberRole).toInt();
            break;
        case PlacementItem:
            mSelectedNumber = item->data(0, NumberRole).toInt();
            mSelectedPlacement = item->data(0, PlacementRole).toInt();
            break;
        case DotItem:
            mSelectedDot = item->data(0, CellRole).toPoint();
            break;
        default:
            break;
        }
    }
    redraw();
}

void StallInspector::redraw() {
    mCycleButton->setEnabled(!mOpenNumbers.empty());
    if (!mAnalysis) return;
    const LevelAnalysis &a = *mAnalysis;
    const Puzzle &p = a.puzzle;
    const TraceState &state = a.chosenTrace().finalState();
    showTraceState(*mView, p, state);

    std::vector<BoardView::Stroke> faint;
    const bool cycle = mMode->currentIndex() == int(Mode::Cycle);
    std::vector<int> numbers = mOpenNumbers;
    if (mSelectedNumber >= 0) numbers = {mSelectedNumber};
    if (mSelectedDot.x() >= 0) {
        // Only the candidates of the picked dot, with their lines through it.
        numbers.clear();
        const std::uint64_t cand =
            state.candidates[std::size_t(p.cellIndex(mSelectedDot.y(), mSelectedDot.x()))];
        for (std::uint64_t m = cand; m; m &= m - 1) numbers.push_back(lowestBit(m));
    }
    for (int n : numbers) {
        const NumberGeometry g = numberGeometry(p, n);
        PlacementMask m = state.placements[std::size_t(n)];
        if (mSelectedDot.x() >= 0) m &= g.cover(mSelectedDot.y(), mSelectedDot.x());
        std::vector<int> list;
        for (PlacementMask bits = m; bits; bits &= bits - 1) list.push_back(lowestBit(bits));
        if (list.empty()) continue;
        if (mSelectedPlacement >= 0)
            list = {mSelectedPlacement};
        else if (cycle) {
            const int k = int(((mCycle % int(list.size())) + int(list.size())) % int(list.size()));
            list = {list[std::size_t(k)]};
        }
        const bool bold = mSelectedPlacement >= 0 || cycle;
        // Collinear lines of one number overlap; translucent strokes make the cells most lines cover darkest.
        for (std::size_t i = 0; i < list.size(); ++i) {
            BoardView::Stroke s =
                BoardView::lineStroke(p.number(n), placementLine(g, list[i]), numberHue(n, bold ? 200 : 110),
                                      false, bold ? 0.2 : 0.09);
            faint.push_back(s);
        }
    }
    mView->setFaintStrokes(std::move(faint));
    std::vector<QPoint> dotCells = mOpenDots;
    mView->setMarkedDots(dotCells, BoardView::partialLineColor());
    mView->setMarkedNumbers(mSelectedNumber >= 0 ? std::vector<int>{mSelectedNumber} : mOpenNumbers,
                            BoardView::differenceColor());
    mView->setHighlightedCells(mSelectedDot.x() >= 0 ? std::vector<QPoint>{mSelectedDot}
                                                     : std::vector<QPoint>{});
    mView->setSuggestedDot(a.generatorDot
                               ? std::optional<QPoint>(QPoint(a.generatorDot->col, a.generatorDot->row))
                               : std::nullopt);
}

} // namespace tessera::linjat::ui
