#include "ui/linjat/layerviewer.h"

#include "ui/linjat/boardview.h"
#include "ui/linjat/headline.h"
#include "ui/linjat/statedrawing.h"
#include "ui/linjat/wording.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace tessera::linjat::ui {

namespace {

QToolButton *stepButton(QWidget *parent, const QString &text, const QString &tip,
                        QStyle::StandardPixmap icon) {
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setIcon(parent->style()->standardIcon(icon));
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    return b;
}

QAction *shortcutAction(QWidget *parent, const QList<QKeySequence> &keys) {
    auto *a = new QAction(parent);
    a->setShortcuts(keys);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    parent->addAction(a);
    return a;
}

} // namespace

LayerViewer::LayerViewer(QWidget *parent)
    : QWidget(parent) {
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    mHeadline = makeHeadline();
    outer->addWidget(mHeadline);
    mSummary = new QLabel;
    mSummary->setWordWrap(true);
    mSummary->setMinimumHeight(mSummary->fontMetrics().height() * 3);
    mSummary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(mSummary);
    outer->addWidget(createBoardAndChanges(), 1);
    outer->addLayout(createStepBar());
    createShortcuts();
    refresh();
}

// The board as the layer left it beside the list of the layer's changes.
QWidget *LayerViewer::createBoardAndChanges() {
    auto *splitter = new QSplitter(Qt::Horizontal);
    mView = new BoardView;
    mView->setFocusPolicy(Qt::ClickFocus);
    mView->setToolTip(tr("Dashed: decided in this layer · solid: earlier · green: full length · red: still "
                         "incomplete · shaded: cells a number can still reach"));
    splitter->addWidget(mView);
    splitter->addWidget(createChangesSide());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({700, 280});
    return splitter;
}

// The layer's changes, the legend of the board's lines and the layer's status.
QWidget *LayerViewer::createChangesSide() {
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto *listTitle = new QLabel(tr("Changes in this layer"));
    listTitle->setStyleSheet(QStringLiteral("font-weight: bold"));
    sideLayout->addWidget(listTitle);
    mChanges = new QListWidget;
    mChanges->setWordWrap(true);
    mChanges->setToolTip(tr("What the layer decided, number by number; pick one to highlight its cells"));
    sideLayout->addWidget(mChanges, 1);
    auto *legend = new QLabel(
        tr("<b>Legend</b><br>"
           "<span style='color:%1'>━━</span> full length &nbsp; <span style='color:%2'>━━</span> "
           "incomplete<br>"
           "╍╍ dashed: decided in this layer, solid: earlier<br>"
           "<span style='background:%3'>&nbsp;&nbsp;&nbsp;&nbsp;</span> a number can still reach the cell")
            .arg(BoardView::fullLineColor().name(), BoardView::partialLineColor().name(),
                 BoardView::reachColor().name(QColor::HexRgb)));
    legend->setWordWrap(true);
    sideLayout->addWidget(legend);
    mStatus = new QLabel;
    mStatus->setWordWrap(true);
    sideLayout->addWidget(mStatus);
    connect(mChanges, &QListWidget::currentRowChanged, this, &LayerViewer::onChangePicked);
    return side;
}

// First, Prev, the slider over the layers, Next, Last and where the slider stands.
QLayout *LayerViewer::createStepBar() {
    auto *bar = new QHBoxLayout;
    mFirst = stepButton(this, tr("First"), tr("First layer (Home)"), QStyle::SP_MediaSkipBackward);
    mPrev = stepButton(this, tr("Prev"), tr("Previous layer (Left, Page Up)"), QStyle::SP_MediaSeekBackward);
    mNext = stepButton(this, tr("Next"), tr("Next layer (Right, Page Down)"), QStyle::SP_MediaSeekForward);
    mLast = stepButton(this, tr("Last"), tr("Last layer (End)"), QStyle::SP_MediaSkipForward);
    mSlider = new QSlider(Qt::Horizontal);
    mSlider->setTickPosition(QSlider::TicksBelow);
    mSlider->setPageStep(1);
    mSlider->setToolTip(tr("The solver's layers: 0 is the start, each step one layer"));
    mPosition = new QLabel;
    mPosition->setMinimumWidth(
        mPosition->fontMetrics().horizontalAdvance(QStringLiteral("Layer 888 of 888")));
    bar->addWidget(mFirst);
    bar->addWidget(mPrev);
    bar->addWidget(mSlider, 1);
    bar->addWidget(mNext);
    bar->addWidget(mLast);
    bar->addWidget(mPosition);
    connect(mFirst, &QToolButton::clicked, this, &LayerViewer::first);
    connect(mPrev, &QToolButton::clicked, this, &LayerViewer::previous);
    connect(mNext, &QToolButton::clicked, this, &LayerViewer::next);
    connect(mLast, &QToolButton::clicked, this, &LayerViewer::last);
    connect(mSlider, &QSlider::valueChanged, this, &LayerViewer::setLayer);
    return bar;
}

// Left/Right, PageUp/PageDown, Home/End step through the layers wherever the focus is in the viewer.
void LayerViewer::createShortcuts() {
    connect(shortcutAction(this, {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown)}),
            &QAction::triggered, this, &LayerViewer::next);
    connect(shortcutAction(this, {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)}),
            &QAction::triggered, this, &LayerViewer::previous);
    connect(shortcutAction(this, {QKeySequence(Qt::Key_Home)}), &QAction::triggered, this,
            &LayerViewer::first);
    connect(shortcutAction(this, {QKeySequence(Qt::Key_End)}), &QAction::triggered, this, &LayerViewer::last);
}

int LayerViewer::layerCount() const {
    return mAnalysis ? int(mAnalysis->trace.layers.size()) : 0;
}

QString LayerViewer::headline() const {
    return mHeadline->text();
}

QString LayerViewer::summary() const {
    return mSummary->text();
}

void LayerViewer::setAnalysis(const LevelAnalysisPtr &analysis) {
    const bool samePuzzle = mAnalysis && analysis && mAnalysis->puzzle == analysis->puzzle;
    mAnalysis = analysis;
    // A fresh puzzle starts at the first layer; a re-analysis of the same one keeps the place.
    if (!samePuzzle && mLayer > layerCount()) mLayer = layerCount();
    mLayer = std::clamp(mLayer, 0, layerCount());
    refresh();
}

void LayerViewer::setLayer(int layer) {
    layer = std::clamp(layer, 0, layerCount());
    if (layer == mLayer && mSlider->value() == layer) return;
    mLayer = layer;
    refresh();
    emit layerChanged(mLayer);
}

void LayerViewer::refresh() {
    const int count = layerCount();
    {
        const QSignalBlocker block(mSlider);
        mSlider->setRange(0, count);
        mSlider->setValue(mLayer);
    }
    mFirst->setEnabled(mLayer > 0);
    mPrev->setEnabled(mLayer > 0);
    mNext->setEnabled(mLayer < count);
    mLast->setEnabled(mLayer < count);
    mPosition->setText(tr("Layer %1 of %2").arg(mLayer).arg(count));
    mChanges->clear();
    mChangeData.clear();
    if (!mAnalysis) {
        mHeadline->setText(tr("No level"));
        mSummary->clear();
        mView->clearOverlays();
        return;
    }
    const LevelAnalysis &a = *mAnalysis;
    const TraceState &state = traceStateAt(a.trace, mLayer);
    showTraceState(*mView, a.puzzle, state, mLayer > 0 ? &traceStateAt(a.trace, mLayer - 1) : nullptr);
    mView->setHighlightedCells({});
    mView->setMarkedNumbers({}, QColor());

    mChangeData = describeLayer(a.puzzle, a.trace, mLayer);
    mHeadline->setText(mLayer == 0 ? tr("Start")
                                   : tr("Layer %1: %2").arg(mLayer).arg(layerHeadline(a.trace, mLayer)));
    mSummary->setText(layerSummary(a.puzzle, a.trace, mLayer, mChangeData));
    for (const LayerChange &c : mChangeData) {
        auto *item = new QListWidgetItem(c.text, mChanges);
        item->setToolTip(c.text);
    }
    QString end;
    if (mLayer == count) {
        switch (a.classification.status) {
        case SolveStatus::Solved:
            end = tr("The solver finishes here: every line is drawn.");
            break;
        case SolveStatus::Stuck:
            end = tr("The solver stops here: no rule finds anything more (see the Stall tab).");
            break;
        case SolveStatus::Contradiction:
            end = tr("The solver ends in a contradiction here (see the Stall tab).");
            break;
        }
    }
    mStatus->setText(end);
}

void LayerViewer::onChangePicked(int row) {
    if (row < 0 || row >= int(mChangeData.size()) || !mAnalysis) {
        mView->setHighlightedCells({});
        mView->setMarkedNumbers({}, QColor());
        return;
    }
    const LayerChange &c = mChangeData[std::size_t(row)];
    mView->setHighlightedCells(c.cells());
    mView->setMarkedNumbers({c.number}, BoardView::highlightColor().darker(120));
}

} // namespace tessera::linjat::ui
